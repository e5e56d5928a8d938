/** The query of one entity record; see lib/entity/entity-record-query.ts for who shares it and why. */
import { queryOptions } from '@tanstack/react-query'
import { apiClient, type RequestOptions } from '@/lib/api/datahub-client'
import type { RecordEntityType } from '@contract/entity-types'
import { entityRecordPath } from '@contract/requests'

/**
 * `batch`: the request may travel with others asked at the same moment (lib/api/batch), for a view
 * that reads many records at once (the results map). The cache entry is the same either way.
 */
export function entityRecordQuery(
  type: RecordEntityType,
  id: string,
  { batch = false }: Pick<RequestOptions, 'batch'> = {},
) {
  // How the request travels is not what it asks for: one cache entry for every reader.
  // eslint-disable-next-line @tanstack/query/exhaustive-deps
  return queryOptions({
    queryKey: ['entity-record', type, id] as const,
    // The raw body: every reader applies its own tolerant parser in `select` (§9). A batched read
    // does not take the query's signal (React Query cancels a query whose signal was read when its
    // last reader leaves): the server cannot call off one request of a batch, so a cancelled read
    // would throw away an answer already paid for, and the map, toggled to the list and back while
    // its records were on their way, would ask for them again.
    queryFn: (context): Promise<unknown> =>
      apiClient.get(entityRecordPath(type, id), batch ? { batch } : { signal: context.signal }),
  })
}
