import type { RelationDefinition, RelationEntityType } from '../api/relation-catalogue'
import type { RelationSearch } from '../relation-search-params'

/** What every relation view receives: the slice's value (never null or undefined) and context. */
export interface RelationViewProps {
  value: unknown
  definition: RelationDefinition
  entityType: RelationEntityType
  entityId: string
  search: RelationSearch
  onSearchChange: (patch: Partial<RelationSearch>) => void
}
