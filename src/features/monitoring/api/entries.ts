/** The entities on a list. */
import type { EntityType } from '@contract/entity-types'
import { explorerRequest } from '@/lib/api/explorer-client'
import { monitorPaths } from './monitor-paths'

/** An entity as a list takes it: its saved version and when it was added, when known. */
export interface ListedEntity {
  type: EntityType
  id: string
  name: string
  version: string | null
  at?: string
}

export const addEntries = (listId: string, entities: ListedEntity[]) =>
  explorerRequest(monitorPaths.entries(listId), { method: 'POST', body: { entities } })

export const removeEntry = (listId: string, entity: { type: EntityType; id: string }) =>
  explorerRequest(monitorPaths.entry(listId, entity), { method: 'DELETE' })
