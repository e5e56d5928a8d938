import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { EntityHeader, type HeaderEntity } from '@/components/entity-page/entity-header'
import { FactList } from '@/components/entity-page/fact-list'
import { EntityMap } from '@/components/map/entity-map'
import {
  addressComponentName,
  describeSubtype,
  locationTitle,
  subtypeName,
  zoomForSubtype,
  type AddressComponent,
} from '@/lib/datahub/location'
import { formatDecimal, formatNumber } from '@/lib/format/format'
import {
  countryName,
  localizeAddress,
  locationLevelName,
  placeName,
} from '@/lib/datahub/vocabulary'
import { locationQueries } from '../api/location-queries'

interface LocationPageProps {
  id: string
  tabs: ReactNode
  /** The monitoring section (lists, change history), composed by the route. */
  monitoring?: (entity: { id: string; name: string; version: string | null }) => ReactNode
  /** The watch button in the header, composed by the route (the lists belong to monitoring). */
  watchButton?: (entity: HeaderEntity) => ReactNode
}

/** Five decimal places: about a metre, as precise as a place on this page needs. */
const round5 = (value: number) => Math.round(value * 1e5) / 1e5

/** Country codes by name, places in the interface's language; numbers and streets as delivered. */
function componentInWords(component: AddressComponent): string {
  if (component.type === 'country') return countryName(component.value) ?? component.value
  if (component.type === 'city' || component.type === 'state') return placeName(component.value)
  return component.value
}

export function LocationPage({ id, tabs, monitoring, watchButton }: LocationPageProps) {
  const { data: location } = useSuspenseQuery(locationQueries.detail(id))
  const { t } = useLingui()
  const title = localizeAddress(locationTitle(location))
  const elevation = formatNumber(location.elevation)
  const lat = location.coordinate ? formatDecimal(round5(location.coordinate.lat)) : ''
  const lon = location.coordinate ? formatDecimal(round5(location.coordinate.lon)) : ''
  const entity: HeaderEntity = {
    type: 'LOCATION',
    id: location.id,
    name: title,
    version: location.version,
  }
  return (
    <article>
      <EntityHeader
        kind={t`Place`}
        entity={entity}
        watch={watchButton?.(entity)}
        badges={
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
            {location.subtype ? subtypeName(location.subtype) : t`Unknown kind`}
          </span>
        }
        subtitle={describeSubtype(location.subtype)}
      />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <FactList
            facts={[
              {
                label: t`Address`,
                value: location.formattedAddress && localizeAddress(location.formattedAddress),
              },
              ...location.components.map((component, index) => ({
                label:
                  addressComponentName(component.type) +
                  (location.components.findIndex((c) => c.type === component.type) < index
                    ? ` (${index + 1})`
                    : ''),
                value: componentInWords(component),
              })),
              {
                label: t`Elevation`,
                value: location.elevation !== null ? t`${elevation} m` : null,
              },
              { label: t`Statistical level`, value: locationLevelName(location.level) },
              {
                label: t`Coordinate`,
                // German decimals use commas: the pair is separated by a semicolon there.
                value: location.coordinate ? t`${lat}, ${lon}` : null,
              },
              {
                label: t`Other names`,
                value:
                  location.alternativeNames.length > 0
                    ? location.alternativeNames.join(', ')
                    : null,
              },
            ]}
          />
          {monitoring?.({ id: location.id, name: title, version: location.version })}
        </div>
        <aside aria-label={t`Map`}>
          {location.coordinate ? (
            <EntityMap
              label={t`Map of ${title}`}
              fitToPins
              address={location.subtype === 'LOCALITY'}
              // Areas get a zoom that shows them whole; an address is shown up close.
              singlePinZoom={zoomForSubtype(location.subtype)}
              pins={[
                {
                  id: location.id,
                  lat: location.coordinate.lat,
                  lon: location.coordinate.lon,
                  label: title,
                  to: '/locations/$id',
                  params: { id: location.id },
                },
              ]}
            />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
              <Trans>This place has no coordinate.</Trans>
            </p>
          )}
        </aside>
      </div>
      {tabs}
    </article>
  )
}
