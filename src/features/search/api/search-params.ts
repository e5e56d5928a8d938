import { z } from 'zod'
import { organizationFilterSchema } from './organization-filters'

/** `?q=` and `?page=` of every type-specific search page; bad values fall back to the defaults. */
export const pagedSearchSchema = z.object({
  q: z
    .union([z.string(), z.number()])
    .transform((value) => String(value).trim())
    .pipe(z.string().max(200))
    .optional()
    .catch(undefined),
  page: z.coerce.number().int().min(1).max(10_000).optional().catch(undefined),
})

export type PagedSearchParams = z.infer<typeof pagedSearchSchema>

/** Organization search adds the §4.1 filters, the list/map view and the map viewport. */
export const organizationSearchSchema = pagedSearchSchema.extend({
  ...organizationFilterSchema.shape,
  view: z.enum(['list', 'map']).optional().catch(undefined),
  map_lat: z.coerce.number().min(-90).max(90).optional().catch(undefined),
  map_lon: z.coerce.number().min(-180).max(180).optional().catch(undefined),
  map_zoom: z.coerce.number().int().min(3).max(18).optional().catch(undefined),
})

export type OrganizationSearchParams = z.infer<typeof organizationSearchSchema>

/** Everything that is not a filter: used to reset filters while keeping the query and view. */
export const NON_FILTER_KEYS = ['q', 'page', 'view', 'map_lat', 'map_lon', 'map_zoom'] as const
