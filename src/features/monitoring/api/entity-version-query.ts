import { queryOptions } from '@tanstack/react-query'
import { recordType, type EntityType } from '@contract/entity-types'
import { entityRecordQuery, recordVersion } from '@/lib/entity/entity-record-query'

/**
 * The current `fb_entity_version` of a saved entity, to tell whether it changed since it was
 * saved. Derived from the shared record query: opening the entity afterwards costs no request.
 */
export function entityVersionQuery(type: EntityType, id: string) {
  return queryOptions({
    ...entityRecordQuery(recordType(type), id),
    select: recordVersion,
    // A watchlist check should be current when the analyst comes back to the start page.
    staleTime: 0,
  })
}
