import { QueryClient, queryOptions } from '@tanstack/react-query'
import { fetchUpstreamInfo } from '@/lib/explorer-api/upstream'
import { retryDelay, shouldRetry } from '@/lib/api/retries'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Hub records change rarely; a minute of freshness avoids refetching on every tab switch.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}

/**
 * Which upstream the proxy talks to (embedded hub or the real service). Served by the proxy
 * itself and fixed for the life of the server, so it is fetched once.
 */
export const upstreamInfoQuery = queryOptions({
  queryKey: ['explorer', 'upstream'],
  queryFn: ({ signal }) => fetchUpstreamInfo(signal),
  staleTime: Infinity,
})
