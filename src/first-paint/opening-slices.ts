/**
 * The relation slice each entity page opens without a `?tab=`: the relation catalogue's first tab
 * for the type (what the route's loader asks for, features/relations/api/relation-prefetch.ts),
 * when it needs only the entity's ID. A slice recorded per building waits for a place's subtype,
 * and one with parameters for the page's defaults, so neither is asked early.
 *
 * The catalogue carries translations and its views' code, too much for the inline script: the
 * build reads it (server/opening-slices-at-build.ts) and writes the result into the script, so
 * the catalogue stays the one place that says which tab comes first.
 */
import type { EntityType, RecordEntityType } from '@contract/entity-types'

/** Record type → the key of the slice its page opens with, when that is asked early. */
export type OpeningSlices = Partial<Record<RecordEntityType, string>>

interface FirstTabFacts {
  key: string
  parameters: readonly unknown[]
  addressOnly?: true
}

export function openingSlices(
  descriptors: Record<EntityType, readonly FirstTabFacts[]>,
): OpeningSlices {
  const slices: OpeningSlices = {}
  for (const [type, tabs] of Object.entries(descriptors)) {
    const first = tabs[0]
    if (first && !first.addressOnly && first.parameters.length === 0)
      slices[type.toLowerCase() as RecordEntityType] = first.key
  }
  return slices
}
