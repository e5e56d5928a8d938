import {
  entityWebContextResponseSchema,
  serviceRecordSchema,
  serviceResultSchema,
} from '../testing/contract/services'
import { hubClient, type Row } from '../testing/stream-test-client'

const hub = hubClient()
const KEYS = ['4658603456', '4658603470', '4658603481', '4658603492', '4658603503']

const invoke = (body: unknown) => hub.post('/service/invoke', JSON.stringify(body))
const qp = (value: unknown) => encodeURIComponent(JSON.stringify(value))

async function data(body: unknown) {
  const response = await invoke(body)
  expect(response.status, JSON.stringify(body)).toBe(200)
  return serviceResultSchema.parse(await response.json()).data as Record<string, unknown>
}

async function detail(response: Response) {
  return ((await response.json()) as { detail: { loc: unknown[] }[] | string }).detail
}

/** An organization whose name is unique in the register, read through the register dataset. */
async function uniqueOrganization(): Promise<Row> {
  const candidates = (await (
    await hub.get('/stream/data/5120448301?format=json&limit=50')
  ).json()) as Row[]
  for (const org of candidates) {
    const filter = { filters: [{ property: 'name', operator: 'EQUALS', value: org.name }] }
    const same = (await (
      await hub.get(`/stream/data/5120448301?format=json&query_parameters=${qp(filter)}`)
    ).json()) as Row[]
    if (same.length === 1 && org.postal_code) return org
  }
  throw new Error('no organization with a unique name')
}

describe('GET /service/get/{key}', () => {
  it('serves every service in the §8 shape', async () => {
    for (const key of KEYS) {
      const response = await hub.get(`/service/get/${key}`)
      expect(response.status, key).toBe(200)
      const record = serviceRecordSchema.parse(await response.json())
      expect(record._key).toBe(key)
      expect(record.id).toBe(`services/${key}`)
    }
    const types = new Set<string>()
    for (const key of KEYS) {
      const record = serviceRecordSchema.parse(await (await hub.get(`/service/get/${key}`)).json())
      record.service_input_definition.forEach((input) => types.add(input.type))
    }
    expect([...types].sort()).toEqual(['boolean', 'float', 'integer', 'string'])
  })

  it('answers 404 SERVICE_NOT_FOUND for an unknown key', async () => {
    const response = await hub.get('/service/get/999')
    expect(response.status).toBe(404)
    expect(await detail(response)).toBe('SERVICE_NOT_FOUND')
  })
})

describe('POST /service/invoke', () => {
  it('Entity Web Context describes the best matching organization, deterministically', async () => {
    const org = await uniqueOrganization()
    const body = {
      service_key: '4658603456',
      inputs: { entity_name: org.name, postal_code: org.postal_code },
    }
    const response = await invoke(body)
    expect(response.status).toBe(200)
    const result = entityWebContextResponseSchema.parse(await response.json()).data!
    expect(result.entity_name).toBe(org.name)
    expect(result.registration_data.number).toBe(`${org.register_type} ${org.register_number}`)
    expect(result.address.zip_code).toBe(org.postal_code)
    expect(result.status).toBe(org.status)
    expect(entityWebContextResponseSchema.parse(await (await invoke(body)).json()).data).toEqual(
      result,
    )
    // Lower case and without umlauts still finds it.
    const folded = String(org.name).toLowerCase()
    const again = entityWebContextResponseSchema.parse(
      await (
        await invoke({
          service_key: '4658603456',
          inputs: { entity_name: folded, postal_code: org.postal_code },
        })
      ).json(),
    )
    expect(again.data?.entity_name).toBe(org.name)
    const none = await data({
      service_key: '4658603456',
      inputs: { entity_name: 'Qxzv Wplk Unfindable' },
    })
    expect(none).toBeNull()
  })

  it('classifies company size by § 267 HGB', async () => {
    const inputs = { employees: 42, revenue_eur: 8_500_000, total_assets_eur: 4_200_000 }
    expect((await data({ service_key: '4658603503', inputs })).size_class).toBe('small')
    expect(
      (
        await data({
          service_key: '4658603503',
          inputs: { ...inputs, capital_market_oriented: true },
        })
      ).size_class,
    ).toBe('large')
    expect(
      (
        await data({
          service_key: '4658603503',
          inputs: { employees: 5, revenue_eur: 300_000, total_assets_eur: 9e6 },
        })
      ).size_class,
    ).toBe('micro')
    expect(
      (
        await data({
          service_key: '4658603503',
          inputs: { employees: 400, revenue_eur: 60e6, total_assets_eur: 1e6 },
        })
      ).size_class,
    ).toBe('large')
  })

  it('finds nearby places, geocodes a postal code and reads district statistics', async () => {
    const nearby = (await data({
      service_key: '4658603481',
      inputs: { latitude: 48.137, longitude: 11.575, max_results: 3, min_population: 100000 },
    })) as unknown as { name: string; distance_km: number }[]
    expect(nearby).toHaveLength(3)
    expect(nearby[0]!.name).toBe('München')
    expect(nearby.map((place) => place.distance_km)).toEqual(
      [...nearby.map((p) => p.distance_km)].sort((a, b) => a - b),
    )
    const postal = (await (
      await hub.get('/stream/data/4412095004?format=json&limit=1')
    ).json()) as Row[]
    const code = String(postal[0]!.postal_code)
    const geocoded = (await data({ service_key: '4658603470', inputs: { postal_code: code } })) as {
      candidates: Row[]
    }
    expect(geocoded.candidates[0]).toMatchObject({
      postal_code: code,
      latitude: postal[0]!.latitude,
      longitude: postal[0]!.longitude,
    })
    const stats = (await data({
      service_key: '4658603492',
      inputs: { postal_code: code, include_state: true },
    })) as {
      district: Row
      state: Row
    }
    expect(stats.district.district_key).toBe(postal[0]!.district_key)
    expect(stats.state.name).toBe(postal[0]!.state)
    expect(await data({ service_key: '4658603492', inputs: { postal_code: '00000' } })).toBeNull()
  })

  it('rejects missing, unknown and mistyped inputs with 422 at their location', async () => {
    const cases: [unknown, unknown[]][] = [
      [{ service_key: '4658603456', inputs: {} }, ['body', 'inputs', 'entity_name']],
      [
        { service_key: '4658603456', inputs: { entity_name: 'x', colour: 'red' } },
        ['body', 'inputs', 'colour'],
      ],
      [
        { service_key: '4658603456', inputs: { entity_name: 42 } },
        ['body', 'inputs', 'entity_name'],
      ],
      [
        {
          service_key: '4658603503',
          inputs: { employees: 4.5, revenue_eur: 1, total_assets_eur: 1 },
        },
        ['body', 'inputs', 'employees'],
      ],
      [
        {
          service_key: '4658603503',
          inputs: { employees: 4, revenue_eur: '1', total_assets_eur: 1 },
        },
        ['body', 'inputs', 'revenue_eur'],
      ],
      [
        {
          service_key: '4658603503',
          inputs: {
            employees: 4,
            revenue_eur: 1,
            total_assets_eur: 1,
            capital_market_oriented: 'yes',
          },
        },
        ['body', 'inputs', 'capital_market_oriented'],
      ],
      [
        { service_key: '4658603481', inputs: { latitude: 95, longitude: 10 } },
        ['body', 'inputs', 'latitude'],
      ],
      [{ service_key: '4658603456', inputs: [] }, ['body', 'inputs']],
      [{ inputs: {} }, ['body', 'service_key']],
      [[], ['body']],
    ]
    for (const [body, loc] of cases) {
      const response = await invoke(body)
      expect(response.status, JSON.stringify(body)).toBe(422)
      const issues = (await detail(response)) as { loc: unknown[] }[]
      expect(
        issues.map((issue) => issue.loc),
        JSON.stringify(body),
      ).toContainEqual(loc)
    }
  })

  it('answers 404 for an unknown service, 400 for bad JSON and 413 for a body over 64 KiB', async () => {
    const unknown = await invoke({ service_key: '123', inputs: {} })
    expect(unknown.status).toBe(404)
    expect(await detail(unknown)).toBe('SERVICE_NOT_FOUND')
    const bad = await hub.post('/service/invoke', '{"service_key": ')
    expect(bad.status).toBe(400)
    expect(typeof (await detail(bad))).toBe('string')
    const huge = await hub.post(
      '/service/invoke',
      JSON.stringify({ service_key: '4658603456', inputs: { entity_name: 'x'.repeat(70_000) } }),
    )
    expect(huge.status).toBe(413)
  })
})
