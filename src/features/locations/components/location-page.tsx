import { useSuspenseQuery } from '@tanstack/react-query'
import type { ReactNode } from 'react'
import { EntityHeader } from '@/components/entity-page/entity-header'
import { FactList } from '@/components/entity-page/fact-list'
import { EntityMap } from '@/components/map/entity-map'
import { describeSubtype, locationTitle, zoomForSubtype } from '@/lib/datahub/location'
import { formatNumber, humanizeLabel } from '@/lib/format'
import { locationQueries } from '../api/location-queries'

interface LocationPageProps {
  id: string
  tabs: ReactNode
}

export function LocationPage({ id, tabs }: LocationPageProps) {
  const { data: location } = useSuspenseQuery(locationQueries.detail(id))
  const title = locationTitle(location)
  return (
    <article>
      <EntityHeader
        kind="Place"
        entity={{ type: 'LOCATION', id: location.id, name: title, version: location.version }}
        badges={
          <span className="rounded-full bg-slate-100 px-2.5 py-0.5 text-sm text-slate-800">
            {location.subtype ? humanizeLabel(location.subtype) : 'Unknown kind'}
          </span>
        }
        subtitle={describeSubtype(location.subtype)}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <FactList
            facts={[
              { label: 'Address', value: location.formattedAddress },
              ...location.components.map((component, index) => ({
                label:
                  humanizeLabel(component.type) +
                  (location.components.findIndex((c) => c.type === component.type) < index
                    ? ` (${index + 1})`
                    : ''),
                value: component.value,
              })),
              {
                label: 'Elevation',
                value: location.elevation !== null ? `${formatNumber(location.elevation)} m` : null,
              },
              { label: 'Statistical level', value: location.level },
              {
                label: 'Coordinate',
                value: location.coordinate
                  ? `${location.coordinate.lat.toFixed(5)}, ${location.coordinate.lon.toFixed(5)}`
                  : null,
              },
              {
                label: 'Other names',
                value:
                  location.alternativeNames.length > 0
                    ? location.alternativeNames.join(', ')
                    : null,
              },
            ]}
          />
        </div>
        <aside aria-label="Map">
          {location.coordinate ? (
            <EntityMap
              label={`Map of ${title}`}
              fitToPins
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
              This place has no coordinate.
            </p>
          )}
        </aside>
      </div>
      {tabs}
    </article>
  )
}
