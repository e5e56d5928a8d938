/** Tolerant schemas for data-service metadata (datahub-api.md §8). */
import { z } from 'zod'

const localized = z
  .object({ en: z.string().nullish(), de: z.string().nullish() })
  .partial()
  .nullish()
  .catch(null)

export const INPUT_TYPES = ['string', 'integer', 'float', 'boolean'] as const
export type ServiceInputType = (typeof INPUT_TYPES)[number]

const inputDefinitionSchema = z.object({
  name: z.string().min(1),
  // An unknown type is offered as text; the server still validates it.
  type: z.enum(INPUT_TYPES).catch('string'),
  description: localized,
  sample: z.object({ value: z.unknown() }).partial().nullish().catch(null),
  required: z.boolean().nullish().catch(false),
})

export type ServiceInputDefinition = z.infer<typeof inputDefinitionSchema>

export const serviceSchema = z.object({
  _key: z.coerce.string().nullish(),
  id: z.string().nullish(),
  name: localized,
  description: localized,
  updated_at: z.string().nullish().catch(null),
  source: z
    .object({
      id: z.string().nullish(),
      service_specific: z.object({ uri: z.string().nullish() }).partial().nullish(),
    })
    .partial()
    .nullish()
    .catch(null),
  service_input_definition: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = inputDefinitionSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  credit_policy: z
    .object({ entity_action: z.string().nullish(), credit_cost: z.number().nullish() })
    .partial()
    .nullish()
    .catch(null),
})

export type Service = z.infer<typeof serviceSchema>

export function text(
  value: { en?: string | null; de?: string | null } | null | undefined,
  fallback = '',
): string {
  return value?.en || value?.de || fallback
}
