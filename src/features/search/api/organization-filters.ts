import { z } from 'zod/mini'
import { numberParam, optionalParam, textParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

/**
 * The structured organization filters of docs/datahub-api.md §4.1 as flat, readable URL params.
 * Every key degrades to `undefined` on a bad value. Only what the route's search schema needs lives
 * here, because route schemas load with every page; the translation into the API's `filters` JSON
 * is in organization-api-filters.ts.
 */
/**
 * The documented `status` filter values (docs/datahub-api.md §4.1). A record's own status can say
 * more (`LIQUIDATION`, `INSOLVENCY_PROCEEDINGS`, …) and still displays, but those are not filter
 * values of the real service: the form does not offer them, and a link carrying one keeps it in
 * the URL only to say so (the page explains what works instead; the API never receives it).
 */
export const STATUSES = ['ACTIVE', 'INACTIVE', 'DISSOLVED', 'MERGED'] as const
export type FilterStatus = (typeof STATUSES)[number]

/** Record statuses an analyst looks for that the search cannot filter by. */
export const UNFILTERABLE_STATUSES = ['INSOLVENCY_PROCEEDINGS', 'LIQUIDATION'] as const

export const isFilterStatus = (value: string | undefined): value is FilterStatus =>
  (STATUSES as readonly (string | undefined)[]).includes(value)
export const REGISTER_TYPES = ['HRA', 'HRB', 'GnR', 'GsR', 'PR', 'VR'] as const
export const SIZE_CLASSES = ['micro', 'small', 'medium', 'large'] as const
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

/** A minimum and a maximum for each financial metric, sharing one amount schema. */
function financialShape() {
  const amount = numberParam()
  return Object.fromEntries(
    FINANCIAL_METRICS.flatMap(({ param }) => [
      [`${param}_min`, amount],
      [`${param}_max`, amount],
    ]),
  ) as Record<`${string}_min` | `${string}_max`, typeof amount>
}

export const organizationFilterSchema = lazySchema(() =>
  z.object({
    // Any status word, so that a link asking for one the search cannot filter by can be told so.
    status: optionalParam(
      z.pipe(
        filterText(40),
        z.transform((value) => value?.toUpperCase()),
      ),
    ),
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
            typeof value === 'number' && value >= 1000 && value < 10000
              ? `0${value}`
              : String(value),
          ),
        ),
        z.string().check(z.regex(/^\d{5}$/)),
      ),
    ),
    state: filterText(),
    industry_code: filterText(20),
    size: optionalParam(z.enum(SIZE_CLASSES)),
    ...financialShape(),
    near_lat: numberParam({ min: -90, max: 90 }),
    near_lon: numberParam({ min: -180, max: 180 }),
    near_name: filterText(200),
    radius_km: numberParam({ min: 1, max: 100, int: true }),
  }),
)

export type OrganizationFilters = z.output<typeof organizationFilterSchema.schema>
