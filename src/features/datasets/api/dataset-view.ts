/**
 * The dataset view as it lives in the URL (sort, filters, in-dataset search, hidden columns,
 * widths, open row) and its translation into the API's `query_parameters` (docs/datahub-api.md §6.2).
 */
import { z } from 'zod/mini'
import { optionalParam, textParam } from '@/lib/routing/search-param-schemas'
import type { BasicDataType } from './dataset-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

export const FILTER_OPERATORS = [
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_THAN',
  'GREATER_EQUALS',
  'LESS_THAN',
  'LESS_EQUALS',
  'CONTAINS',
  'NOT_CONTAINS',
  'STARTS_WITH',
  'ENDS_WITH',
  'IN',
  'NOT_IN',
  'IS_NULL',
  'IS_NOT_NULL',
] as const
export type FilterOperator = (typeof FILTER_OPERATORS)[number]

// Built with the view's schema (lazySchema): functions, so that nothing is built at import.
const filterValue = () =>
  z.union([z.string(), z.number(), z.boolean(), z.array(z.union([z.string(), z.number()]))])

const filterSchema = () =>
  z.object({
    property: z.string().check(z.minLength(1)),
    operator: z.enum(FILTER_OPERATORS),
    value: z.optional(filterValue()),
  })
export type ColumnFilter = z.infer<ReturnType<typeof filterSchema>>

const sortSchema = () => z.object({ id: z.string().check(z.minLength(1)), desc: z.boolean() })
export type SortKey = z.infer<ReturnType<typeof sortSchema>>

/** `schema` with `fallback` both when the key is missing and when its value does not fit. */
const withFallback = <T extends z.core.SomeType>(
  schema: T,
  fallback: z.core.util.NoUndefined<z.output<T>>,
) => z.catch(z._default(schema, fallback), fallback)

/**
 * Each key falls back on its own, so one bad parameter does not reset the whole view. Written
 * with `zod/mini` because route search schemas load with the first page (see search-param-schemas).
 */
export const datasetViewSchema = lazySchema(() =>
  z.object({
    sort: withFallback(z.array(sortSchema()).check(z.maxLength(8)), []),
    filters: withFallback(z.array(filterSchema()).check(z.maxLength(20)), []),
    q: withFallback(z.string().check(z.maxLength(200)), ''),
    hidden: withFallback(z.array(z.string()), []),
    widths: withFallback(z.record(z.string(), z.int().check(z.minimum(40), z.maximum(2000))), {}),
    row: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
    /** The first row on screen (0-based), kept as the analyst scrolls: Back and links land there. */
    top: z.catch(z.optional(z.int().check(z.nonnegative())), undefined),
    /** The data version the view showed (§6.1 `data_version`): a shared link says what it showed. */
    version: textParam(500, 1),
    /** Only the rows added or updated since `version` (§6.2 `version_boundary`). */
    changes: optionalParam(z.boolean()),
  }),
)

export type DatasetView = z.output<typeof datasetViewSchema.schema>

export const DATASET_VIEW_DEFAULTS = {
  sort: [],
  filters: [],
  q: '',
  hidden: [],
  widths: {},
} satisfies Partial<DatasetView>

const TEXT_OPS: FilterOperator[] = [
  'CONTAINS',
  'EQUALS',
  'NOT_EQUALS',
  'STARTS_WITH',
  'ENDS_WITH',
  'NOT_CONTAINS',
  'IN',
  'NOT_IN',
]
const NUMBER_OPS: FilterOperator[] = [
  'EQUALS',
  'NOT_EQUALS',
  'GREATER_THAN',
  'GREATER_EQUALS',
  'LESS_THAN',
  'LESS_EQUALS',
  'IN',
  'NOT_IN',
]
const DATE_OPS: FilterOperator[] = [
  'EQUALS',
  'GREATER_THAN',
  'GREATER_EQUALS',
  'LESS_THAN',
  'LESS_EQUALS',
]
const NULL_OPS: FilterOperator[] = ['IS_NULL', 'IS_NOT_NULL']

/** Operators that make sense for a column type. */
export function operatorsFor(type: BasicDataType): FilterOperator[] {
  switch (type) {
    case 'int':
    case 'float':
      return [...NUMBER_OPS, ...NULL_OPS]
    case 'bool':
      return ['EQUALS', 'NOT_EQUALS', ...NULL_OPS]
    case 'Date':
    case 'Datetime':
      return [...DATE_OPS, ...NULL_OPS]
    default:
      return [...TEXT_OPS, ...NULL_OPS]
  }
}

export const takesNoValue = (operator: FilterOperator) =>
  operator === 'IS_NULL' || operator === 'IS_NOT_NULL'
export const takesList = (operator: FilterOperator) => operator === 'IN' || operator === 'NOT_IN'

export interface QueryParameters {
  sort_keys?: string[]
  sort_order?: ('asc' | 'desc')[]
  filters?: ColumnFilter[]
  project_fields?: string[]
  version_boundary?: string
}

/** The `query_parameters` object for a view; undefined when it would be empty. */
export function toQueryParameters(
  view: Pick<DatasetView, 'sort' | 'filters'>,
  projectFields?: string[],
): QueryParameters | undefined {
  const parameters: QueryParameters = {}
  if (view.sort.length > 0) {
    parameters.sort_keys = view.sort.map((key) => key.id)
    parameters.sort_order = view.sort.map((key) => (key.desc ? 'desc' : 'asc'))
  }
  if (view.filters.length > 0) {
    parameters.filters = view.filters.map((filter) =>
      takesNoValue(filter.operator)
        ? { property: filter.property, operator: filter.operator }
        : filter,
    )
  }
  if (projectFields && projectFields.length > 0) parameters.project_fields = projectFields
  return Object.keys(parameters).length > 0 ? parameters : undefined
}
