/**
 * `npm run bench:latency`: how fast each kind of page is when every Data Hub answer takes a round
 * trip across the internet. Starts the production server on the small embedded hub with
 * `HUB_FAULTS={"latencyMs":…}` for each latency (100 and 300 ms), opens every page type five times
 * in Chromium, each visit in a fresh browser context (cold HTTP cache, empty IndexedDB), and prints
 * per page type the medians of:
 *   - first content: navigation → the page's first meaningful content on screen (for "click" it is
 *     click → the clicked entity's heading and facts);
 *   - last answer: navigation → the last API answer the page waited for (resource timing);
 *   - calls: Data Hub requests the browser sent (`/api/v2/…`, and `/api/explorer/batch`, which
 *     carries several);
 *   - chain: the longest sequence of API requests each of which started after the previous one's
 *     answer arrived (sequential round trips; requests in one wave count once);
 *   - limit: what the network allows for that chain: entry script loaded + chain × latency.
 * Prints figures; no CI gate. Environment: CHROMIUM_PATH, LATENCY_PORT (11850), LATENCIES
 * ("100,300"), VISITS (5), PAGES (comma-separated labels, default all).
 *
 * BASELINE=<another checkout with a built dist/> compares this tree with that one instead: both
 * servers run side by side (the baseline's on LATENCY_PORT + 1, on this checkout's hub database)
 * and the visits alternate between them, so both see the same moments of a noisy machine. On a
 * 2-core machine one link's first content spreads over 650–1650 ms: a difference of a few percent
 * needs about 30 visits each to show (docs/performance.md).
 */
import { existsSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { chromium, type Browser, type Page } from '@playwright/test'
import { buildReason, runViteBuild } from '../proxy/start/build'
import { openHubDatabase } from '../hub/db/open'
import { findConnectionPairs } from '../hub/testing/connection-pairs'
import { ROOT, startServer } from './spawn-server'
import { pageTypes, type PageType } from './latency-pages'
import { apiChain, median, type ApiTiming } from './latency-chain'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'

const port = Number(process.env.LATENCY_PORT ?? 11850)
const base = `http://127.0.0.1:${port}`
const latencies = (process.env.LATENCIES ?? '100,300').split(',').map(Number)
const visits = Number(process.env.VISITS ?? 5)
const only = process.env.PAGES?.split(',')
const HUB_DB = '.data/hub-small-1.sqlite'
const baseline = process.env.BASELINE ? resolve(process.env.BASELINE) : null

interface Visit {
  firstContent: number
  lastAnswer: number
  calls: number
  chain: number
  entryScript: number
}

/** Marks, in the page, when each watched selector first matches (no polling from outside). */
const WATCHER = `
  window.__seen = {}
  window.__long = []
  new PerformanceObserver((list) => {
    for (const task of list.getEntries()) window.__long.push([task.startTime, task.duration])
  }).observe({ type: 'longtask', buffered: true })
  window.__watch = (name, selector) => {
    const check = () => {
      if (window.__seen[name] === undefined && document.querySelector(selector))
        window.__seen[name] = performance.now()
    }
    new MutationObserver(check).observe(document, { subtree: true, childList: true, characterData: true })
    check()
  }
`

/** What TRACE=1 prints besides the requests: when the code was in and the main thread busy. */
interface CodeTiming {
  chunks: number
  lastChunkEnd: number
  entryRun: number
  longTasks: [number, number][]
}

async function apiTimings(
  page: Page,
): Promise<{ api: ApiTiming[]; entry: number; code: CodeTiming }> {
  return page.evaluate(() => {
    const entries = performance.getEntriesByType('resource') as PerformanceResourceTiming[]
    const script = document.querySelector<HTMLScriptElement>('script[type=module][src]')
    const entry = entries.find((e) => script && e.name === script.src)
    const chunks = entries.filter((e) => new URL(e.name).pathname.endsWith('.js'))
    return {
      code: {
        chunks: chunks.length,
        lastChunkEnd: Math.max(0, ...chunks.map((e) => e.responseEnd)),
        entryRun: performance.getEntriesByName('dhx:entry-run')[0]?.startTime ?? 0,
        longTasks: (window as unknown as { __long: [number, number][] }).__long,
      },
      entry: entry?.responseEnd ?? 0,
      api: entries
        // Data Hub calls: through the proxy one by one or in a batch. The proxy's own small
        // endpoints (/api/explorer/upstream, /session) answer without asking the Data Hub.
        .filter((e) => /^\/api\/(v2\/|explorer\/batch)/.test(new URL(e.name).pathname))
        .map((e) => ({
          name: e.name,
          start: e.startTime,
          end: e.responseEnd,
          sent: e.requestStart,
          firstByte: e.responseStart,
        })),
    }
  })
}

/** Waits until no API request has been in flight for `quietMs`. */
async function settle(page: Page, quietMs = 1500, maxMs = 20_000) {
  const started = Date.now()
  let inFlight = 0
  let lastChange = Date.now()
  const onStart = (request: { url(): string }) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return
    inFlight++
    lastChange = Date.now()
  }
  const onEnd = (request: { url(): string }) => {
    if (!new URL(request.url()).pathname.startsWith('/api/')) return
    inFlight--
    lastChange = Date.now()
  }
  page.on('request', onStart)
  page.on('requestfinished', onEnd)
  page.on('requestfailed', onEnd)
  while (Date.now() - started < maxMs) {
    if (inFlight <= 0 && Date.now() - lastChange > quietMs) break
    await page.waitForTimeout(100)
  }
  page.off('request', onStart)
  page.off('requestfinished', onEnd)
  page.off('requestfailed', onEnd)
}

/** TRACE=1: every visit's API requests, to see what waits for what. */
function trace(label: string, content: number, entry: number, api: ApiTiming[], code?: CodeTiming) {
  console.log(
    `${label}: content at ${Math.round(content)} ms (entry script / click ${Math.round(entry)} ms)`,
  )
  if (code)
    console.log(
      `  entry ran at ${Math.round(code.entryRun)} ms; ${code.chunks} scripts, the last in at ${Math.round(code.lastChunkEnd)} ms; long tasks (start+ms): ${code.longTasks
        .filter(([start]) => start < content)
        .map(([start, ms]) => `${Math.round(start)}+${Math.round(ms)}`)
        .join(' ')}`,
    )
  for (const timing of [...api].sort((a, b) => a.start - b.start))
    console.log(
      `  ${String(Math.round(timing.start)).padStart(6)} (sent ${String(Math.round(timing.sent ?? 0)).padStart(5)}, first byte ${String(Math.round(timing.firstByte ?? 0)).padStart(5)}) → ${String(Math.round(timing.end)).padStart(6)}  ${decodeURIComponent(new URL(timing.name).pathname + new URL(timing.name).search).slice(0, 110)}`,
    )
}

async function visit(browser: Browser, type: PageType, base: string): Promise<Visit> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 900 } })
  const page = await context.newPage()
  // A deep link is watched from the document's start; a click page from just before the click.
  await page.addInitScript(
    WATCHER + (type.click ? '' : `window.__watch('content', ${JSON.stringify(type.content)})`),
  )
  try {
    if (type.click) {
      await page.goto(`${base}${type.path}`)
      const link = page.locator(type.click).first()
      await link.waitFor()
      await settle(page, 800)
      // The clicked page's heading is new: watch from before the click.
      await page.evaluate(() => {
        const w = window as unknown as { __seen: Record<string, number> }
        delete w.__seen.content
      })
      const hoverAt = await page.evaluate(() => performance.now())
      await link.hover()
      await page.waitForTimeout(250)
      const clickedAt = await page.evaluate(() => performance.now())
      await page.evaluate((selector) => {
        ;(window as unknown as { __watch(n: string, s: string): void }).__watch('content', selector)
      }, type.content)
      await link.click()
      await page.waitForFunction(
        () =>
          (window as unknown as { __seen: Record<string, number> }).__seen.content !== undefined,
      )
      await settle(page)
      const seen = await page.evaluate(
        () => (window as unknown as { __seen: Record<string, number> }).__seen.content!,
      )
      // The hover's preload and everything after it belong to the clicked page.
      const own = (await apiTimings(page)).api.filter((timing) => timing.start >= hoverAt)
      if (process.env.TRACE) trace(type.label, seen, clickedAt, own)
      return {
        firstContent: seen - clickedAt,
        lastAnswer: Math.max(0, ...own.map((t) => t.end - clickedAt)),
        calls: own.length,
        chain: apiChain(own),
        entryScript: 0,
      }
    }
    await page.goto(`${base}${type.path}`, { waitUntil: 'commit' })
    await page.waitForFunction(
      () => (window as unknown as { __seen: Record<string, number> }).__seen.content !== undefined,
      undefined,
      { timeout: 30_000 },
    )
    await settle(page)
    const seen = await page.evaluate(
      () => (window as unknown as { __seen: Record<string, number> }).__seen.content!,
    )
    const { api, entry, code } = await apiTimings(page)
    if (process.env.TRACE) trace(type.label, seen, entry, api, code)
    return {
      firstContent: seen,
      lastAnswer: Math.max(0, ...api.map((t) => t.end)),
      calls: api.length,
      chain: apiChain(api),
      entryScript: entry,
    }
  } catch (error) {
    throw new Error(`${type.label} (${type.path}): ${String(error)}`, { cause: error })
  } finally {
    await context.close()
  }
}

/** The production server on the small hub, every Data Hub answer `latency` ms late. */
async function startBenchServer(latency: number, serverPort: number, checkout = ROOT) {
  if (!existsSync(join(checkout, 'dist', 'index.html')))
    throw new Error(`${checkout} has no built dist/: run "npx vite build" there first`)
  const origin = `http://127.0.0.1:${serverPort}`
  const server = await startServer(
    checkout === ROOT ? 'server' : 'baseline',
    'proxy/start/server.ts',
    {
      PORT: String(serverPort),
      SKIP_BUILD: '1',
      HUB_SCALE: 'small',
      HUB_SEED: '1',
      // One database for both trees of a comparison: the same records, the same answers.
      HUB_DB: join(ROOT, HUB_DB),
      HUB_VARIANTS: 'none',
      DATAHUB_URL: '',
      DATAHUB_API_KEY: '',
      TILE_URL: '',
      HUB_HOSTILE: '',
      HUB_FAULTS: JSON.stringify({ latencyMs: latency }),
      LOG_LEVEL: 'warn',
      // No shared cache: each visit must reach the (slow) hub as a first visitor's would.
      CACHE_MAX_BYTES: '0',
      AUDIT_LOG: 'off',
    },
    `${origin}/api/explorer/upstream`,
    {},
    checkout,
  )
  return { base: origin, stop: () => server.stop() }
}

/** BASELINE: this tree against the baseline, visits alternating, first content and calls. */
async function compare(browser: Browser, types: PageType[], baselineBase: string, latency: number) {
  const rows = []
  for (const type of types) {
    await visit(browser, type, base).catch(() => undefined)
    await visit(browser, type, baselineBase).catch(() => undefined)
    const ours: Visit[] = []
    const theirs: Visit[] = []
    for (let index = 0; index < visits; index++) {
      // Alternating which goes first, so neither always follows the other's visit.
      const pair = index % 2 ? [theirs, ours] : [ours, theirs]
      for (const runs of pair)
        runs.push(await visit(browser, type, runs === ours ? base : baselineBase))
    }
    const content = (runs: Visit[]) => Math.round(median(runs.map((run) => run.firstContent)))
    rows.push({
      page: type.label,
      'this tree ms': content(ours),
      'baseline ms': content(theirs),
      'difference ms': content(ours) - content(theirs),
      calls: `${median(ours.map((run) => run.calls))} / ${median(theirs.map((run) => run.calls))}`,
    })
  }
  console.log(
    `\nThis tree against ${baseline}; every Data Hub answer +${latency} ms; ` +
      `medians of ${visits} cold visits each, alternating`,
  )
  console.table(rows)
}

async function main() {
  const reason = await buildReason(ROOT)
  if (reason) {
    console.log(`Building the SPA because ${reason} …`)
    await runViteBuild(ROOT)
  }
  const db = await openHubDatabase({ path: HUB_DB, scale: 'small', seed: 1 })
  const pair = findConnectionPairs(db).find((candidate) => candidate.steps === 2)!
  db.close()

  const browser = await chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: CHROMIUM_ARGS,
  })
  try {
    for (const latency of latencies) {
      const server = await startBenchServer(latency, port)
      const other = baseline ? await startBenchServer(latency, port + 1, baseline) : null
      try {
        const types = (await pageTypes(base, pair)).filter(
          (type) => !only || only.includes(type.label),
        )
        if (other) {
          await compare(browser, types, other.base, latency)
          continue
        }
        // One visit each first, so the server's lazy work (worker threads, prepared statements) is
        // not in the figures.
        for (const type of types) await visit(browser, type, base).catch(() => undefined)
        const rows = []
        for (const type of types) {
          const runs: Visit[] = []
          for (let index = 0; index < visits; index++) runs.push(await visit(browser, type, base))
          const m = (pick: (run: Visit) => number) => median(runs.map(pick))
          const chain = m((run) => run.chain)
          const entry = m((run) => run.entryScript)
          rows.push({
            page: type.label,
            'first content ms': Math.round(m((run) => run.firstContent)),
            'last answer ms': Math.round(m((run) => run.lastAnswer)),
            calls: m((run) => run.calls),
            chain,
            'limit ms': Math.round(entry + chain * latency),
            target: type.target(latency),
          })
        }
        console.log(`\nEvery Data Hub answer +${latency} ms; medians of ${visits} cold visits`)
        console.table(rows)
      } finally {
        await server.stop()
        await other?.stop()
      }
    }
  } finally {
    await browser.close()
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
