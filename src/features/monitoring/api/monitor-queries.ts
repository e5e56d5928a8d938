/**
 * One query-options factory for monitoring, as for every resource. Every key starts with 'monitor',
 * so one invalidation after a change refreshes the lists, the changes and the header's unread
 * count.
 */
import { queryOptions, type QueryClient } from '@tanstack/react-query'
import { explorerRequest, fetchSession } from '@/lib/api/datahub-client'
import {
  changesAnswer,
  costAnswer,
  deliveriesAnswer,
  listDetail,
  listsAnswer,
  webhooksAnswer,
} from './monitor-schemas'

export interface ChangeFilter {
  list?: string | undefined
  kind?: string | undefined
  type?: string | undefined
  entity?: string | undefined
}

const get = (path: string, signal: AbortSignal) =>
  explorerRequest('GET', `monitor/${path}`, undefined, signal)

function changesPath(filter: ChangeFilter) {
  const params = new URLSearchParams()
  for (const [key, value] of Object.entries(filter)) if (value) params.set(key, value)
  const query = params.toString()
  return query ? `changes?${query}` : 'changes'
}

export const monitorQueries = {
  lists: () =>
    queryOptions({
      queryKey: ['monitor', 'lists'] as const,
      queryFn: async ({ signal }) => listsAnswer.parse(await get('lists', signal)),
    }),
  list: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id] as const,
      queryFn: async ({ signal }) => listDetail.parse(await get(`lists/${id}`, signal)),
    }),
  cost: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'cost'] as const,
      queryFn: async ({ signal }) => costAnswer.parse(await get(`lists/${id}/cost`, signal)),
    }),
  webhooks: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'webhooks'] as const,
      queryFn: async ({ signal }) =>
        webhooksAnswer.parse(await get(`lists/${id}/webhooks`, signal)).webhooks,
    }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'deliveries'] as const,
      queryFn: async ({ signal }) =>
        deliveriesAnswer.parse(await get(`lists/${id}/deliveries`, signal)).deliveries,
      // Deliveries are made in the background after a check: look again while the log is open,
      // often while one waits for its next attempt (a small answer of our own server).
      refetchInterval: (query) =>
        query.state.data?.some((delivery) => delivery.status === 'pending') ? 3_000 : 15_000,
    }),
  changes: (filter: ChangeFilter) =>
    queryOptions({
      queryKey: ['monitor', 'changes', filter] as const,
      queryFn: async ({ signal }) => changesAnswer.parse(await get(changesPath(filter), signal)),
    }),
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
