import { z } from 'zod'

/**
 * Tolerant schemas for the relation endpoints (§7). Anything optional may be null or missing
 * (§9.11); a field of an unexpected type is dropped (`.catch`) rather than failing the tab.
 */
const text = z.string().nullish().catch(null)
const localized = z
  .union([z.string(), z.object({ en: text, de: text }).passthrough()])
  .nullish()
  .catch(null)

const parameterDefinition = z
  .object({
    name: z.string(),
    type: text,
    default: z.union([z.string(), z.number(), z.boolean()]).nullish().catch(null),
  })
  .passthrough()

export const relationDefinitionSchema = z
  .object({
    id: text,
    key: z.union([z.string(), z.number()]).nullish().catch(null),
    label: text,
    name: localized,
    description: localized,
    model_from: z
      .union([z.string(), z.array(z.string())])
      .nullish()
      .catch(null),
    resolve: z
      .object({ parameter_definition: z.array(parameterDefinition).nullish().catch(null) })
      .passthrough()
      .nullish()
      .catch(null),
  })
  .passthrough()

export type RawRelationDefinition = z.infer<typeof relationDefinitionSchema>

/** Items that do not parse at all are skipped instead of losing the whole list. */
export const relationListSchema = z.array(z.unknown()).transform((items) =>
  items.flatMap((item) => {
    const parsed = relationDefinitionSchema.safeParse(item)
    return parsed.success ? [parsed.data] : []
  }),
)

const entityRef = z
  .object({ fb_entity_id: text, entity_type: text, display_name: text })
  .passthrough()
  .nullish()
  .catch(null)

export const relationEnvelopeSchema = z
  .object({
    label: text,
    entity_from: entityRef,
    entity: z
      .object({ entity_type: text, entity_subtype: text, value: z.unknown().optional() })
      .passthrough()
      .nullish()
      .catch(null),
  })
  .passthrough()

/** The resolve answer is an array of envelopes; a lone envelope object is tolerated too. */
export const relationResolveSchema = z
  .union([z.array(z.unknown()), z.record(z.string(), z.unknown()), z.null()])
  .transform((body) => {
    const items = body === null ? [] : Array.isArray(body) ? body : [body]
    return items.flatMap((item) => {
      const parsed = relationEnvelopeSchema.safeParse(item)
      return parsed.success ? [parsed.data] : []
    })
  })

export function localizedText(value: RawRelationDefinition['name']): string | null {
  if (!value) return null
  if (typeof value === 'string') return value || null
  return value.en || value.de || null
}
