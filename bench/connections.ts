/**
 * `npm run bench:connections`: how long the connection finder takes for 4-step questions on the
 * default-scale hub, over real HTTP on 127.0.0.1, and how many resolves (credits on the real
 * service) it spent. Generates the database first when needed. The questions are pairs at exactly
 * 4 steps found by breadth-first search over the roles table (hub/testing/connection-pairs.ts), so
 * each answer is also checked. Prints figures; not a pass/fail test (target: ≤ 2 s per question).
 */
import { serve } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createHubApp } from '../hub/app'
import { openHubDatabase } from '../hub/db/open'
import { readHubEnv } from '../hub/env'
import { consoleProgress } from '../hub/progress'
import { connectionPairSets, type ConnectionPair } from '../hub/testing/connection-pairs'
import {
  findConnections,
  type ResolveNetwork,
} from '../src/features/connections/api/connection-search'
import { NETWORK_KEYS, networkValue } from '../src/features/connections/api/connection-queries'
import { readNetworkAnswer } from '../src/features/connections/api/network-answer'
import { CONNECTION_DEFAULTS } from '../src/features/connections/api/connection-search-params'

const env = readHubEnv({ ...process.env, HUB_SCALE: process.env.HUB_SCALE ?? 'default' })
const db = await openHubDatabase({
  path: env.dbPath,
  scale: env.scale,
  seed: env.seed,
  progress: consoleProgress(),
})
const server = serve({
  fetch: createHubApp({ db, apiKey: env.apiKey }).fetch,
  port: 0,
  hostname: '127.0.0.1',
})
await new Promise((done) => server.once('listening', done))
const base = `http://127.0.0.1:${(server.address() as AddressInfo).port}/api/v2`

let requests = 0
/** What the SPA's resolve does, minus React Query: one POST per resolve, read tolerantly. */
const resolve: ResolveNetwork = async (end, depth, signal) => {
  requests++
  const response = await fetch(`${base}/relation/resolve/${NETWORK_KEYS[end.type]}/${end.id}`, {
    method: 'POST',
    headers: { 'X-API-KEY': env.apiKey, 'Content-Type': 'application/json' },
    body: JSON.stringify({ params: { depth } }),
    signal,
  })
  if (!response.ok) throw new Error(`resolve ${end.id}: HTTP ${response.status}`)
  return readNetworkAnswer(networkValue(await response.json()))
}

const started = performance.now()
const questions = Number(process.env.BENCH_QUESTIONS ?? 10)
const pairs: ConnectionPair[] = []
for (const set of connectionPairSets(db)) {
  pairs.push(set.find((pair) => pair.steps === 4)!)
  if (pairs.length >= questions) break
}
console.log(`database: ${env.dbPath} (scale ${env.scale})`)
console.log(
  `${pairs.length} questions at exactly 4 steps, found by BFS over the roles table in ${(performance.now() - started).toFixed(0)} ms`,
)

interface Run {
  ms: number
  used: number
  requests: number
  correct: boolean
}

async function ask(pair: ConnectionPair, maxSteps: number): Promise<Run> {
  requests = 0
  const t0 = performance.now()
  const result = await findConnections({
    from: pair.from,
    to: pair.to,
    maxSteps,
    budget: CONNECTION_DEFAULTS.budget,
    resolve,
  })
  const ms = performance.now() - t0
  const correct =
    result.exact &&
    (maxSteps >= pair.steps
      ? result.steps === pair.steps && result.pathCount === pair.pathCount
      : result.steps === null)
  return { ms, used: result.used, requests, correct }
}

function report(title: string, runs: Run[], checked = true) {
  const times = runs.map((run) => run.ms).sort((a, b) => a - b)
  const used = runs.map((run) => run.used).sort((a, b) => a - b)
  const pick = <T>(values: T[], q: number) =>
    values[Math.min(values.length - 1, Math.floor(q * values.length))]!
  console.log(title)
  console.log(
    `  time: median ${pick(times, 0.5).toFixed(0)} ms, max ${times.at(-1)!.toFixed(0)} ms (target ≤ 2000 ms)`,
  )
  console.log(
    `  resolves: median ${pick(used, 0.5)}, max ${used.at(-1)} of a budget of ${CONNECTION_DEFAULTS.budget}; HTTP requests ${runs.reduce((sum, run) => sum + run.requests, 0)} in all`,
  )
  if (checked)
    console.log(
      `  answers proven and equal to the oracle: ${runs.filter((run) => run.correct).length} of ${runs.length}`,
    )
}

const found: Run[] = []
for (const pair of pairs) found.push(await ask(pair, 4))
report(
  '4-step questions, checked against the oracle (no cache; one HTTP request per resolve):',
  found,
)
// Asked with 3 steps, the same pairs must come back "no connection within 3 steps".
const none: Run[] = []
for (const pair of pairs) none.push(await ask(pair, 3))
report('the same pairs asked within 3 steps ("no connection" is the answer; oracle-checked):', none)

// Arbitrary organizations (not chosen to be connected, nor to have small neighbourhoods): the
// cost of a question whose answer is not known in advance.
const sample = db
  .prepare('SELECT id FROM organizations WHERE seq % 4999 = 17 ORDER BY seq LIMIT 20')
  .pluck()
  .all() as string[]
const arbitrary: Run[] = []
const outcomes = new Map<string, number>()
for (let index = 0; index + 1 < sample.length; index += 2) {
  requests = 0
  const t0 = performance.now()
  const result = await findConnections({
    from: { id: sample[index]!, type: 'ORGANIZATION' },
    to: { id: sample[index + 1]!, type: 'ORGANIZATION' },
    maxSteps: 4,
    budget: CONNECTION_DEFAULTS.budget,
    resolve,
  })
  arbitrary.push({ ms: performance.now() - t0, used: result.used, requests, correct: result.exact })
  const outcome =
    result.steps !== null
      ? `${result.steps} steps${result.exact ? '' : ' (unproven)'}`
      : result.exact
        ? 'none within 4 (proven)'
        : 'none found within the budget'
  outcomes.set(outcome, (outcomes.get(outcome) ?? 0) + 1)
}
report(
  `${arbitrary.length} questions between arbitrary organizations, within 4 steps:`,
  arbitrary,
  false,
)
console.log(
  `  outcomes: ${[...outcomes].map(([outcome, count]) => `${count}× ${outcome}`).join(', ')}`,
)
server.close()
db.close()
