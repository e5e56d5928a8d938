import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiClient } from '@/lib/api-client'

const nameSchema = z.looseObject({
  name: z.optional(z.unknown()),
  display_name: z.catch(z.nullish(z.string()), null),
})

/**
 * The name of an organization that an ownership chain passes through; the UBO payload only
 * lists IDs for the intermediate holders. The base record is the cheapest place to read it.
 */
export const entityNameQuery = (id: string) =>
  queryOptions({
    queryKey: ['relations', 'entity-name', 'ORGANIZATION', id],
    queryFn: async ({ signal }) => {
      const record = nameSchema.parse(
        await apiClient.get(`/entities/organization/get/${id}`, { signal }),
      )
      if (typeof record.name === 'string' && record.name) return record.name
      return record.display_name ?? null
    },
    staleTime: 10 * 60_000,
    retry: false,
  })
