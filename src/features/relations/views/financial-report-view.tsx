import { useMemo } from 'react'
import { formatDate } from '@/lib/format'
import { parseFinancialReport } from '../api/models/financial-models'
import { reportDocument, sanitizeReportHtml } from '../api/sanitize-report'
import { RelationEmpty } from '../components/relation-empty'
import type { RelationViewProps } from '../components/relation-view-props'
import GenericView from './generic-view'

const DOCUMENT_WORDS: Record<string, string> = {
  Jahresabschluss: 'Annual accounts (Jahresabschluss)',
  Konzernabschluss: 'Group accounts (Konzernabschluss)',
}

/**
 * The filed report, sanitized before it touches the DOM: the HTML comes from a third party and
 * may be hostile, so no script, handler, form, frame, style sheet or remote resource survives.
 */
export default function FinancialReportView(props: RelationViewProps) {
  const report = parseFinancialReport(props.value)
  const rawHtml = report?.html ?? ''
  const html = useMemo(() => sanitizeReportHtml(rawHtml), [rawHtml])
  if (!report) return <GenericView {...props} />
  return (
    <div className="space-y-3">
      <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm">
        <div>
          <dt className="inline text-slate-600">Document: </dt>
          <dd className="inline font-medium">
            {report.documentType
              ? (DOCUMENT_WORDS[report.documentType] ?? report.documentType)
              : '—'}
          </dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Fiscal year: </dt>
          <dd className="inline font-medium">{report.fiscalYear ?? '—'}</dd>
        </div>
        <div>
          <dt className="inline text-slate-600">Published: </dt>
          <dd className="inline font-medium">{formatDate(report.publicationDate)}</dd>
        </div>
      </dl>
      {html.trim() ? (
        <iframe
          title={`Financial report ${report.fiscalYear ?? ''}`.trim()}
          // Second wall behind DOMPurify: no scripts can run and the CSP in the document blocks
          // every fetch, so even markup that slipped through could neither act nor call out.
          sandbox=""
          srcDoc={reportDocument(html, report.fiscalYear)}
          className="h-[36rem] w-full rounded-md border border-slate-200 bg-white"
        />
      ) : (
        <RelationEmpty>The report for this year has no readable content.</RelationEmpty>
      )}
    </div>
  )
}
