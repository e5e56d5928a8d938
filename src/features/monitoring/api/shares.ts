/** Who else may read or edit a list. */
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'

export const shareList = (listId: string, user: string, role: 'read' | 'edit') =>
  explorerRequest(monitorPaths.share(listId, user), { method: 'PUT', body: { role } })

export const unshareList = (listId: string, user: string) =>
  explorerRequest(monitorPaths.share(listId, user), { method: 'DELETE' })
