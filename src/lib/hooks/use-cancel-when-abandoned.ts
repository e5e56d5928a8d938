import { useEffect, useRef } from 'react'
import { useQueryClient, type Query, type QueryKey } from '@tanstack/react-query'

/** A query whose request is still on its way while no component watches it any more. */
export const isAbandoned = (query: Query) =>
  query.state.fetchStatus === 'fetching' && query.getObserversCount() === 0

/**
 * Aborts a query's in-flight fetch when the component that wanted it unmounts before the data
 * arrived. React Query does this by itself for mounted observers, but a suspended component never
 * subscribes, so nothing would cancel its request when the user navigates away.
 */
export function useCancelWhenAbandoned(queryKey: QueryKey) {
  const queryClient = useQueryClient()
  const mounted = useRef(0)
  const keyHash = JSON.stringify(queryKey)

  useEffect(() => {
    mounted.current += 1
    const key = JSON.parse(keyHash) as QueryKey
    return () => {
      mounted.current -= 1
      // Deferred, so a StrictMode re-mount or a parameter change (which re-mounts at once) keeps it.
      setTimeout(() => {
        if (mounted.current > 0) return
        const query = queryClient.getQueryCache().find({ queryKey: key, exact: true })
        if (query && isAbandoned(query)) {
          void queryClient.cancelQueries({ queryKey: key, exact: true })
        }
      }, 0)
    }
  }, [queryClient, keyHash])
}
