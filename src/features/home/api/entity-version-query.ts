import { queryOptions } from '@tanstack/react-query'
import { entityRecordQuery, recordVersion, type RecordEntityType } from '@/lib/entity-record-query'
import type { RememberedType } from '@/lib/entity-memory'

const PATHS: Record<RememberedType, RecordEntityType> = {
  ORGANIZATION: 'organization',
  PERSON: 'person',
  LOCATION: 'location',
}

/**
 * The current `fb_entity_version` of a saved entity, to tell whether it changed since it was
 * saved. Derived from the shared record query: opening the entity afterwards costs no request.
 */
export function entityVersionQuery(type: RememberedType, id: string) {
  return queryOptions({
    ...entityRecordQuery(PATHS[type], id),
    select: recordVersion,
    // A watchlist check should be current when the analyst comes back to the start page.
    staleTime: 0,
  })
}
