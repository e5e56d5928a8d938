import { decode } from '@msgpack/msgpack'
import {
  fullStreamRowSchema,
  streamBaseSchema,
  streamRowsSchema,
} from '../testing/contract/streams'
import { hubClient, type Row } from '../testing/stream-test-client'

const DISTRICTS = '4412095001'
const EUROPEAN_CITIES = '4412095005'
const KPIS = '5601746999'
const ORGANIZATIONS = '5120448301'

const hub = hubClient()

const qp = (value: unknown) => encodeURIComponent(JSON.stringify(value))

async function rows(stream: string, params = ''): Promise<Row[]> {
  const response = await hub.get(`/stream/data/${stream}?format=json&limit=10000${params}`)
  expect(response.status).toBe(200)
  return streamRowsSchema.parse(await response.json()) as Row[]
}

async function detail(response: Response) {
  return ((await response.json()) as { detail: unknown }).detail
}

describe('GET /stream/base/{id}', () => {
  it('serves the §6.1 record with column metadata and sample rows', async () => {
    const response = await hub.get(`/stream/base/${DISTRICTS}`)
    expect(response.status).toBe(200)
    const base = streamBaseSchema.parse(await response.json())
    expect(base.id).toBe(`data_streams/${DISTRICTS}`)
    expect(base.data).toHaveLength(10)
    expect(base.meta.main_property_count).toBe(base.data_item_collections.length)
    const all = await rows(DISTRICTS)
    expect(base.meta.entry_count).toBe(all.length)
    expect(all.length).toBeGreaterThan(390)
    // Sample rows carry exactly the listed columns plus the system columns.
    const names = base.data_item_collections.map((column) => column.name)
    expect(Object.keys(base.data[0]!).sort()).toEqual(
      [...names, 'fb_data_version', 'fb_datetime', 'fb_id'].sort(),
    )
    expect(base.data_item_collections.find((c) => c.name === 'population')?.basic_data_type).toBe(
      'int',
    )
  })

  it('answers 404 STREAM_NOT_FOUND for an unknown stream', async () => {
    const response = await hub.get('/stream/base/123')
    expect(response.status).toBe(404)
    expect(await detail(response)).toBe('STREAM_NOT_FOUND')
    expect((await hub.get('/stream/data/123?format=json')).status).toBe(404)
    expect((await hub.get('/stream/data/search/123?q=x')).status).toBe(404)
  })
})

describe('GET /stream/data/{id}: paging and formats', () => {
  it('defaults to msgpack, which decodes to the same rows as json', async () => {
    const packed = await hub.get(`/stream/data/${DISTRICTS}?limit=25`)
    expect(packed.headers.get('content-type')).toBe('application/msgpack')
    const decoded = decode(new Uint8Array(await packed.arrayBuffer())) as Row[]
    expect(decoded).toEqual((await rows(DISTRICTS)).slice(0, 25))
    decoded.forEach((row) => fullStreamRowSchema.parse(row))
  })

  it('pages with skip and limit (default 100, clamped at 10,000) and rejects bad values', async () => {
    const all = await rows(DISTRICTS)
    const page = (await (
      await hub.get(`/stream/data/${DISTRICTS}?format=json&skip=30&limit=7`)
    ).json()) as Row[]
    expect(page).toEqual(all.slice(30, 37))
    expect(
      ((await (await hub.get(`/stream/data/${DISTRICTS}?format=json`)).json()) as Row[]).length,
    ).toBe(100)
    const big = (await (
      await hub.get(`/stream/data/${EUROPEAN_CITIES}?format=json&limit=50000`)
    ).json()) as Row[]
    expect(big).toHaveLength(10_000)
    for (const bad of ['skip=-1', 'limit=0', 'limit=abc', 'skip=1.5', 'format=xml']) {
      const response = await hub.get(`/stream/data/${DISTRICTS}?${bad}`)
      expect(response.status, bad).toBe(422)
      expect(Array.isArray(await detail(response))).toBe(true)
    }
  })

  it('orders by fb_id by default', async () => {
    const ids = (await rows(DISTRICTS)).map((row) => row.fb_id as string)
    expect(ids).toEqual([...ids].sort())
  })
})

describe('GET /stream/data/{id}: query_parameters', () => {
  it('sorts by several keys, matching an in-test recomputation', async () => {
    const datasets = {
      [DISTRICTS]: await rows(DISTRICTS),
      [ORGANIZATIONS]: await rows(ORGANIZATIONS),
    }
    for (const [stream, keys, order] of [
      [DISTRICTS, ['state', 'population'], ['asc', 'desc']],
      [DISTRICTS, ['district_type', 'area_km2'], ['desc', 'asc']],
      [DISTRICTS, ['population_per_km2'], undefined],
      [ORGANIZATIONS, ['status', 'founding_date', 'employees'], ['asc', 'desc', 'desc']],
      [ORGANIZATIONS, ['active', 'revenue_eur'], ['desc', 'asc']],
    ] as const) {
      const all = datasets[stream]!
      const params = { sort_keys: keys, ...(order ? { sort_order: order } : {}) }
      const sorted = await rows(stream, `&query_parameters=${qp(params)}`)
      const directions = keys.map((_, index) => order?.[index] ?? 'asc')
      const expected = [...all].sort((a, b) => {
        for (const [index, key] of keys.entries()) {
          const result = compare(a[key]!, b[key]!) * (directions[index] === 'desc' ? -1 : 1)
          if (result !== 0) return result
        }
        return 0
      })
      // Ties keep the hub's (stable, insertion) order, so compare the key tuples and the row sets.
      const tuple = (row: Row) => JSON.stringify(keys.map((key) => row[key]))
      expect(sorted.map(tuple), JSON.stringify(keys)).toEqual(expected.map(tuple))
      expect(new Set(sorted.map((row) => row.fb_id))).toEqual(new Set(all.map((row) => row.fb_id)))
      const again = await rows(stream, `&query_parameters=${qp(params)}`)
      expect(again.map((row) => row.fb_id)).toEqual(sorted.map((row) => row.fb_id))
    }
  })

  it('applies every filter operator with the column type', async () => {
    const all = await rows(DISTRICTS)
    const bavaria = all.filter((row) => row.state === 'Bayern')
    const some = all.slice(0, 3).map((row) => row.district_key as string)
    const cases: [string, string, unknown, (row: Row) => boolean][] = [
      ['state', 'EQUALS', 'Bayern', (row) => row.state === 'Bayern'],
      ['state', 'NOT_EQUALS', 'Bayern', (row) => row.state !== 'Bayern'],
      ['population', 'GREATER_THAN', 300000, (row) => (row.population as number) > 300000],
      ['population', 'GREATER_EQUALS', '300000', (row) => (row.population as number) >= 300000],
      ['area_km2', 'LESS_THAN', 100.5, (row) => (row.area_km2 as number) < 100.5],
      ['area_km2', 'LESS_EQUALS', 100.5, (row) => (row.area_km2 as number) <= 100.5],
      ['name', 'CONTAINS', 'stadt', (row) => String(row.name).toLowerCase().includes('stadt')],
      ['name', 'NOT_CONTAINS', 'Kreis', (row) => !String(row.name).toLowerCase().includes('kreis')],
      ['district_key', 'STARTS_WITH', '09', (row) => String(row.district_key).startsWith('09')],
      ['name', 'ENDS_WITH', 'en', (row) => String(row.name).toLowerCase().endsWith('en')],
      ['district_key', 'IN', some, (row) => some.includes(row.district_key as string)],
      ['district_key', 'NOT_IN', some, (row) => !some.includes(row.district_key as string)],
    ]
    for (const [property, operator, value, predicate] of cases) {
      const filtered = await rows(
        DISTRICTS,
        `&query_parameters=${qp({ filters: [{ property, operator, value }] })}`,
      )
      const expected = all.filter(predicate).map((row) => row.fb_id)
      expect(expected.length, `${property} ${operator} selects a proper subset`).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(all.length)
      expect(
        filtered.map((row) => row.fb_id),
        `${property} ${operator}`,
      ).toEqual(expected)
    }
    expect(bavaria.length).toBeGreaterThan(50)
  })

  it('tests for null, and filters booleans and dates by their type', async () => {
    const all = await rows(ORGANIZATIONS)
    const cases: [string, string, unknown, (row: Row) => boolean][] = [
      ['cessation_date', 'IS_NULL', undefined, (row) => row.cessation_date === null],
      ['cessation_date', 'IS_NOT_NULL', undefined, (row) => row.cessation_date !== null],
      ['active', 'EQUALS', true, (row) => row.active === true],
      ['active', 'NOT_EQUALS', 'true', (row) => row.active !== true],
      [
        'founding_date',
        'GREATER_EQUALS',
        '2010-01-01',
        (row) => row.founding_date !== null && String(row.founding_date) >= '2010-01-01',
      ],
    ]
    for (const [property, operator, value, predicate] of cases) {
      const filtered = await rows(
        ORGANIZATIONS,
        `&query_parameters=${qp({ filters: [{ property, operator, value }] })}`,
      )
      const expected = all.filter(predicate).map((row) => row.fb_id)
      expect(expected.length, `${property} ${operator} selects a proper subset`).toBeGreaterThan(0)
      expect(expected.length).toBeLessThan(all.length)
      expect(
        filtered.map((row) => row.fb_id),
        `${property} ${operator}`,
      ).toEqual(expected)
    }
    expect(all.every((row) => typeof row.active === 'boolean')).toBe(true)
    const wrong = await hub.get(
      `/stream/data/${ORGANIZATIONS}?query_parameters=${qp({ filters: [{ property: 'active', operator: 'EQUALS', value: 'maybe' }] })}`,
    )
    expect(wrong.status).toBe(422)
  })

  it('combines filters, sort and projection', async () => {
    const params = {
      filters: [
        { property: 'state', operator: 'EQUALS', value: 'Bayern' },
        { property: 'population', operator: 'GREATER_EQUALS', value: 100000 },
      ],
      sort_keys: ['population'],
      sort_order: ['desc'],
      project_fields: ['name', 'population'],
    }
    const result = await rows(DISTRICTS, `&query_parameters=${qp(params)}`)
    expect(result.length).toBeGreaterThan(5)
    expect(result.every((row) => Object.keys(row).join() === 'name,population')).toBe(true)
    const populations = result.map((row) => row.population as number)
    expect(populations).toEqual([...populations].sort((a, b) => b - a))
    expect(populations.every((value) => value >= 100000)).toBe(true)
  })

  it('filters booleans by their type and maps them to true/false', async () => {
    const active = await rows(
      KPIS,
      `&limit=200&query_parameters=${qp({ filters: [{ property: 'group_accounts', operator: 'EQUALS', value: false }] })}`,
    )
    expect(active.length).toBeGreaterThan(0)
    expect(active.every((row) => row.group_accounts === false)).toBe(true)
  })

  it('rejects unknown columns and operators (case-sensitive), bad types and unequal sort arrays with 422', async () => {
    for (const params of [
      { sort_keys: ['Population'] },
      { sort_keys: ['population', 'name'], sort_order: ['desc'] },
      { sort_keys: ['population'], sort_order: ['down'] },
      { filters: [{ property: 'nope', operator: 'EQUALS', value: 1 }] },
      { filters: [{ property: 'population', operator: 'equals', value: 1 }] },
      { filters: [{ property: 'population', operator: 'LIKE', value: 1 }] },
      { filters: [{ property: 'population', operator: 'GREATER_THAN', value: 'many' }] },
      { filters: [{ property: 'population', operator: 'IN', value: 5 }] },
      { filters: [{ property: 'population', operator: 'EQUALS' }] },
      { project_fields: ['name', 'unknown'] },
      [1, 2],
    ]) {
      const response = await hub.get(
        `/stream/data/${DISTRICTS}?format=json&query_parameters=${qp(params)}`,
      )
      expect(response.status, JSON.stringify(params)).toBe(422)
      expect(Array.isArray(await detail(response))).toBe(true)
    }
    const bad = await hub.get(
      `/stream/data/${DISTRICTS}?query_parameters=${encodeURIComponent('{"sort_keys": [')}`,
    )
    expect(bad.status).toBe(400)
    expect(typeof (await detail(bad))).toBe('string')
  })
})

describe('version_boundary', () => {
  it('selects rows newer than a version or between two, at the top level or inside query_parameters', async () => {
    const all = await rows(DISTRICTS)
    const versions = [...new Set(all.map((row) => row.fb_data_version as string))]
    const byTime = versions.sort((a, b) => {
      const time = (v: string) =>
        all.find((row) => row.fb_data_version === v)!.fb_datetime as string
      return time(a).localeCompare(time(b))
    })
    expect(byTime).toHaveLength(3)
    const [v1, v2, v3] = byTime as [string, string, string]
    const base = streamBaseSchema.parse(await (await hub.get(`/stream/base/${DISTRICTS}`)).json())
    expect(base.data_version).toBe(v3)
    const newer = await rows(DISTRICTS, `&version_boundary=${v1}`)
    expect(newer.map((row) => row.fb_id)).toEqual(
      all.filter((row) => row.fb_data_version !== v1).map((row) => row.fb_id),
    )
    const inside = await rows(
      DISTRICTS,
      `&query_parameters=${qp({ version_boundary: `${v1},${v2}` })}`,
    )
    expect(inside.map((row) => row.fb_id)).toEqual(
      all.filter((row) => row.fb_data_version !== v3).map((row) => row.fb_id),
    )
    expect(await rows(DISTRICTS, `&version_boundary=${v3}`)).toEqual([])
    expect((await hub.get(`/stream/data/${DISTRICTS}?version_boundary=not-a-version`)).status).toBe(
      422,
    )
    // The system columns filter, sort and project like any other column.
    const onlyV2 = await rows(
      DISTRICTS,
      `&query_parameters=${qp({ filters: [{ property: 'fb_data_version', operator: 'EQUALS', value: v2 }], project_fields: ['fb_id', 'fb_data_version'] })}`,
    )
    expect(onlyV2.map((row) => row.fb_id)).toEqual(
      all.filter((row) => row.fb_data_version === v2).map((row) => row.fb_id),
    )
    expect(onlyV2.every((row) => Object.keys(row).join() === 'fb_id,fb_data_version')).toBe(true)
    const newest = await rows(
      DISTRICTS,
      `&query_parameters=${qp({ sort_keys: ['fb_datetime'], sort_order: ['desc'] })}`,
    )
    const times = newest.map((row) => row.fb_datetime as string)
    expect(times).toEqual([...times].sort().reverse())
  })
})

describe('GET /stream/data/search/{id}', () => {
  it('finds rows whose text matches in any column', async () => {
    const response = await hub.get(
      `/stream/data/search/${DISTRICTS}?q=Bayern&format=json&limit=1000`,
    )
    expect(response.status).toBe(200)
    const found = streamRowsSchema.parse(await response.json())
    const all = await rows(DISTRICTS)
    const expected = all.filter((row) =>
      Object.entries(row).some(
        ([key, value]) =>
          key !== 'fb_data_version' && String(value).toLowerCase().includes('bayern'),
      ),
    )
    expect(found.map((row) => row.fb_id).sort()).toEqual(expected.map((row) => row.fb_id).sort())
    const byKey = (await (
      await hub.get(`/stream/data/search/${DISTRICTS}?q=09162&format=json`)
    ).json()) as Row[]
    expect(byKey.map((row) => row.district_key)).toContain('09162')
  })

  it('pages (default 10), speaks msgpack by default, and requires q', async () => {
    const packed = await hub.get(`/stream/data/search/${EUROPEAN_CITIES}?q=berg`)
    expect(packed.headers.get('content-type')).toBe('application/msgpack')
    expect((decode(new Uint8Array(await packed.arrayBuffer())) as Row[]).length).toBe(10)
    const clamped = (await (
      await hub.get(`/stream/data/search/${EUROPEAN_CITIES}?q=a&format=json&limit=5000`)
    ).json()) as Row[]
    expect(clamped).toHaveLength(1000)
    for (const bad of ['', 'q=', 'q=%20%20', 'q=x&limit=-3']) {
      expect((await hub.get(`/stream/data/search/${DISTRICTS}?${bad}`)).status, bad).toBe(422)
    }
  })
})

function compare(a: string | number | boolean | null, b: string | number | boolean | null): number {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  if (typeof a === 'string' && typeof b === 'string') return a < b ? -1 : 1
  return Number(a) < Number(b) ? -1 : 1
}
