/**
 * Datasets as the specs need them, in either hub mode: keys from `key` or `_key`, column types
 * in their canonical spelling (docs/datahub-api.md §9, 15 and 16), and whether the caller's plan
 * caps a stream at 10 rows (§6.1), found out by asking for row 11.
 */
import type { APIRequestContext } from '@playwright/test'
import { canonicalType, keyOf } from './api-shapes'
import { expect } from './fixtures'

export interface DatasetColumn {
  name: string
  basic_data_type: string
  semantic_type: string | null
}

export interface Dataset {
  key: string
  meta: { entry_count: number }
  data_item_collections: DatasetColumn[]
  /** True when the stream serves fewer rows than `entry_count` (a plan cap). */
  capped: boolean
}

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url)
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

type Keyed = { key?: string; _key?: string }

/** Every dataset the hub lists, largest first. */
export async function listDatasets(api: APIRequestContext): Promise<Dataset[]> {
  const search = await json<{ results: { entity: Keyed }[] }>(
    api,
    '/api/v2/search/data?limit=100&include_services=false',
  )
  const datasets = await Promise.all(
    search.results.map(async (item) => {
      const key = keyOf(item.entity)
      const base = await json<Keyed & Omit<Dataset, 'key' | 'capped'>>(
        api,
        `/api/v2/stream/base/${key}`,
      )
      const probe = await json<unknown[]>(
        api,
        `/api/v2/stream/data/${key}?skip=10&limit=1&format=json`,
      )
      return {
        key,
        meta: base.meta,
        data_item_collections: base.data_item_collections.map((column) => ({
          ...column,
          basic_data_type: canonicalType(column.basic_data_type),
        })),
        capped: base.meta.entry_count > 10 && probe.length === 0,
      }
    }),
  )
  return datasets.sort((a, b) => b.meta.entry_count - a.meta.entry_count)
}
