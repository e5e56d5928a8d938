import { useSuspenseQuery } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import type { ReactNode } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { EntityHeader, type HeaderEntity } from '@/components/entity-page/entity-header'
import { FactList } from '@/components/entity-page/fact-list'
import { EntityMap } from '@/components/map/entity-map'
import { locationTitle, zoomForSubtype } from '@/lib/datahub/location'
import { formatDate, formatMonthYear } from '@/lib/format/format'
import { personQueries } from '../api/person-queries'

interface PersonPageProps {
  id: string
  /** The person's roles in organizations (from the History relation, wired by the route). */
  roles: ReactNode
  tabs: ReactNode
  /** Further header actions, composed by the route. */
  actions?: ReactNode
  /** The monitoring section (lists, change history), composed by the route. */
  monitoring?: (entity: { id: string; name: string; version: string | null }) => ReactNode
  /** The watch button in the header, composed by the route (the lists belong to monitoring). */
  watchButton?: (entity: HeaderEntity) => ReactNode
}

export function PersonPage({ id, roles, tabs, actions, monitoring, watchButton }: PersonPageProps) {
  const { t } = useLingui()
  const { data: person } = useSuspenseQuery(personQueries.detail(id))
  const name = person.name
  const maiden = person.maiden
  const home = person.home
  // `is_month`: only month and year are known (and may be shown), never a made-up day.
  const birth = person.birthDate
    ? person.birthMonthOnly
      ? formatMonthYear(person.birthDate)
      : formatDate(person.birthDate)
    : null
  const entity: HeaderEntity = {
    type: 'PERSON',
    id: person.id,
    name: person.name,
    version: person.version,
  }
  return (
    <article>
      <EntityHeader
        kind={t`Person`}
        actions={actions}
        entity={entity}
        watch={watchButton?.(entity)}
        subtitle={maiden ? <Trans>née {maiden}</Trans> : null}
      />
      <div className="mt-6 grid grid-cols-1 gap-6 lg:grid-cols-[1fr_24rem]">
        <div>
          <FactList
            facts={[
              { label: t`Given name`, value: person.given },
              { label: t`Family name`, value: person.family },
              { label: t`Maiden name`, value: person.maiden },
              {
                label: t`Also known as`,
                value: person.aliases.length > 0 ? person.aliases.join(', ') : null,
              },
              { label: t`Born`, value: birth },
              {
                label: t`Home`,
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
          {monitoring?.({ id: person.id, name: person.name, version: person.version })}
        </div>
        <aside aria-label={t`Map`}>
          {home?.coordinate ? (
            <EntityMap
              label={t`Home area of ${name}`}
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
              <Trans>No home location is recorded.</Trans>
            </p>
          )}
        </aside>
      </div>
      {tabs}
    </article>
  )
}
