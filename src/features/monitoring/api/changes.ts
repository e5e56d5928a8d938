/** What changed on the entities of the user's lists, and marking it read. */
import { queryOptions } from '@tanstack/react-query'
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths, type ChangeFilter } from './monitor-paths'
import { changesAnswer } from './monitor-schemas'

export type { ChangeFilter } from './monitor-paths'

export const changesQuery = (filter: ChangeFilter) =>
  queryOptions({
    queryKey: ['monitor', 'changes', filter] as const,
    queryFn: async ({ signal }) =>
      changesAnswer.parse(await explorerRequest(monitorPaths.changes(filter), { signal })),
  })

/** Marks the changes read: one list's, or (without a list) those of every list the user reads. */
export const markChangesRead = (listId?: string) =>
  explorerRequest(monitorPaths.read(listId), { method: 'POST' })
