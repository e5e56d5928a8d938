import type { Database } from 'better-sqlite3'
import {
  errorSchema,
  fusionSearchSchema,
  locationSearchSchema,
  organizationSearchSchema,
  personSearchSchema,
  relationSearchSchema,
} from '../testing/contract/entities'
import { createTestHubApp, openTestDb } from '../testing/test-hub'

let app: Awaited<ReturnType<typeof createTestHubApp>>['app']
let apiKey: string
let db: Database
const get = (path: string) => app.request(`/api/v2${path}`, { headers: { 'X-API-KEY': apiKey } })
const orgSearch = async (params: Record<string, string | object>) => {
  const query = new URLSearchParams(
    Object.entries(params).map(([key, value]) => [
      key,
      typeof value === 'string' ? value : JSON.stringify(value),
    ]),
  )
  const response = await get(`/search/entities/organization?${query}`)
  return { status: response.status, body: await response.json() }
}
const ok = async (params: Record<string, string | object>) => {
  const { status, body } = await orgSearch(params)
  expect(status).toBe(200)
  return organizationSearchSchema.parse(body)
}
const ids = (sql: string, ...params: unknown[]) =>
  (db.prepare(sql).all(...params) as { id: string }[]).map((row) => row.id)

beforeAll(async () => {
  ;({ app, apiKey } = await createTestHubApp())
  db = await openTestDb()
})

describe('organization search quality (§4.1)', () => {
  it('finds Munich companies for münchen and Munchen alike, and Bäck as a prefix', async () => {
    const umlaut = await ok({ q: 'münchen' })
    const plain = await ok({ q: 'Munchen' })
    expect(umlaut.total).toBeGreaterThan(5)
    expect(plain.total).toBe(umlaut.total)
    expect(plain.results.map((r) => r.entity.fb_entity_id)).toEqual(
      umlaut.results.map((r) => r.entity.fb_entity_id),
    )
    const bakeries = await ok({ q: 'Bäck' })
    expect(bakeries.results.length).toBeGreaterThan(0)
    expect(bakeries.results[0]!.entity.name).toMatch(/bäck/i)
  })

  it('puts the register ID first, with or without the court', async () => {
    const row = db
      .prepare(
        "SELECT id, register_court, register_number FROM organizations WHERE register_type = 'HRB' LIMIT 1 OFFSET 7",
      )
      .get() as Record<string, string>
    const withCourt = await ok({ q: `${row.register_court} HRB ${row.register_number}` })
    expect(withCourt.results[0]!.entity.fb_entity_id).toBe(row.id)
    const bare = await ok({ q: `HRB ${row.register_number}` })
    expect(bare.results.map((r) => r.entity.fb_entity_id)).toContain(row.id)
  })

  it('ranks an exact name first and finds companies by postal code', async () => {
    const row = db
      .prepare(
        "SELECT id, name, postal_code FROM organizations WHERE name IN (SELECT name FROM organizations GROUP BY name HAVING count(*) = 1) AND legal_form = 'GmbH' LIMIT 1",
      )
      .get() as Record<string, string>
    expect((await ok({ q: row.name! })).results[0]!.entity.fb_entity_id).toBe(row.id)
    const byCode = await ok({ q: row.postal_code!, limit: '30' })
    expect(byCode.total).toBe(
      ids('SELECT id FROM organizations WHERE postal_code = ?', row.postal_code).length,
    )
  })

  it('returns nothing without q and filters, and clamps limit to 30', async () => {
    expect(await ok({})).toEqual({ results: [], total: 0 })
    expect((await ok({ q: 'gmbh', limit: '500' })).results).toHaveLength(30)
  })

  it('pages consistently: skip continues where the previous page ended', async () => {
    const first = await ok({ q: 'gmbh', limit: '30' })
    const second = await ok({ q: 'gmbh', skip: '30', limit: '30' })
    const seen = new Set(first.results.map((r) => r.entity.fb_entity_id))
    expect(second.results.some((r) => seen.has(r.entity.fb_entity_id))).toBe(false)
  })
})

describe('organization filters (§4.1)', () => {
  const cases: [string, object, string, unknown[]][] = [
    ['active', { active: false }, 'active = 0', []],
    ['status', { status: 'LIQUIDATION' }, "status = 'LIQUIDATION'", []],
    [
      'legal_form_code',
      { legal_form_code: 'UG (haftungsbeschränkt)' },
      "legal_form = 'UG (haftungsbeschränkt)'",
      [],
    ],
    ['registration_type', { registration_type: 'VR' }, "register_type = 'VR'", []],
    [
      'registration_authority_name',
      { registration_authority_name: 'München' },
      "register_court = 'München'",
      [],
    ],
    [
      'registration dates',
      { registration_date_from: '2010-01-01', registration_date_to: '2015-12-31' },
      "registration_date BETWEEN '2010-01-01' AND '2015-12-31'",
      [],
    ],
    ['city', { city: 'Hamburg' }, "city = 'Hamburg'", []],
    ['state (local)', { state: 'Bayern' }, "state = 'Bayern'", []],
    ['state (English)', { state: 'Bavaria' }, "state = 'Bayern'", []],
    ['industry_code', { industry_code: '62.10.0' }, "industry_code = '62.10.0'", []],
    ['industry parent code matches nothing', { industry_code: '62.10' }, '0', []],
    ['size', { bs_company_size_category: 'large' }, "size_class = 'large'", []],
    [
      'financial gte',
      { financial_filters: { pl_revenue: { gte: 5_000_000 } } },
      'pl_revenue >= 5000000',
      [],
    ],
    [
      'financial range + exists',
      { financial_filters: { emp_count: { gt: 9, lt: 50 }, pl_ebit: { exists: true } } },
      'emp_count > 9 AND emp_count < 50 AND pl_ebit IS NOT NULL',
      [],
    ],
    [
      'financial exists false',
      { financial_filters: { pl_revenue: { exists: false } } },
      'pl_revenue IS NULL',
      [],
    ],
    [
      'financial ratio lte',
      { financial_filters: { bs_equity_ratio: { lte: 0.2 } } },
      'bs_equity_ratio <= 0.2',
      [],
    ],
    [
      'combined',
      { status: 'ACTIVE', legal_form_code: 'GmbH', financial_filters: { emp_count: { gte: 50 } } },
      "status = 'ACTIVE' AND legal_form = 'GmbH' AND emp_count >= 50",
      [],
    ],
  ]
  it.each(cases)('%s: total and results match a recomputation', async (_name, filters, where) => {
    const expected = new Set(ids(`SELECT id FROM organizations WHERE ${where}`))
    const result = await ok({ filters, limit: '30' })
    expect(result.total).toBe(expected.size)
    for (const item of result.results) expect(expected.has(item.entity.fb_entity_id)).toBe(true)
  })

  it('combines q with filters', async () => {
    const result = await ok({ q: 'gmbh', filters: { city: 'Berlin' }, limit: '30' })
    expect(result.total).toBe(
      ids("SELECT id FROM organizations WHERE city = 'Berlin' AND legal_form LIKE '%GmbH%'").length,
    )
  })

  it('street and postal_code filter exactly', async () => {
    const row = db.prepare('SELECT street, postal_code FROM organizations LIMIT 1').get() as {
      street: string
      postal_code: string
    }
    const result = await ok({ filters: { street: row.street, postal_code: row.postal_code } })
    expect(result.total).toBe(
      ids(
        'SELECT id FROM organizations WHERE street = ? AND postal_code = ?',
        row.street,
        row.postal_code,
      ).length,
    )
  })

  it('radius search returns companies within the distance, nearest first', async () => {
    const result = await ok({
      filters: { location_coordinates: { lat: 52.52, lon: 13.405 }, location_max_distance_km: 5 },
      limit: '30',
    })
    expect(result.total).toBeGreaterThan(0)
    const scores = result.results.map((r) => r.score)
    expect([...scores].sort((a, b) => b - a)).toEqual(scores)
    const rows = db.prepare('SELECT id, lat, lon FROM organizations').all() as {
      id: string
      lat: number
      lon: number
    }[]
    const km = (row: { lat: number; lon: number }) => {
      const rad = Math.PI / 180
      const a =
        Math.sin(((row.lat - 52.52) * rad) / 2) ** 2 +
        Math.cos(52.52 * rad) *
          Math.cos(row.lat * rad) *
          Math.sin(((row.lon - 13.405) * rad) / 2) ** 2
      return 12_742 * Math.asin(Math.sqrt(a))
    }
    expect(result.total).toBe(rows.filter((row) => km(row) <= 5).length)
  })

  const invalidCases: [string, object][] = [
    ['active as string', { active: 'yes' }],
    ['unknown status', { status: 'SLEEPING' }],
    ['unknown filter', { colour: 'blue' }],
    ['city as number', { city: 7 }],
    ['bad date', { registration_date_from: '2020-13-45' }],
    ['unknown metric', { financial_filters: { happiness: 1 } }],
    ['unknown operator', { financial_filters: { pl_revenue: { about: 1 } } }],
    ['operand as string', { financial_filters: { pl_revenue: { gte: '1000' } } }],
    ['radius without coordinates', { location_max_distance_km: 5 }],
    [
      'radius out of range',
      { location_coordinates: { lat: 52, lon: 13 }, location_max_distance_km: 500 },
    ],
    [
      'coordinates wrong type',
      { location_coordinates: { lat: 'x', lon: 13 }, location_max_distance_km: 5 },
    ],
    ['filters not an object', [1, 2]],
  ]
  it.each(invalidCases)('%s → 422 naming the filter', async (_name, filters) => {
    const { status, body } = await orgSearch({ filters })
    expect(status).toBe(422)
    const parsed = errorSchema.parse(body)
    expect(Array.isArray(parsed.detail) && parsed.detail[0]!.loc.slice(0, 2)).toEqual([
      'query',
      'filters',
    ])
  })
})

describe('person search (§4.2)', () => {
  it('finds persons by family name first, with their roles inline', async () => {
    const response = await get('/search/entities/person?q=Müller&limit=5')
    const body = personSearchSchema.parse(await response.json())
    expect(body.total).toBe(
      (
        db
          .prepare("SELECT count(*) AS n FROM persons WHERE family = 'Müller' OR maiden = 'Müller'")
          .get() as { n: number }
      ).n,
    )
    expect(body.results[0]!.entity.name.family).toBe('Müller')
    const withRoles = db
      .prepare(
        'SELECT p.given, p.family, count(*) AS n FROM roles r JOIN persons p ON p.id = r.holder_id GROUP BY p.id ORDER BY n DESC LIMIT 1',
      )
      .get() as { given: string; family: string; n: number }
    const person = personSearchSchema.parse(
      await (
        await get(
          `/search/entities/person?q=${encodeURIComponent(`${withRoles.given} ${withRoles.family}`)}&limit=30`,
        )
      ).json(),
    )
    expect(Math.max(...person.results.map((r) => r.entity.relations.ORGANIZATION.length))).toBe(
      Math.min(100, withRoles.n),
    )
  })
})

describe('location search (§4.3)', () => {
  it('finds the municipality first for a city name, with English state and country names', async () => {
    const body = locationSearchSchema.parse(
      await (await get('/search/entities/location?q=München')).json(),
    )
    const first = body.results[0]!.entity
    expect(first.entity_subtype).toBe('MUNICIPALITY')
    expect(first.address_components).toEqual(
      expect.arrayContaining([
        { component_type: 'state', component_value: 'Bavaria' },
        { component_type: 'country', component_value: 'Germany' },
      ]),
    )
    expect(first.formatted_address).toContain('Germany')
  })

  it('finds a postal code first, finds a state by its English name, ignores fragments', async () => {
    const postal = locationSearchSchema.parse(
      await (await get('/search/entities/location?q=80802')).json(),
    )
    expect(postal.results[0]!.entity.entity_subtype).toBe('CITY_POSTAL_CODE')
    const state = locationSearchSchema.parse(
      await (await get('/search/entities/location?q=Bavaria')).json(),
    )
    expect(state.results[0]!.entity.entity_subtype).toBe('STATE')
    expect(await (await get('/search/entities/location?q=Mü')).json()).toEqual({ results: [] })
  })

  it('finds a street address', async () => {
    const row = db
      .prepare(
        "SELECT id, street, house_number, postal_code, city FROM locations WHERE subtype = 'LOCALITY' LIMIT 1",
      )
      .get() as Record<string, string>
    const body = locationSearchSchema.parse(
      await (
        await get(
          `/search/entities/location?q=${encodeURIComponent(`${row.street} ${row.house_number}, ${row.postal_code} ${row.city}, Deutschland`)}`,
        )
      ).json(),
    )
    expect(body.results[0]!.entity.fb_entity_id).toBe(row.id)
  })
})

describe('relation search (§4.5) and fusion search (§4.6)', () => {
  it('searches the relation catalogue', async () => {
    const body = relationSearchSchema.parse(
      await (await get('/search/relation?q=shareholders')).json(),
    )
    expect(body.results[0]!.entity.key).toBe('7326258463')
  })

  it('ranks organizations first for a register ID', async () => {
    const row = db
      .prepare(
        "SELECT id, register_court, register_number FROM organizations WHERE register_type = 'HRB' LIMIT 1",
      )
      .get() as Record<string, string>
    const body = fusionSearchSchema.parse(
      await (
        await get(
          `/search/fusion?q=${encodeURIComponent(`${row.register_court} HRB ${row.register_number}`)}`,
        )
      ).json(),
    )
    expect(body.ranks[0]).toBe('ORGANIZATION')
    expect(body.results.organizations[0]!.entity.fb_entity_id).toBe(row.id)
  })

  it('ranks locations first for a postal code and streams first for data words', async () => {
    expect(
      fusionSearchSchema.parse(await (await get('/search/fusion?q=80802')).json()).ranks[0],
    ).toBe('LOCATION')
    expect(
      fusionSearchSchema.parse(
        await (await get(`/search/fusion?q=${encodeURIComponent('Bevölkerung Statistik')}`)).json(),
      ).ranks[0],
    ).toBe('STREAM')
  })

  it('returns a knowledge graph for an organization plus a relation word', async () => {
    const row = db
      .prepare(
        "SELECT id, name FROM organizations WHERE legal_form = 'AG' AND name IN (SELECT name FROM organizations GROUP BY name HAVING count(*) = 1) LIMIT 1",
      )
      .get() as Record<string, string>
    const body = fusionSearchSchema.parse(
      await (await get(`/search/fusion?q=${encodeURIComponent(`${row.name} umsatz`)}`)).json(),
    )
    expect(body.knowledge_graph).toEqual({
      intent: 'RELATION',
      from_entity_type: 'ORGANIZATION',
      from_entity_id: row.id,
      relation_id: '5601746763',
      relation_parameters: {},
    })
    expect(body.ranks[0]).toBe('ORGANIZATION')
  })

  it('caps every group at 5 and answers an empty query with empty groups', async () => {
    fusionSearchSchema.parse(await (await get('/search/fusion?q=gmbh')).json())
    expect(await (await get('/search/fusion?q=')).json()).toEqual({
      results: {
        organizations: [],
        persons: [],
        locations: [],
        relations: [],
        streams: [],
        services: [],
      },
      ranks: [],
    })
  })
})
