import { useQueryClient } from '@tanstack/react-query'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import type { EntityType, RecordEntityType } from '@contract/entity-types'
import { organizationView } from '@/lib/datahub/organization-record'
import { relationQueries } from './relation-queries'
import type { RelationDefinition } from './relation-catalogue'

/**
 * What an export of a slice says about its origin: the entity's record version and source, and
 * when the slice was read (its cache entry's time). Read when the file is made.
 */
export function useSliceProvenance(
  definition: RelationDefinition,
  entityType: EntityType,
  entityId: string,
) {
  const client = useQueryClient()
  return () => {
    const state = client.getQueryState(
      relationQueries.resolve(definition, { entityType, entityId }, {}).queryKey,
    )
    const record = client.getQueryData(
      entityRecordQuery(entityType.toLowerCase() as RecordEntityType, entityId).queryKey,
    )
    const view = record && entityType === 'ORGANIZATION' ? organizationView.parse(record) : null
    return {
      source: view?.source ?? null,
      version: view?.version ?? null,
      retrievedAt: state?.dataUpdatedAt ? new Date(state.dataUpdatedAt).toISOString() : null,
    }
  }
}
