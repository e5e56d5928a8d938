import { keepPreviousData, queryOptions } from '@tanstack/react-query'
import { apiClient, type QueryParams } from '@/lib/api/datahub-client'
import { organizationSearchQuery } from '@/lib/datahub/organization-search'

/**
 * The parsers load in parallel with the first request instead of with the app shell: the header's
 * typeahead imports these queries on every page (the first page's bundle budget).
 */
const parsers = () => import('./search-parsers')
type Parsers = Awaited<ReturnType<typeof parsers>>

/** The API caps organization, person and location search at 30 per request (§2). */
export const PAGE_SIZE = 30

export interface PagedSearch {
  q: string
  page: number
}

const skipOf = (page: number) => (page - 1) * PAGE_SIZE

/** One GET whose body is parsed by one of the lazily loaded parsers; both start at once. */
async function fetchParsed<T>(
  path: string,
  params: QueryParams,
  signal: AbortSignal,
  parse: (parsers: Parsers) => (body: unknown) => T,
): Promise<T> {
  const [loaded, body] = await Promise.all([parsers(), apiClient.get(path, { params, signal })])
  return parse(loaded)(body)
}

export const searchQueries = {
  all: () => ['search'] as const,
  fusion: (q: string) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'fusion', q],
      queryFn: ({ signal }) => fetchParsed('/search/fusion', { q }, signal, (p) => p.fusion),
    }),
  organizations: ({
    q,
    page,
    filters,
  }: PagedSearch & { filters: Record<string, unknown> | undefined }) =>
    queryOptions({
      ...organizationSearchQuery({ q, skip: skipOf(page), limit: PAGE_SIZE, filters }),
      placeholderData: keepPreviousData,
    }),
  persons: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'persons', { q, page }],
      queryFn: ({ signal }) =>
        fetchParsed(
          '/search/entities/person',
          { q, skip: skipOf(page), limit: PAGE_SIZE },
          signal,
          (p) => p.personPage,
        ),
    }),
  /**
   * Person search as a typeahead source: one small page, cheaper than fusion search against the
   * real service (docs/datahub-api.md §9, Cost).
   */
  personSuggestions: (q: string, limit: number) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'persons', 'suggest', { q, limit }],
      queryFn: ({ signal }) =>
        fetchParsed('/search/entities/person', { q, limit }, signal, (p) => p.personPage),
    }),
  /**
   * Organization search as a typeahead source (see personSuggestions): the entity picker asks the
   * same family, so the same words and size are one request for both.
   */
  organizationSuggestions: (q: string, limit: number) => organizationSearchQuery({ q, limit }),
  /** Location search has no total (§4.3): a full page means there may be more. */
  locations: ({ q, page }: PagedSearch) =>
    queryOptions({
      queryKey: [...searchQueries.all(), 'locations', { q, page }],
      queryFn: ({ signal }) =>
        fetchParsed(
          '/search/entities/location',
          { q, skip: skipOf(page), limit: PAGE_SIZE },
          signal,
          (p) => p.locationPage,
        ),
    }),
}
