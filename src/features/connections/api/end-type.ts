/**
 * What a `/connections` link's end is when the link does not say (`fromType`/`toType` left out):
 * an organization or a person. The organization record is read first: the end's name and status
 * come from that same cached record, so an organization costs no extra call. Only a 404 there
 * reads the person record, which the form then shows the name from: a person costs one failed
 * call more, never a guess that resolves the wrong network.
 */
import { useQuery, useQueryClient } from '@tanstack/react-query'
import { ApiError } from '@/lib/api-client'
import { entityRecordQuery } from '@/lib/entity-record-query'
import type { EndType } from '../components/connection-form'

const notFound = (error: unknown) => error instanceof ApiError && error.status === 404

export function useEndType(id: string | null, given: EndType | undefined) {
  const queryClient = useQueryClient()
  const lookup = useQuery({
    queryKey: ['connections', 'end-type', id],
    queryFn: async (): Promise<EndType> => {
      try {
        await queryClient.fetchQuery(entityRecordQuery('organization', id!))
        return 'organization'
      } catch (error) {
        if (!notFound(error)) throw error
      }
      await queryClient.fetchQuery(entityRecordQuery('person', id!))
      return 'person'
    },
    enabled: id !== null && given === undefined,
    // A record's type never changes.
    staleTime: Infinity,
    retry: false,
  })
  if (given) return { type: given, pending: false, error: null }
  return { type: lookup.data ?? null, pending: lookup.isPending && id !== null, error: lookup.error }
}
