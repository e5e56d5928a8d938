/**
 * The matcher's calls, through the app's one query cache: a search, a record or a slice that any
 * page has read is not bought again, and what the matcher reads serves the organization pages
 * and the comparison. Retries are the run queue's (./run-queue.ts), not React Query's, so a 429
 * pauses the whole pool instead of each query retrying on its own.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import { organizationSearchQuery } from '@/lib/datahub/organization-search'
import { toCandidate } from './candidate'
import type { MatchModels, MatchRelationLabel, MatchServices } from './match-runner'
import type { SearchRequest } from './match-row'

/** Candidates per search: enough for review; the API's maximum is 30 (§2). */
export const SEARCH_LIMIT = 10

export function matchSearchQuery({ q, postalCode, limit = SEARCH_LIMIT }: SearchRequest) {
  return queryOptions({
    ...organizationSearchQuery({
      // A listing by postal code alone sends no `q` (§4.1: filters alone list).
      q: q || undefined,
      limit,
      filters: postalCode ? { postal_code: postalCode } : undefined,
    }),
    staleTime: Infinity,
    retry: false,
  })
}

/**
 * How the route lends the relations feature's slice reader (features do not import each other):
 * the slice's model as its tab reads it, null when it does not resolve or holds nothing readable.
 */
export type RelationReader = <L extends MatchRelationLabel>(
  client: QueryClient,
  label: L,
  organizationId: string,
) => Promise<MatchModels[L] | null>

export function matchServices(client: QueryClient, readRelation: RelationReader): MatchServices {
  return {
    search: async (request) =>
      (await client.ensureQueryData(matchSearchQuery(request))).items.map(toCandidate),
    record: (id) =>
      client.ensureQueryData({ ...entityRecordQuery('organization', id), retry: false }),
    relation: (label, id) => readRelation(client, label, id),
  }
}
