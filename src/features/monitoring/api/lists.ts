/** The user's lists: what they hold and cost, and the changes made to a list itself. */
import { queryOptions } from '@tanstack/react-query'
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'
import {
  checkAnswer,
  costAnswer,
  createdAnswer,
  listDetail,
  listsAnswer,
  type Schedule,
} from './monitor-schemas'

export const listQueries = {
  lists: () =>
    queryOptions({
      queryKey: ['monitor', 'lists'] as const,
      queryFn: async ({ signal }) =>
        listsAnswer.parse(await explorerRequest(monitorPaths.lists, { signal })),
    }),
  list: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id] as const,
      queryFn: async ({ signal }) =>
        listDetail.parse(await explorerRequest(monitorPaths.list(id), { signal })),
    }),
  cost: (id: string) =>
    queryOptions({
      queryKey: ['monitor', 'lists', id, 'cost'] as const,
      queryFn: async ({ signal }) =>
        costAnswer.parse(await explorerRequest(monitorPaths.cost(id), { signal })),
    }),
}

/** Makes a new list; resolves with its id. */
export const createList = async (name: string) =>
  createdAnswer.parse(await explorerRequest(monitorPaths.lists, { method: 'POST', body: { name } }))

export const renameList = (listId: string, name: string) =>
  explorerRequest(monitorPaths.list(listId), { method: 'PATCH', body: { name } })

export const rescheduleList = (listId: string, schedule: Schedule) =>
  explorerRequest(monitorPaths.list(listId), { method: 'PATCH', body: { schedule } })

export const deleteList = (listId: string) =>
  explorerRequest(monitorPaths.list(listId), { method: 'DELETE' })

/** Checks the list's entities now ("Check now"), whatever its schedule. */
export const checkList = async (listId: string) =>
  checkAnswer.parse(await explorerRequest(monitorPaths.check(listId), { method: 'POST' }))
