/**
 * The one place where the monitoring API's paths are written (below /api/explorer/, served by
 * proxy/monitor/; docs/monitoring.md): every request of the monitoring feature is built from here.
 */

export interface ChangeFilter {
  list?: string | undefined
  kind?: string | undefined
  type?: string | undefined
  entity?: string | undefined
  /** The most changes to answer with (the server's default when unset). */
  limit?: number | undefined
}

const MONITOR = 'monitor'
const list = (listId: string) => `${MONITOR}/lists/${listId}`

export const monitorPaths = {
  lists: `${MONITOR}/lists`,
  list,
  cost: (listId: string) => `${list(listId)}/cost`,
  check: (listId: string) => `${list(listId)}/check`,
  entries: (listId: string) => `${list(listId)}/entries`,
  entry: (listId: string, entity: { type: string; id: string }) =>
    `${list(listId)}/entries/${entity.type}/${entity.id}`,
  share: (listId: string, user: string) => `${list(listId)}/shares/${encodeURIComponent(user)}`,
  webhooks: (listId: string) => `${list(listId)}/webhooks`,
  webhook: (listId: string, webhookId: string) => `${list(listId)}/webhooks/${webhookId}`,
  deliveries: (listId: string) => `${list(listId)}/deliveries`,
  feed: (listId: string) => `${list(listId)}/feed`,
  /** Marks the changes read: one list's, or those of every list the user reads. */
  read: (listId?: string) => (listId ? `${list(listId)}/read` : `${MONITOR}/read`),
  changes: (filter: ChangeFilter) => {
    const params = new URLSearchParams()
    for (const [key, value] of Object.entries(filter)) if (value) params.set(key, String(value))
    const query = params.toString()
    return query ? `${MONITOR}/changes?${query}` : `${MONITOR}/changes`
  },
  unread: `${MONITOR}/unread`,
  /** Adds entities to the user's watchlist, made for them when it is the first. */
  import: `${MONITOR}/import`,
}
