import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod'
import { apiClient } from '@/lib/api-client'

const nameSchema = z
  .object({
    name: z.unknown().optional(),
    display_name: z.string().nullish().catch(null),
  })
  .passthrough()

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
