/**
 * `npm run bench:match`: matches and enriches a list of 1,000 rows on the default-scale hub,
 * through the production server (proxy + embedded hub, as `npm start` runs it), with the SPA's own
 * matcher: the same engine, run queue, query cache and relation discovery as the /match page
 * (src/features/match/api), with `fetch` pointed at the server. The list comes from the database
 * with the organization each row means (hub/testing/match-list.ts), so the result is also checked.
 * Prints the time (target ≤ 60 s), the calls spent by endpoint, and precision and recall per kind
 * of variation (exact, typo, umlauts written out, legal form spelled out, left off or swapped for
 * another, register ID, ambiguous, absent), with every wrong acceptance listed. A row whose legal
 * form differs from every organization's of its name is another legal person: its acceptances are
 * counted apart and must be 0. Not a pass/fail test.
 *
 * Environment: BENCH_ROWS (1000), BENCH_CONCURRENCY (the page's), BENCH_PORT (18193), HUB_SCALE
 * (default; `small` works too), BENCH_VERBOSE (1: list every row sent to review or left unmatched).
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import { readHubEnv } from '../hub/env'
import { buildMatchList, matchListText, type MatchListRow } from '../hub/testing/match-list'
import { matchOutcome, matchReport } from '../hub/testing/match-report'
import { ENRICHMENT_KEYS } from '../src/features/match/api/enrichment'
import { guessMapping } from '../src/features/match/api/column-guess'
import {
  listHeaders,
  listRows,
  parseDelimited,
  toListTable,
} from '../src/features/match/api/list-input'
import {
  chosenCandidate,
  newJob,
  rowStatus,
  type MatchJob,
} from '../src/features/match/api/match-job'
import { DEFAULT_CONCURRENCY, runMatch } from '../src/features/match/api/match-runner'
import { matchServices } from '../src/features/match/api/match-services'
import { createMatchStore } from '../src/features/match/api/match-store'
import { fetchRelationModel } from '../src/features/relations/api/relation-by-label'
import { createQueryClient } from '../src/lib/query/query-client'
import { ROOT, startServer } from './spawn-server'

const rowCount = Number(process.env.BENCH_ROWS ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_CONCURRENCY)
const port = Number(process.env.BENCH_PORT ?? 18193)
const scale = process.env.HUB_SCALE || 'default'
const env = readHubEnv({ ...process.env, HUB_SCALE: scale, HUB_SEED: '1' })

const server = await startServer(
  'server',
  'proxy/start/server.ts',
  {
    PORT: String(port),
    SKIP_BUILD: '1',
    HUB_SCALE: scale,
    HUB_SEED: '1',
    HUB_DB: env.dbPath,
    HUB_API_KEY: 'match-bench-key-51d2',
    HUB_VARIANTS: 'none',
    HUB_FAULTS: '',
    DATAHUB_URL: '',
    DATAHUB_API_KEY: '',
  },
  `http://127.0.0.1:${port}/api/explorer/upstream`,
)

try {
  const db = new Database(resolve(ROOT, env.dbPath), { readonly: true, fileMustExist: true })
  const truth: MatchListRow[] = buildMatchList(db, rowCount)
  db.close()

  // The SPA's relative `/api/v2/...` calls, sent to the server and counted by endpoint.
  const calls = new Map<string, number>()
  const origin = `http://127.0.0.1:${port}`
  const realFetch = globalThis.fetch
  globalThis.fetch = (input, init) => {
    const url = new URL(String(input), origin)
    const endpoint = url.pathname
      .replace(/^\/api\/v2/, '')
      .replace(/\/get\/[0-9a-f]+$/, '/get/{id}')
      .replace(/\/resolve\/(\d+)\/[0-9a-f]+$/, '/resolve/$1/{id}')
    calls.set(endpoint, (calls.get(endpoint) ?? 0) + 1)
    return realFetch(url, init)
  }

  // Read as the page reads a pasted list: headers guessed, every enrichment column chosen.
  const list = toListTable(await parseDelimited(matchListText(truth)), null)
  const mapping = guessMapping(listHeaders(list), listRows(list))
  const store = createMatchStore(newJob(list, mapping, [...ENRICHMENT_KEYS]), () => {})
  const client = createQueryClient()
  const services = matchServices(client, (queryClient, label, id) =>
    fetchRelationModel(queryClient, 'ORGANIZATION', label, id, {
      retry: false,
      staleTime: Infinity,
    }),
  )

  const started = performance.now()
  let matchedAt = started
  await runMatch(store, services, {
    signal: new AbortController().signal,
    concurrency,
    onProgress: (progress) => {
      if (progress.phase === 'enriching' && matchedAt === started) matchedAt = performance.now()
    },
  })
  const finished = performance.now()
  globalThis.fetch = realFetch

  const job = store.get() as MatchJob
  const outcomes = job.rows.map((row, index) =>
    matchOutcome(
      truth[index]!,
      rowStatus(row, job.threshold),
      chosenCandidate(row, job.threshold),
      row.candidates,
    ),
  )
  const totalCalls = [...calls.values()].reduce((sum, count) => sum + count, 0)
  const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`
  console.log(
    `\nbench:match — ${rowCount} rows on the ${scale}-scale hub through the proxy, concurrency ${concurrency}`,
  )
  console.log(`  matching:   ${seconds(matchedAt - started)}`)
  console.log(
    `  enriching:  ${seconds(finished - matchedAt)} (all ${ENRICHMENT_KEYS.length} enrichment columns)`,
  )
  console.log(`  total:      ${seconds(finished - started)} (target ≤ 60 s)`)
  console.log(`  API calls:  ${totalCalls} (${(totalCalls / rowCount).toFixed(2)} per row)`)
  for (const [endpoint, count] of [...calls].sort((a, b) => b[1] - a[1]))
    console.log(`    ${String(count).padStart(6)}  ${endpoint}`)
  const searchesByKind = new Map<string, number>()
  job.rows.forEach((row, index) =>
    searchesByKind.set(
      truth[index]!.kind,
      (searchesByKind.get(truth[index]!.kind) ?? 0) + row.searches,
    ),
  )
  console.log('\n' + matchReport(truth, outcomes, searchesByKind))
  const swaps = outcomes.filter((_, index) => truth[index]!.kind === 'legalSwap')
  console.log(
    `  legal-form swaps accepted: ${swaps.filter((outcome) => outcome === 'wrong').length} of ${swaps.length} (must be 0; the rest wait for review)`,
  )
  for (const [index, outcome] of outcomes.entries())
    if (
      outcome === 'wrong' ||
      (process.env.BENCH_VERBOSE && outcome !== 'accepted' && outcome !== 'unmatched')
    )
      console.log(
        `    ${outcome.padEnd(16)} ${truth[index]!.kind.padEnd(12)} ${truth[index]!.name} → ${job.rows[index]!.candidates.map((c) => `${c.name} ${c.confidence}`).join(' | ')}`,
      )
} finally {
  await server.stop()
}
