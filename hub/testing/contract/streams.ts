/**
 * Strict contract schemas for datasets and data search, field by field from docs/datahub-api.md §4.4
 * and §6. Tests parse every response with them, so an extra, missing or mistyped field fails.
 */
import { z } from 'zod'

const timestamp = z.iso.datetime({ offset: true })
const hex32 = z.string().regex(/^[a-f0-9]{32}$/)
const numericKey = z.string().regex(/^\d+$/)
const localised = z.strictObject({ en: z.string().min(1), de: z.string().min(1).optional() })
const cell = z.union([z.string(), z.number(), z.boolean(), z.null()])

const basicDataTypeSchema = z.enum(['String', 'int', 'float', 'bool', 'Datetime', 'Date'])

/** A row of §6.2: the system columns plus any data columns (all of them unless projected). */
const streamRowSchema = z.record(z.string(), cell)
export const fullStreamRowSchema = z
  .object({ fb_id: hex32, fb_datetime: timestamp, fb_data_version: z.uuid() })
  .catchall(cell)
export const streamRowsSchema = z.array(streamRowSchema)

const dataItemCollectionSchema = z.strictObject({
  id: z.string().startsWith('data_item_collections/'),
  key: z.string().min(1),
  name: z.string().regex(/^[a-z][a-z0-9_]*$/),
  description: z.strictObject({ en: z.string().min(1) }),
  definition: z.strictObject({ en: z.string().min(1) }),
  basic_data_type: basicDataTypeSchema,
  semantic_type: z.string().nullable(),
  semantic_tags: z.array(z.string()).nullable(),
  meta: z.record(z.string(), z.unknown()).nullable(),
  data_streams: z.array(z.string().regex(/^data_streams\/\d+$/)).min(1),
})

export const streamBaseSchema = z.strictObject({
  id: z.string().regex(/^data_streams\/\d+$/),
  key: numericKey,
  name: localised,
  description: localised,
  meta: z.strictObject({
    entry_count: z.number().int().nonnegative(),
    main_property_count: z.number().int().positive(),
    is_active: z.boolean(),
  }),
  created_at: timestamp,
  updated_at: timestamp,
  data_item_collections: z.array(dataItemCollectionSchema).min(1),
  source: z.strictObject({
    _id: z.string().regex(/^data_sources\/\d+$/),
    stream_specific: z.strictObject({ uri: z.url() }),
  }),
  store_version: z.string().min(1),
  data_version: z.uuid(),
  data_updated_at: timestamp,
  data: z.array(fullStreamRowSchema).max(10),
})

export const dataSearchItemSchema = z.strictObject({
  entity_type: z.enum(['STREAM', 'SERVICE']),
  linked_data_id: z.literal(''),
  linked_context_id: numericKey,
  linked_data_value: z.string().min(1),
  entity: z.strictObject({
    key: numericKey,
    name: localised,
    display_name: z.null(),
    source: z.strictObject({ name: z.string().min(1) }),
    meta: z.strictObject({
      coverage: z.strictObject({
        geographical: z.strictObject({
          iso_alpha_3: z.array(z.string().regex(/^[A-Z]{3}$/)).min(1),
        }),
      }),
    }),
  }),
  score: z.number().min(0).max(1),
  distance: z.number().min(0).max(1),
})

export const dataSearchResponseSchema = z.strictObject({ results: z.array(dataSearchItemSchema) })
