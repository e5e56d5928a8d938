import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCode, formatDate } from '@/lib/format/format'
import { parseFinancialReport, type FinancialReport } from '../api/models/financial-models'
import { sanitizeReportHtml } from '../api/sanitize-report'
import { RelationEmpty } from '../components/relation-empty'
import { defineSlice, type SliceViewProps } from '../slice'
import { pickText } from '@/lib/datahub/fields'
import { useMemo } from 'react'
import { reportInStatuteOrder } from '../api/models/statute-report'
import { StatuteNote } from '../components/statute-note'

const DOCUMENT_WORDS: Record<string, MessageDescriptor> = {
  Jahresabschluss: msg`Annual accounts (Jahresabschluss)`,
  Konzernabschluss: msg`Group accounts (Konzernabschluss)`,
}

/** Reading typography for the filing's tables and headings, scoped to the report. */
const REPORT_TYPOGRAPHY = [
  'max-h-[36rem] overflow-auto rounded-md border border-slate-200 bg-white px-6 py-4 font-serif text-[15px] leading-relaxed',
  '[&_h1]:mt-4 [&_h1]:mb-2 [&_h1]:font-sans [&_h1]:text-xl [&_h1]:font-semibold',
  '[&_h2]:mt-4 [&_h2]:mb-2 [&_h2]:font-sans [&_h2]:text-lg [&_h2]:font-semibold',
  '[&_h3]:mt-3 [&_h3]:mb-1 [&_h3]:font-sans [&_h3]:font-semibold [&_p]:my-2',
  '[&_table]:my-3 [&_table]:border-collapse [&_table]:tabular-nums',
  '[&_td]:border-b [&_td]:border-slate-200 [&_td]:px-2.5 [&_td]:py-1 [&_td]:align-top',
  '[&_th]:border-b [&_th]:border-slate-300 [&_th]:px-2.5 [&_th]:py-1 [&_th]:text-left',
  '[&_td:not(:first-child)]:text-right [&_ul]:list-disc [&_ul]:pl-6 [&_ol]:list-decimal [&_ol]:pl-6',
].join(' ')

export const slice = defineSlice({
  // Sanitized once here, while the query resolves, not on every render.
  parse: (value: unknown) => {
    const report = parseFinancialReport(value)
    return (
      report && { ...report, html: report.html === null ? null : sanitizeReportHtml(report.html) }
    )
  },
  isEmpty: () => false,
  View: FinancialReportView,
})

/**
 * The filed report, sanitized before it touches the DOM: the HTML comes from a third party and
 * may be hostile, so no script, handler, form, frame, style sheet or remote resource survives.
 * When the plan withholds the latest filing, the Data Hub's hint comes first, and the fiscal year
 * of the filing actually shown is named beside the year asked for.
 */
function FinancialReportView({ model: report, search }: SliceViewProps<FinancialReport>) {
  const asked = search.year
  const otherYear = asked !== undefined && report.fiscalYear !== null && report.fiscalYear !== asked
  const { i18n, t } = useLingui()
  const subtotal = t({ message: 'subtotal', context: 'a sum the statute does not number' })
  // The profit and loss in § 275 form, as on the Profit & loss tab (worded in the reader's language).
  const statute = useMemo(
    () => (report.html === null ? null : reportInStatuteOrder(report.html, { subtotal })),
    [report.html, subtotal],
  )
  const html = statute?.html ?? null
  const fiscalYear = report.fiscalYear === null ? null : formatCode(report.fiscalYear)
  const askedYear = asked === undefined ? '' : formatCode(asked)
  const documentWords = report.documentType ? DOCUMENT_WORDS[report.documentType] : undefined
  return (
    <div className="space-y-3">
      {report.signupHint ? (
        <div
          role="note"
          aria-label={t`Plan limit`}
          data-testid="signup-hint"
          className="rounded-md border border-amber-300 bg-amber-50 px-4 py-3 text-sm text-amber-950"
        >
          <p className="font-semibold">
            <Trans>Your Data Hub plan does not include this filing.</Trans>
          </p>
          <p className="mt-1">{pickText(report.signupHint, i18n.locale)}</p>
          <p className="mt-1">
            {html === null
              ? t`No report is shown.`
              : fiscalYear !== null
                ? t`Shown instead: the filing for fiscal year ${fiscalYear}.`
                : t`Shown instead: an earlier filing (the Data Hub did not say for which year).`}
          </p>
        </div>
      ) : null}
      {otherYear && !report.signupHint ? (
        <p role="note" className="text-sm text-slate-700">
          <Trans>
            You asked for {askedYear}; the Data Hub returned the filing for fiscal year {fiscalYear}
            .
          </Trans>
        </p>
      ) : null}
      {html === null ? null : (
        <>
          <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
            <div>
              <dt className="inline text-slate-600">
                <Trans>Document:</Trans>{' '}
              </dt>
              <dd className="inline font-medium">
                {documentWords ? i18n._(documentWords) : (report.documentType ?? '—')}
              </dd>
            </div>
            <div>
              <dt className="inline text-slate-600">
                <Trans>Fiscal year:</Trans>{' '}
              </dt>
              <dd className="inline font-medium">{fiscalYear ?? '—'}</dd>
            </div>
            <div>
              <dt className="inline text-slate-600">
                <Trans>Published:</Trans>{' '}
              </dt>
              <dd className="inline font-medium">{formatDate(report.publicationDate)}</dd>
            </div>
          </dl>
          {html.trim() ? (
            <article
              aria-label={
                fiscalYear === null ? t`Financial report` : t`Financial report ${fiscalYear}`
              }
              data-testid="financial-report"
              // The filing is the German original, whatever the interface's language.
              lang="de"
              // The report scrolls inside its box: focusable so keyboard users can scroll it too.
              tabIndex={0}
              // Safe to inject: DOMPurify in the parser keeps only structure and text (no script,
              // handler, style, link or URL attribute), and the CSP forbids inline script as well.
              dangerouslySetInnerHTML={{ __html: html }}
              className={REPORT_TYPOGRAPHY}
            />
          ) : (
            <RelationEmpty>
              <Trans>The report for this year has no readable content.</Trans>
            </RelationEmpty>
          )}
          {statute?.method ? <StatuteNote method={statute.method} /> : null}
        </>
      )}
    </div>
  )
}
