/**
 * The matcher's calls, through the app's one query cache: a search, a record or a slice that any
 * page has read is not bought again, and what the matcher reads serves the organization pages
 * and the comparison. Retries are the run queue's (./run-queue.ts), not React Query's, so a 429
 * pauses the whole pool instead of each query retrying on its own.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { entityRecordQuery } from '@/lib/entity-record-query'
import { readCandidates } from './candidate'
import type { MatchServices } from './match-runner'
import type { SearchRequest } from './match-row'

/** Candidates per search: enough for review; the API's maximum is 30 (§2). */
export const SEARCH_LIMIT = 10

export function matchSearchQuery({ q, postalCode, limit = SEARCH_LIMIT }: SearchRequest) {
  return queryOptions({
    queryKey: ['match', 'search', { q, postalCode, limit }],
    queryFn: async ({ signal }) =>
      readCandidates(
        await apiClient.get('/search/entities/organization', {
          params: {
            // A listing by postal code alone sends no `q` (§4.1: filters alone list).
            q: q || undefined,
            limit,
            filters: postalCode ? JSON.stringify({ postal_code: postalCode }) : undefined,
          },
          signal,
        }),
      ),
    staleTime: Infinity,
    retry: false,
  })
}

/** How the route lends the relations feature's slice reader (features do not import each other). */
export type RelationReader = (
  client: QueryClient,
  label: 'FINANCIALS_KPI' | 'MANAGEMENT',
  organizationId: string,
) => Promise<{ kind: 'unresolved' } | { kind: 'value'; value: unknown }>

export function matchServices(client: QueryClient, readRelation: RelationReader): MatchServices {
  return {
    search: (request) => client.ensureQueryData(matchSearchQuery(request)),
    record: (id) =>
      client.ensureQueryData({ ...entityRecordQuery('organization', id), retry: false }),
    relation: async (label, id) => {
      const slice = await readRelation(client, label, id)
      return slice.kind === 'value' ? slice.value : null
    },
  }
}
