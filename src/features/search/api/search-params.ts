import { z } from 'zod/mini'
import { numberParam, optionalParam, textParam } from '@/lib/routing/search-param-schemas'
import { organizationFilterSchema } from './organization-filters'
import { lazySchema } from '@/lib/schema/lazy-schema'

/** `?q=` and `?page=` of every type-specific search page; bad values fall back to the defaults. */
export const pagedSearchSchema = lazySchema(() =>
  z.object({
    q: textParam(200),
    page: numberParam({ min: 1, max: 10_000, int: true }),
  }),
)

export type PagedSearchParams = z.output<typeof pagedSearchSchema.schema>

/** The results map reads at most this many result pages (and their records) at a time. */
export const MAX_MAP_PAGES = 4

/** Organization search adds the §4.1 filters, the list/map view and the map viewport. */
export const organizationSearchSchema = lazySchema(() =>
  z.extend(pagedSearchSchema.schema, {
    ...organizationFilterSchema.schema.shape,
    view: optionalParam(z.enum(['list', 'map'])),
    map_lat: numberParam({ min: -90, max: 90 }),
    map_lon: numberParam({ min: -180, max: 180 }),
    map_zoom: numberParam({ min: 3, max: 18, int: true }),
    /** Result pages on the map, from the current one on ("Map more"); bounded, see MAX_MAP_PAGES. */
    map_pages: numberParam({ min: 2, max: MAX_MAP_PAGES, int: true }),
  }),
)

export type OrganizationSearchParams = z.output<typeof organizationSearchSchema.schema>

/** Everything that is not a filter: used to reset filters while keeping the query and view. */
export const NON_FILTER_KEYS = [
  'q',
  'page',
  'view',
  'map_lat',
  'map_lon',
  'map_zoom',
  'map_pages',
] as const
