import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { EntityHeader, type HeaderEntity } from '@/components/entity-page/entity-header'
import { EntityMap } from '@/components/map/entity-map'
import { organizationQueries } from '../api/organization-queries'
import { OrganizationDetails } from './organization-details'
import { OrganizationFacts } from './organization-facts'
import { OrganizationStatusBadge } from '@/components/entity-page/organization-status-badge'
import { OrganizationDistressNotice } from './organization-distress-notice'
import type { OrganizationView } from '@/lib/datahub/organization-record'

interface OrganizationPageProps {
  id: string
  /** The relation tabs, composed by the route. */
  tabs: ReactNode
  /** The head office's location context card, composed by the route (it reads relation slices). */
  locationContext: (location: { id: string; subtype: string | null }) => ReactNode
  /** Further header actions, composed by the route ("Find a connection…"). */
  actions?: ReactNode
  /** Share capital and register dates (they come from relation slices), composed by the route. */
  registerFacts?: (org: OrganizationView) => ReactNode
  /** The FollowTheMoney download of what the page has read, composed by the route. */
  ftmExport?: (org: OrganizationView, readAt: number) => ReactNode
  /** A notice under the header (a dossier link's data version against the data shown). */
  notice?: (org: OrganizationView) => ReactNode
  /** The monitoring section (lists, change history), composed by the route. */
  monitoring?: (entity: { id: string; name: string; version: string | null }) => ReactNode
  /** The watch button in the header, composed by the route (the lists belong to monitoring). */
  watchButton?: (entity: HeaderEntity) => ReactNode
  /** "Compare" in the header, composed by the route (the compare tray belongs to compare). */
  compareButton?: (organization: { id: string; name: string }) => ReactNode
}

export function OrganizationPage({
  id,
  tabs,
  locationContext,
  actions,
  monitoring,
  registerFacts,
  ftmExport,
  notice,
  watchButton,
  compareButton,
}: OrganizationPageProps) {
  const { t } = useLingui()
  const { data: org, dataUpdatedAt } = useSuspenseQuery(organizationQueries.detail(id))
  const name = org.name
  const coordinate = org.address?.coordinate
  const addressId = org.address?.id
  const entity: HeaderEntity = {
    type: 'ORGANIZATION',
    id: org.id,
    name: org.name,
    version: org.version,
  }
  return (
    <article>
      <EntityHeader
        kind={t`Organization`}
        entity={entity}
        watch={watchButton?.(entity)}
        badges={
          <>
            <OrganizationStatusBadge status={org.status} />
            {org.legalForm?.code ? (
              <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
                {org.legalForm.code}
              </span>
            ) : null}
          </>
        }
        subtitle={org.register.entityName}
        actions={
          <>
            {actions}
            {compareButton?.({ id: org.id, name: org.name })}
            {ftmExport?.(org, dataUpdatedAt)}
          </>
        }
      />
      <OrganizationDistressNotice status={org.status} />
      {notice?.(org)}
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <OrganizationFacts org={org} readAt={dataUpdatedAt} />
          {registerFacts?.(org)}
          <OrganizationDetails org={org} />
          {monitoring?.({ id: org.id, name: org.name, version: org.version })}
        </div>
        <aside aria-label={t`Map and location context`} className="space-y-4">
          {coordinate ? (
            <EntityMap
              label={t`Location of ${name}`}
              fitToPins
              address={Boolean(org.address?.street)}
              singlePinZoom={15}
              pins={[
                {
                  id: org.address?.id ?? org.id,
                  lat: coordinate.lat,
                  lon: coordinate.lon,
                  label: org.address?.formattedAddress ?? org.name,
                  description: org.name,
                  to: org.address?.id ? '/locations/$id' : '/organizations/$id',
                  params: { id: org.address?.id ?? org.id },
                },
              ]}
            />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
              <Trans>The address has no coordinate to show on a map.</Trans>
            </p>
          )}
          {addressId ? (
            locationContext({ id: addressId, subtype: org.address?.subtype ?? null })
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-sm text-slate-700">
              <Trans>
                The head office has no location record, so no flood, crime or regional figures can
                be shown for it.
              </Trans>
            </p>
          )}
        </aside>
      </div>
      {tabs}
    </article>
  )
}
