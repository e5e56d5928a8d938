import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { isEntityId } from '@/lib/datahub/fields'
import { locationView, type LocationView } from '@/lib/datahub/location'

export type LocationRecord = LocationView & { id: string }

async function fetchLocation(id: string, signal: AbortSignal): Promise<LocationRecord> {
  const view = locationView.parse(
    await apiClient.get(`/entities/location/get/${encodeURIComponent(id)}`, { signal }),
  )
  if (!isEntityId(view.id)) throw new Error('The response is not a location record.')
  return { ...view, id: view.id }
}

export const locationQueries = {
  all: () => ['locations'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...locationQueries.all(), 'detail', id],
      queryFn: ({ signal }) => fetchLocation(id, signal),
    }),
}
