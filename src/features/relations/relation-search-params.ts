import { z } from 'zod/mini'
import { lazySchema } from '@/lib/schema/lazy-schema'
import { numberParam, optionalParam, textParam } from '@/lib/routing/search-param-schemas'

/**
 * Search params the relation tabs own on every entity page. Each one degrades to `undefined` on a
 * bad link (the URL is the state, and a broken link never crashes the page); `undefined`
 * means "the default", so defaults never appear in shared links.
 */
export const DOCUMENT_TYPES = ['Jahresabschluss', 'Konzernabschluss'] as const
export type DocumentType = (typeof DOCUMENT_TYPES)[number]

export const NETWORK_DEPTH = { min: 1, max: 3, default: 2 } as const
export const NEARBY_RADIUS_KM = { min: 1, max: 25, default: 2 } as const

export const relationSearchSchema = lazySchema(() =>
  z.object({
    /** Slug of the open relation tab (see relation-catalogue.ts `relationSlug`). */
    tab: optionalParam(z.string().check(z.trim(), z.minLength(1), z.maxLength(80))),
    /** `reference_year` for financial reports and the statistical relations. */
    year: numberParam({ min: 1900, max: 2100, int: true }),
    doc: optionalParam(z.enum(DOCUMENT_TYPES)),
    depth: numberParam({ min: NETWORK_DEPTH.min, max: NETWORK_DEPTH.max, int: true }),
    radius: numberParam({ min: NEARBY_RADIUS_KM.min, max: NEARBY_RADIUS_KM.max, int: true }),
  }),
)

export type RelationSearch = z.output<typeof relationSearchSchema.schema>

/**
 * The organization page's own params on top of the tabs': `version` (the record's
 * fb_entity_version) and `versionDate` (that version's day) come from a dossier's link, and the
 * page says whether the data it shows is still that version. Only their length is checked here:
 * this schema loads with the first page, and the notice, which loads later, checks their form.
 */
export const organizationSearchSchema = lazySchema(() =>
  z.extend(relationSearchSchema.schema, {
    version: textParam(80, 1),
    versionDate: textParam(10, 10),
  }),
)
