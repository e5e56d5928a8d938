/**
 * The count of unread changes on the user's lists (proxy/monitor/routes-changes.ts): one small
 * answer for the header's badge and the lists' markers. Every monitoring query's key starts with
 * 'monitor', so whatever changes lists or marks changes read refreshes it too.
 */
import { queryOptions } from '@tanstack/react-query'
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'

export interface UnreadCounts {
  count: number
  /** Unread changes per list id (lists without any are left out). */
  lists: Record<string, number>
}

export const unreadQuery = () =>
  queryOptions({
    queryKey: ['monitor', 'unread'] as const,
    queryFn: async ({ signal }) =>
      (await explorerRequest(monitorPaths.unread, { signal })) as UnreadCounts,
    // Changes come from scheduled checks (hourly at the most often): a minute is fresh enough,
    // and a return to the tab asks again.
    staleTime: 60_000,
    refetchInterval: 5 * 60_000,
  })
