/** A list's Atom feed: made with a secret address, or revoked. */
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'
import { feedAnswer } from './monitor-schemas'

export const createFeed = async (listId: string) =>
  feedAnswer.parse(await explorerRequest(monitorPaths.feed(listId), { method: 'POST' }))

export const revokeFeed = (listId: string) =>
  explorerRequest(monitorPaths.feed(listId), { method: 'DELETE' })
