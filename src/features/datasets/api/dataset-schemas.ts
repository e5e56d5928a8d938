/**
 * Tolerant schemas for dataset metadata and data search (docs/datahub-api.md §4.4, §6.1): optional
 * keys may be null or missing, localised text may lack a language, unknown keys pass through.
 */
import { z } from 'zod/mini'
import { localized, orNull } from '@/lib/datahub/fields'
import { catalogueKey } from '@/lib/datahub/catalogue-key'

export const BASIC_TYPES = ['String', 'int', 'float', 'bool', 'Datetime', 'Date'] as const
export type BasicDataType = (typeof BASIC_TYPES)[number]

/**
 * docs/datahub-api.md §9 (16): `basic_data_type` comes in any casing and with synonyms
 * (`STRING`/`str`, `Integer`, `double`/`number`, `boolean`, `timestamp`). Keys are lower case.
 */
const TYPE_SYNONYMS: Record<string, BasicDataType> = {
  string: 'String',
  str: 'String',
  text: 'String',
  int: 'int',
  integer: 'int',
  long: 'int',
  float: 'float',
  double: 'float',
  number: 'float',
  decimal: 'float',
  bool: 'bool',
  boolean: 'bool',
  date: 'Date',
  datetime: 'Datetime',
  timestamp: 'Datetime',
}

/** The column type a `basic_data_type` names; an unknown or missing one reads as text. */
export function toBasicDataType(value: unknown): BasicDataType {
  if (typeof value !== 'string') return 'String'
  return TYPE_SYNONYMS[value.trim().toLowerCase()] ?? 'String'
}

const dataItemSchema = z.object({
  key: z.nullish(z.string()),
  name: z.string(),
  description: localized,
  definition: localized,
  // An unknown type degrades to text rather than failing the page.
  basic_data_type: z.pipe(z.unknown(), z.transform(toBasicDataType)),
  semantic_type: orNull(z.string()),
  semantic_tags: orNull(z.array(z.string())),
})

export type DataItem = z.infer<typeof dataItemSchema>

export const streamBaseSchema = z.object({
  id: z.nullish(z.string()),
  key: z.string(),
  name: localized,
  description: localized,
  meta: orNull(
    z.partial(
      z.object({
        entry_count: z.nullish(z.number().check(z.int(), z.nonnegative())),
        main_property_count: z.nullish(z.number()),
        is_active: z.nullish(z.boolean()),
      }),
    ),
  ),
  created_at: orNull(z.string()),
  updated_at: orNull(z.string()),
  data_updated_at: orNull(z.string()),
  data_version: orNull(z.string()),
  store_version: orNull(z.string()),
  source: orNull(
    z.partial(
      z.object({
        _id: z.nullish(z.string()),
        name: z.nullish(z.string()),
        stream_specific: z.nullish(z.partial(z.object({ uri: z.nullish(z.string()) }))),
      }),
    ),
  ),
  // The sample rows (§6.1); only read for the system columns, so anything unreadable is dropped.
  data: z.catch(z.nullish(z.array(z.record(z.string(), z.unknown()))), null),
  data_item_collections: z.pipe(
    z.nullish(z.array(z.unknown())),
    z.transform((items: unknown[] | null | undefined) =>
      (items ?? []).flatMap((item) => {
        const parsed = dataItemSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
  ),
})

export type StreamBase = z.infer<typeof streamBaseSchema>

/**
 * Dataset metadata (§6.1) with its key read from `key` or `_key` (§9.15), else the ID it was
 * requested by. Throws when the body is not an object.
 */
export function parseStreamBase(body: unknown, requestedId: string): StreamBase {
  const raw = z.record(z.string(), z.unknown()).parse(body)
  return streamBaseSchema.parse({ ...raw, key: catalogueKey(raw) ?? requestedId })
}

/** Stream rows: a bare array of row objects (§6.2). */
export const rowsSchema = z.array(z.record(z.string(), z.unknown()))
