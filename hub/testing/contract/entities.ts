/**
 * Strict contract schemas for search results (§4.1–4.3, 4.5, 4.6) and entity records (§5),
 * field by field from docs/datahub-api.md. Tests parse responses with them: an extra, missing or
 * mistyped field fails.
 */
import { z } from 'zod'

const hex32 = z.string().regex(/^[a-f0-9]{32}$/)
const timestamp = z.iso.datetime({ offset: true, local: false })
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const nullableText = z.string().nullable()

const ORGANIZATION_STATUSES = [
  'ACTIVE',
  'INACTIVE',
  'DISSOLVED',
  'MERGED',
  'LIQUIDATION',
  'INSOLVENCY_PROCEEDINGS',
] as const
const ROLE_LABELS = [
  'MANAGING_DIRECTOR',
  'BOARD_MEMBER',
  'SUPERVISORY_BOARD_MEMBER',
  'PROKURIST',
  'LIQUIDATOR',
  'SHAREHOLDER',
  'FULLY_LIABLE_PARTNER',
  'LIMITED_PARTNER',
  'OWNER',
] as const

export const locationRecordSchema = z.strictObject({
  fb_entity_id: hex32,
  fb_datetime: timestamp,
  fb_entity_version: hex32,
  entity_type: z.literal('LOCATION'),
  entity_subtype: z.enum([
    'LOCALITY',
    'CITY_POSTAL_CODE',
    'CITY_NO_POSTAL_CODE',
    'MUNICIPALITY',
    'COUNTY',
    'STATE',
    'COUNTRY',
  ]),
  created_at: timestamp,
  updated_at: timestamp,
  external_ids: z.record(z.string(), z.string()).optional(),
  coordinate: z.strictObject({
    latitude: z.number().min(-90).max(90),
    longitude: z.number().min(-180).max(180),
  }),
  location_level: nullableText,
  address_components: z.array(
    z.strictObject({
      component_type: z.enum([
        'house_number',
        'street',
        'postal_code',
        'city',
        'county',
        'state',
        'country',
      ]),
      component_value: z.string().min(1),
    }),
  ),
  alternative_names: z.array(z.string()),
  elevation: z.number().nullable(),
  fb_semantic_id: z.string().min(1),
  formatted_address: z.string().min(1),
})

const ref = z.strictObject({
  fb_entity_id: hex32,
  entity_type: z.literal('LOCATION'),
  display_name: z.string().min(1),
})

export const organizationRecordSchema = z.strictObject({
  fb_entity_id: hex32,
  fb_datetime: timestamp,
  fb_entity_version: hex32,
  fb_semantic_id: z.string().min(1),
  entity_type: z.literal('ORGANIZATION'),
  entity_subtype: z.enum([
    'CORPORATION',
    'PARTNERSHIP',
    'COOPERATIVE',
    'ASSOCIATION',
    'SOLE_TRADER',
    'PUBLIC_LAW',
  ]),
  created_at: timestamp,
  updated_at: timestamp,
  external_ids: z.strictObject({ fb_german_business_registry_entity_id: z.string().min(1) }),
  status: z.strictObject({
    active: z.boolean(),
    status: z.enum(ORGANIZATION_STATUSES),
    status_detail: nullableText,
  }),
  name: z.string().min(1),
  other_names: z.array(z.string()),
  description: z.strictObject({
    registry: z.strictObject({ de: z.string(), en: z.string().optional() }),
  }),
  address: locationRecordSchema.nullable(),
  other_addresses: z.array(locationRecordSchema).nullable(),
  jurisdiction: z.strictObject({ iso_alpha3: z.literal('DEU') }),
  contact: z.strictObject({
    websites: z.strictObject({ primary: nullableText }),
    phone_numbers: z.strictObject({ primary: nullableText }),
    emails: z.strictObject({ primary: z.string().min(1) }).optional(),
  }),
  founding_date: timestamp.nullable(),
  cessation_date: timestamp.nullable(),
  classifications: z.strictObject({
    web: z
      .array(z.strictObject({ source: z.string(), value: z.strictObject({ de: z.string() }) }))
      .nullable(),
    industry_codes: z
      .array(
        z.strictObject({
          system: z.literal('WZ2025'),
          code: z.string().regex(/^\d{2}\.\d{2}\.\d$/),
          label: z.strictObject({ de: z.string().min(1), en: z.string().optional() }),
        }),
      )
      .nullable(),
    legal_form: z
      .strictObject({ code: z.string().min(1), name: z.strictObject({ de: z.string().min(1) }) })
      .nullable(),
  }),
  legal: z.strictObject({
    registration_authority: z.strictObject({
      local: z.strictObject({
        registration_authority_id: z.string().regex(/^[A-Z]\d{4}$/),
        registration_authority_name: z.string().min(1),
        registration_authority_entity_id: z.string().min(1),
        registration_authority_entity_name: z.string().min(1),
        registration_type: z.enum(['HRA', 'HRB', 'GnR', 'GsR', 'PR', 'VR']),
        registration_number: z.string().regex(/^\d+$/),
        registration_id_extra: nullableText,
        registration_authority_location: ref.nullable(),
      }),
    }),
  }),
  source: z.strictObject({ id: z.literal('data_sources/1051122944') }),
})

export const personRecordSchema = z.strictObject({
  fb_entity_id: hex32,
  fb_datetime: timestamp,
  fb_entity_version: hex32,
  entity_type: z.literal('PERSON'),
  entity_subtype: z.literal('INDIVIDUAL'),
  created_at: timestamp,
  updated_at: timestamp,
  external_ids: z.record(z.string(), z.string()),
  name: z.strictObject({
    given: z.string().min(1),
    family: z.string().min(1),
    maiden: nullableText,
    aliases: z.array(z.string()),
  }),
  birth_date: z.strictObject({ value: timestamp, is_month: z.boolean() }).nullable(),
  locations: z.strictObject({
    home: locationRecordSchema.extend({ entity_subtype: z.literal('CITY_POSTAL_CODE') }).nullable(),
  }),
  source: z.strictObject({ id: z.literal('data_sources/1051122944') }),
  fb_semantic_id: z.string().min(1),
})

const organizationSearchItemSchema = z.strictObject({
  entity_type: z.literal('ORGANIZATION'),
  entity: z.strictObject({
    fb_entity_id: hex32,
    status: z.enum(ORGANIZATION_STATUSES),
    display_address: z.string().min(1),
    registration_authority_entity_name: z.string().min(1),
    display_name: z.string().min(1),
    name: z.string().min(1),
    source_key: z.literal('1051122944'),
  }),
  score: z.number(),
})

export const organizationSearchSchema = z.strictObject({
  results: z.array(organizationSearchItemSchema),
  total: z.number().int().min(0),
})

const personSearchItemSchema = z.strictObject({
  entity_type: z.literal('PERSON'),
  entity: z.strictObject({
    fb_entity_id: hex32,
    entity_type: z.literal('PERSON'),
    entity_subtype: z.literal('INDIVIDUAL'),
    name: z.strictObject({ given: z.string().min(1), family: z.string().min(1) }),
    locations: z.strictObject({ home: z.strictObject({ formatted_address: z.string().min(1) }) }),
    relations: z.strictObject({
      ORGANIZATION: z.array(
        z.strictObject({
          label: z.enum(ROLE_LABELS),
          entity_to: z.strictObject({ fb_entity_id: hex32, display_name: z.string().min(1) }),
          meta: z.strictObject({ start_date: isoDate, end_date: isoDate.optional() }),
        }),
      ),
    }),
    source_id: z.literal('data_sources/1051122944'),
  }),
  source_id: z.literal('data_sources/1051122944'),
  score: z.number(),
})

export const personSearchSchema = z.strictObject({
  results: z.array(personSearchItemSchema),
  total: z.number().int().min(0),
})

const locationSearchItemSchema = z.strictObject({
  entity_type: z.literal('LOCATION'),
  entity: locationRecordSchema,
})
export const locationSearchSchema = z.strictObject({ results: z.array(locationSearchItemSchema) })

const relationSearchItemSchema = z.strictObject({
  entity_type: z.literal('RELATION'),
  entity: z.strictObject({
    id: z.string().regex(/^relations\/\d+$/),
    key: z.string().regex(/^\d+$/),
    name: z.strictObject({ en: z.string().min(1), de: z.string().min(1) }),
    description: z.strictObject({ en: z.string().min(1), de: z.string().min(1) }),
  }),
  score: z.number(),
})
export const relationSearchSchema = z.strictObject({ results: z.array(relationSearchItemSchema) })

const dataSearchItemSchema = z.strictObject({
  entity_type: z.enum(['STREAM', 'SERVICE']),
  linked_data_id: z.literal(''),
  linked_context_id: z.string().regex(/^\d+$/),
  linked_data_value: z.string().min(1),
  entity: z.strictObject({
    key: z.string().regex(/^\d+$/),
    name: z.strictObject({ en: z.string().min(1), de: z.string().optional() }),
    display_name: z.null(),
    source: z.strictObject({ name: z.string().min(1) }),
    meta: z.strictObject({
      coverage: z.strictObject({
        geographical: z.strictObject({ iso_alpha_3: z.array(z.string().length(3)) }),
      }),
    }),
  }),
  score: z.number().min(0).max(1),
  distance: z.number().min(0).max(1),
})

const entityTypes = z.enum(['ORGANIZATION', 'PERSON', 'LOCATION', 'RELATION', 'STREAM', 'SERVICE'])

export const fusionSearchSchema = z.strictObject({
  results: z.strictObject({
    organizations: z.array(organizationSearchItemSchema).max(5),
    persons: z.array(personSearchItemSchema).max(5),
    locations: z.array(locationSearchItemSchema).max(5),
    relations: z.array(relationSearchItemSchema).max(5),
    streams: z.array(dataSearchItemSchema).max(5),
    services: z.array(dataSearchItemSchema).max(5),
  }),
  ranks: z.array(entityTypes),
  knowledge_graph: z
    .strictObject({
      intent: z.literal('RELATION'),
      from_entity_type: z.enum(['ORGANIZATION', 'PERSON', 'LOCATION']),
      from_entity_id: hex32,
      relation_id: z.string().regex(/^\d+$/),
      relation_parameters: z.record(z.string(), z.unknown()),
    })
    .optional(),
})

export const errorSchema = z.strictObject({
  detail: z.union([
    z.string().min(1),
    z
      .array(
        z.strictObject({
          loc: z.array(z.union([z.string(), z.number()])),
          msg: z.string().min(1),
          type: z.string().min(1),
        }),
      )
      .min(1),
  ]),
})
