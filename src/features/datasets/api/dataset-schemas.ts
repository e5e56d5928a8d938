/**
 * Tolerant schemas for dataset metadata and data search (datahub-api.md §4.4, §6.1): optional
 * keys may be null or missing, localised text may lack a language, unknown keys pass through.
 */
import { z } from 'zod'

const localized = z
  .object({ en: z.string().nullish(), de: z.string().nullish() })
  .partial()
  .nullish()
  .catch(null)

export type Localized = z.infer<typeof localized>

export function localizedText(value: Localized, fallback = ''): string {
  return value?.en || value?.de || fallback
}

export const BASIC_TYPES = ['String', 'int', 'float', 'bool', 'Datetime', 'Date'] as const
export type BasicDataType = (typeof BASIC_TYPES)[number]

const dataItemSchema = z.object({
  key: z.string().nullish(),
  name: z.string(),
  description: localized,
  definition: localized,
  // An unknown type degrades to text rather than failing the page.
  basic_data_type: z.enum(BASIC_TYPES).catch('String'),
  semantic_type: z.string().nullish().catch(null),
  semantic_tags: z.array(z.string()).nullish().catch(null),
})

export type DataItem = z.infer<typeof dataItemSchema>

export const streamBaseSchema = z.object({
  id: z.string().nullish(),
  key: z.coerce.string(),
  name: localized,
  description: localized,
  meta: z
    .object({
      entry_count: z.number().int().nonnegative().nullish(),
      main_property_count: z.number().nullish(),
      is_active: z.boolean().nullish(),
    })
    .partial()
    .nullish()
    .catch(null),
  created_at: z.string().nullish().catch(null),
  updated_at: z.string().nullish().catch(null),
  data_updated_at: z.string().nullish().catch(null),
  data_version: z.string().nullish().catch(null),
  store_version: z.string().nullish().catch(null),
  source: z
    .object({
      _id: z.string().nullish(),
      name: z.string().nullish(),
      stream_specific: z.object({ uri: z.string().nullish() }).partial().nullish(),
    })
    .partial()
    .nullish()
    .catch(null),
  data_item_collections: z
    .array(z.unknown())
    .nullish()
    .transform((items) =>
      (items ?? []).flatMap((item) => {
        const parsed = dataItemSchema.safeParse(item)
        return parsed.success ? [parsed.data] : []
      }),
    ),
})

export type StreamBase = z.infer<typeof streamBaseSchema>

export const dataSearchItemSchema = z.object({
  entity_type: z.enum(['STREAM', 'SERVICE']).catch('STREAM'),
  linked_context_id: z.coerce.string().nullish(),
  linked_data_value: z.string().nullish(),
  entity: z
    .object({
      key: z.coerce.string().nullish(),
      name: localized,
      source: z.object({ name: z.string().nullish() }).partial().nullish().catch(null),
      meta: z
        .object({
          coverage: z
            .object({
              geographical: z
                .object({ iso_alpha_3: z.array(z.string()).nullish() })
                .partial()
                .nullish(),
            })
            .partial()
            .nullish(),
        })
        .partial()
        .nullish()
        .catch(null),
    })
    .partial()
    .nullish()
    .catch(null),
  score: z.number().nullish().catch(null),
})

export interface DataSearchHit {
  type: 'STREAM' | 'SERVICE'
  key: string
  name: string
  source: string | null
  coverage: string[]
  score: number | null
}

export const dataSearchResponseSchema = z
  .object({ results: z.array(z.unknown()).nullish() })
  .transform(({ results }): DataSearchHit[] =>
    (results ?? []).flatMap((raw) => {
      const parsed = dataSearchItemSchema.safeParse(raw)
      if (!parsed.success) return []
      const item = parsed.data
      const key = item.entity?.key ?? item.linked_context_id
      if (!key) return []
      return [
        {
          type: item.entity_type,
          key,
          name: localizedText(item.entity?.name ?? null, item.linked_data_value ?? key),
          source: item.entity?.source?.name ?? null,
          coverage: item.entity?.meta?.coverage?.geographical?.iso_alpha_3 ?? [],
          score: item.score ?? null,
        },
      ]
    }),
  )

/** Stream rows: a bare array of row objects (§6.2). */
export const rowsSchema = z.array(z.record(z.string(), z.unknown()))
