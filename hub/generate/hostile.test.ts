import Database from 'better-sqlite3'
import { copyFileSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createHubApp } from '../app'
import { isComplete } from '../db/open'
import { openTestDb, TEST_DB_PATH } from '../testing/test-hub'
import { createGenerateContext } from './context'
import { applyHostileData, HOSTILE_EVERY, HOSTILE_URL } from './hostile'
import { buildSearchIndexes } from './search-index'

// The hostile step runs on a copy of the shared small database (with its search indexes rebuilt
// afterwards, as generation does), which is much faster than generating a second database.
let directory: string
let db: Database.Database
let app: ReturnType<typeof createHubApp>
const headers = { 'X-API-KEY': 'k', 'content-type': 'application/json' }

beforeAll(async () => {
  await openTestDb()
  directory = mkdtempSync(join(tmpdir(), 'hub-hostile-'))
  const path = join(directory, 'hub.sqlite')
  copyFileSync(TEST_DB_PATH, path)
  db = new Database(path)
  for (const table of ['organizations_fts', 'persons_fts', 'locations_fts'])
    db.exec(`DROP TABLE ${table}`)
  const ctx = createGenerateContext(db, { scale: 'small', seed: 1 })
  applyHostileData(ctx)
  buildSearchIndexes(ctx)
  app = createHubApp({ db, apiKey: 'k' })
})

afterAll(() => {
  db?.close()
  rmSync(directory, { recursive: true, force: true })
})

const get = async (path: string) => (await app.request(`/api/v2${path}`, { headers })).json()
const resolve = async (relation: string, id: string, body: unknown = {}) =>
  (
    await app.request(`/api/v2/relation/resolve/${relation}/${id}`, {
      method: 'POST',
      headers,
      body: JSON.stringify(body),
    })
  ).json()

describe('hostile-data mode', () => {
  it('plants markup in a share of organization and person names, still searchable', async () => {
    const hostile = db
      .prepare(`SELECT count(*) FROM organizations WHERE name LIKE '%__pwned%'`)
      .pluck()
      .get() as number
    const total = db.prepare('SELECT count(*) FROM organizations').pluck().get() as number
    expect(hostile).toBe(Math.ceil(total / HOSTILE_EVERY))
    const organizations = await get('/search/entities/organization?q=pwned&limit=30')
    expect(organizations.total).toBe(hostile)
    for (const result of organizations.results) expect(result.entity.name).toMatch(/__pwned=1/)
    const persons = await get('/search/entities/person?q=onerror&limit=5')
    expect(persons.results.length).toBeGreaterThan(0)
    expect(persons.results[0].entity.name.family).toMatch(/<img src=x onerror=/)
  })

  it('serves the organization record with a javascript: website and markup in its purpose', async () => {
    const [hit] = (await get('/search/entities/organization?q=pwned&limit=1')).results
    const record = await get(`/entities/organization/get/${hit.entity.fb_entity_id}`)
    expect(record.contact.websites.primary).toBe(HOSTILE_URL)
    expect(record.description.registry.de).toMatch(/__pwned/)
  })

  it('plants markup in news, register history and raw HTML in financial reports', async () => {
    const row = db
      .prepare(
        `SELECT o.id FROM organizations o WHERE o.seq % ${HOSTILE_EVERY} = 1
           AND EXISTS (SELECT 1 FROM news_items n WHERE n.organization_id = o.id)
           AND EXISTS (SELECT 1 FROM financial_years f WHERE f.organization_id = o.id) LIMIT 1`,
      )
      .get() as { id: string }
    const [news] = await resolve('5162071547', row.id)
    expect(news.entity.value[0].headline).toMatch(/__pwned/)
    expect(news.entity.value[0].url).toBe(HOSTILE_URL)
    const [history] = await resolve('5990427555', row.id)
    expect(history.entity.value.some((item: { title: string }) => /__pwned/.test(item.title))).toBe(
      true,
    )
    const [report] = await resolve('6322183029', row.id)
    expect(report.entity.value.report_html).toContain('<script>window.__pwned=1</script>')
    // The subject line is built by the hub and stays escaped; only the planted section is raw.
    expect(report.entity.value.report_html).toContain('&lt;')
  })

  it('puts spreadsheet formulas into dataset cells, findable by in-dataset search', async () => {
    const key = db
      .prepare(`SELECT key FROM streams WHERE table_name = 'ds_register_organizations'`)
      .pluck()
      .get()
    const rows = await get(`/stream/data/search/${key}?q=HYPERLINK&limit=5&format=json`)
    expect(rows.length).toBeGreaterThan(0)
    expect(rows[0].street).toMatch(/^=HYPERLINK\(/)
    expect(rows[0].name).toMatch(/__pwned/)
  })

  it('keeps a normal database free of payloads, and the two databases apart', async () => {
    const normal = await openTestDb()
    expect(
      normal.prepare(`SELECT count(*) FROM organizations WHERE name LIKE '%pwned%'`).pluck().get(),
    ).toBe(0)
    expect(isComplete(TEST_DB_PATH, { scale: 'small', seed: 1 })).toBe(true)
    expect(isComplete(TEST_DB_PATH, { scale: 'small', seed: 1, hostile: true })).toBe(false)
  })
})
