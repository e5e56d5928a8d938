/** Query-options factories and fetchers for datasets (docs/datahub-api.md §4.4, §6). */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import { activeLocale } from '@/lib/i18n/locale'
import type { ValueKind } from '@/components/data-table/cell-format'
import { dataSearchQuery } from '@/lib/datahub/data-search'
import { pickText } from '@/lib/datahub/fields'
import { rowsSchema, parseStreamBase, type BasicDataType, type StreamBase } from './dataset-schemas'
import { changedSince } from './data-version'
import { toQueryParameters, type DatasetView } from './dataset-view'
import { columnHeader } from './column-words'

export const datasetQueries = {
  all: ['datasets'] as const,
  search: dataSearchQuery,
  base: (id: string) =>
    queryOptions({
      queryKey: [...datasetQueries.all, 'base', id],
      queryFn: async ({ signal }) =>
        parseStreamBase(
          await apiClient.get(`/stream/base/${encodeURIComponent(id)}`, { signal }),
          id,
        ),
    }),
}

type RowsView = Pick<DatasetView, 'sort' | 'filters' | 'q' | 'version' | 'changes'>

/** What decides the rows of a view; the page index is appended per page. */
export function rowsViewKey(id: string, view: RowsView) {
  const q = view.q.trim()
  const since = changedSince(view)
  // In-dataset search has its own endpoint without sort, filters or version boundary (§6.3).
  return q
    ? ([...datasetQueries.all, 'rows', id, { q }] as const)
    : ([
        ...datasetQueries.all,
        'rows',
        id,
        { sort: view.sort, filters: view.filters, ...(since ? { since } : {}) },
      ] as const)
}

export const SEARCH_PAGE_LIMIT = 1000
export const ROWS_PAGE_LIMIT = 10_000

/** The request for a view's rows, without the window (`skip`, `limit`). */
export function rowsRequest(id: string, view: RowsView, projectFields?: string[]) {
  const q = view.q.trim()
  const path = q
    ? `/stream/data/search/${encodeURIComponent(id)}`
    : `/stream/data/${encodeURIComponent(id)}`
  const since = q ? null : changedSince(view)
  const parameters = q ? undefined : toQueryParameters(view, projectFields)
  // §9 (9): a service reads version_boundary at the top level or inside query_parameters, and
  // ignores it in the other place; the same value in both works with either.
  const withBoundary = since ? { ...parameters, version_boundary: since } : parameters
  return {
    path,
    params: {
      q: q || undefined,
      format: 'json',
      version_boundary: since ?? undefined,
      query_parameters: withBoundary ? JSON.stringify(withBoundary) : undefined,
    },
  }
}

/** The request as one line (`/stream/data/… ?query_parameters=…`), to name an export's source. */
export function rowsRequestText(id: string, view: RowsView, projectFields?: string[]): string {
  const { path, params } = rowsRequest(id, view, projectFields)
  const query = Object.entries(params)
    .filter(([key, value]) => value !== undefined && key !== 'format')
    .map(([key, value]) => `${key}=${value}`)
    .join('&')
  return query ? `${path}?${query}` : path
}

/** One window of rows: always JSON (the API defaults to msgpack). */
export async function fetchRows(
  id: string,
  view: RowsView,
  {
    skip,
    limit,
    projectFields,
    signal,
  }: { skip: number; limit: number; projectFields?: string[]; signal?: AbortSignal },
): Promise<Record<string, unknown>[]> {
  const { path, params } = rowsRequest(id, view, projectFields)
  const { q, ...rest } = params
  const body = await apiClient.get(path, { signal, params: { q, skip, limit, ...rest } })
  return rowsSchema.parse(body ?? [])
}

export interface DatasetColumn {
  id: string
  label: string
  type: BasicDataType
  kind: ValueKind
  description: string
  definition: string
  system: boolean
  /** The dataset's `semantic_type` (`status`, `role`, `date`, …), when it gives one. */
  semanticType?: string | null
}

const KIND: Record<BasicDataType, ValueKind> = {
  String: 'text',
  int: 'integer',
  float: 'decimal',
  bool: 'boolean',
  Datetime: 'datetime',
  Date: 'date',
}

/** Every row also carries these system columns (§6.1); they are queryable like data columns. */
const SYSTEM_COLUMNS: (Omit<DatasetColumn, 'description'> & { description: MessageDescriptor })[] =
  [
    {
      id: 'fb_id',
      label: 'fb_id',
      type: 'String',
      kind: 'text',
      description: msg`Fingerprint of the row (32 hex).`,
      definition: '',
      system: true,
    },
    {
      id: 'fb_datetime',
      label: 'fb_datetime',
      type: 'Datetime',
      kind: 'datetime',
      description: msg`When the row was ingested.`,
      definition: '',
      system: true,
    },
    {
      id: 'fb_data_version',
      label: 'fb_data_version',
      type: 'String',
      kind: 'text',
      description: msg`Ingestion the row came with.`,
      definition: '',
      system: true,
    },
  ]

/** Semantic types whose numbers are codes, not quantities. */
const CODE_SEMANTIC_TYPES = new Set([
  'identifier',
  'fb_entity_id',
  'year',
  'postal_code',
  'industry_code',
])
/** Column names of codes when the dataset gives no semantic type: `year`, `geonames_id`, `plz`, … */
const CODE_COLUMN_NAME = /(?:^|_)(?:id|ids|year|code|key|number|nr|no|plz|zip|postcode|ags|ars)$/i

/**
 * How a column's values display. Years, IDs, postal codes, register numbers and other codes are
 * whole numbers to the API but read as codes: never "2.024" or "80.331".
 */
export function columnKind(
  name: string,
  type: BasicDataType,
  semanticType?: string | null,
): ValueKind {
  const isCode =
    (semanticType && CODE_SEMANTIC_TYPES.has(semanticType.toLowerCase())) ||
    CODE_COLUMN_NAME.test(name)
  if (isCode && type !== 'Date' && type !== 'Datetime' && type !== 'bool') return 'code'
  return KIND[type]
}

/** The columns, worded in `locale` (the language shown; a dependency of a memo that keeps them). */
export function datasetColumns(base: StreamBase, locale: string = activeLocale()): DatasetColumn[] {
  const own = base.data_item_collections.map<DatasetColumn>((item) => ({
    id: item.name,
    label: columnHeader(i18n, item.name, pickText(item.description, locale) ?? ''),
    type: item.basic_data_type,
    kind: columnKind(item.name, item.basic_data_type, item.semantic_type),
    description: pickText(item.description, locale) ?? '',
    definition: pickText(item.definition, locale) ?? '',
    system: false,
    semanticType: item.semantic_type ?? null,
  }))
  const names = new Set(own.map((column) => column.id))
  // Called while rendering: the system columns' descriptions are worded in the current language.
  const system = SYSTEM_COLUMNS.filter((column) => !names.has(column.id)).map((column) => ({
    ...column,
    label: columnHeader(i18n, column.id, ''),
    description: i18n._(column.description),
  }))
  return [...own, ...system]
}
