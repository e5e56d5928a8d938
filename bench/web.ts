/**
 * `npm run bench:web`: the SPA's performance budget. Builds the SPA when stale, starts the
 * production server (small scale), and prints for `/`, an organization page and a dataset page the
 * initial JavaScript (gzip) and Lighthouse's performance, accessibility and best-practices scores
 * and LCP, with Debian's Chromium. Targets: initial JS ≤ 130 KB gzip on `/`, performance ≥ 0.95,
 * accessibility 1.00. Prints figures; `scripts/bundle-budget.test.ts` is the failing test.
 *
 * Environment: CHROME_PATH (default /usr/bin/chromium), WEB_PORT (18090), LH_PRESET (desktop |
 * mobile; default desktop: the explorer is an analyst's desktop tool).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'
import * as chromeLauncher from 'chrome-launcher'
import lighthouse, { type Flags } from 'lighthouse'
import desktopConfig from 'lighthouse/core/config/desktop-config.js'
import { formatKb, HOME_ROUTE_FILE, pageLoadJs } from '../scripts/bundle-size'
import { buildIfNeeded, ROOT, startExplorerOnSmallHub, type RunningServer } from './spawn-server'

const port = Number(process.env.WEB_PORT ?? 18090)
const base = `http://127.0.0.1:${port}`
const chromePath = process.env.CHROME_PATH || '/usr/bin/chromium'
const preset = process.env.LH_PRESET === 'mobile' ? 'mobile' : 'desktop'
const DIST = join(ROOT, 'dist')

let server: RunningServer | undefined
let chrome: chromeLauncher.LaunchedChrome | undefined

async function pages(): Promise<[string, string][]> {
  const get = async (path: string) => (await fetch(`${base}/api/v2${path}`)).json()
  const organizations = await get('/search/entities/organization?q=GmbH&limit=1')
  const datasets = await get('/search/data?q=Bevölkerung&include_services=false&limit=1')
  return [
    ['home /', '/'],
    ['organization', `/organizations/${organizations.results[0].entity.fb_entity_id}`],
    ['dataset', `/datasets/${datasets.results[0].entity.key}`],
  ]
}

/** gzip size of the scripts a page loaded (from dist/, as the server sends them). */
function scriptGzip(urls: string[]): number {
  return urls
    .map((url) => new URL(url).pathname)
    .filter((path) => path.startsWith('/assets/') && path.endsWith('.js'))
    .reduce(
      (sum, path) => sum + gzipSync(readFileSync(join(DIST, path)), { level: 9 }).byteLength,
      0,
    )
}

async function main() {
  await buildIfNeeded()
  const entry = pageLoadJs(DIST, HOME_ROUTE_FILE)
  console.log(
    `Initial JS of / from the manifest (entry + the / route's chunks): ${formatKb(entry.gzipBytes)} gzip (${formatKb(entry.bytes)} raw) in ${entry.chunks.length} chunks`,
  )
  for (const chunk of entry.chunks.slice(0, 6))
    console.log(`  ${chunk.file.padEnd(40)} ${formatKb(chunk.gzipBytes)}`)

  server = await startExplorerOnSmallHub(port)
  chrome = await chromeLauncher.launch({
    chromePath,
    chromeFlags: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  })
  const flags: Flags = {
    port: chrome.port,
    output: 'json',
    logLevel: 'error',
    onlyCategories: ['performance', 'accessibility', 'best-practices'],
  }
  const rows = []
  for (const [label, path] of await pages()) {
    // Chromium's trace sometimes misses the navigation start on a busy machine: measure again.
    let result: Awaited<ReturnType<typeof lighthouse>>
    for (let attempt = 1; ; attempt++) {
      result = await lighthouse(
        `${base}${path}`,
        flags,
        preset === 'desktop' ? desktopConfig : undefined,
      )
      if (!result?.lhr.runtimeError || attempt === 3) break
      console.log(`  ${label}: ${result.lhr.runtimeError.code}, measuring again`)
    }
    if (!result) throw new Error(`Lighthouse returned nothing for ${path}`)
    const { lhr } = result
    const requests =
      (
        lhr.audits['network-requests']?.details as
          { items?: { url: string; resourceType?: string }[] } | undefined
      )?.items ?? []
    const scripts = requests
      .filter((item) => item.resourceType === 'Script')
      .map((item) => item.url)
    const score = (key: string) => lhr.categories[key]?.score?.toFixed(2) ?? 'n/a'
    const failing = Object.values(lhr.audits)
      .filter(
        (audit) => audit.score !== null && audit.score < 1 && audit.scoreDisplayMode === 'binary',
      )
      .map((audit) => audit.id)
    rows.push({
      page: label,
      path: path.length > 44 ? `${path.slice(0, 41)}…` : path,
      'initial JS gzip': formatKb(scriptGzip(scripts)),
      scripts: scripts.length,
      performance: score('performance'),
      accessibility: score('accessibility'),
      'best-practices': score('best-practices'),
      LCP: `${Math.round(lhr.audits['largest-contentful-paint']?.numericValue ?? NaN)} ms`,
      'failed audits': failing.join(' '),
    })
    if (lhr.runtimeError) console.log(`  ${label}: ${lhr.runtimeError.message}`)
  }
  console.log(`\nLighthouse ${preset} preset, Chromium ${chromePath}`)
  console.table(rows)
  console.log('Targets: initial JS ≤ 130 KB gzip on /, performance ≥ 0.95, accessibility 1.00')
}

main()
  .catch((error: unknown) => {
    console.error(error)
    process.exitCode = 1
  })
  .finally(async () => {
    chrome?.kill()
    await server?.stop()
  })
