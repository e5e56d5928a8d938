import { useQueries, useQueryClient, type QueryState } from '@tanstack/react-query'
import { useLingui } from '@lingui/react/macro'
import { EntityMap } from '@/components/map/entity-map'
import type { MapCircle, MapPin, MapViewport } from '@/components/map/map-types'
import type { SearchArea } from '@/components/map/search-area'
import { ONE_ROUND_TRIP } from '@/lib/api/batch'
import { entityRecordQuery, recordCoordinate } from '@/lib/entity/entity-record-query'
import { planFetches, type FetchState } from '../api/fetch-schedule'
import { MAX_MAP_PAGES } from '../api/search-params'
import { PAGE_SIZE, searchQueries } from '../api/search-queries'
import type { OrganizationItem } from '@/lib/datahub/organization-search-item'
import { ResultsMapSummary } from './results-map-summary'

interface Props {
  q: string
  /** The result page the list is on: the map starts there. */
  page: number
  apiFilters: Record<string, unknown> | undefined
  /** All organizations found, when the search says (§4.1). */
  total: number | null
  /** The current page's results (already loaded by the page). */
  firstItems: OrganizationItem[]
  /** Result pages on the map, from `page` on (1 … MAX_MAP_PAGES). */
  pages: number
  onPages: (pages: number) => void
  viewport: MapViewport | undefined
  onViewportChange: (viewport: MapViewport) => void
  circle: MapCircle | undefined
  onSearchArea: (area: SearchArea) => void
}

/**
 * Record requests at a time. They travel in batches of six (lib/api/batch), which the server asks
 * side by side (proxy/gateway/batch.ts): twelve records answer after one upstream round trip, and no more
 * than twelve calls are with the Data Hub at once, as on the start page. A page of 30 results is on
 * the map three round trips after the search; four at a time without batches, it took eight.
 * The calls are the same: one per record, each counted against the team server's
 * budgets as if sent alone.
 */
const CONCURRENCY = 2 * ONE_ROUND_TRIP
/** A place rarely moves; a record read for a pin serves the entity page too. */
const STALE_MS = 10 * 60_000

function fetchState(state: QueryState | undefined): FetchState {
  if (state?.fetchStatus === 'fetching') return 'fetching'
  if (state?.status === 'success') return 'cached'
  if (state?.status === 'error') return 'failed'
  return 'waiting'
}

/**
 * The results on the map: the current result page, and on request ("Map more", with its cost
 * said first) up to MAX_MAP_PAGES pages from there. Search results carry no coordinates, so each
 * record's address coordinate is read: through the shared record query (cached per entity, and
 * what the organization page reads too), in batches and at most the mapped pages' worth
 * (docs/datahub-api.md §10, Cost), with the progress said as it goes.
 */
export function OrganizationResultsMap(props: Props) {
  const { q, page, apiFilters, total, firstItems, pages, onPages } = props
  const { t } = useLingui()
  const queryClient = useQueryClient()
  // The further pages, each one search call; the first is the list's own page.
  const further = useQueries({
    queries: Array.from({ length: pages - 1 }, (_, index) =>
      searchQueries.organizations({ q, page: page + index + 1, filters: apiFilters }),
    ),
  })
  const items = [...firstItems, ...further.flatMap((result) => result.data?.items ?? [])]
  const pagesLoading = further.some((result) => result.isPending)
  // The search has no more when a page came back short (or the total says so).
  const pageCounts = [firstItems.length, ...further.map((result) => result.data?.items.length)]
  const exhausted =
    pageCounts.some((count) => count !== undefined && count < PAGE_SIZE) ||
    (total !== null && (page - 1) * PAGE_SIZE + items.length >= total)

  const plan = planFetches(
    items.map((item) =>
      fetchState(queryClient.getQueryState(entityRecordQuery('organization', item.id).queryKey)),
    ),
    CONCURRENCY,
    PAGE_SIZE * MAX_MAP_PAGES,
  )
  const coordinates = useQueries({
    queries: items.map((item, index) => ({
      ...entityRecordQuery('organization', item.id, { batch: ONE_ROUND_TRIP }),
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
  const loading = pagesLoading || placed.length < plan.planned
  return (
    <div>
      <ResultsMapSummary
        loading={loading}
        placed={placed.length}
        planned={plan.planned}
        pins={pins.length}
        read={items.length}
        firstResult={(page - 1) * PAGE_SIZE + 1}
        total={total}
        canMapMore={!loading && !exhausted && pages < MAX_MAP_PAGES}
        onMapMore={() => onPages(pages + 1)}
      />
      <EntityMap
        label={t`Organizations found`}
        pins={pins}
        fitToPins={!loading}
        viewport={props.viewport}
        onViewportChange={props.onViewportChange}
        circle={props.circle}
        onSearchArea={props.onSearchArea}
        className="h-[32rem]"
      />
    </div>
  )
}
