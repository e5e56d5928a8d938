import { Trans } from '@lingui/react/macro'
import { StatusDetail } from '@/components/entity-page/organization-status-badge'
import {
  distressNotice,
  distressOf,
  statusLabel,
  type OrganizationStatus,
} from '@/lib/datahub/organization-status'

/**
 * The warning an organization's page opens with when the company is in insolvency proceedings,
 * in liquidation or dissolved: a status badge alone is easy to overlook at the top of a page an
 * analyst may be filing a record from.
 */
export function OrganizationDistressNotice({ status }: { status: OrganizationStatus }) {
  const distress = distressOf(status)
  if (!distress) return null
  const tone =
    distress === 'INSOLVENCY'
      ? 'border-red-700 bg-red-50 text-red-950'
      : distress === 'LIQUIDATION'
        ? 'border-amber-600 bg-amber-50 text-amber-950'
        : 'border-slate-600 bg-slate-100 text-slate-900'
  return (
    <section
      data-testid="distress-notice"
      aria-labelledby="distress-notice-heading"
      className={`mt-4 rounded-md border-l-4 p-4 ${tone}`}
    >
      <h2 id="distress-notice-heading" className="font-semibold">
        <span aria-hidden="true">⚠ </span>
        {statusLabel(status)}
        <span className="font-normal">
          <StatusDetail status={status} />
        </span>
      </h2>
      <p className="mt-1">{distressNotice(distress)}</p>
      <p className="mt-1 text-sm">
        <Trans>The register status is as the Data Hub last recorded it.</Trans>
      </p>
    </section>
  )
}
