import { z } from 'zod/mini'
import { numberParam, optionalParam, textParam } from '@/lib/search-param-schemas'

/**
 * The structured organization filters of docs/datahub-api.md §4.1 as flat, readable URL params, and
 * their translation into the API's `filters` JSON. Every key degrades to `undefined` on a bad value.
 */
/**
 * The documented `status` filter values (docs/datahub-api.md §4.1). A record's own status can say
 * more (`LIQUIDATION`, `INSOLVENCY_PROCEEDINGS`, …) and still displays, but those are not filter
 * values of the real service, so the form does not offer them and a link carrying one drops it.
 */
export const STATUSES = ['ACTIVE', 'INACTIVE', 'DISSOLVED', 'MERGED'] as const
export const REGISTER_TYPES = ['HRA', 'HRB', 'GnR', 'GsR', 'PR', 'VR'] as const
export const SIZE_CLASSES = ['micro', 'small', 'medium', 'large'] as const
export const LEGAL_FORMS = [
  'GmbH',
  'AG',
  'SE',
  'UG (haftungsbeschränkt)',
  'GmbH & Co. KG',
  'KG',
  'OHG',
  'GbR',
  'eG',
  'e.V.',
]
export const STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
]

export interface FinancialMetric {
  /** URL prefix: `revenue` → `revenue_min`, `revenue_max`. */
  param: string
  metric: string
  label: string
  unit: 'EUR' | 'count' | 'ratio'
}

export const FINANCIAL_METRICS: FinancialMetric[] = [
  { param: 'employees', metric: 'emp_count', label: 'Employees', unit: 'count' },
  { param: 'revenue', metric: 'pl_revenue', label: 'Revenue', unit: 'EUR' },
  { param: 'net_income', metric: 'pl_net_income', label: 'Net income', unit: 'EUR' },
  { param: 'ebit', metric: 'pl_ebit', label: 'EBIT', unit: 'EUR' },
  { param: 'assets', metric: 'bs_assets_total', label: 'Total assets', unit: 'EUR' },
  { param: 'equity', metric: 'bs_equity_total', label: 'Equity', unit: 'EUR' },
  { param: 'liabilities', metric: 'bs_liabilities_total', label: 'Liabilities', unit: 'EUR' },
  { param: 'cash', metric: 'bs_cash_and_equivalents', label: 'Cash', unit: 'EUR' },
  { param: 'equity_ratio', metric: 'bs_equity_ratio', label: 'Equity ratio', unit: 'ratio' },
  { param: 'debt_to_assets', metric: 'bs_debt_to_assets', label: 'Debt to assets', unit: 'ratio' },
]

/** Filter text is never empty: an empty field means "no filter". */
const filterText = (max = 100) => textParam(max, 1)

const amount = numberParam()

const financialShape = Object.fromEntries(
  FINANCIAL_METRICS.flatMap(({ param }) => [
    [`${param}_min`, amount],
    [`${param}_max`, amount],
  ]),
) as Record<`${string}_min` | `${string}_max`, typeof amount>

export const organizationFilterSchema = z.object({
  status: optionalParam(z.enum(STATUSES)),
  legal_form: filterText(60),
  register_type: optionalParam(z.enum(REGISTER_TYPES)),
  court: filterText(),
  city: filterText(),
  postal_code: optionalParam(
    z.pipe(
      z.pipe(
        z.union([z.string(), z.number()]),
        // A number lost its leading zero (`01067` read as 1067): restore exactly that one zero.
        z.transform((value) =>
          typeof value === 'number' && value >= 1000 && value < 10000 ? `0${value}` : String(value),
        ),
      ),
      z.string().check(z.regex(/^\d{5}$/)),
    ),
  ),
  state: filterText(),
  industry_code: filterText(20),
  size: optionalParam(z.enum(SIZE_CLASSES)),
  ...financialShape,
  near_lat: numberParam({ min: -90, max: 90 }),
  near_lon: numberParam({ min: -180, max: 180 }),
  near_name: filterText(200),
  radius_km: numberParam({ min: 1, max: 100, int: true }),
})

export type OrganizationFilters = z.infer<typeof organizationFilterSchema>

export const DEFAULT_RADIUS_KM = 10

type Range = { gte?: number; lte?: number }

/** The API's `filters` object (§4.1), or undefined when no filter is set. */
export function toApiFilters(filters: OrganizationFilters): Record<string, unknown> | undefined {
  const api: Record<string, unknown> = {}
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') api[key] = value
  }
  set('status', filters.status)
  set('legal_form_code', filters.legal_form)
  set('registration_type', filters.register_type)
  set('registration_authority_name', filters.court)
  set('city', filters.city)
  set('postal_code', filters.postal_code)
  set('state', filters.state)
  set('industry_code', filters.industry_code)
  set('bs_company_size_category', filters.size)
  const financial: Record<string, Range> = {}
  const values = filters as Record<string, number | undefined>
  for (const { param, metric } of FINANCIAL_METRICS) {
    const range: Range = {}
    if (values[`${param}_min`] !== undefined) range.gte = values[`${param}_min`]
    if (values[`${param}_max`] !== undefined) range.lte = values[`${param}_max`]
    if (Object.keys(range).length > 0) financial[metric] = range
  }
  if (Object.keys(financial).length > 0) api.financial_filters = financial
  // Radius search needs both a centre and a distance (§4.1); a centre alone uses the default radius.
  if (filters.near_lat !== undefined && filters.near_lon !== undefined) {
    api.location_coordinates = { lat: filters.near_lat, lon: filters.near_lon }
    api.location_max_distance_km = filters.radius_km ?? DEFAULT_RADIUS_KM
  }
  return Object.keys(api).length > 0 ? api : undefined
}

export function countActiveFilters(filters: OrganizationFilters): number {
  const api = toApiFilters(filters)
  if (!api) return 0
  const financial = api.financial_filters as Record<string, unknown> | undefined
  return (
    Object.keys(api).filter(
      (key) => key !== 'financial_filters' && key !== 'location_max_distance_km',
    ).length + (financial ? Object.keys(financial).length : 0)
  )
}
