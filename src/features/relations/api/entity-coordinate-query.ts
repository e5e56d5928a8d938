import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiClient } from '@/lib/api-client'
import type { RelationEntityType } from './relation-catalogue'

const coordinate = z.catch(
  z.nullish(z.looseObject({ latitude: z.number(), longitude: z.number() })),
  null,
)

const recordSchema = z.looseObject({
  coordinate,
  address: z.catch(z.nullish(z.looseObject({ coordinate })), null),
})

/**
 * Where an entity is, to centre the nearby-organizations radius: the NEARBY payload lists the
 * neighbours but not the origin. An organization's point is its address's coordinate.
 */
export const entityCoordinateQuery = (type: RelationEntityType, id: string) =>
  queryOptions({
    queryKey: ['relations', 'entity-coordinate', type, id],
    queryFn: async ({ signal }) => {
      const record = recordSchema.parse(
        await apiClient.get(`/entities/${type.toLowerCase()}/get/${id}`, { signal }),
      )
      const point = record.coordinate ?? record.address?.coordinate ?? null
      return point ? { lat: point.latitude, lon: point.longitude } : null
    },
    staleTime: 10 * 60_000,
    retry: false,
  })
