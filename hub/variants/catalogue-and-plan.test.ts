/**
 * Documented-variants mode over HTTP: the plan cap on streams, `_key`, column types in other
 * casings, `signup_hint` on financial reports and the refused relation catalogue.
 */
import { decode } from '@msgpack/msgpack'
import { RELATION_CATALOGUE_REFUSED } from './app'
import { hintOnly, SIGNUP_HINT, SIGNUP_HINT_ONLY } from './financial-reports'
import { PLAN_CAP_ROWS, PLAN_CAPPED_STREAM_KEYS, UNCAPPED_KPI_STREAM_KEY } from './plan-cap'
import { valueOf, variantsClient, type VariantsClient } from '../testing/variants-client'

let hub: VariantsClient
beforeAll(async () => {
  hub = await variantsClient()
}, 60_000)

const CAPPED = '4412095001' // German districts, 401 rows
const json = async <T>(response: Response): Promise<T> => {
  expect(response.status).toBe(200)
  return (await response.json()) as T
}
type Row = Record<string, unknown>

describe('plan-capped streams', () => {
  it('names a capped set that leaves the KPI dataset subscribed', () => {
    expect(PLAN_CAPPED_STREAM_KEYS.has(CAPPED)).toBe(true)
    expect(PLAN_CAPPED_STREAM_KEYS.has(UNCAPPED_KPI_STREAM_KEY)).toBe(false)
  })

  it('keeps entry_count full while rows stop at 10, whatever skip and limit ask', async () => {
    const base = await json<{ meta: { entry_count: number } }>(
      await hub.get(`/stream/base/${CAPPED}`),
    )
    const normalBase = await json<{ meta: { entry_count: number } }>(
      await hub.get(`/stream/base/${CAPPED}`, 'normal'),
    )
    expect(base.meta.entry_count).toBe(normalBase.meta.entry_count)
    expect(base.meta.entry_count).toBeGreaterThan(PLAN_CAP_ROWS)

    const normal = await json<Row[]>(
      await hub.get(`/stream/data/${CAPPED}?format=json&limit=100`, 'normal'),
    )
    const page = await json<Row[]>(await hub.get(`/stream/data/${CAPPED}?format=json&limit=100`))
    expect(page).toEqual(normal.slice(0, PLAN_CAP_ROWS))
    expect(await json<Row[]>(await hub.get(`/stream/data/${CAPPED}?format=json`))).toHaveLength(10)
    const tail = await json<Row[]>(
      await hub.get(`/stream/data/${CAPPED}?format=json&skip=6&limit=50`),
    )
    expect(tail).toEqual(normal.slice(6, 10))
    expect(
      await json<Row[]>(await hub.get(`/stream/data/${CAPPED}?format=json&skip=3&limit=2`)),
    ).toEqual(normal.slice(3, 5))
    expect(
      await json<Row[]>(await hub.get(`/stream/data/${CAPPED}?format=json&skip=10&limit=100`)),
    ).toEqual([])
  })

  it('answers no rows beyond the cap in msgpack too, and still checks the request', async () => {
    const beyond = await hub.get(`/stream/data/${CAPPED}?skip=200&limit=100`)
    expect(beyond.status).toBe(200)
    expect(beyond.headers.get('content-type')).toBe('application/msgpack')
    expect(decode(new Uint8Array(await beyond.arrayBuffer()))).toEqual([])
    const first = decode(
      new Uint8Array(await (await hub.get(`/stream/data/${CAPPED}`)).arrayBuffer()),
    )
    expect(first).toHaveLength(10)
    expect((await hub.get(`/stream/data/${CAPPED}?limit=-1`)).status).toBe(422)
    const unknownSort = encodeURIComponent(JSON.stringify({ sort_keys: ['no_such_column'] }))
    expect(
      (await hub.get(`/stream/data/${CAPPED}?skip=50&query_parameters=${unknownSort}`)).status,
    ).toBe(422)
  })

  it('caps the in-stream search the same way and leaves the KPI dataset whole', async () => {
    const found = await json<Row[]>(
      await hub.get(`/stream/data/search/${CAPPED}?q=a&limit=1000&format=json`),
    )
    expect(found).toHaveLength(10)
    const kpis = await json<Row[]>(
      await hub.get(`/stream/data/${UNCAPPED_KPI_STREAM_KEY}?format=json&skip=500&limit=100`),
    )
    expect(kpis).toHaveLength(100)
  })
})

describe('streams and services by _key, types in any casing', () => {
  it('writes _key on stream metadata and data-search items, and respells column types', async () => {
    const base = await json<Row & { data_item_collections: { basic_data_type: string }[] }>(
      await hub.get(`/stream/base/${CAPPED}`),
    )
    const normal = await json<{ data_item_collections: { basic_data_type: string }[] }>(
      await hub.get(`/stream/base/${CAPPED}`, 'normal'),
    )
    expect(base._key).toBe(CAPPED)
    expect(base).not.toHaveProperty('key')
    const allowed: Record<string, string[]> = {
      String: ['STRING', 'str'],
      int: ['Integer', 'integer'],
      float: ['double', 'number'],
      bool: ['boolean'],
      Date: ['Date'],
      Datetime: ['timestamp', 'Datetime'],
    }
    base.data_item_collections.forEach((column, index) => {
      const original = normal.data_item_collections[index]!.basic_data_type
      expect(allowed[original]).toContain(column.basic_data_type)
    })
    const types = new Set(base.data_item_collections.map((column) => column.basic_data_type))
    expect(types.has('STRING') && types.has('str')).toBe(true)

    const search = await json<{ results: { entity: Row }[] }>(await hub.get('/search/data?q=a'))
    expect(search.results.length).toBeGreaterThan(0)
    for (const item of search.results) {
      expect(item.entity._key).toMatch(/^\d+$/)
      expect(item.entity).not.toHaveProperty('key')
    }
    const fusion = await json<{ results: { streams: { entity: Row }[] } }>(
      await hub.get('/search/fusion?q=Bev%C3%B6lkerung%20statistik'),
    )
    expect(fusion.results.streams.length).toBeGreaterThan(0)
    expect(fusion.results.streams[0]!.entity._key).toMatch(/^\d+$/)
    const service = await json<Row>(await hub.get('/service/get/4658603456'))
    expect(service._key).toBe('4658603456')
  })
})

describe('financial reports under a plan without the latest filing', () => {
  interface Report {
    signup_hint?: string
    report_html?: string
    metadata?: { fiscal_year: number }
  }
  /** Organizations with at least two filed years, hint-only or not. */
  async function organizationWithFilings(wantHintOnly: boolean) {
    const rows = hub.db
      .prepare(
        `SELECT organization_id AS id FROM financial_years GROUP BY organization_id
         HAVING count(*) >= 3 LIMIT 400`,
      )
      .all() as { id: string }[]
    for (const { id } of rows) {
      if (hintOnly(id.replace(/^0/, '')) !== wantHintOnly) continue
      const normal = await valueOf<Report | null>(await hub.resolve('6322183029', id, {}, 'normal'))
      if (!normal?.metadata) continue
      const years = (
        await Promise.all(
          [1, 2, 3].map(async (back) =>
            valueOf<Report | null>(
              await hub.resolve(
                '6322183029',
                id,
                { params: { reference_year: String(normal.metadata!.fiscal_year - back) } },
                'normal',
              ),
            ),
          ),
        )
      ).filter((report) => report?.metadata)
      if (years.length > 0) return { id, latest: normal, previous: years[0]! }
    }
    throw new Error('no organization with two filings in the test database')
  }

  it('answers the latest year (or no year) with signup_hint and the previous filing', async () => {
    const { id, latest, previous } = await organizationWithFilings(false)
    const none = await valueOf<Report>(await hub.resolve('6322183029', id))
    expect(none.signup_hint).toBe(SIGNUP_HINT)
    expect(none.metadata!.fiscal_year).toBe(previous!.metadata!.fiscal_year)
    expect(none.metadata!.fiscal_year).toBeLessThan(latest.metadata!.fiscal_year)
    expect(none.report_html).toBe(previous!.report_html)
    const asked = await valueOf<Report>(
      await hub.resolve('6322183029', id, {
        reference_year: String(latest.metadata!.fiscal_year),
      }),
    )
    expect(asked).toEqual(none)
    const older = await valueOf<Report>(
      await hub.resolve('6322183029', id, {
        params: { reference_year: String(previous!.metadata!.fiscal_year) },
      }),
    )
    expect(older).not.toHaveProperty('signup_hint')
    expect(older.metadata!.fiscal_year).toBe(previous!.metadata!.fiscal_year)
  })

  it('answers some organizations with the hint and no report at all', async () => {
    const { id } = await organizationWithFilings(true)
    const value = await valueOf<Report>(await hub.resolve('6322183029', id))
    expect(value).toEqual({ signup_hint: SIGNUP_HINT_ONLY })
  })
})

describe('the relation catalogue', () => {
  it.each(['/relation/list/organization', '/relation/get/5906082026'])(
    'refuses %s with 403 and a detail',
    async (path) => {
      const response = await hub.get(path)
      expect(response.status).toBe(403)
      expect(await response.json()).toEqual({ detail: RELATION_CATALOGUE_REFUSED })
    },
  )

  it('still asks for the key first', async () => {
    const { createHubApp } = await import('../app')
    const app = createHubApp({ db: hub.db, apiKey: 'k', variants: 'documented' })
    expect((await app.request('/api/v2/relation/list/organization')).status).toBe(401)
  })
})
