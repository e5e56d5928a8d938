import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { record, text } from '@/lib/datahub/fields'
import type { RememberedType } from '@/lib/entity-memory'

const PATHS: Record<RememberedType, string> = {
  ORGANIZATION: 'organization',
  PERSON: 'person',
  LOCATION: 'location',
}

/** The current `fb_entity_version` of a saved entity, to tell whether it changed since it was saved. */
export function entityVersionQuery(type: RememberedType, id: string) {
  return queryOptions({
    queryKey: ['home', 'entity-version', type, id],
    queryFn: async ({ signal }) => {
      const body = record.parse(
        await apiClient.get(`/entities/${PATHS[type]}/get/${encodeURIComponent(id)}`, { signal }),
      )
      return text.parse(body.fb_entity_version)
    },
    // A watchlist check should be current when the analyst comes back to the start page.
    staleTime: 0,
  })
}
