import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { useEffect, type ReactNode } from 'react'
import { useQueryClient } from '@tanstack/react-query'
import { cachedFilingLookup, type OwnershipSource } from '@/lib/ownership/ownership-slices'
import { ExportButtons } from '@/components/export/export-buttons'
import { FtmExportButton } from '@/components/export/ftm-export-button'
import { COMPARE_LIMIT } from '../compare-tray'
import type { OrganizationView } from '@/lib/datahub/organization-record'
import { formatNumber } from '@/lib/format/format'
import { COMPARE_MINIMUM, readCompareIds, type CompareSelection } from '../api/compare-ids'
import { compareExport } from '../api/compare-export'
import {
  isNotFound,
  useComparisonData,
  type ComparedOrganization,
  type RelationFetcher,
} from '../api/comparison-data'
import { CompareFacts } from './compare-facts'
import { CompareKpis } from './compare-kpis'
import { CompareLocations, type LocationContextSlot } from './compare-locations'
import { ComparePeople } from './compare-people'

/** An organization of the comparison whose record arrived: what every section shows. */
export interface Column {
  org: OrganizationView
  data: ComparedOrganization
  /** Its position among the shown columns: the colour of its line in the charts. */
  index: number
}

interface ComparePageProps {
  idsText: string | undefined
  fetcher: RelationFetcher
  /** Serves the beneficial-owner rule's shareholder lists (the relations feature's cache). */
  ownership: OwnershipSource
  locationContext: LocationContextSlot
}

/**
 * The file's retrieval time: when the earliest of the compared records was read, so the time never
 * claims fresher data than the file holds (the cache may have served a record read minutes ago).
 */
function oldestReadTime(readTimes: (number | null)[]): string | null {
  const known = readTimes.filter((time): time is number => time !== null)
  return known.length ? new Date(Math.min(...known)).toISOString() : null
}

export function ComparePage({ idsText, fetcher, ownership, locationContext }: ComparePageProps) {
  const { t } = useLingui()
  const selection = readCompareIds(idsText)
  const compared = useComparisonData(selection.ids, fetcher)
  const client = useQueryClient()
  const columns: Column[] = []
  for (const data of compared)
    if (data.record.status === 'success')
      columns.push({ org: data.record.data, data, index: columns.length })
  const pending = compared.some((data) => data.record.status === 'pending')

  useEffect(() => {
    document.title = `${t`Compare organizations`} · Data Hub Explorer`
  }, [t])

  const shownCount = formatNumber(columns.length)

  return (
    <article className="space-y-8">
      <header className="border-b border-slate-200 pb-4">
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Compare organizations</Trans>
        </h1>
        <p className="mt-1 text-slate-700">
          {columns.length >= COMPARE_MINIMUM
            ? t`${shownCount} organizations side by side: register facts, key figures, the people and companies behind them, and where they are based.`
            : t`Compare ${COMPARE_MINIMUM} to ${COMPARE_LIMIT} organizations side by side.`}
        </p>
        {columns.length >= COMPARE_MINIMUM ? (
          <div className="mt-3">
            <ExportButtons
              label={t`Export the comparison`}
              fileBase="comparison"
              table={() => {
                const filings = cachedFilingLookup(client, ownership)
                return compareExport(
                  columns.map((column) => ({ ...column, filings })),
                  oldestReadTime(columns.map((column) => column.data.recordReadAt)),
                )
              }}
            />
            <div className="mt-2">
              <FtmExportButton
                fileBase="comparison"
                fill={(ftm) => {
                  for (const { org, data } of columns) {
                    const target = { id: org.id, type: 'ORGANIZATION' as const, name: org.name }
                    ftm.organization(org)
                    if (data.management.status === 'success')
                      ftm.roles(target, data.management.data)
                    if (data.shareholders.status === 'success')
                      ftm.roles(target, data.shareholders.data, 'ownership')
                  }
                }}
              />
            </div>
          </div>
        ) : null}
      </header>
      <SelectionNotices selection={selection} compared={compared} />
      {pending ? (
        <p className="text-slate-700">
          <Trans>Loading the organizations…</Trans>
        </p>
      ) : null}
      {columns.length >= COMPARE_MINIMUM ? (
        <>
          <Section title={t`Register facts`} id="facts">
            <CompareFacts columns={columns} ids={selection.ids} />
          </Section>
          <Section title={t`Key figures`} id="kpis">
            <CompareKpis columns={columns} />
          </Section>
          <Section title={t`Management, shareholders and beneficial owners`} id="people">
            <ComparePeople columns={columns} ownership={ownership} />
          </Section>
          <Section title={t`Head office locations`} id="locations">
            <CompareLocations columns={columns} locationContext={locationContext} />
          </Section>
        </>
      ) : !pending ? (
        <TooFew columns={columns} />
      ) : null}
    </article>
  )
}

function Section({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section aria-labelledby={`compare-${id}`}>
      <h2 id={`compare-${id}`} className="mb-3 text-xl font-semibold text-slate-900">
        {title}
      </h2>
      {children}
    </section>
  )
}

/** What the link asked for that is not compared, and why, so nothing disappears silently. */
function SelectionNotices({
  selection,
  compared,
}: {
  selection: CompareSelection
  compared: ComparedOrganization[]
}) {
  const { t } = useLingui()
  const notices: { key: string; text: ReactNode }[] = []
  for (const entry of selection.invalid.slice(0, 10)) {
    const shown = entry.slice(0, 40)
    notices.push({
      key: `invalid-${entry}`,
      text: t`“${shown}” is not an organization ID, so it was left out.`,
    })
  }
  if (selection.invalid.length > 10) {
    const more = formatNumber(selection.invalid.length - 10)
    notices.push({
      key: 'invalid-more',
      text: t`${more} more entries are not organization IDs either.`,
    })
  }
  for (const id of selection.duplicates)
    notices.push({
      key: `duplicate-${id}`,
      text: t`${id} was listed more than once; it is shown once.`,
    })
  if (selection.beyondLimit.length > 0) {
    const left = selection.beyondLimit.join(', ')
    notices.push({
      key: 'beyond',
      text: t`At most ${COMPARE_LIMIT} organizations can be compared, so ${plural(selection.beyondLimit.length, { one: `the last one in the link (${left}) was`, other: `the last # in the link (${left}) were` })} left out.`,
    })
  }
  for (const data of compared) {
    if (data.record.status !== 'error') continue
    const id = data.id
    const reason = data.record.error.message
    notices.push({
      key: `error-${data.id}`,
      text: isNotFound(data.record.error)
        ? t`No organization has the ID ${id}. The link may be out of date.`
        : t`The organization ${id} could not be loaded: ${reason}`,
    })
  }
  if (notices.length === 0) return null
  return (
    <div
      role="status"
      data-testid="compare-notices"
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-amber-950"
    >
      <ul className="list-disc space-y-1 pl-5">
        {notices.map((notice) => (
          <li key={notice.key}>{notice.text}</li>
        ))}
      </ul>
    </div>
  )
}

/** Fewer than two organizations to show: say so, and how to pick them. */
function TooFew({ columns }: { columns: Column[] }) {
  const first = columns[0]?.org
  const firstName = first?.name
  return (
    <div className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-800">
      <p className="font-medium">
        {columns.length === 1 ? (
          <Trans>
            A comparison needs at least {COMPARE_MINIMUM} organizations; this link has only one that
            could be found.
          </Trans>
        ) : (
          <Trans>A comparison needs at least {COMPARE_MINIMUM} organizations.</Trans>
        )}
      </p>
      <p className="mt-2">
        <Trans>
          Add organizations with “+ Compare” on{' '}
          <Link to="/search/organizations" className="text-sky-800 underline">
            organization search results
          </Link>
          , on an organization’s page or in the watchlist on the{' '}
          <Link to="/" className="text-sky-800 underline">
            start page
          </Link>
          ; the compare tray at the bottom of the window then opens the comparison (up to{' '}
          {COMPARE_LIMIT}).
        </Trans>
      </p>
      {first ? (
        <p className="mt-2">
          <Trans>
            Open{' '}
            <Link
              to="/organizations/$id"
              params={{ id: first.id }}
              className="text-sky-800 underline"
            >
              {firstName}
            </Link>
            .
          </Trans>
        </p>
      ) : null}
    </div>
  )
}
