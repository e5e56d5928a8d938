/**
 * `npm run bench:match`: matches and enriches a list of 1,000 rows on the default-scale hub,
 * through the production server (proxy + embedded hub, as `npm start` runs it), with the SPA's own
 * matcher: the same engine, run queue, query cache and relation discovery as the /match page
 * (src/features/match/api), with `fetch` pointed at the server. The list comes from the database
 * with the organization each row means (hub/testing/match-list.ts), so the result is also checked.
 * Prints the time (target ≤ 60 s) and the calls spent, by endpoint. Not a pass/fail test.
 *
 * Environment: BENCH_ROWS (1000), BENCH_CONCURRENCY (the page's), BENCH_PORT (18193), HUB_SCALE (default).
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import { readHubEnv } from '../hub/env'
import { buildMatchList, matchListText, type MatchListRow } from '../hub/testing/match-list'
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
import { fetchRelationByLabel } from '../src/features/relations/api/relation-by-label'
import { sameEntityId } from '../src/lib/datahub/fields'
import { createQueryClient } from '../src/lib/query-client'
import { ROOT, startServer } from './spawn-server'

const rowCount = Number(process.env.BENCH_ROWS ?? 1000)
const concurrency = Number(process.env.BENCH_CONCURRENCY ?? DEFAULT_CONCURRENCY)
const port = Number(process.env.BENCH_PORT ?? 18193)
const scale = process.env.HUB_SCALE || 'default'
const env = readHubEnv({ ...process.env, HUB_SCALE: scale, HUB_SEED: '1' })

const server = await startServer(
  'server',
  'proxy/server.ts',
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
    fetchRelationByLabel(queryClient, 'ORGANIZATION', label, id, {
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
  const tally = { correct: 0, wrong: 0, review: 0, reviewWithTruth: 0, none: 0, noneCorrect: 0 }
  const wrongByKind = new Map<string, number>()
  job.rows.forEach((row, index) => {
    const expected = truth[index]!
    const status = rowStatus(row, job.threshold)
    const chosen = chosenCandidate(row, job.threshold)
    if (status === 'matched') {
      const ok = expected.truth !== null && sameEntityId(chosen?.id, expected.truth)
      // Several organizations share an ambiguous row's name: any of them is as good.
      const sameName = expected.kind === 'ambiguous' && chosen?.name === expected.name
      if (ok || sameName) tally.correct++
      else {
        tally.wrong++
        wrongByKind.set(expected.kind, (wrongByKind.get(expected.kind) ?? 0) + 1)
      }
    } else if (status === 'review') {
      tally.review++
      if (row.candidates.some((candidate) => sameEntityId(candidate.id, expected.truth)))
        tally.reviewWithTruth++
    } else {
      tally.none++
      if (expected.truth === null) tally.noneCorrect++
    }
  })
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
  console.log(
    `  outcome:    ${tally.correct} matched correctly, ${tally.wrong} matched wrongly` +
      `${wrongByKind.size ? ` (${[...wrongByKind].map(([kind, n]) => `${kind} ${n}`).join(', ')})` : ''}` +
      `, ${tally.review} to review (${tally.reviewWithTruth} with the right candidate among theirs)` +
      `, ${tally.none} without a match (${tally.noneCorrect} of them not in the register)`,
  )
} finally {
  await server.stop()
}
