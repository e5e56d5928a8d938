import type { EntityType } from '@contract/entity-types'
import type { RelationSearch } from '../relation-search-params'

/** What an entity page hands its relation tabs (and each tab hands its panel). */
export interface RelationTabsProps {
  entityType: EntityType
  entityId: string
  entitySubtype?: string | null
  search: RelationSearch
  /** Merges the patch into the URL search (replace); `undefined` removes a key. */
  onSearchChange: (patch: Partial<RelationSearch>) => void
}
