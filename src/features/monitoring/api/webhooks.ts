/** A list's webhooks and the log of their deliveries. */
import { queryOptions } from '@tanstack/react-query'
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'
import { deliveriesAnswer, newWebhook, webhooksAnswer } from './monitor-schemas'

export const webhookQueries = {
  webhooks: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'webhooks'] as const,
      queryFn: async ({ signal }) =>
        webhooksAnswer.parse(await explorerRequest(monitorPaths.webhooks(id), { signal })).webhooks,
    }),
  deliveries: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'deliveries'] as const,
      queryFn: async ({ signal }) =>
        deliveriesAnswer.parse(await explorerRequest(monitorPaths.deliveries(id), { signal }))
          .deliveries,
      // Deliveries are made in the background after a check: look again while the log is open,
      // often while one waits for its next attempt (a small answer of our own server).
      refetchInterval: (query) =>
        query.state.data?.some((delivery) => delivery.status === 'pending') ? 3_000 : 15_000,
    }),
}

/** Adds a webhook; the answer holds its signing secret, shown this once. */
export const addWebhook = async (listId: string, url: string) =>
  newWebhook.parse(
    await explorerRequest(monitorPaths.webhooks(listId), { method: 'POST', body: { url } }),
  )

export const removeWebhook = (listId: string, webhookId: string) =>
  explorerRequest(monitorPaths.webhook(listId, webhookId), { method: 'DELETE' })
