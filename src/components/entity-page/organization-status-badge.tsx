import { Trans } from '@lingui/react/macro'
import { GermanTerm } from '@/components/german-term'
import { germanTerm } from '@/lib/datahub/vocabulary'
import { distressOf, statusLabel, type OrganizationStatus } from '@/lib/datahub/organization-status'

const TONES: Record<string, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
}

const DISTRESS_TONES = {
  INSOLVENCY: 'bg-red-700 text-white ring-red-800',
  LIQUIDATION: 'bg-amber-200 text-amber-950 ring-amber-700/60',
  DISSOLVED: 'bg-slate-700 text-white ring-slate-800',
} as const

/**
 * The one mark of a company in insolvency proceedings, in liquidation or dissolved, wherever it is
 * listed (search, match, compare, watchlist, connections): nothing for any other status, so a list
 * can show it beside every organization. `status` needs only its code (a search result's string
 * read by `organizationStatus`, or a record's status object).
 */
export function OrganizationDistressBadge({
  status,
}: {
  status: Pick<OrganizationStatus, 'code'> | null
}) {
  const distress = distressOf(status)
  if (!distress || !status) return null
  return (
    <span
      data-testid="distress-badge"
      data-distress={distress}
      className={`inline-flex items-center gap-1 rounded-full px-2.5 py-0.5 text-sm font-semibold whitespace-nowrap ring-1 ${DISTRESS_TONES[distress]}`}
    >
      <span aria-hidden="true">⚠</span>
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {statusLabel({ code: status.code, active: false, detail: null })}
    </span>
  )
}

/**
 * The register's own detail of a status (`Insolvenzverfahren eröffnet`), in the interface's
 * language with the German kept in a tooltip; nothing when it only repeats the status.
 */
export function StatusDetail({ status }: { status: OrganizationStatus }) {
  if (!status.detail) return null
  if (germanTerm(status.detail).text.toLowerCase() === statusLabel(status).toLowerCase())
    return null
  return (
    <>
      {' ('}
      <GermanTerm term={status.detail} />)
    </>
  )
}

/** The register status from the status object (§5.1), with its detail as text. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
  if (distressOf(status))
    return (
      <span className="inline-flex flex-wrap items-center gap-1" data-testid="status-badge">
        <OrganizationDistressBadge status={status} />
        <span className="text-sm text-slate-700">
          <StatusDetail status={status} />
        </span>
      </span>
    )
  const tone =
    (status.code && TONES[status.code]) ?? 'bg-slate-100 text-slate-800 ring-slate-500/30'
  return (
    <span
      data-testid="status-badge"
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-sm font-medium ring-1 ${tone}`}
    >
      <span className="sr-only">
        <Trans>Status:</Trans>{' '}
      </span>
      {statusLabel(status)}
      <span className="font-normal">
        <StatusDetail status={status} />
      </span>
    </span>
  )
}
