import type { Database } from 'better-sqlite3'
import {
  errorSchema,
  locationRecordSchema,
  organizationRecordSchema,
  personRecordSchema,
} from '../testing/contract/entities'
import { createTestHubApp, openTestDb } from '../testing/test-hub'

let app: Awaited<ReturnType<typeof createTestHubApp>>['app']
let apiKey: string
let db: Database
const get = (path: string) => app.request(`/api/v2${path}`, { headers: { 'X-API-KEY': apiKey } })

beforeAll(async () => {
  ;({ app, apiKey } = await createTestHubApp())
  db = await openTestDb()
})

describe('entity endpoints (§5)', () => {
  it('returns every organization subtype and status in the exact §5.1 shape', async () => {
    const rows = db
      .prepare(
        `SELECT id, name, status, register_court, register_type, register_number FROM organizations WHERE seq IN (
        SELECT min(seq) FROM organizations GROUP BY legal_form UNION SELECT min(seq) FROM organizations GROUP BY status)`,
      )
      .all() as {
      id: string
      name: string
      status: string
      register_court: string
      register_type: string
      register_number: string
    }[]
    expect(rows.length).toBeGreaterThan(10)
    for (const row of rows) {
      const response = await get(`/entities/organization/get/${row.id}`)
      expect(response.status).toBe(200)
      const record = organizationRecordSchema.parse(await response.json())
      expect(record.name).toBe(row.name)
      expect(record.status.status).toBe(row.status)
      expect(record.legal.registration_authority.local.registration_authority_entity_name).toBe(
        `${row.register_court} ${row.register_type} ${row.register_number}`,
      )
      expect(record.address?.entity_subtype).toBe('LOCALITY')
    }
  })

  it('returns persons with a postal-code-level home and month-only birth dates', async () => {
    const rows = db.prepare('SELECT id FROM persons WHERE birth_is_month = 1 LIMIT 3').all() as {
      id: string
    }[]
    for (const { id } of rows) {
      const record = personRecordSchema.parse(
        await (await get(`/entities/person/get/${id}`)).json(),
      )
      expect(record.birth_date?.is_month).toBe(true)
      expect(record.birth_date?.value).toMatch(/-01T00:00:00/)
      expect(record.locations.home?.entity_subtype).toBe('CITY_POSTAL_CODE')
    }
  })

  it('returns every location level, local names on the record', async () => {
    const rows = db
      .prepare('SELECT min(id) AS id, subtype FROM locations GROUP BY subtype')
      .all() as { id: string; subtype: string }[]
    expect(rows.map((row) => row.subtype).sort()).toEqual([
      'CITY_POSTAL_CODE',
      'COUNTRY',
      'COUNTY',
      'LOCALITY',
      'MUNICIPALITY',
      'STATE',
    ])
    for (const row of rows) {
      const record = locationRecordSchema.parse(
        await (await get(`/entities/location/get/${row.id}`)).json(),
      )
      expect(record.entity_subtype).toBe(row.subtype)
      const country = record.address_components.find(
        (component) => component.component_type === 'country',
      )
      expect(country?.component_value).toBe('DEU')
      if (row.subtype === 'COUNTY')
        expect(
          record.address_components.some(
            (c) => c.component_type === 'street' || c.component_type === 'house_number',
          ),
        ).toBe(false)
    }
  })

  it('answers unknown ids with 404 <TYPE>_NOT_FOUND and malformed ids with 422', async () => {
    const unknown = 'f'.repeat(32)
    for (const type of ['organization', 'person', 'location']) {
      const missing = await get(`/entities/${type}/get/${unknown}`)
      expect(missing.status).toBe(404)
      expect(await missing.json()).toEqual({ detail: `${type.toUpperCase()}_NOT_FOUND` })
      const malformed = await get(`/entities/${type}/get/NOT-AN-ID`)
      expect(malformed.status).toBe(422)
      errorSchema.parse(await malformed.json())
    }
  })

  it('finds the best organization for a name, a register ID or an id with /ai/get, else 404', async () => {
    const row = db
      .prepare(
        "SELECT id, name, register_court, register_type, register_number FROM organizations WHERE legal_form = 'AG' AND name IN (SELECT name FROM organizations GROUP BY name HAVING count(*) = 1) LIMIT 1",
      )
      .get() as Record<string, string>
    for (const query of [
      row.name,
      `${row.register_court} ${row.register_type} ${row.register_number}`,
      row.id,
    ]) {
      const response = await get(`/entities/organization/ai/get/${encodeURIComponent(query!)}`)
      expect(response.status).toBe(200)
      expect(organizationRecordSchema.parse(await response.json()).fb_entity_id).toBe(row.id)
    }
    const none = await get(`/entities/organization/ai/get/${encodeURIComponent('zzqxj wvvkq')}`)
    expect(none.status).toBe(404)
    expect(await none.json()).toEqual({ detail: 'ORGANIZATION_NOT_FOUND' })
  })
})
