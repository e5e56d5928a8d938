/**
 * `npm run bench:hub`: latency and throughput of the embedded hub at default scale over real HTTP
 * on 127.0.0.1. Generates the database first when needed and reports how long that took.
 * Prints figures; it is not a pass/fail test (targets: search p95 ≤ 30 ms, stream page p95 ≤ 50 ms,
 * entity get ≥ 3,000 req/s, generation ≤ 90 s).
 */
import { serve } from '@hono/node-server'
import { spawn } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { createHubApp } from '../hub/app'
import { openHubDatabase, readMeta } from '../hub/db/open'
import { readHubEnv } from '../hub/env'
import { consoleProgress } from '../hub/progress'

const env = readHubEnv({ ...process.env, HUB_SCALE: process.env.HUB_SCALE ?? 'default' })
const opened = performance.now()
let generatedMs: number | undefined
const db = await openHubDatabase({
  path: env.dbPath,
  scale: env.scale,
  seed: env.seed,
  progress: consoleProgress(),
  onGenerated: ({ ms }) => (generatedMs = ms),
})
const meta = readMeta(db)
console.log(`database: ${env.dbPath} (scale ${env.scale})`)
console.log(
  generatedMs !== undefined
    ? `generation: ${(generatedMs / 1000).toFixed(1)} s (this run)`
    : `generation: ${(Number(meta.generation_ms) / 1000).toFixed(1)} s (when the file was made); open: ${((performance.now() - opened) / 1000).toFixed(2)} s`,
)

const server = serve({
  fetch: createHubApp({ db, apiKey: env.apiKey }).fetch,
  port: 0,
  hostname: '127.0.0.1',
})
await new Promise((resolve) => server.once('listening', resolve))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`
const headers = { 'X-API-KEY': env.apiKey, 'Content-Type': 'application/json' }

const orgIds = (
  db.prepare('SELECT id FROM organizations WHERE seq % 97 = 3 LIMIT 500').all() as { id: string }[]
).map((row) => row.id)
const names = (
  db.prepare('SELECT name FROM organizations WHERE seq % 211 = 5 LIMIT 100').all() as {
    name: string
  }[]
).map((row) => row.name)
const registers = (
  db
    .prepare(
      "SELECT register_court || ' ' || register_type || ' ' || register_number AS r FROM organizations WHERE seq % 101 = 7 LIMIT 50",
    )
    .all() as { r: string }[]
).map((row) => row.r)
const searchQueries = [
  ...names.slice(0, 40),
  ...names.slice(40, 70).map((name) => name.split(' ')[0]!),
  ...registers.slice(0, 20),
  ...registers.slice(20, 40).map((register) => register.split(' ').slice(-2).join(' ')),
  'münchen',
  'Munchen',
  'Bäck',
  'Müller',
  'Schmidt Bau',
  'Software',
  '80802',
  '10115',
  'Hamburg Logistik',
  'Consulting Berlin',
]
const fusionQueries = [
  ...names.slice(0, 30).map((name) => `${name.split(' ')[0]} umsatz`),
  'München',
  '80802',
  'Bevölkerung Statistik',
  'Müller',
  ...registers.slice(0, 20),
  ...names.slice(70, 100),
]
const pick = <T>(items: T[], index: number) => items[index % items.length]!

async function measure(
  label: string,
  count: number,
  request: (index: number) => Promise<Response>,
) {
  for (let index = 0; index < 5; index++) await (await request(index)).arrayBuffer()
  const times: number[] = []
  for (let index = 0; index < count; index++) {
    const started = performance.now()
    const response = await request(index)
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`)
    times.push(performance.now() - started)
  }
  times.sort((a, b) => a - b)
  const quantile = (q: number) =>
    times[Math.min(times.length - 1, Math.floor(q * times.length))]!.toFixed(1)
  console.log(
    `${label.padEnd(48)} p50 ${quantile(0.5).padStart(6)} ms   p95 ${quantile(0.95).padStart(6)} ms   (n=${count})`,
  )
}

const get = (path: string) => fetch(`${base}${path}`, { headers })
const q = (value: string) => encodeURIComponent(value)

await measure('organization search', 300, (i) =>
  get(`/search/entities/organization?q=${q(pick(searchQueries, i))}`),
)
await measure('fusion search', 200, (i) => get(`/search/fusion?q=${q(pick(fusionQueries, i))}`))
await measure('entity get (organization)', 500, (i) =>
  get(`/entities/organization/get/${pick(orgIds, i)}`),
)
const relationKeys = [
  '5906082026',
  '7326258463',
  '9136468925',
  '5601746763',
  '5601746108',
  '3138484719',
]
await measure('relation resolve (mixed keys)', 300, (i) =>
  fetch(`${base}/relation/resolve/${pick(relationKeys, i)}/${pick(orgIds, i * 7)}`, {
    method: 'POST',
    headers,
    body: JSON.stringify({ params: {} }),
  }),
)

const biggest = db
  .prepare('SELECT key, entry_count FROM streams ORDER BY entry_count DESC LIMIT 1')
  .get() as { key: string; entry_count: number }
function biggestTable(key: string) {
  return (
    db.prepare('SELECT table_name FROM streams WHERE key = ?').get(key) as { table_name: string }
  ).table_name
}
const columns = db
  .prepare(
    'SELECT name, basic_data_type FROM stream_columns WHERE stream_key = ? ORDER BY position',
  )
  .all(biggest.key) as { name: string; basic_data_type: string }[]
// Sort on columns the dataset indexes, as an analyst's common sorts are: the single-column index
// of a numeric column and the composite index for the two-key sort (both descending).
const indexes = db
  .prepare("SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = ?")
  .all(biggestTable(biggest.key)) as { name: string }[]
const indexedColumns = (indexName: string) =>
  (db.prepare(`PRAGMA index_info("${indexName}")`).all() as { name: string }[]).map((c) => c.name)
const singleIndexed = new Set(
  indexes
    .map((index) => indexedColumns(index.name))
    .filter((cols) => cols.length === 1)
    .map((cols) => cols[0]),
)
const numeric = columns.find(
  (column) =>
    ['int', 'float'].includes(column.basic_data_type) &&
    !column.name.startsWith('fb_') &&
    singleIndexed.has(column.name),
)!
const composite = indexes
  .map((index) => indexedColumns(index.name))
  .find((cols) => cols.length === 2)
const twoKeyColumns = composite ?? [columns[0]!.name, numeric.name]
console.log(
  `stream ${biggest.key}: ${biggest.entry_count.toLocaleString('en')} rows; sort ${numeric.name} desc; two-key ${twoKeyColumns.join(' desc, ')} desc`,
)
const rows = (skip: number, parameters: object) =>
  get(
    `/stream/data/${biggest.key}?format=json&limit=100&skip=${skip}&query_parameters=${q(JSON.stringify(parameters))}`,
  )
const byNumber = { sort_keys: [numeric.name], sort_order: ['desc'] }
const twoKeys = { sort_keys: twoKeyColumns, sort_order: ['desc', 'desc'] }
await measure(`stream rows skip 0, ${numeric.name} desc`, 200, () => rows(0, byNumber))
await measure(`stream rows skip 900,000, ${numeric.name} desc`, 200, (i) =>
  rows(900_000 + (i % 10) * 100, byNumber),
)
await measure(`stream rows skip 0, two-key sort`, 200, () => rows(0, twoKeys))
await measure(`stream rows skip 900,000, two-key sort`, 200, (i) =>
  rows(900_000 + (i % 10) * 100, twoKeys),
)

// Throughput from a separate process, so the load generator does not share the server's thread.
const loader = `
const [base, key, seconds, ...ids] = process.argv.slice(1)
let done = 0, failed = 0
const end = Date.now() + Number(seconds) * 1000
async function loop(offset) {
  for (let i = offset; Date.now() < end; i += 50) {
    const response = await fetch(base + '/entities/organization/get/' + ids[i % ids.length], { headers: { 'X-API-KEY': key } })
    await response.arrayBuffer()
    response.ok ? done++ : failed++
  }
}
await Promise.all(Array.from({ length: 50 }, (_, i) => loop(i)))
console.log(JSON.stringify({ done, failed }))`
const seconds = 8
const child = spawn(
  process.execPath,
  ['--input-type=module', '-e', loader, base, env.apiKey, String(seconds), ...orgIds],
  { stdio: ['ignore', 'pipe', 'inherit'] },
)
let output = ''
child.stdout.on('data', (chunk) => (output += chunk))
await new Promise((resolve) => child.on('close', resolve))
const { done, failed } = JSON.parse(output) as { done: number; failed: number }
console.log(
  `entity get, 50 concurrent connections: ${Math.round(done / seconds).toLocaleString('en')} req/s (${failed} failed)`,
)

server.close()
db.close()
