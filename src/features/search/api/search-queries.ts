import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { listOf, num, record } from '@/lib/datahub/fields'
import { coordinate } from '@/lib/datahub/location'
import { personSearchItem } from '@/lib/datahub/person-search-item'
import { fusionResult } from './fusion'
import { locationItem, organizationItem } from './search-items'

/** The API caps organization, person and location search at 30 per request (§2). */
export const PAGE_SIZE = 30

export interface PagedSearch {
  q: string
  page: number
}

const skipOf = (page: number) => (page - 1) * PAGE_SIZE

export const searchQueries = {
  all: () => ['search'] as const,
  fusion: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'fusion', q],
      queryFn: async ({ signal }) =>
        fusionResult.parse(await apiClient.get('/search/fusion', { params: { q }, signal })),
    }),
  organizations: ({
    q,
    page,
    filters,
  }: PagedSearch & { filters: Record<string, unknown> | undefined }) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'organizations', { q, page, filters }],
      queryFn: async ({ signal }) => {
        const params = {
          q,
          skip: skipOf(page),
          limit: PAGE_SIZE,
          filters: filters ? JSON.stringify(filters) : undefined,
        }
        const body = record.parse(
          await apiClient.get('/search/entities/organization', { params, signal }),
        )
        const items = listOf(organizationItem).parse(body.results)
        return { items, total: num.parse(body.total) }
      },
      placeholderData: keepPreviousData,
    }),
  persons: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'persons', { q, page }],
      queryFn: async ({ signal }) => {
        const body = record.parse(
          await apiClient.get('/search/entities/person', {
            params: { q, skip: skipOf(page), limit: PAGE_SIZE },
            signal,
          }),
        )
        return { items: listOf(personSearchItem).parse(body.results), total: num.parse(body.total) }
      },
    }),
  /** Location search has no total (§4.3): a full page means there may be more. */
  locations: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'locations', { q, page }],
      queryFn: async ({ signal }) => {
        const body = record.parse(
          await apiClient.get('/search/entities/location', {
            params: { q, skip: skipOf(page), limit: PAGE_SIZE },
            signal,
          }),
        )
        return { items: listOf(locationItem).parse(body.results), total: num.parse(body.total) }
      },
    }),
  /** Organization search results carry no coordinate; the map view reads it from each record. */
  organizationCoordinate: (id: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'organization-coordinate', id],
      queryFn: async ({ signal }) => {
        const body = record.parse(
          await apiClient.get(`/entities/organization/get/${encodeURIComponent(id)}`, { signal }),
        )
        return coordinate.parse(record.parse(body.address).coordinate)
      },
      staleTime: 10 * 60_000,
    }),
}
