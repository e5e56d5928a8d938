/**
 * Which upstream the proxy talks to (GET /api/explorer/upstream): the embedded hub or a given
 * host. Read by the query client, the stored answers and the entity record's query alike.
 */
import type { UpstreamInfo } from '@contract/upstream'
import { explorerRequest } from '@/lib/api/explorer-client'

export const fetchUpstreamInfo = async (signal?: AbortSignal) =>
  (await explorerRequest('upstream', { signal })) as UpstreamInfo
