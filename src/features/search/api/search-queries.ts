import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'

/**
 * The parsers load in parallel with the first request instead of with the app shell: the header's
 * typeahead imports these queries on every page (bundle budget of issue 7).
 */
const parsers = () => import('./search-parsers')

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
      queryFn: async ({ signal }) => {
        const [parse, body] = await Promise.all([
          parsers(),
          apiClient.get('/search/fusion', { params: { q }, signal }),
        ])
        return parse.fusion(body)
      },
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
        const [parse, body] = await Promise.all([
          parsers(),
          apiClient.get('/search/entities/organization', { params, signal }),
        ])
        return parse.organizationPage(body)
      },
      placeholderData: keepPreviousData,
    }),
  persons: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'persons', { q, page }],
      queryFn: async ({ signal }) => {
        const [parse, body] = await Promise.all([
          parsers(),
          apiClient.get('/search/entities/person', {
            params: { q, skip: skipOf(page), limit: PAGE_SIZE },
            signal,
          }),
        ])
        return parse.personPage(body)
      },
    }),
  /** Location search has no total (§4.3): a full page means there may be more. */
  locations: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'locations', { q, page }],
      queryFn: async ({ signal }) => {
        const [parse, body] = await Promise.all([
          parsers(),
          apiClient.get('/search/entities/location', {
            params: { q, skip: skipOf(page), limit: PAGE_SIZE },
            signal,
          }),
        ])
        return parse.locationPage(body)
      },
    }),
  /** Organization search results carry no coordinate; the map view reads it from each record. */
  organizationCoordinate: (id: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'organization-coordinate', id],
      queryFn: async ({ signal }) => {
        const [parse, body] = await Promise.all([
          parsers(),
          apiClient.get(`/entities/organization/get/${encodeURIComponent(id)}`, { signal }),
        ])
        return parse.organizationCoordinate(body)
      },
      staleTime: 10 * 60_000,
    }),
}
