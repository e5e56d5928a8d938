import Database from 'better-sqlite3'
import { createGenerateContext } from '/work/main/hub/generate/context'
import { buildSearchIndexes } from '/work/main/hub/generate/search-index'
import { applyHostileData } from '/work/main/hub/generate/hostile'
import { createHubApp } from '/work/main/hub/app'
const db = new Database('/tmp/hostile-dev.sqlite')
for (const t of ['organizations_fts', 'persons_fts', 'locations_fts']) db.exec(`DROP TABLE IF EXISTS ${t}`)
db.exec('DROP TABLE IF EXISTS hostile_report_html')
const ctx = createGenerateContext(db, { scale: 'small', seed: 1 })
const t0 = performance.now()
applyHostileData(ctx)
console.log('hostile ms', performance.now() - t0)
buildSearchIndexes(ctx)
const app = createHubApp({ db, apiKey: 'k' })
const h = { headers: { 'X-API-KEY': 'k' } }
const s = await (await app.request('/api/v2/search/entities/organization?q=pwned&limit=3', h)).json()
console.log(JSON.stringify(s).slice(0, 600))
const id = s.results[0].entity.fb_entity_id
for (const rel of ['5162071547', '6322183029', '5990427555']) {
  const r = await app.request(`/api/v2/relation/resolve/${rel}/${id}`, { method: 'POST', headers: { 'X-API-KEY': 'k', 'content-type': 'application/json' }, body: '{}' })
  console.log(rel, r.status, JSON.stringify(await r.json()).slice(0, 400))
}
console.log(JSON.stringify(await (await app.request('/api/v2/search/entities/person?q=pwned&limit=1', h)).json()).slice(0, 400))
console.log(JSON.stringify(await (await app.request('/api/v2/stream/data/search/' + (db.prepare("select key from streams where table_name='ds_register_organizations'").pluck().get()) + '?q=HYPERLINK&limit=2&format=json', h)).json()).slice(0, 600))
