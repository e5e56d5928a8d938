/**
 * `npm run bench:monitor`: checking 1,000 watched organizations, 50 of which changed, on the
 * default-scale embedded hub. Targets: ≤ 60 s for the check, and upstream calls = one
 * record per entity plus only the slices that describe each change.
 *
 * Works on a COPY of the hub database (the source is never changed): MONITOR_BENCH_HUB, else the
 * default-scale seed-1 file of `npm run hub` (.data/hub-default-1.sqlite); when neither exists the
 * copy is generated in the temporary directory (minutes). The hub runs as its own process (as a
 * remote Data Hub would); the checker runs here with the server's defaults (its concurrency, the
 * proxy's forwarder, a SQLite monitoring database), counting every request it sends by kind.
 *
 * Steps: the baseline check (record + the two undated slices per organization), a check with
 * nothing changed, `hub:advance --per-kind 8` on the copy (56 organizations changed, 50 of them
 * watched, spread over the seven kinds of change), then the measured check. Prints figures; no CI
 * gate. Environment: MONITOR_BENCH_HUB, MONITOR_BENCH_PORT (18797), WATCHED (1000), CHANGED (50).
 */
import { execFile } from 'node:child_process'
import { copyFileSync, existsSync, mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import { currentStep, planStep, type PlannedChange } from '../hub/advance/plan'
import { openHubDatabase } from '../hub/db/open'
import { readHubEnv } from '../hub/env'
import { consoleProgress } from '../hub/progress'
import { createForwarder } from '../proxy/gateway/forward'
import { checkList, SLICES, type CheckResult } from '../proxy/monitor/checker'
import { openMonitorDb } from '../proxy/monitor/database'
import { addEntries, createList } from '../proxy/monitor/lists'
import { ROOT, startServer, type RunningServer } from './spawn-server'

const port = Number(process.env.MONITOR_BENCH_PORT ?? 18797)
const watchedCount = Number(process.env.WATCHED ?? 1000)
const changedCount = Number(process.env.CHANGED ?? 50)
const PER_KIND = 8
const apiKey = 'monitor-bench-key-5d2a'
const source =
  process.env.MONITOR_BENCH_HUB ?? readHubEnv({ HUB_SCALE: 'default', HUB_SEED: '1' }, ROOT).dbPath

const dir = mkdtempSync(join(tmpdir(), 'bench-monitor-'))
const hubPath = join(dir, 'hub.sqlite')
let hub = null as RunningServer | null

/** Slice key → the kind of information it holds, for the breakdown. */
const SLICE_KIND = new Map<string, string>(Object.entries(SLICES).map(([kind, key]) => [key, kind]))

/** Node 20 has no Map.groupBy yet. */
function byKind(changes: PlannedChange[]): Map<string, PlannedChange[]> {
  const groups = new Map<string, PlannedChange[]>()
  for (const change of changes)
    groups.set(change.kind, [...(groups.get(change.kind) ?? []), change])
  return groups
}

async function prepareHub() {
  const started = performance.now()
  if (existsSync(source)) {
    copyFileSync(source, hubPath)
    if (existsSync(`${source}-wal`)) copyFileSync(`${source}-wal`, `${hubPath}-wal`)
    console.log(`hub: copy of ${source} (${((performance.now() - started) / 1000).toFixed(1)} s)`)
  } else {
    console.log(`hub: ${source} is missing; generating a default-scale seed-1 copy`)
    const db = await openHubDatabase({
      path: hubPath,
      scale: 'default',
      seed: 1,
      progress: consoleProgress(),
    })
    db.close()
  }
}

/** The watched organizations: `changedCount` the next step changes, spread over its kinds, and quiet ones. */
function chooseWatched(): { changed: PlannedChange[]; quiet: string[] } {
  const db = new Database(hubPath, { readonly: true, fileMustExist: true })
  try {
    const plan = planStep(db, currentStep(db) + 1, PER_KIND)
    const kinds = byKind(plan)
    const changed: PlannedChange[] = []
    for (let i = 0; changed.length < changedCount && i < PER_KIND; i++)
      for (const changes of kinds.values())
        if (changed.length < changedCount && changes[i]) changed.push(changes[i]!)
    const planned = new Set(plan.map((change) => change.organizationId))
    const { n } = db.prepare('SELECT count(*) AS n FROM organizations').get() as { n: number }
    // Evenly over the whole table, so the reads touch the whole file as a real list would.
    const stride = Math.max(1, Math.floor(n / (watchedCount * 1.1)))
    const quiet = (
      db
        .prepare('SELECT id FROM organizations WHERE seq % ? = 0 ORDER BY seq LIMIT ?')
        .pluck()
        .all(stride, watchedCount * 2) as string[]
    )
      .filter((id) => !planned.has(id))
      .slice(0, watchedCount - changed.length)
    return { changed, quiet }
  } finally {
    db.close()
  }
}

function formatResult(label: string, result: CheckResult, ms: number, requests: string[]) {
  const slices = new Map<string, number>()
  let records = 0
  for (const path of requests) {
    const key = /\/relation\/resolve\/(\d+)\//.exec(path)?.[1]
    if (key)
      slices.set(SLICE_KIND.get(key) ?? key, (slices.get(SLICE_KIND.get(key) ?? key) ?? 0) + 1)
    else records += 1
  }
  const sliceTotal = [...slices.values()].reduce((a, b) => a + b, 0)
  console.log(
    `\n${label}: ${(ms / 1000).toFixed(1)} s; checked ${result.checked}, changed ${result.changed} ` +
      `(${result.changes} changes), failed ${result.failed}; upstream calls ${result.calls} = ` +
      `${records} records + ${sliceTotal} slices`,
  )
  if (slices.size > 0)
    console.log(`  slices: ${[...slices].map(([kind, count]) => `${kind} ${count}`).join(', ')}`)
}

async function main() {
  await prepareHub()
  const { changed, quiet } = chooseWatched()
  console.log(
    `watching ${changed.length + quiet.length} organizations; ${changed.length} change in the next step ` +
      `(${[...byKind(changed)].map(([kind, c]) => `${kind} ${c.length}`).join(', ')})`,
  )
  hub = await startServer(
    'hub',
    'hub/server.ts',
    {
      HUB_DB: hubPath,
      HUB_PORT: String(port),
      HUB_API_KEY: apiKey,
      HUB_FAULTS: '',
      HUB_HOSTILE: '',
    },
    `http://127.0.0.1:${port}/api/v2/relation/list/organization`,
    { headers: { 'X-API-KEY': apiKey } },
  )
  const requests: string[] = []
  const forward = createForwarder({
    upstream: `http://127.0.0.1:${port}`,
    apiKey,
    fetch: (request) => {
      requests.push(new URL(request.url).pathname)
      return fetch(request)
    },
  })
  const monitor = await openMonitorDb({ sqlitePath: join(dir, 'monitor.sqlite') })
  // The allowance is not what is measured here: large enough for the three checks.
  const deps = { db: monitor.db, fetch: forward, budgetPerDay: 1_000_000 }
  const listId = await createList(monitor.db, 'bench', 'Bench')
  const ids = [...changed.map((c) => c.organizationId), ...quiet]
  await addEntries(
    monitor.db,
    listId,
    'bench',
    ids.map((id) => ({ type: 'ORGANIZATION', id, name: id })),
  )

  const run = async (label: string) => {
    requests.length = 0
    const started = performance.now()
    const result = await checkList(deps, listId)
    formatResult(label, result, performance.now() - started, requests)
    return result
  }
  await run('baseline (first check)')
  await run('nothing changed')
  const advanced = performance.now()
  const { stdout } = await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'hub/advance/cli.ts', '--per-kind', String(PER_KIND)],
    { cwd: ROOT, env: { ...process.env, HUB_DB: hubPath } },
  )
  console.log(
    `\nhub:advance (${((performance.now() - advanced) / 1000).toFixed(1)} s): ${stdout.trim()}`,
  )
  const result = await run(
    `after the step (target ≤ 60 s, ${ids.length} records + the slices of ${changed.length} changes)`,
  )
  if (result.changed !== changed.length)
    console.log(
      `  note: ${result.changed} of the ${changed.length} changed organizations were found changed`,
    )
  await monitor.close()
}

try {
  await main()
} finally {
  await hub?.stop()
  rmSync(dir, { recursive: true, force: true })
}
