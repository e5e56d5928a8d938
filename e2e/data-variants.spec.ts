/**
 * Datasets and services in the documented variants of docs/datahub-api.md §9 (15, 16): `_key`
 * instead of `key`, column types in other casings and synonyms; and a timeout the proxy declared
 * itself (`X-Proxy-Timeout: 1`), which the explorer never retries. The variants are made by
 * rewriting the embedded hub's real answers, so the spec runs against either hub mode.
 */
import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'

interface Column {
  name: string
  basic_data_type: string
}
interface Base {
  key?: string
  _key?: string
  name: { en?: string }
  meta: { entry_count: number }
  data_item_collections: Column[]
}

/** The documented synonyms the hub's own types are rewritten to. */
const VARIANT_TYPES: Record<string, string> = {
  string: 'STRING',
  int: 'Integer',
  integer: 'Integer',
  float: 'double',
  double: 'double',
  bool: 'boolean',
  boolean: 'boolean',
  datetime: 'timestamp',
  timestamp: 'timestamp',
  date: 'Date',
}
const NUMERIC = new Set(['int', 'integer', 'float', 'double', 'number'])

async function datasetWithNumberColumn(api: APIRequestContext) {
  const search = await api.get('/api/v2/search/data?limit=100&include_services=false')
  const { results } = (await search.json()) as {
    results: { entity: { key?: string; _key?: string } }[]
  }
  for (const item of results) {
    const key = item.entity.key ?? item.entity._key
    const base = (await (await api.get(`/api/v2/stream/base/${key}`)).json()) as Base
    const column = base.data_item_collections.find((candidate) =>
      NUMERIC.has(candidate.basic_data_type.toLowerCase()),
    )
    if (column) return { key: key!, base, column: column.name }
  }
  throw new Error('no dataset with a numeric column')
}

test('a dataset served with `_key` and other type spellings reads the same', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { key, base, column } = await datasetWithNumberColumn(api)
  await page.route(`**/api/v2/stream/base/${key}`, async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as Base
    const { key: own, ...rest } = body
    const variant = {
      ...rest,
      _key: own ?? body._key,
      data_item_collections: body.data_item_collections.map((item) => ({
        ...item,
        basic_data_type: VARIANT_TYPES[item.basic_data_type.toLowerCase()] ?? item.basic_data_type,
      })),
    }
    await route.fulfill({ response, json: variant })
  })
  await page.goto(`/datasets/${key}`)
  await expect(page.getByText(`Dataset · key ${key}`)).toBeVisible()
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(base.name.en ?? '')
  // An `Integer` or `double` column is a number column: it offers number comparisons.
  await page.getByLabel('Filter column').selectOption(column)
  await expect(page.getByLabel('Operator').getByRole('option', { name: '≥' })).toBeAttached()
  await expect(page.getByLabel('Operator').getByRole('option', { name: 'contains' })).toHaveCount(0)
  await expectNoAxeViolations()
})

test('a data service served with `key` instead of `_key` opens under its key', async ({
  page,
  api,
}) => {
  const search = await api.get('/api/v2/search/data?limit=100&include_streams=false')
  const { results } = (await search.json()) as {
    results: { entity: { key?: string; _key?: string } }[]
  }
  const key = results[0]!.entity.key ?? results[0]!.entity._key
  await page.route(`**/api/v2/service/get/${key}`, async (route) => {
    const response = await route.fetch()
    const { _key: own, ...rest } = (await response.json()) as { _key?: string; key?: string }
    await route.fulfill({ response, json: { ...rest, key: own ?? rest.key } })
  })
  await page.goto(`/services/${key}`)
  await expect(page.getByText(`Data service · key ${key}`)).toBeVisible()
})

test('a timeout the proxy declared is not retried; an upstream 504 is', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 504/, /ApiError/)
  const calls = { declared: 0, upstream: 0 }
  await page.route('**/api/v2/search/data?*', async (route) => {
    const q = new URL(route.request().url()).searchParams.get('q')
    const declared = q === 'proxy-timeout'
    calls[declared ? 'declared' : 'upstream'] += 1
    await route.fulfill({
      status: 504,
      headers: declared ? { 'X-Proxy-Timeout': '1' } : {},
      json: { detail: 'The Data Hub did not answer in time.' },
    })
  })
  await page.goto('/datasets?q=proxy-timeout')
  // The alert shows once the query has settled: any retry would have been asked before it.
  await expect(page.getByRole('alert')).toContainText('The Data Hub did not answer in time.')
  expect(calls.declared).toBe(1)

  await page.goto('/datasets?q=upstream-timeout')
  await expect(page.getByRole('alert')).toContainText('The Data Hub did not answer in time.', {
    timeout: 30_000,
  })
  expect(calls.upstream).toBeGreaterThan(1)
})
