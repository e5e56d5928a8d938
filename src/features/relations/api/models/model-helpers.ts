import { z } from 'zod'

/**
 * Building blocks for the tolerant relation schemas: a field of the wrong type becomes null
 * instead of failing the slice (§9.11), numbers may arrive as numeric strings, and entity
 * references carry their name as `display_name` or, in older data, `attributes.display_name.en`.
 */
export const text = z
  .union([z.string(), z.number()])
  .transform((value) => String(value))
  .nullish()
  .catch(null)
  .transform((value) => (value === undefined || value === '' ? null : value))

export const num = z
  .union([
    z.number(),
    z
      .string()
      .trim()
      .regex(/^-?\d+(\.\d+)?$/),
  ])
  .transform(Number)
  .nullish()
  .catch(null)
  .transform((value) => (value === undefined || !Number.isFinite(value) ? null : value))

export const bool = z
  .boolean()
  .nullish()
  .catch(null)
  .transform((value) => value ?? null)

const localizedName = z
  .union([z.string(), z.object({ en: text, de: text }).passthrough()])
  .nullish()
  .catch(null)

export function localized(value: z.infer<typeof localizedName>): string | null {
  if (!value) return null
  if (typeof value === 'string') return value || null
  return value.en ?? value.de ?? null
}

export const localizedText = localizedName.transform(localized)

export interface EntityRef {
  id: string | null
  type: 'ORGANIZATION' | 'PERSON' | 'LOCATION' | null
  name: string
}

const ENTITY_TYPES = new Set(['ORGANIZATION', 'PERSON', 'LOCATION'])

export const entityRefSchema = z
  .object({
    fb_entity_id: text,
    entity_type: text,
    display_name: localizedText,
    name: z.unknown().optional(),
    attributes: z.object({ display_name: localizedText }).passthrough().nullish().catch(null),
  })
  .passthrough()
  .transform((ref): EntityRef => {
    const type = ref.entity_type?.toUpperCase() ?? null
    return {
      id: ref.fb_entity_id && /^[a-f0-9]{32}$/.test(ref.fb_entity_id) ? ref.fb_entity_id : null,
      type: type && ENTITY_TYPES.has(type) ? (type as EntityRef['type']) : null,
      name:
        ref.display_name ??
        ref.attributes?.display_name ??
        personName(ref.name) ??
        (typeof ref.name === 'string' ? ref.name : null) ??
        'Unnamed entity',
    }
  })

function personName(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const { given, family } = value as { given?: unknown; family?: unknown }
  const parts = [given, family].filter((part): part is string => typeof part === 'string' && !!part)
  return parts.length ? parts.join(' ') : null
}

/** An array whose items are parsed one by one; items that do not fit are skipped. */
export function listOf<T extends z.ZodTypeAny>(item: T) {
  return z.array(z.unknown()).transform((items) =>
    items.flatMap((entry) => {
      const parsed = item.safeParse(entry)
      return parsed.success ? [parsed.data as z.output<T>] : []
    }),
  )
}

/** Parses a slice value, or returns null so the caller shows the generic view. */
export function parseOrNull<T extends z.ZodTypeAny>(schema: T, value: unknown): z.output<T> | null {
  const parsed = schema.safeParse(value)
  return parsed.success ? (parsed.data as z.output<T>) : null
}

/** `YYYY-MM-DD…` as a sortable string; anything else null. */
export const isoDate = text.transform((value) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : null,
)
