/** The query of one entity record; see lib/entity-record-query.ts for who shares it and why. */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from './api-client'
import { entityRecordPath } from './api-request'
import type { RecordEntityType } from './entity-path'

export type { RecordEntityType }

export function entityRecordQuery(type: RecordEntityType, id: string) {
  return queryOptions({
    queryKey: ['entity-record', type, id] as const,
    // The raw body: every reader applies its own tolerant parser in `select` (§9).
    queryFn: ({ signal }): Promise<unknown> =>
      apiClient.get(entityRecordPath(type, id), { signal }),
  })
}
