/**
 * Bounded fan-out for per-result record fetches (docs/datahub-api.md §9, Cost: no N+1 fan-out
 * without a bound and a cache). Results are served in order, at most `concurrency` requests at a
 * time and at most `cap` results in all; a record already in the cache costs no slot.
 */
export type FetchState = 'cached' | 'failed' | 'fetching' | 'waiting'

export interface FetchPlan {
  /** Per item: whether its query may run now. */
  enabled: boolean[]
  /** Items that are settled (placed, or failed), of those that will be fetched at all. */
  settled: number
  /** Items that will be fetched at all (the cap). */
  planned: number
}

export function planFetches(states: FetchState[], concurrency: number, cap: number): FetchPlan {
  const planned = Math.min(states.length, cap)
  let inFlight = states.slice(0, planned).filter((state) => state === 'fetching').length
  let settled = 0
  const enabled = states.map((state, index) => {
    if (index >= planned) return false
    if (state === 'cached' || state === 'failed') {
      settled += 1
      // A settled query stays observed (its data shows); it starts no request while fresh.
      return true
    }
    if (state === 'fetching') return true
    if (inFlight < concurrency) {
      inFlight += 1
      return true
    }
    return false
  })
  return { enabled, settled, planned }
}
