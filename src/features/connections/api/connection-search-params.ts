/**
 * The connection finder's URL (the URL is the state: a link restores the view). Loaded with the
 * route tree, so it uses the tree-shakable `zod/mini` and nothing heavier.
 */
import { z } from 'zod/mini'
import { numberParam, optionalParam, textParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

export const CONNECTION_DEFAULTS = {
  fromType: 'organization',
  toType: 'organization',
  steps: 4,
  budget: 20,
} as const

/** Resolves a search may spend at most, whatever the URL says: each costs a credit (§10). */
export const MAX_BUDGET = 100

/**
 * Every field is optional and undefined when missing or unreadable, so a bad link degrades to the
 * defaults (CONNECTION_DEFAULTS), which never appear in links.
 */
export const connectionSearchSchema = lazySchema(() =>
  z.object({
    // Checked as entity IDs by the page (ENTITY_ID_PATTERN): the route tree, loaded with the first
    // page, keeps to the building blocks other routes already use.
    from: textParam(32, 1),
    fromType: optionalParam(z.enum(['organization', 'person'])),
    to: textParam(32, 1),
    toType: optionalParam(z.enum(['organization', 'person'])),
    steps: numberParam({ min: 1, max: 4, int: true }),
    budget: numberParam({ min: 1, max: MAX_BUDGET, int: true }),
    /** Show the organizations of the found paths on a map. */
    map: optionalParam(z.boolean()),
  }),
)

export type ConnectionSearch = z.output<typeof connectionSearchSchema.schema>
