import { queryOptions } from '@tanstack/react-query'
import { entityRecordQuery, recordName } from '@/lib/entity/entity-record-query'

/**
 * The name of an organization that an ownership chain passes through; the UBO payload only
 * lists IDs for the intermediate holders. Derived from the shared organization record query, so
 * a holder already opened (or shown on a map) costs no request.
 */
export const entityNameQuery = (id: string) =>
  queryOptions({
    ...entityRecordQuery('organization', id),
    select: recordName,
    staleTime: 10 * 60_000,
    retry: false,
  })
