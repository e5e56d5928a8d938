/**
 * What a `/connections` link's end is when the link does not say (`fromType`/`toType` left out):
 * an organization or a person. The organization record is read first and kept in the shared
 * record cache, from which the form takes the end's name and status: an organization costs no
 * extra call. Only a 404 there reads the person record (kept the same way, for the person's name):
 * a person costs one failed call more, never a guess that resolves the wrong network.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import { ApiError } from '@/lib/api/errors'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import type { EndType } from '../components/connection-form'

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function useEndType(id: string | null, given: EndType | undefined) {
  const queryClient = useQueryClient()
  const lookup = useQuery({
    queryKey: ['connections', 'end-type', id],
    queryFn: async ({ signal }): Promise<EndType> => {
      for (const type of ['organization', 'person'] as const) {
        try {
          const record = await apiClient.get(`/entities/${type}/get/${encodeURIComponent(id!)}`, {
            signal,
          })
          queryClient.setQueryData(entityRecordQuery(type, id!).queryKey, record)
          return type
        } catch (error) {
          if (type === 'person' || !notFound(error)) throw error
        }
      }
      throw new Error('unreachable')
    },
    enabled: id !== null && given === undefined,
    // A record's type never changes.
    staleTime: Infinity,
  })
  if (given) return { type: given, error: null }
  return { type: lookup.data ?? null, error: lookup.error }
}
