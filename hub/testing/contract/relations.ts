/**
 * Strict contract schemas for relations (docs/datahub-api.md §4.5, §7): the catalogue records, the
 * resolve envelope and every value shape of the §7 table. Tests parse responses with them, so an
 * extra, missing or mistyped field fails.
 */
import { z } from 'zod'

const timestamp = z.iso.datetime({ offset: true })
const hex32 = z.string().regex(/^[a-f0-9]{32}$/)
const isoDate = z.string().regex(/^\d{4}-\d{2}-\d{2}$/)
const entityType = z.enum(['ORGANIZATION', 'PERSON', 'LOCATION'])
const year = z.number().int().min(1900).max(2100)

const refSchema = z.strictObject({
  fb_entity_id: hex32,
  entity_type: entityType,
  display_name: z.string().min(1),
})

export const relationRecordSchema = z.strictObject({
  id: z.string().regex(/^relations\/\d+$/),
  key: z.string().regex(/^\d+$/),
  label: z.string().regex(/^[A-Z_]+$/),
  name: z.strictObject({ en: z.string().min(1), de: z.string().min(1) }),
  description: z.strictObject({ en: z.string().min(1), de: z.string().min(1) }),
  model_from: z.array(entityType).min(1),
  model_to: z.literal('FEATURE'),
  resolve: z.strictObject({
    parameter_definition: z.array(
      z.strictObject({
        name: z.string().min(1),
        type: z.enum(['string', 'integer', 'number']),
        description: z.strictObject({ en: z.string().min(1) }),
        required: z.boolean(),
        default: z.union([z.string(), z.number(), z.null()]),
      }),
    ),
  }),
  created_at: timestamp,
  updated_at: timestamp,
})

export const relationSearchSchema = z.strictObject({
  results: z.array(
    z.strictObject({
      entity_type: z.literal('RELATION'),
      entity: z.strictObject({
        id: z.string().regex(/^relations\/\d+$/),
        key: z.string().regex(/^\d+$/),
        name: z.strictObject({ en: z.string(), de: z.string() }),
        description: z.strictObject({ en: z.string(), de: z.string() }),
      }),
      score: z.number().positive(),
    }),
  ),
})

export const envelopeSchema = <T extends z.ZodType>(value: T) =>
  z.array(
    z.strictObject({
      label: z.string(),
      entity_from: refSchema,
      entity: z.strictObject({
        entity_type: z.literal('FEATURE'),
        entity_subtype: z.string(),
        fb_semantic_id: z
          .string()
          .regex(/^feature\|[a-z_]+\|(organization|person|location):[a-f0-9]{32}$/),
        value,
      }),
    }),
  )

const role = z.strictObject({
  fb_entity_id: hex32,
  entity_type: z.enum(['ORGANIZATION', 'PERSON']),
  display_name: z.string().min(1),
  label: z.string(),
  start_date: isoDate,
  end_date: isoDate.nullable(),
})
const shareRole = role.extend({
  share_percentage: z.number().min(0).max(100).nullable(),
  share_nominal_eur: z.number().nonnegative().nullable(),
})
const split = <T extends z.ZodType>(item: T) =>
  z.strictObject({ current: z.array(item), past: z.array(item) })

export const managementSchema = split(role)
export const shareholdersSchema = split(shareRole)

export const uboSchema = z
  .strictObject({
    beneficial_owners: z.array(
      z.strictObject({
        fb_entity_id: hex32,
        display_name: z.string(),
        effective_share: z.number().gt(0).max(1),
        chain: z.array(hex32).min(2),
      }),
    ),
    unresolved_beneficial_owners: z.array(
      z.strictObject({
        fb_entity_id: hex32,
        display_name: z.string(),
        reason: z.enum(['unlinked', 'no_further_shareholder_data', 'cycle', 'max_depth']),
      }),
    ),
  })
  .nullable()

const money = z.number().int().nullable()
export const kpiSchema = z.array(
  z.strictObject({
    year,
    employees_estimate: z.number().int().nonnegative().nullable(),
    revenue: money,
    net_income: money,
    active_total: money,
  }),
)

export type AccountNodeShape = {
  name: { de: string; en?: string }
  total: number
  children?: AccountNodeShape[]
}
const accountNodeSchema: z.ZodType<AccountNodeShape> = z.lazy(() =>
  z.strictObject({
    name: z.strictObject({ de: z.string().min(1), en: z.string().min(1).optional() }),
    total: z.number().int(),
    children: z.array(accountNodeSchema).min(1).optional(),
  }),
)
export const balanceSheetSchema = z.array(
  z.strictObject({ year, balance_sheet_accounts: z.array(accountNodeSchema).length(2) }),
)
export const profitAndLossSchema = z.array(
  z.strictObject({ year, profit_and_loss_accounts: z.array(accountNodeSchema).min(1) }),
)

export const financialReportSchema = z.strictObject({
  report_html: z.string().min(1),
  metadata: z.strictObject({
    document_type: z.enum(['Jahresabschluss', 'Konzernabschluss']),
    fiscal_year: year,
    publication_date: isoDate,
  }),
})

export const insolvencySchema = z.array(
  z.strictObject({
    date: isoDate,
    court: z.string().min(1),
    case_number: z.string().regex(/^\d+ IN \d+\/\d{2}$/),
    category: z.enum([
      'SECURING_MEASURES',
      'OPENING',
      'DATES',
      'TERMINATION',
      'DISMISSAL_FOR_LACK_OF_ASSETS',
    ]),
    text: z.string().min(1),
  }),
)

const publicationCategory = z.enum([
  'NEW_REGISTRATION',
  'NAME_CHANGE',
  'SEAT_CHANGE',
  'MEMBER_ENTRY',
  'MEMBER_EXIT',
  'CAPITAL_CHANGE',
  'ARTICLES_CHANGE',
  'STATUS_CHANGE',
  'DELETION',
])
export const publicationsSchema = z.array(
  z.strictObject({
    date: isoDate,
    category: publicationCategory,
    title: z.string().min(1),
    text: z.string().min(1),
    source: z.string().min(1),
  }),
)
export const personPublicationsSchema = z.array(
  z.strictObject({
    date: isoDate,
    category: z.enum(['MEMBER_ENTRY', 'MEMBER_EXIT']),
    label: z.string(),
    organization: refSchema,
    text: z.string().min(1),
  }),
)
export const registerDocumentsSchema = z.array(
  z.strictObject({ document_type: z.string().min(1), date: isoDate, title: z.string().min(1) }),
)
export const newsSchema = z.array(
  z.strictObject({
    id: hex32,
    headline: z.string().min(1),
    published_at: timestamp,
    source: z.string().min(1),
    url: z.url(),
  }),
)

export const networkSchema = z.strictObject({
  root: refSchema,
  links: z.array(
    z.strictObject({
      depth: z.number().int().min(1).max(3),
      relation_id: z.string().regex(/^\d+$/),
      label: z.string(),
      entity_from: refSchema,
      entity_to: refSchema,
      meta: z.strictObject({
        start_date: isoDate,
        end_date: isoDate.nullable(),
        share_percentage: z.optional(z.number().gt(0).max(100)),
      }),
    }),
  ),
})

export const nearbySchema = z
  .array(
    z.strictObject({
      fb_entity_id: hex32,
      display_name: z.string().min(1),
      distance_meters: z.number().int().nonnegative(),
      coordinate: z.strictObject({
        latitude: z.number().min(-90).max(90),
        longitude: z.number().min(-180).max(180),
      }),
    }),
  )
  .max(100)

export const floodSchema = z.strictObject({
  flood_risks: z
    .array(
      z.strictObject({
        zone: z.enum(['HQ100', 'HQ_extrem', 'HQ_haeufig']),
        in_zone: z.boolean(),
        distance_meters: z.number().int().nonnegative(),
      }),
    )
    .length(3),
  water_protection: z.array(
    z.strictObject({
      type: z.enum(['drinkingWater', 'mineralSpring']),
      name: z.string().min(1),
      in_zone: z.boolean(),
    }),
  ),
})
export const fireSchema = z.array(
  z.strictObject({
    fb_entity_id: hex32,
    display_name: z.string().min(1),
    category: z.string().min(1),
    distance_meters: z.number().int().positive(),
  }),
)
export const crimeSchema = z.array(
  z.strictObject({
    year,
    category: z.string().min(1),
    cases: z.number().int().nonnegative(),
    cases_per_100k: z.number().nonnegative(),
    national_average: z.number().positive(),
    deviation_from_average: z.number(),
  }),
)
export const regionalSchema = z.strictObject({
  granularity: z.enum(['Gemeinde', 'Kreis', 'postal_code']),
  /** Hub decision (§7 (q)): `modelled` marks figures that are not official statistics. */
  method: z.enum(['modelled', 'official']).optional(),
  units: z.record(z.string(), z.string()),
  observations: z.array(z.object({ reference_year: year }).catchall(z.number())),
})

export const errorSchema = z.strictObject({ detail: z.string() })
export const validationErrorSchema = z.strictObject({
  detail: z
    .array(
      z.strictObject({
        loc: z.array(z.union([z.string(), z.number()])),
        msg: z.string(),
        type: z.string(),
      }),
    )
    .min(1),
})
