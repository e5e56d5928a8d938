/**
 * Monitoring's query-options factories in one object, each built in its resource's module. Every
 * key starts with 'monitor', so one invalidation after a change refreshes the lists, the changes
 * and the header's unread count.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { fetchSession } from '@/lib/explorer-api/session'
import { changesQuery, type ChangeFilter } from './changes'
import { listQueries } from './lists'
import { webhookQueries } from './webhooks'

export type { ChangeFilter } from './changes'

export const monitorQueries = {
  ...listQueries,
  ...webhookQueries,
  changes: changesQuery,
  /** Whether the server has users to share with (a team server with sign-in). */
  session: () =>
    queryOptions({
      queryKey: ['explorer', 'session'] as const,
      queryFn: ({ signal }) => fetchSession(signal),
      staleTime: Infinity,
    }),
}

/**
 * After any change to lists, entries or read markers. A query's first request still on its way
 * may have been answered before the change, and invalidating only joins it (React Query asks anew
 * only for queries that have data): "Check now" then left the header's badge at no unread changes
 * for a minute (e2e, once). Such requests are cancelled first, so the invalidation asks again.
 */
export async function refreshMonitor(queryClient: QueryClient) {
  await queryClient.cancelQueries({
    queryKey: ['monitor'],
    predicate: (query) => query.state.data === undefined && query.state.fetchStatus === 'fetching',
  })
  await queryClient.invalidateQueries({ queryKey: ['monitor'] })
}

/*
 * What the routes' loaders prime. The routes import this module on demand: loaders are part of the
 * route tree, which loads with the first page, and monitoring's schemas need not.
 */
export const primeChanges = (queryClient: QueryClient, filter: ChangeFilter) =>
  Promise.all([
    queryClient.ensureQueryData(monitorQueries.changes(filter)),
    queryClient.ensureQueryData(monitorQueries.lists()),
  ])

export const primeLists = (queryClient: QueryClient) =>
  queryClient.ensureQueryData(monitorQueries.lists())

export const primeList = (queryClient: QueryClient, id: string) =>
  Promise.all([
    queryClient.ensureQueryData(monitorQueries.list(id)),
    queryClient.ensureQueryData(monitorQueries.session()),
  ])
