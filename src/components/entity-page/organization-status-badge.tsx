import { Trans } from '@lingui/react/macro'
import { statusLabel, type OrganizationStatus } from '@/lib/datahub/organization-status'

const TONES: Record<string, string> = {
  ACTIVE: 'bg-emerald-100 text-emerald-900 ring-emerald-600/30',
  LIQUIDATION: 'bg-amber-100 text-amber-900 ring-amber-600/30',
  INSOLVENCY_PROCEEDINGS: 'bg-red-100 text-red-900 ring-red-600/30',
}

/** The register status from the status object (§5.1), with its detail as a tooltip and text. */
export function OrganizationStatusBadge({ status }: { status: OrganizationStatus }) {
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
      {status.detail ? <span className="ml-1 font-normal">({status.detail})</span> : null}
    </span>
  )
}
