import { useQueries, useQueryClient, type QueryState } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format'
import { EntityMap } from '@/components/map/entity-map'
import type { MapCircle, MapPin, MapViewport } from '@/components/map/map-types'
import type { SearchArea } from '@/components/map/search-area'
import { entityRecordQuery, recordCoordinate } from '@/lib/entity-record-query'
import { planFetches, type FetchState } from '../api/fetch-schedule'
import type { OrganizationItem } from '../api/search-items'

interface Props {
  items: OrganizationItem[]
  viewport: MapViewport | undefined
  onViewportChange: (viewport: MapViewport) => void
  circle: MapCircle | undefined
  onSearchArea: (area: SearchArea) => void
}

/** Record requests at a time: the map fills in a few seconds without a burst of 30 calls. */
const CONCURRENCY = 4
/** Records read per result page at most: one page of organization search (§2). */
const CAP = 30
/** A place rarely moves; a record read for a pin serves the entity page too. */
const STALE_MS = 10 * 60_000

function fetchState(state: QueryState | undefined): FetchState {
  if (state?.fetchStatus === 'fetching') return 'fetching'
  if (state?.status === 'success') return 'cached'
  if (state?.status === 'error') return 'failed'
  return 'waiting'
}

/**
 * The current result page on the map. Search results carry no coordinates, so each record's
 * address coordinate is read: through the shared record query (cached per entity, and what the
 * organization page reads too), a few at a time and at most one page of them (docs/datahub-api.md
 * §9, Cost), with the progress said as it goes.
 */
export function OrganizationResultsMap({
  items,
  viewport,
  onViewportChange,
  circle,
  onSearchArea,
}: Props) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const plan = planFetches(
    items.map((item) =>
      fetchState(queryClient.getQueryState(entityRecordQuery('organization', item.id).queryKey)),
    ),
    CONCURRENCY,
    CAP,
  )
  const coordinates = useQueries({
    queries: items.map((item, index) => ({
      ...entityRecordQuery('organization', item.id),
      select: recordCoordinate,
      staleTime: STALE_MS,
      enabled: plan.enabled[index],
    })),
  })
  const pins: MapPin[] = items.flatMap((item, index) => {
    const coordinate = coordinates[index]?.data
    if (!coordinate) return []
    return [
      {
        id: item.id,
        lat: coordinate.lat,
        lon: coordinate.lon,
        label: item.name,
        description: item.address,
        to: '/organizations/$id',
        params: { id: item.id },
      },
    ]
  })
  const placed = coordinates.filter((result, index) => index < plan.planned && !result.isPending)
  const loading = placed.length < plan.planned
  const missing = placed.length - pins.length
  const skipped = items.length - plan.planned
  const placedCount = formatNumber(placed.length)
  const planned = formatNumber(plan.planned)
  const pinCount = formatNumber(pins.length)
  const itemCount = formatNumber(items.length)
  const missingCount = formatNumber(missing)
  return (
    <div>
      <p
        className="mb-2 text-sm text-slate-700"
        role="status"
        data-testid="map-summary"
        data-loading={loading}
      >
        {loading
          ? t`Placing ${placedCount} of ${planned} on the map…`
          : t`${pinCount} of ${itemCount} organizations on this page are on the map`}
        {missing > 0 && !loading ? t` (${missingCount} without a coordinate)` : ''}
        {skipped > 0 ? t` Only the first ${planned} results are placed.` : ''}
      </p>
      <EntityMap
        label={t`Organizations of this result page`}
        pins={pins}
        fitToPins={!loading}
        viewport={viewport}
        onViewportChange={onViewportChange}
        circle={circle}
        onSearchArea={onSearchArea}
        className="h-[32rem]"
      />
    </div>
  )
}
