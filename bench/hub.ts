/**
 * `npm run bench:hub`: latency and throughput of the embedded hub at default scale over real HTTP
 * on 127.0.0.1. Generates the database first when needed and reports how long that took.
 * Prints figures; it is not a pass/fail test (targets: search p95 ≤ 30 ms, stream page p95 ≤ 50 ms,
 * entity get ≥ 3,000 req/s, generation ≤ 90 s).
 */
import { serve } from '@hono/node-server'
import { spawn } from 'node:child_process'
import { readFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { createHubApp } from '../hub/app'
import { openHubDatabase, readMeta } from '../hub/db/open'
import { readHubEnv } from '../hub/env'
import { consoleProgress } from '../hub/progress'
import { relationKey } from '../contract/relations'

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

// The fixed list of common words, cities, names and typed prefixes (bench/search-queries.ts):
// each query's first ask (nothing of it cached yet), then three more rounds over the list.
const commonQueries = (
  JSON.parse(readFileSync(new URL('./search-queries.json', import.meta.url), 'utf8')) as {
    queries: string[]
  }
).queries
async function measureList(label: string, path: (query: string) => string) {
  const first: [string, number][] = []
  const again: [string, number][] = []
  for (const query of commonQueries) {
    const started = performance.now()
    const response = await get(path(query))
    await response.arrayBuffer()
    if (!response.ok) throw new Error(`${label}: HTTP ${response.status}`)
    first.push([query, performance.now() - started])
  }
  for (let round = 0; round < 3; round++)
    for (const query of commonQueries) {
      const started = performance.now()
      await (await get(path(query))).arrayBuffer()
      again.push([query, performance.now() - started])
    }
  for (const [name, times] of [
    ['first ask', first],
    ['asked before', again],
  ] as const) {
    const sorted = times.map(([, ms]) => ms).sort((a, b) => a - b)
    const at = (quantile: number) =>
      sorted[Math.min(sorted.length - 1, Math.floor(quantile * sorted.length))]!.toFixed(1)
    const slowest = [...times]
      .sort((a, b) => b[1] - a[1])
      .slice(0, 5)
      .map(([query, ms]) => `${query} ${ms.toFixed(1)}`)
      .join(', ')
    console.log(
      `${`${label}, ${commonQueries.length} common queries, ${name}`.padEnd(48)} p50 ${at(0.5).padStart(6)} ms   p95 ${at(0.95).padStart(6)} ms   slowest: ${slowest}`,
    )
  }
}
await measureList('organization search', (query) => `/search/entities/organization?q=${q(query)}`)
await measureList('fusion search', (query) => `/search/fusion?q=${q(query)}`)
await measure('entity get (organization)', 500, (i) =>
  get(`/entities/organization/get/${pick(orgIds, i)}`),
)
const relationKeys = (
  [
    'MANAGEMENT',
    'SHAREHOLDERS',
    'UBO',
    'FINANCIALS_KPI',
    'BALANCE_SHEET',
    'ENTITY_NETWORK',
  ] as const
).map((label) => relationKey('ORGANIZATION', label))
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
const sortColumns = (
  db
    .prepare(
      'SELECT name, basic_data_type FROM stream_columns WHERE stream_key = ? ORDER BY position',
    )
    .all(biggest.key) as { name: string; basic_data_type: string }[]
)
  .filter((column) => column.basic_data_type !== 'String')
  .map((column) => column.name)
const rows = (skip: number, parameters: object) =>
  get(
    `/stream/data/${biggest.key}?format=json&limit=100&skip=${skip}&query_parameters=${q(JSON.stringify(parameters))}`,
  )
await measure(`stream rows skip 0, default order`, 100, () => rows(0, {}))
await measure(`stream rows skip 900,000, default order`, 100, (i) =>
  rows(900_000 + (i % 10) * 100, {}),
)

// Every one- and two-key sort over the non-text columns of the largest dataset, each direction:
// the first page of a sort never asked before (at a deep skip for most), then pages of the same
// sort at skips across the whole range, the last page included.
const total = biggest.entry_count
const lastPage = Math.max(0, total - 100)
const skips = [0, 100, Math.floor(total / 4), Math.floor(total / 2), 1_000_000, lastPage].filter(
  (skip) => skip <= lastPage,
)
const sorts: { sort_keys: string[]; sort_order: string[] }[] = []
for (const first of sortColumns) {
  for (const order of ['asc', 'desc']) sorts.push({ sort_keys: [first], sort_order: [order] })
  for (const second of sortColumns) {
    if (second === first) continue
    for (const a of ['asc', 'desc'])
      for (const b of ['asc', 'desc'])
        sorts.push({ sort_keys: [first, second], sort_order: [a, b] })
  }
}
// The issue's example: a category (text) key before a number.
sorts.push({ sort_keys: ['size_class', 'employees'], sort_order: ['asc', 'desc'] })
const sortLabel = (sort: { sort_keys: string[]; sort_order: string[] }) =>
  sort.sort_keys.map((key, index) => `${key} ${sort.sort_order[index]}`).join(', ')
async function timed(request: () => Promise<Response>): Promise<number> {
  const started = performance.now()
  const response = await request()
  await response.arrayBuffer()
  if (!response.ok) throw new Error(`stream rows: HTTP ${response.status}`)
  return performance.now() - started
}
const firstAsks: { label: string; ms: number; skip: number }[] = []
// Four rounds over the six skips: 24 timings per sort, so its p95 is the second slowest, not the
// slowest (with 18, one stray request decided a sort's p95).
const REPEAT_ROUNDS = 4
const repeated: { label: string; p95: number; max: number }[] = []
const allRepeated: number[] = []
const sortsStarted = performance.now()
for (const [index, sort] of sorts.entries()) {
  const firstSkip = skips[index % skips.length]!
  firstAsks.push({
    label: sortLabel(sort),
    ms: await timed(() => rows(firstSkip, sort)),
    skip: firstSkip,
  })
  const times: number[] = []
  for (let round = 0; round < REPEAT_ROUNDS; round++)
    for (const skip of skips) times.push(await timed(() => rows(skip, sort)))
  times.sort((a, b) => a - b)
  allRepeated.push(...times)
  repeated.push({
    label: sortLabel(sort),
    p95: times[Math.floor(0.95 * times.length)]!,
    max: times[times.length - 1]!,
  })
}
const quantileOf = (values: number[], q: number) =>
  [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor(q * values.length))]!
firstAsks.sort((a, b) => b.ms - a.ms)
repeated.sort((a, b) => b.p95 - a.p95)
console.log(
  `sorts of ${biggest.key} (${total.toLocaleString('en')} rows, ${sortColumns.length} non-text columns): ` +
    `${sorts.length} sorts, skips ${skips.join(' / ')}, ${((performance.now() - sortsStarted) / 1000).toFixed(1)} s`,
)
console.log(
  `  first page of a new sort: p50 ${quantileOf(
    firstAsks.map((ask) => ask.ms),
    0.5,
  ).toFixed(1)} ms, p95 ${quantileOf(
    firstAsks.map((ask) => ask.ms),
    0.95,
  ).toFixed(
    1,
  )} ms; slowest ${firstAsks[0]!.ms.toFixed(1)} ms (${firstAsks[0]!.label}, skip ${firstAsks[0]!.skip})`,
)
console.log(
  `  pages of a sort asked before: p50 ${quantileOf(allRepeated, 0.5).toFixed(1)} ms, p95 ${quantileOf(allRepeated, 0.95).toFixed(1)} ms; ` +
    `slowest sort p95 ${repeated[0]!.p95.toFixed(1)} ms (${repeated[0]!.label}, ${REPEAT_ROUNDS * skips.length} pages, ` +
    `slowest page ${repeated[0]!.max.toFixed(1)} ms)`,
)
const example = sortLabel(sorts[sorts.length - 1]!)
console.log(
  `  ${example}: first ${firstAsks.find((ask) => ask.label === example)!.ms.toFixed(1)} ms, p95 ${repeated
    .find((entry) => entry.label === example)!
    .p95.toFixed(1)} ms`,
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
