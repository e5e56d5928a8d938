import { z } from 'zod/mini'
import { isEntityId } from '@/lib/datahub/fields'

/**
 * Building blocks for the tolerant relation schemas: a field of the wrong type becomes null
 * instead of failing the slice (§9.11), numbers may arrive as numeric strings, and entity
 * references carry their name as `display_name` or, in older data, `attributes.display_name.en`.
 *
 * Written with `zod/mini` (functional API): classic zod here would pull the parts of zod's core
 * that only classic uses into the chunk the first page loads (see src/lib/datahub/fields.ts).
 */

/**
 * `schema` followed by `fn` on its output (mini's form of classic `schema.transform(fn)`). Not
 * named `then`: a module exporting `then` is a thenable, so `await import()` of it never settles.
 */
export function transformed<S extends z.core.SomeType, T>(
  schema: S,
  fn: (value: z.output<S>, context: z.core.ParsePayload) => T,
) {
  return z.pipe(schema, z.transform(fn))
}

/** A field that may be null or missing, with a value of the wrong type read as null. */
export function nullishOrNull<S extends z.core.SomeType>(schema: S) {
  return z.catch(z.nullish(schema), null)
}

export const text = transformed(
  nullishOrNull(transformed(z.union([z.string(), z.number()]), (value) => String(value))),
  (value) => (value === undefined || value === '' ? null : value),
)

export const num = transformed(
  nullishOrNull(
    transformed(
      z.union([z.number(), z.string().check(z.trim(), z.regex(/^-?\d+(\.\d+)?$/))]),
      Number,
    ),
  ),
  (value) => (value === undefined || !Number.isFinite(value) ? null : value),
)

export const bool = transformed(nullishOrNull(z.boolean()), (value) => value ?? null)

const localizedName = nullishOrNull(z.union([z.string(), z.looseObject({ en: text, de: text })]))

export function localized(value: z.infer<typeof localizedName>): string | null {
  if (!value) return null
  if (typeof value === 'string') return value || null
  return value.en ?? value.de ?? null
}

export const localizedText = transformed(localizedName, localized)

export interface EntityRef {
  id: string | null
  type: 'ORGANIZATION' | 'PERSON' | 'LOCATION' | null
  name: string
}

const ENTITY_TYPES = new Set(['ORGANIZATION', 'PERSON', 'LOCATION'])

export const entityRefSchema = transformed(
  z.looseObject({
    fb_entity_id: text,
    entity_type: text,
    display_name: localizedText,
    name: z.optional(z.unknown()),
    attributes: nullishOrNull(z.looseObject({ display_name: localizedText })),
  }),
  (ref): EntityRef => {
    const type = ref.entity_type?.toUpperCase() ?? null
    return {
      id: isEntityId(ref.fb_entity_id) ? ref.fb_entity_id : null,
      type: type && ENTITY_TYPES.has(type) ? (type as EntityRef['type']) : null,
      name:
        ref.display_name ??
        ref.attributes?.display_name ??
        personName(ref.name) ??
        (typeof ref.name === 'string' ? ref.name : null) ??
        'Unnamed entity',
    }
  },
)

function personName(value: unknown): string | null {
  if (!value || typeof value !== 'object') return null
  const { given, family } = value as { given?: unknown; family?: unknown }
  const parts = [given, family].filter((part): part is string => typeof part === 'string' && !!part)
  return parts.length ? parts.join(' ') : null
}

/**
 * An array whose items are parsed one by one; items that do not fit are skipped. Unlike
 * `listOf` in src/lib/datahub/fields.ts a non-array fails, so `parseOrNull` can fall back.
 */
export function listOf<T extends z.core.$ZodType>(item: T) {
  return transformed(z.array(z.unknown()), (items) =>
    items.flatMap((entry) => {
      const parsed = z.safeParse(item, entry)
      return parsed.success ? [parsed.data as z.output<T>] : []
    }),
  )
}

/** Parses a slice value, or returns null so the caller shows the generic view. */
export function parseOrNull<T extends z.core.$ZodType>(
  schema: T,
  value: unknown,
): z.output<T> | null {
  const parsed = z.safeParse(schema, value)
  return parsed.success ? (parsed.data as z.output<T>) : null
}

/** `YYYY-MM-DD…` as a sortable string; anything else null. */
export const isoDate = transformed(text, (value) =>
  value && /^\d{4}-\d{2}-\d{2}/.test(value) ? value : null,
)
