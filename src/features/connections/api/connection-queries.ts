import { queryOptions, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { relationKey } from '@contract/relations'
import { apiClient } from '@/lib/api/datahub-client'
import { record, text } from '@/lib/datahub/fields'
import { entityKey, type ConnectionEntityType } from './connection-graph'
import {
  findConnections,
  type ConnectionEnd,
  type ResolveNetwork,
  type SearchProgress,
} from './connection-search'
import { readNetworkAnswer } from './network-answer'

/** ENTITY_NETWORK keys (docs/datahub-api.md §7). */
export const NETWORK_KEYS: Record<ConnectionEntityType, string> = {
  ORGANIZATION: relationKey('ORGANIZATION', 'ENTITY_NETWORK'),
  PERSON: relationKey('PERSON', 'ENTITY_NETWORK'),
}

/** A network changes with filings, not while someone reads: one resolve serves ten minutes. */
const NETWORK_STALE_MS = 10 * 60_000

/** The ENTITY_NETWORK value of the answer's envelope (§7): `[]` (not resolvable) reads as empty. */
export function networkValue(body: unknown): unknown {
  const envelopes = Array.isArray(body) ? body : [body]
  for (const envelope of envelopes) {
    const label = text.parse(record.parse(envelope).label)
    // An envelope that names another relation is not this network, whatever its key.
    if (label && label.toUpperCase() !== 'ENTITY_NETWORK') continue
    return record.parse(record.parse(envelope).entity).value ?? null
  }
  return null
}

export const connectionQueries = {
  all: () => ['connections'] as const,
  /**
   * One resolve: keyed by the entity (its ID in either length, §9 (13)) and depth, so a second
   * search that needs the same network, or the same search again, costs nothing.
   */
  network: (end: ConnectionEnd, depth: number) =>
    queryOptions({
      queryKey: [...connectionQueries.all(), 'network', end.type, entityKey(end.id), depth],
      queryFn: async ({ signal }) =>
        readNetworkAnswer(
          networkValue(
            await apiClient.post(
              `/relation/resolve/${NETWORK_KEYS[end.type]}/${encodeURIComponent(end.id)}`,
              { params: { depth } },
              { signal },
            ),
          ),
        ),
      staleTime: NETWORK_STALE_MS,
    }),
}

/** The resolve function of the search, through React Query's cache; counts what was cached. */
function cachedResolve(queryClient: QueryClient, counter: { cached: number }): ResolveNetwork {
  return async (end, depth, signal) => {
    const options = connectionQueries.network(end, depth)
    const state = queryClient.getQueryState(options.queryKey)
    if (state?.status === 'success' && !queryClient.getQueryCache().find(options)?.isStale())
      counter.cached += 1
    const cancel = () => void queryClient.cancelQueries({ queryKey: options.queryKey })
    signal?.addEventListener('abort', cancel, { once: true })
    try {
      return await queryClient.fetchQuery(options)
    } finally {
      signal?.removeEventListener('abort', cancel)
    }
  }
}

export interface ConnectionQuestion {
  from: ConnectionEnd
  to: ConnectionEnd
  steps: number
  budget: number
}

export interface LiveProgress extends SearchProgress {
  cached: number
}

/**
 * Runs the search as one query keyed by the question, so the deep link reproduces it and asking
 * again reads the cached resolves. Progress comes out of the query function as it goes; `cancel`
 * aborts the resolve in flight through the query's signal.
 */
export function useConnectionSearch(question: ConnectionQuestion | null) {
  const queryClient = useQueryClient()
  const [progress, setProgress] = useState<LiveProgress | null>(null)
  const queryKey = [...connectionQueries.all(), 'search', question] as const
  // The query client only caches the resolves; it does not change the answer.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  const query = useQuery({
    queryKey,
    queryFn: async ({ signal }) => {
      const counter = { cached: 0 }
      const result = await findConnections({
        from: question!.from,
        to: question!.to,
        maxSteps: question!.steps,
        budget: question!.budget,
        resolve: cachedResolve(queryClient, counter),
        signal,
        onProgress: (next) => setProgress({ ...next, cached: counter.cached }),
      })
      return { ...result, cached: counter.cached }
    },
    enabled: question !== null,
    // A failed resolve is retried by the resolve's own query, not by running the search again.
    retry: false,
    staleTime: NETWORK_STALE_MS,
  })
  return {
    query,
    progress,
    cancel: () => void queryClient.cancelQueries({ queryKey }),
  }
}
