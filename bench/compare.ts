/**
 * `npm run bench:compare`: how long a 4-organization comparison takes to become interactive once
 * its data has arrived, in real Chromium against the production server (small-scale embedded hub).
 *
 * Per run, a fresh page opens `/compare?ids=a,b,c,d` for four organizations with key figures and
 * records, in the page, when the last Data Hub answer finished (`responseEnd` of the last
 * `/api/v2` request: records, relation discovery, KPI, management and shareholder slices), the last
 * change to the page's DOM, and every long task (> 50 ms). "Interactive" is the later of the last
 * DOM change and the end of the last long task, i.e. the page is complete and the main thread free.
 * The figure is interactive − data arrived. Target: ≤ 1 s. Figures, not a pass/fail test.
 *
 * Environment: CHROMIUM_PATH (default /usr/bin/chromium), BENCH_PORT (4295), RUNS (7).
 */
import { chromium, type Browser, type Page } from '@playwright/test'
import { buildIfNeeded, startExplorerOnSmallHub, type RunningServer } from './spawn-server'
import { CHROMIUM_ARGS, CHROMIUM_PATH } from './chromium'
import { relationKey } from '../contract/relations'

const PORT = Number(process.env.BENCH_PORT ?? 4295)
const BASE = `http://127.0.0.1:${PORT}`
const RUNS = Number(process.env.RUNS ?? 7)

let server: RunningServer | undefined
let browser: Browser | undefined

const post = async (path: string) =>
  (
    await fetch(`${BASE}/api/v2${path}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  ).json()

/** Four organizations with several years of key figures, so every chart and table has work. */
async function organizationsWithFigures(): Promise<string[]> {
  const search = await (
    await fetch(`${BASE}/api/v2/search/entities/organization?q=GmbH&limit=60`)
  ).json()
  const picked: string[] = []
  for (const { entity } of search.results as { entity: { fb_entity_id: string } }[]) {
    const envelopes = await post(
      `/relation/resolve/${relationKey('ORGANIZATION', 'FINANCIALS_KPI')}/${entity.fb_entity_id}`,
    )
    const years = envelopes?.[0]?.entity?.value
    if (Array.isArray(years) && years.filter((year) => year.revenue !== null).length >= 3)
      picked.push(entity.fb_entity_id)
    if (picked.length === 4) return picked
  }
  throw new Error('fewer than four organizations with three years of revenue')
}

/** Runs in the page before any of its scripts: records long tasks and the last DOM change. */
function instrument() {
  const w = window as unknown as {
    __bench: { longTasks: [number, number][]; lastMutation: number }
  }
  w.__bench = { longTasks: [], lastMutation: 0 }
  new PerformanceObserver((list) => {
    for (const entry of list.getEntries())
      w.__bench.longTasks.push([entry.startTime, entry.startTime + entry.duration])
  }).observe({ type: 'longtask', buffered: true })
  new MutationObserver(() => (w.__bench.lastMutation = performance.now())).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
  })
}

async function measure(page: Page, ids: string[]) {
  await page.goto(`${BASE}/compare?ids=${ids.join(',')}`)
  const facts = page.getByTestId('compare-facts')
  await facts.getByRole('columnheader').nth(3).waitFor()
  // Complete: every key-figure and people list settled, the shared summary decided.
  await page.waitForFunction(
    () => {
      const main = document.querySelector('main')?.textContent ?? ''
      return (
        !/Loading|Looking for managers/.test(main) &&
        document.querySelectorAll('[aria-labelledby="compare-kpis"] figure').length > 0
      )
    },
    undefined,
    { timeout: 30_000 },
  )
  // Quiet time, so trailing long tasks and DOM changes are recorded.
  await page.waitForTimeout(1500)
  return page.evaluate(() => {
    const w = window as unknown as {
      __bench: { longTasks: [number, number][]; lastMutation: number }
    }
    const api = performance
      .getEntriesByType('resource')
      .filter((entry) => new URL(entry.name).pathname.startsWith('/api/v2/'))
      .map((entry) => (entry as PerformanceResourceTiming).responseEnd)
    const dataArrived = Math.max(...api)
    const lastTaskEnd = Math.max(0, ...w.__bench.longTasks.map(([, end]) => end))
    const interactive = Math.max(w.__bench.lastMutation, lastTaskEnd, dataArrived)
    return {
      requests: api.length,
      dataArrived,
      interactive,
      afterData: interactive - dataArrived,
      longTasksAfterData: w.__bench.longTasks.filter(([, end]) => end > dataArrived).length,
    }
  })
}

async function main() {
  await buildIfNeeded()
  server = await startExplorerOnSmallHub(PORT)
  const ids = await organizationsWithFigures()
  browser = await chromium.launch({
    ...(CHROMIUM_PATH ? { executablePath: CHROMIUM_PATH } : {}),
    args: CHROMIUM_ARGS,
  })
  const rows = []
  for (let run = 1; run <= RUNS + 1; run++) {
    const context = await browser.newContext({ viewport: { width: 1400, height: 900 } })
    await context.addInitScript(instrument)
    const page = await context.newPage()
    const result = await measure(page, ids)
    await context.close()
    // The first run warms the server's caches and Chromium; it is shown but not counted.
    rows.push({ run: run === 1 ? 'warm-up' : run - 1, ...result })
  }
  const counted = rows
    .slice(1)
    .map((row) => row.afterData)
    .sort((a, b) => a - b)
  const median = counted[Math.floor(counted.length / 2)]!
  console.table(
    rows.map((row) => ({
      run: row.run,
      'API requests': row.requests,
      'data arrived (ms)': Math.round(row.dataArrived),
      'interactive (ms)': Math.round(row.interactive),
      'interactive after data (ms)': Math.round(row.afterData),
      'long tasks after data': row.longTasksAfterData,
    })),
  )
  console.log(`Organizations: ${ids.join(', ')}`)
  console.log(
    `4-organization comparison interactive after its data arrived: median ${Math.round(median)} ms, worst ${Math.round(counted[counted.length - 1]!)} ms over ${counted.length} runs (target ≤ 1000 ms)`,
  )
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(async () => {
    await browser?.close()
    await server?.stop()
  })
