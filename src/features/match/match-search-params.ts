/**
 * The match page's view in the URL, so a link restores it: which rows the table shows, its page,
 * and whether the map is open. The list and the work on it are not in the URL (they can be a
 * thousand rows of a customer's data): they live in IndexedDB (./api/job-storage.ts).
 */
import { z } from 'zod/mini'
import { numberParam, optionalParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

export const MATCH_FILTERS = ['all', 'review', 'matched', 'rejected', 'none'] as const
export type MatchFilter = (typeof MATCH_FILTERS)[number]

export const MATCH_DEFAULTS = { show: 'all', page: 1 } as const

export const matchSearchSchema = lazySchema(() =>
  z.object({
    show: optionalParam(z.enum(MATCH_FILTERS)),
    page: numberParam({ min: 1, max: 1000, int: true }),
    map: optionalParam(z.boolean()),
  }),
)

export type MatchSearch = z.output<typeof matchSearchSchema.schema>
