import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query'

/**
 * A query's data read without suspending: undefined until its first answer, then the data. An
 * error with no data to show goes to the nearest error boundary, as with useSuspenseQuery.
 *
 * Why not useSuspenseQuery for a part that is often still on its way when its page first renders:
 * a suspended part is revealed by a Suspense retry, which React holds back until 300 ms after the
 * last fallback shown anywhere on the page and behind every other pending update. On an entity page
 * the head-office card shows five fallbacks of its own and fills them one by one, and the map
 * loads, so the relation tabs stayed on "Loading relations…" for 5–15 s on a busy machine with the
 * list in the cache. A subscribed query re-renders its component as soon as the answer
 * arrives, whatever else the page is doing.
 */
export function useQueryData<
  TQueryFnData,
  TError,
  TData = TQueryFnData,
  TQueryKey extends QueryKey = QueryKey,
>(options: UseQueryOptions<TQueryFnData, TError, TData, TQueryKey>): TData | undefined {
  return useQuery({
    ...options,
    throwOnError: (_error, query) => query.state.data === undefined,
  }).data
}

/**
 * For a query its route's loader starts, without awaiting, on every visit (the dataset page, the
 * fusion results): the page never starts it again when it mounts. The route error page's retry
 * re-runs the loader, and the page mounts again after it; when the loader's request had already
 * failed by then, the mount would send the same request a second time (a billed call, and the
 * analyst sees the second answer, not the one the retry asked for).
 */
export const STARTED_BY_LOADER = { retryOnMount: false } as const
