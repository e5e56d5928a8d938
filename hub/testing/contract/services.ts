/** Strict contract schemas for data services, field by field from docs/datahub-api.md §8. */
import { z } from 'zod'

const localised = z.strictObject({ en: z.string().min(1), de: z.string().min(1).optional() })
const text = z.string().nullable()

export const serviceRecordSchema = z.strictObject({
  _key: z.string().regex(/^\d+$/),
  id: z.string().regex(/^services\/\d+$/),
  name: localised,
  description: localised,
  updated_at: z.iso.datetime({ offset: true }),
  source: z.strictObject({
    id: z.string().regex(/^data_sources\/\d+$/),
    service_specific: z.strictObject({ uri: z.url() }),
  }),
  service_input_definition: z
    .array(
      z.strictObject({
        name: z.string().regex(/^[a-z][a-z0-9_]*$/),
        type: z.enum(['string', 'integer', 'float', 'boolean']),
        description: localised,
        sample: z.strictObject({ value: z.union([z.string(), z.number(), z.boolean()]) }),
        required: z.boolean(),
      }),
    )
    .min(1),
  credit_policy: z.strictObject({
    entity_action: z.literal('invoke'),
    credit_cost: z.number().int().nonnegative(),
  }),
})

const entityWebContextSchema = z.strictObject({
  entity_name: z.string().min(1),
  registration_data: z.strictObject({ number: z.string().min(1), registration_date: z.iso.date() }),
  status: z.string().min(1),
  address: z.strictObject({ street: text, house_number: text, zip_code: text, city: text }),
  purpose: text,
  keywords: z.array(z.string()),
  products_and_services: z.array(z.string()),
  contact_data: z.strictObject({ website: text, phone_number: text, email: text }),
  web_reviews: z.array(
    z.strictObject({
      source: z.string(),
      rating: z.number().min(0).max(5),
      reviews: z.number().int().nonnegative(),
    }),
  ),
  industry_classification: z.strictObject({
    WZ2008: z.array(
      z.strictObject({ code: z.string().regex(/^\d{2}\.\d{2}\.\d$/), label: z.string() }),
    ),
  }),
})

export const entityWebContextResponseSchema = z.strictObject({
  data: entityWebContextSchema.nullable(),
})

/** Any other service: the hub wraps whatever the service returns. */
export const serviceResultSchema = z.strictObject({ data: z.unknown() })
