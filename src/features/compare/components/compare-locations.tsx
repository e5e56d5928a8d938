import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import type { Column } from './compare-page'
import { columnGrid } from './column-grid'
import { OrgSwatch } from './org-swatch'

/** A head office's context card (flood, fire, crime, regional trends), composed by the route. */
export type LocationContextSlot = (location: {
  id: string
  subtype: string | null
  title: string
}) => ReactNode

/** Where each organization has its head office, and what surrounds it. */
export function CompareLocations({
  columns,
  locationContext,
}: {
  columns: Column[]
  locationContext: LocationContextSlot
}) {
  const { t } = useLingui()
  return (
    <div className={columnGrid(columns.length)}>
      {columns.map(({ org, data, index }) => {
        const headOfficeTitle = (name: string) => t`${name}: head office context`
        const address = org.address
        const area = [address?.postalCode, address?.city].filter(Boolean).join(' ')
        return (
          // No heading of its own: the context card below is headed with the organization's name.
          <div key={data.id} className="min-w-0 space-y-3" data-testid="compare-location">
            <p className="flex items-center gap-2 font-semibold text-slate-900">
              <OrgSwatch index={index} />
              {org.name}
            </p>
            {address ? (
              <p className="text-sm text-slate-800">
                {address.id ? (
                  <Link
                    to="/locations/$id"
                    params={{ id: address.id }}
                    className="text-sky-800 underline"
                  >
                    {address.formattedAddress ?? t`Open the head office`}
                  </Link>
                ) : (
                  (address.formattedAddress ?? '—')
                )}
                <span className="block text-slate-600">
                  {[area, address.county, address.state].filter(Boolean).join(' · ') || '—'}
                </span>
              </p>
            ) : (
              <p className="text-sm text-slate-700">
                <Trans>The register names no head office address.</Trans>
              </p>
            )}
            {address?.id ? (
              locationContext({
                id: address.id,
                subtype: address.subtype,
                title: headOfficeTitle(org.name),
              })
            ) : (
              <p className="text-sm text-slate-700">
                <Trans>
                  The head office has no location record, so no flood, crime or regional figures can
                  be shown for it.
                </Trans>
              </p>
            )}
          </div>
        )
      })}
    </div>
  )
}
