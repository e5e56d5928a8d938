/** Relation catalogue, body forms and every error status of `/relation/*` (docs/datahub-api.md §2, §7). */
import Database from 'better-sqlite3'
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { z } from 'zod'
import {
  networkSchema,
  relationRecordSchema,
  errorSchema,
  validationErrorSchema,
  kpiSchema,
  relationSearchSchema,
} from '../testing/contract/relations'
import { createHubApp } from '../app'
import { authed, openTestDb, TEST_DB_PATH } from '../testing/test-hub'
import { CURRENT_RELATIONS, FINANCIAL_ALIASES } from '../relations/catalogue'
import { relationIntent, searchRelations } from '../db/relation-search'
import { relationKit, type Kit } from '../testing/relation-test-kit'

let kit: Kit
let orgId: string
let personId: string
let countyId: string

beforeAll(async () => {
  kit = await relationKit()
  orgId = kit.one<{ id: string }>(
    `SELECT organization_id AS id FROM roles GROUP BY organization_id HAVING count(*) >= 3 ORDER BY organization_id LIMIT 1`,
  ).id
  personId = kit.one<{ id: string }>(
    `SELECT holder_id AS id FROM roles WHERE holder_type = 'PERSON' ORDER BY holder_id LIMIT 1`,
  ).id
  countyId = kit.one<{ id: string }>(
    `SELECT id FROM locations WHERE subtype = 'COUNTY' ORDER BY id LIMIT 1`,
  ).id
})

const get = (path: string) => kit.app.request(`/api/v2/relation${path}`, authed(kit.apiKey))

describe('GET /relation/list and /relation/get', () => {
  it('lists the relations of each entity type with strict records', async () => {
    const expected = { organization: 14, person: 2, location: 10 }
    for (const [type, count] of Object.entries(expected)) {
      const response = await get(`/list/${type}`)
      expect(response.status).toBe(200)
      const records = z.array(relationRecordSchema).parse(await response.json())
      expect(records).toHaveLength(count)
      for (const record of records) expect(record.model_from).toContain(type.toUpperCase())
    }
    const organization = z
      .array(relationRecordSchema)
      .parse(await (await get('/list/organization')).json())
    expect(organization.map((record) => record.label)).toContain('UBO')
    expect(
      organization.find((record) => record.key === '8246474913')!.resolve.parameter_definition,
    ).toEqual([
      {
        name: 'radius_km',
        type: 'number',
        description: { en: expect.any(String) },
        required: false,
        default: 2,
      },
    ])
  })

  it('rejects an unknown entity type with 422', async () => {
    const response = await get('/list/stream')
    expect(response.status).toBe(422)
    expect(validationErrorSchema.parse(await response.json()).detail[0]!.loc).toEqual([
      'path',
      'entity_type',
    ])
  })

  it('gets one relation, also by an older financial key, and 404s unknown ones', async () => {
    const management = relationRecordSchema.parse(await (await get('/get/5906082026')).json())
    expect(management).toMatchObject({
      id: 'relations/5906082026',
      label: 'MANAGEMENT',
      model_from: ['ORGANIZATION'],
    })
    for (const [alias, target] of Object.entries(FINANCIAL_ALIASES)) {
      const record = relationRecordSchema.parse(await (await get(`/get/${alias}`)).json())
      expect(record.key).toBe(alias)
      expect(record.label).toBe(
        CURRENT_RELATIONS.find((relation) => relation.key === target)!.label,
      )
    }
    const missing = await get('/get/123')
    expect(missing.status).toBe(404)
    expect(errorSchema.parse(await missing.json())).toEqual({ detail: 'RELATION_NOT_FOUND' })
  })
})

describe('POST /relation/resolve body forms', () => {
  it('accepts an omitted body, {}, flat and wrapped parameters alike', async () => {
    const omitted = await kit.value('3138484719', orgId, networkSchema)
    const empty = await kit.value('3138484719', orgId, networkSchema, {})
    expect(empty).toEqual(omitted)
    const flat = await kit.value('3138484719', orgId, networkSchema, { depth: 1 })
    const wrapped = await kit.value('3138484719', orgId, networkSchema, { params: { depth: '1' } })
    expect(wrapped).toEqual(flat)
    expect(flat.links.every((link) => link.depth === 1)).toBe(true)
    expect(Math.max(...omitted.links.map((link) => link.depth))).toBe(2)
  })

  it('resolves the older financial keys exactly like the current ones', async () => {
    const current = await kit.value('5601746763', orgId, kpiSchema)
    expect(await kit.value('67533702', orgId, kpiSchema)).toEqual(current)
    expect(await kit.value('3867665248', orgId, kpiSchema)).toEqual(current)
  })
})

describe('POST /relation/resolve errors', () => {
  const expectDetail = async (response: Response, status: number, detail?: string) => {
    expect(response.status).toBe(status)
    const body = await response.json()
    if (status === 422) return validationErrorSchema.parse(body)
    const parsed = errorSchema.parse(body)
    if (detail) expect(parsed.detail).toBe(detail)
    return body
  }

  it('400 for unparsable JSON', async () => {
    await expectDetail(
      await kit.resolve('5906082026', orgId, '{"params": '),
      400,
      'Request body is not valid JSON',
    )
  })

  it('413 for a body over 64 KiB', async () => {
    await expectDetail(await kit.resolve('5906082026', orgId, { padding: 'x'.repeat(70_000) }), 413)
  })

  it('404 for an unknown relation or entity', async () => {
    await expectDetail(await kit.resolve('42', orgId), 404, 'RELATION_NOT_FOUND')
    await expectDetail(
      await kit.resolve('5906082026', 'f'.repeat(32)),
      404,
      'ORGANIZATION_NOT_FOUND',
    )
    await expectDetail(await kit.resolve('5990434853', 'not-an-id'), 404, 'PERSON_NOT_FOUND')
    await expectDetail(await kit.resolve('9209216968', '0'.repeat(32)), 404, 'LOCATION_NOT_FOUND')
  })

  it('409 when the relation does not apply to the entity type', async () => {
    await expectDetail(await kit.resolve('5906082026', personId), 409, 'RELATION_NOT_APPLICABLE')
    await expectDetail(await kit.resolve('5990434853', orgId), 409, 'RELATION_NOT_APPLICABLE')
    await expectDetail(await kit.resolve('9209216968', orgId), 409, 'RELATION_NOT_APPLICABLE')
    await expectDetail(await kit.resolve('8246474913', personId), 409, 'RELATION_NOT_APPLICABLE')
  })

  it('422 for parameters of the wrong type or out of range', async () => {
    const cases: [string, string, unknown, string][] = [
      ['3138484719', orgId, { depth: 4 }, 'depth'],
      ['3138484719', orgId, { params: { depth: 0 } }, 'depth'],
      ['2545866067', personId, { depth: 'deep' }, 'depth'],
      ['8246474913', orgId, { radius_km: 26 }, 'radius_km'],
      ['8246474913', orgId, { params: { radius_km: -1 } }, 'radius_km'],
      ['9209216968', countyId, { reference_year: 'last year' }, 'reference_year'],
      ['9210180619', countyId, { params: { reference_year: true } }, 'reference_year'],
      ['6322183029', orgId, { document_type: 'Bilanz' }, 'document_type'],
      ['5906082026', orgId, { params: 'depth=1' }, 'params'],
      ['5906082026', orgId, [1, 2], 'body'],
    ]
    for (const [key, id, body, field] of cases) {
      const { detail } = (await expectDetail(await kit.resolve(key, id, body), 422)) as z.infer<
        typeof validationErrorSchema
      >
      expect(detail[0]!.loc.at(-1), JSON.stringify(body)).toBe(field)
    }
  })
})

describe('unexpected errors under /relation/*', () => {
  afterEach(() => vi.restoreAllMocks())

  it("answer 500 without internals and write the hub's error log line, as other routes do", async () => {
    await openTestDb()
    // A connection of its own, so no statement is cached yet; SQLite then fails as a damaged file would.
    const db = new Database(TEST_DB_PATH, { readonly: true })
    const app = createHubApp({ db, apiKey: kit.apiKey })
    vi.spyOn(db, 'prepare').mockImplementation(() => {
      throw new Error('database disk image is malformed')
    })
    const log = vi.spyOn(console, 'error').mockImplementation(() => {})
    const response = await app.request(
      `/api/v2/relation/resolve/5906082026/${orgId}`,
      authed(kit.apiKey, { method: 'POST' }),
    )
    expect(response.status).toBe(500)
    expect(await response.json()).toEqual({ detail: 'Internal server error' })
    expect(log).toHaveBeenCalledTimes(1)
    expect(log.mock.calls[0]![0]).toBe('[hub] unexpected error:')
    expect(String(log.mock.calls[0]![1])).toMatch(/disk image is malformed/)
    db.close()
  })
})

describe('relation search and intent', () => {
  it('finds relations by words, keys and synonyms', async () => {
    const umsatz = relationSearchSchema.parse(
      searchRelations(kit.db, 'umsatz', { skip: 0, limit: 10 }),
    )
    expect(umsatz.results[0]!.entity.key).toBe('5601746763')
    expect(
      searchRelations(kit.db, 'Geschäftsführer', { skip: 0, limit: 5 }).results[0]!.entity.key,
    ).toBe('5906082026')
    expect(
      searchRelations(kit.db, 'balance sheet', { skip: 0, limit: 5 }).results[0]!.entity.key,
    ).toBe('5601746108')
    expect(
      searchRelations(kit.db, '9136468925', { skip: 0, limit: 5 }).results[0]!.entity.key,
    ).toBe('9136468925')
    expect(searchRelations(kit.db, 'xyzzy', { skip: 0, limit: 5 }).results).toEqual([])
    const all = searchRelations(kit.db, 'statistik', { skip: 0, limit: 30 }).results
    expect(searchRelations(kit.db, 'statistik', { skip: 1, limit: 1 }).results).toEqual(
      all.slice(1, 2),
    )
  })

  it('is served at /search/relation', async () => {
    const response = await kit.app.request(
      '/api/v2/search/relation?q=insolvenz',
      authed(kit.apiKey),
    )
    expect(response.status).toBe(200)
    expect(relationSearchSchema.parse(await response.json()).results[0]!.entity.key).toBe(
      '4655345278',
    )
  })

  it('reads relation words as intent and returns the rest of the query', () => {
    expect(relationIntent('Siemens Umsatz')).toMatchObject({
      key: '5601746763',
      remainder: 'siemens',
    })
    expect(relationIntent('Müller GmbH Gesellschafter')).toMatchObject({
      key: '7326258463',
      remainder: 'muller gmbh',
    })
    expect(relationIntent('bilanz der Muster AG')).toMatchObject({
      key: '5601746108',
      remainder: 'der muster ag',
    })
    expect(relationIntent('gewinn und verlustrechnung BASF')).toMatchObject({
      key: '5601734199',
      remainder: 'basf',
    })
    expect(relationIntent('Siemens Umsatz 2023')).toMatchObject({
      key: '5601746763',
      remainder: 'siemens',
    })
    expect(relationIntent('Bäckerei Schmidt')).toBeNull()
    // A relation word inside a company name is part of the name, not an intent.
    expect(relationIntent('Müller Management GmbH')).toBeNull()
    expect(relationIntent('Müller GmbH Management')).toMatchObject({
      key: '5906082026',
      remainder: 'muller gmbh',
    })
  })
})
