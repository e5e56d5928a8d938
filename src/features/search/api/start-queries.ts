/**
 * The start page's two kinds of organization search: a few examples, and counts per area for the
 * overview map. The contract has no aggregation (docs/datahub-api.md §4.1), so a count is the
 * `total` of a plain search with one result per area. Both are kept in the browser for a day.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import {
  fetchOrganizationSearch,
  organizationSearchQuery,
  readOrganizationPage,
} from '@/lib/datahub/organization-search'
import { HOUR_MS, persistedAnswer } from '@/lib/query/persisted-answer'
import { STORED_ANSWER } from '@/lib/query/stored-answer-key'

const DAY_MS = 24 * HOUR_MS

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null
const isCount = (value: unknown): value is number | null =>
  value === null || (typeof value === 'number' && Number.isInteger(value) && value >= 0)

export interface CountArea {
  lat: number
  lon: number
  radiusKm: number
}

/** The same filter the organization search sends for "near a place" (§4.1). */
export const areaFilters = ({ lat, lon, radiusKm }: CountArea) => ({
  location_coordinates: { lat, lon },
  location_max_distance_km: radiusKm,
})

export const startQueries = {
  /** Three active organizations to build example questions from. */
  exampleOrganizations: () => {
    const search = { filters: { status: 'ACTIVE' }, limit: 3 }
    return queryOptions({
      // The organization search family's entry, answered from the browser's copy when it has one.
      ...organizationSearchQuery(search),
      queryFn: async ({ signal }) => {
        const { value } = await persistedAnswer(
          STORED_ANSWER.exampleOrganizations,
          DAY_MS,
          () => fetchOrganizationSearch(search, signal),
          isObject,
        )
        return readOrganizationPage(value)
      },
      staleTime: DAY_MS,
      select: (page) => page.items,
    })
  },
  /** How many organizations the search finds in an area: one search for one result. */
  areaCount: (area: CountArea) =>
    queryOptions({
      queryKey: ['search', 'organizations', 'area-count', area],
      queryFn: async ({ signal }) => {
        const answer = await persistedAnswer(
          `area-count:${area.lat},${area.lon},${area.radiusKm}`,
          DAY_MS,
          async () => {
            // One of a dozen or more asked at once: they travel together (lib/api/batch).
            const body = await apiClient.get('/search/entities/organization', {
              signal,
              params: { filters: JSON.stringify(areaFilters(area)), limit: 1 },
              batch: true,
            })
            const total = (body as { total?: unknown } | null)?.total
            return isCount(total) ? total : null
          },
          isCount,
        )
        return { count: answer.value, at: answer.at }
      },
      staleTime: DAY_MS,
    }),
}
