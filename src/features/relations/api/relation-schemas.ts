import { z } from 'zod/mini'
import { arrayOf, localized, orNull, text } from '@/lib/datahub/fields'

/**
 * Tolerant schemas for the relation endpoints (docs/datahub-api.md §7). Anything optional may be
 * null or missing (§9 (11)); a field of an unexpected type is read as null rather than failing the
 * tab.
 */
const parameterDefinition = z.looseObject({
  name: z.string(),
  type: text,
  default: orNull(z.union([z.string(), z.number(), z.boolean()])),
})

export const relationDefinitionSchema = z.looseObject({
  id: text,
  key: text,
  _key: text,
  label: text,
  // Both languages are kept: the tab shows the one of the interface (relation-text.ts `textOf`).
  name: localized,
  description: localized,
  model_from: orNull(z.union([z.string(), z.array(z.string())])),
  resolve: orNull(z.looseObject({ parameter_definition: orNull(z.array(parameterDefinition)) })),
})

export type RawRelationDefinition = z.infer<typeof relationDefinitionSchema>

/** The list must be an array; items that do not parse are skipped instead of losing the list. */
export const relationListSchema = arrayOf(relationDefinitionSchema)

export const relationEnvelopeSchema = z.looseObject({
  label: text,
  entity: orNull(z.looseObject({ value: z.optional(z.unknown()) })),
})

/** The resolve answer is an array of envelopes; a lone envelope object is tolerated too. */
export const relationResolveSchema = z.pipe(
  z.union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()]),
  z.transform((body: unknown[] | Record<string, unknown> | null) =>
    arrayOf(relationEnvelopeSchema).parse(body === null ? [] : Array.isArray(body) ? body : [body]),
  ),
)
