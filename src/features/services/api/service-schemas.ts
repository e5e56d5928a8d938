/** Tolerant schemas for data-service metadata (docs/datahub-api.md §8). */
import { z } from 'zod/mini'
import { catalogueKey } from '@/lib/datahub/catalogue-key'
import { bool, localized, orNull, transformed } from '@/lib/datahub/fields'

export const INPUT_TYPES = ['string', 'integer', 'float', 'boolean'] as const
export type ServiceInputType = (typeof INPUT_TYPES)[number]

/** Type names in any casing and with the synonyms of docs/datahub-api.md §9 (16). */
const INPUT_TYPE_SYNONYMS: Record<string, ServiceInputType> = {
  string: 'string',
  str: 'string',
  text: 'string',
  int: 'integer',
  integer: 'integer',
  float: 'float',
  double: 'float',
  number: 'float',
  bool: 'boolean',
  boolean: 'boolean',
}

/** An unknown type is offered as text; the server still validates it. */
export function toInputType(value: unknown): ServiceInputType {
  if (typeof value !== 'string') return 'string'
  return INPUT_TYPE_SYNONYMS[value.trim().toLowerCase()] ?? 'string'
}

const inputDefinitionSchema = z.object({
  name: z.string().check(z.minLength(1)),
  type: z.pipe(z.unknown(), z.transform(toInputType)),
  description: localized,
  sample: orNull(z.partial(z.object({ value: z.unknown() }))),
  required: transformed(bool, (value) => value ?? false),
})

export type ServiceInputDefinition = z.infer<typeof inputDefinitionSchema>

export const serviceSchema = z.object({
  _key: z.nullish(z.coerce.string()),
  key: z.nullish(z.coerce.string()),
  id: z.nullish(z.string()),
  name: localized,
  description: localized,
  updated_at: orNull(z.string()),
  source: orNull(
    z.partial(
      z.object({
        id: z.nullish(z.string()),
        service_specific: z.nullish(z.partial(z.object({ uri: z.nullish(z.string()) }))),
      }),
    ),
  ),
  service_input_definition: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items: unknown[] | null | undefined) =>
      (items ?? []).flatMap((item) => {
        const parsed = inputDefinitionSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  ),
  credit_policy: orNull(
    z.partial(
      z.object({ entity_action: z.nullish(z.string()), credit_cost: z.nullish(z.number()) }),
    ),
  ),
})

export type Service = z.infer<typeof serviceSchema> & {
  /** The service key (lib/datahub/catalogue-key), else the key asked for. */
  serviceKey: string
}

export function parseService(body: unknown, requestedKey: string): Service {
  const service = serviceSchema.parse(body)
  return { ...service, serviceKey: catalogueKey(service) || requestedKey }
}
