import { z } from 'zod/mini'

/**
 * Tolerant schemas for the relation endpoints (§7). Anything optional may be null or missing
 * (§9.11); a field of an unexpected type is dropped (`z.catch`) rather than failing the tab.
 */
const orNull = <S extends z.core.SomeType>(schema: S) => z.catch(z.nullish(schema), null)

const text = orNull(z.string())
const localized = orNull(z.union([z.string(), z.looseObject({ en: text, de: text })]))

const parameterDefinition = z.looseObject({
  name: z.string(),
  type: text,
  default: orNull(z.union([z.string(), z.number(), z.boolean()])),
})

export const relationDefinitionSchema = z.looseObject({
  id: text,
  key: orNull(z.union([z.string(), z.number()])),
  label: text,
  name: localized,
  description: localized,
  model_from: orNull(z.union([z.string(), z.array(z.string())])),
  resolve: orNull(z.looseObject({ parameter_definition: orNull(z.array(parameterDefinition)) })),
})

export type RawRelationDefinition = z.infer<typeof relationDefinitionSchema>

/** Items that do not parse at all are skipped instead of losing the whole list. */
export const relationListSchema = z.pipe(
  z.array(z.unknown()),
  z.transform((items: unknown[]) =>
    items.flatMap((item) => {
      const parsed = relationDefinitionSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    }),
  ),
)

const entityRef = orNull(
  z.looseObject({ fb_entity_id: text, entity_type: text, display_name: text }),
)

export const relationEnvelopeSchema = z.looseObject({
  label: text,
  entity_from: entityRef,
  entity: orNull(
    z.looseObject({ entity_type: text, entity_subtype: text, value: z.optional(z.unknown()) }),
  ),
})

/** The resolve answer is an array of envelopes; a lone envelope object is tolerated too. */
export const relationResolveSchema = z.pipe(
  z.union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()]),
  z.transform((body: unknown[] | Record<string, unknown> | null) => {
    const items = body === null ? [] : Array.isArray(body) ? body : [body]
    return items.flatMap((item) => {
      const parsed = relationEnvelopeSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
  }),
)

export function localizedText(value: RawRelationDefinition['name']): string | null {
  if (!value) return null
  if (typeof value === 'string') return value || null
  return value.en || value.de || null
}
