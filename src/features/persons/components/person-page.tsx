import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { EntityHeader } from '@/components/entity-page/entity-header'
import { FactList } from '@/components/entity-page/fact-list'
import { EntityMap } from '@/components/map/entity-map'
import { locationTitle, zoomForSubtype } from '@/lib/datahub/location'
import { formatDate, formatMonthYear } from '@/lib/format'
import { personQueries } from '../api/person-queries'

interface PersonPageProps {
  id: string
  /** The person's roles in organizations (from the History relation, wired by the route). */
  roles: ReactNode
  tabs: ReactNode
  /** Further header actions, composed by the route. */
  actions?: ReactNode
}

export function PersonPage({ id, roles, tabs, actions }: PersonPageProps) {
  const { data: person } = useSuspenseQuery(personQueries.detail(id))
  const home = person.home
  // `is_month`: only month and year are known (and may be shown), never a made-up day.
  const birth = person.birthDate
    ? person.birthMonthOnly
      ? formatMonthYear(person.birthDate)
      : formatDate(person.birthDate)
    : null
  return (
    <article>
      <EntityHeader
        kind="Person"
        actions={actions}
        entity={{ type: 'PERSON', id: person.id, name: person.name, version: person.version }}
        subtitle={person.maiden ? <>née {person.maiden}</> : null}
      />
      <div className="mt-6 grid gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <FactList
            facts={[
              { label: 'Given name', value: person.given },
              { label: 'Family name', value: person.family },
              { label: 'Maiden name', value: person.maiden },
              {
                label: 'Also known as',
                value: person.aliases.length > 0 ? person.aliases.join(', ') : null,
              },
              { label: 'Born', value: birth },
              {
                label: 'Home',
                value: home ? (
                  home.id ? (
                    <Link
                      to="/locations/$id"
                      params={{ id: home.id }}
                      className="text-sky-800 underline"
                    >
                      {locationTitle(home)}
                    </Link>
                  ) : (
                    locationTitle(home)
                  )
                ) : null,
              },
            ]}
          />
          {roles}
        </div>
        <aside aria-label="Map">
          {home?.coordinate ? (
            <EntityMap
              label={`Home area of ${person.name}`}
              fitToPins
              singlePinZoom={zoomForSubtype(home.subtype)}
              pins={[
                {
                  id: home.id ?? person.id,
                  lat: home.coordinate.lat,
                  lon: home.coordinate.lon,
                  label: locationTitle(home),
                  to: home.id ? '/locations/$id' : '/persons/$id',
                  params: { id: home.id ?? person.id },
                },
              ]}
            />
          ) : (
            <p className="rounded-lg border border-slate-200 bg-slate-50 p-4 text-slate-700">
              No home location is recorded.
            </p>
          )}
        </aside>
      </div>
      {tabs}
    </article>
  )
}
