import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it } from 'vitest'
import { cancelUnwatchedSlices } from './relation-prefetch'
import { fallbackDefinitions, type RelationDefinition } from './relation-catalogue'
import { relationQueries } from './relation-queries'

const ORG = 'ab'.repeat(16)
const OTHER = 'cd'.repeat(16)

/** A slice query of `entityId` whose request hangs until aborted; says whether it was. */
function hangingSlice(queryClient: QueryClient, entityId: string, slice: RelationDefinition) {
  const state = { aborted: false }
  const options = relationQueries.resolve(slice, { entityType: 'ORGANIZATION', entityId }, {})
  void queryClient.prefetchQuery({
    ...options,
    queryFn: ({ signal }) =>
      new Promise<never>((_, reject) =>
        signal.addEventListener('abort', () => {
          state.aborted = true
          reject(signal.reason as Error)
        }),
      ),
  })
  return { state, options }
}

describe('cancelUnwatchedSlices, when an entity page is left', () => {
  it('cancels that entity’s slices no component watches, and nothing else', () => {
    const [management, shareholders] = fallbackDefinitions('ORGANIZATION') as [
      RelationDefinition,
      RelationDefinition,
    ]
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const abandoned = hangingSlice(queryClient, ORG, management)
    const watched = hangingSlice(queryClient, ORG, shareholders)
    const unsubscribe = new QueryObserver(queryClient, {
      queryKey: watched.options.queryKey,
      enabled: false,
    }).subscribe(() => undefined)
    const another = hangingSlice(queryClient, OTHER, management)

    cancelUnwatchedSlices(queryClient, { entityType: 'ORGANIZATION', entityId: ORG })

    expect(abandoned.state.aborted).toBe(true)
    expect(watched.state.aborted).toBe(false)
    expect(another.state.aborted).toBe(false)
    unsubscribe()
  })
})
