/**
 * The SHAREHOLDERS and SHAREHOLDINGS slices of many companies, for the beneficial-owner rule and
 * the ownership tree. Every slice is one call: a slice already in the cache (its tab was opened, or
 * another view read it) is used at once; any other is read only once the reader has agreed to its
 * cost (`approved`), and then cached like every slice, through the same entry as its tab.
 */
import { useCallback, useMemo, useState } from 'react'
import {
  useQueries,
  useQueryClient,
  type QueryClient,
  type UseQueryResult,
} from '@tanstack/react-query'
import type { RoleLists } from '@/lib/datahub/roles'
import {
  filingFromRoles,
  type FilingLookup,
  type ShareholderFiling,
} from '@/lib/datahub/gwg-beneficial-owners'
import { holdingsFromRoles, type HoldingsLookup } from '@/lib/datahub/ownership-tree'

export type OwnershipLabel = 'SHAREHOLDERS' | 'SHAREHOLDINGS'
export type SourceLabel = OwnershipLabel | 'MANAGEMENT'

/**
 * Where the slices come from: the relations feature serves them through the organization pages'
 * cache (features/relations/ownership/ownership-source.ts); pages hand it down.
 */
export interface OwnershipSource {
  /** Reads a slice (a cached one from the cache); null when nothing is filed. */
  fetch: (client: QueryClient, label: SourceLabel, id: string) => Promise<RoleLists | null>
  /** The slice when it is in the cache, with when it was read; undefined when it is not. */
  cached: (
    client: QueryClient,
    label: SourceLabel,
    id: string,
  ) => { model: RoleLists | null; readAt: number } | undefined
}

export const ownershipSliceKey = (label: SourceLabel, id: string) =>
  ['relations', 'by-label', 'ORGANIZATION', label, id] as const

/**
 * The filings in the cache (for exports, which make no call), and the time the latest of those
 * it was asked for was read.
 */
export function cachedFilingLookup(
  client: QueryClient,
  source: OwnershipSource,
): FilingLookup & { readAt: () => number } {
  let latest = 0
  const lookup = (id: string): ShareholderFiling => {
    const entry = source.cached(client, 'SHAREHOLDERS', id)
    if (!entry) return { status: 'not-loaded' }
    latest = Math.max(latest, entry.readAt)
    return filingFromRoles(entry.model)
  }
  return Object.assign(lookup, { readAt: () => latest })
}

/** A company's management in the cache, or null. */
export function cachedManagement(
  client: QueryClient,
  source: OwnershipSource,
  id: string,
): RoleLists | null {
  return source.cached(client, 'MANAGEMENT', id)?.model ?? null
}

export type SliceState = RoleLists | null | 'pending' | 'failed' | 'not-loaded'

export interface OwnershipSlices {
  /** Each asked company's slice: its model (null: nothing filed), or where it stands. */
  state: (id: string) => SliceState
  /** Asked companies whose slice is neither cached nor agreed to: one call each. */
  unpaid: string[]
  /** Calls spent (or being spent) for this view so far. */
  spent: number
  /** Companies being read now. */
  loading: number
  /** Agrees to read the given companies' slices (their cost was shown). */
  approve: (ids: string[]) => void
}

/**
 * Reads `label` of each company in `ids`: cached ones at once, the others once approved. `free`
 * companies are read without asking (the company whose page this is, whose slice its tab reads).
 */
export function useOwnershipSlices(
  source: OwnershipSource,
  label: OwnershipLabel,
  ids: readonly string[],
  free: readonly string[] = [],
): OwnershipSlices {
  const client = useQueryClient()
  const [approved, setApproved] = useState<ReadonlySet<string>>(() => new Set(free))
  const unique = useMemo(() => [...new Set([...free, ...ids])], [free, ids])
  // The combined answer keeps its identity while no slice changes (useQueries re-runs `combine`
  // only then), so what is derived from `state` (the rule, the tree and its layout) is memoized on it.
  const combine = useCallback(
    (results: UseQueryResult<RoleLists | null>[]) => {
      const byId = new Map<string, SliceState>()
      let spent = 0
      let loading = 0
      unique.forEach((id, index) => {
        const result = results[index]!
        if (result.data !== undefined) byId.set(id, result.data)
        else if (result.isError) byId.set(id, 'failed')
        else if (result.fetchStatus === 'fetching') {
          byId.set(id, 'pending')
          loading++
        } else byId.set(id, 'not-loaded')
        if (approved.has(id) && result.data !== undefined) spent++
      })
      return {
        state: (id: string): SliceState => byId.get(id) ?? 'not-loaded',
        unpaid: unique.filter((id) => byId.get(id) === 'not-loaded' && !approved.has(id)),
        spent,
        loading,
      }
    },
    [unique, approved],
  )
  const combined = useQueries({
    queries: unique.map((id) => {
      const cached = source.cached(client, label, id)
      return {
        queryKey: ownershipSliceKey(label, id),
        // A slice in the cache is read from there (no second call for its tab's data).
        queryFn: ({ client: queryClient }: { client: QueryClient }) =>
          source.fetch(queryClient, label, id),
        enabled: approved.has(id) || free.includes(id) || cached !== undefined,
        staleTime: Infinity,
        retry: 1,
      }
    }),
    combine,
  })
  const approve = useCallback(
    (more: string[]) => setApproved((before) => new Set([...before, ...more])),
    [],
  )
  const { state, unpaid, spent, loading } = combined
  return { state, unpaid, spent, loading, approve }
}

/** The shareholder filings the rule reads, from the slices at hand. */
export function filingLookup(slices: Pick<OwnershipSlices, 'state'>): FilingLookup {
  return (id): ShareholderFiling => {
    const state = slices.state(id)
    if (state === 'failed') return { status: 'failed' }
    if (state === 'pending' || state === 'not-loaded') return { status: 'not-loaded' }
    return filingFromRoles(state)
  }
}

/** The holdings the tree reads downwards, from the slices at hand. */
export function holdingsLookup(slices: Pick<OwnershipSlices, 'state'>): HoldingsLookup {
  return (id) => {
    const state = slices.state(id)
    if (state === 'failed') return { status: 'failed' }
    if (state === 'pending' || state === 'not-loaded') return { status: 'not-loaded' }
    return holdingsFromRoles(state)
  }
}
