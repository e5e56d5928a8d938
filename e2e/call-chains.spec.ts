/**
 * Issue 27: speed never costs calls. Against a Data Hub a round trip away (a server of its own with
 * HUB_FAULTS latency and no shared cache), each view is counted twice: the Data Hub calls from the
 * server's audit log (one line per call, batched ones included), and the browser's requests with
 * their resource timing, from which the sequential round trips ("chain") follow. Counts and chains
 * are asserted, never times: the latency only keeps the round trips apart, so a busy machine that
 * starts a request late cannot merge two of them.
 */
import { readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page, Request } from '@playwright/test'
import { apiChain, type ApiTiming } from '../bench/latency-chain'
import { ROUTE_CODE_REL } from '../src/first-paint/early-route-code'
import { getJson, searchOrganizations } from './entity-data'
import { startExtraServer, type ExtraServer } from './extra-server'
import { test as base, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

/** Every Data Hub answer waits this long: longer than a loaded machine takes between two requests of one round trip. */
const LATENCY_MS = 1000

interface AuditLine {
  path: string
  method: string
  status: number
  cached: boolean
}

interface SlowServer {
  baseURL: string
  /** The Data Hub calls logged since the last `mark()`. */
  callsSinceMark(): AuditLine[]
  mark(): void
}

const test = base.extend<object, { slowServer: SlowServer }>({
  slowServer: [
    // Playwright reads a fixture's dependencies from this pattern: it must be a literal `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const auditLog = join(tmpdir(), `e2e-calls-${workerInfo.parallelIndex}-${Date.now()}.jsonl`)
      const server: ExtraServer = await startExtraServer(4470 + (workerInfo.parallelIndex % 10), {
        HUB_DB: E2E_HUB_DB,
        HUB_VARIANTS: 'none',
        HUB_FAULTS: JSON.stringify({ latencyMs: LATENCY_MS }),
        // Every view reaches the Data Hub, as a first visitor's would.
        CACHE_MAX_BYTES: '0',
        AUDIT_LOG: auditLog,
      })
      const lines = () => {
        try {
          return readFileSync(auditLog, 'utf8').split('\n').filter(Boolean)
        } catch {
          return []
        }
      }
      let marked = 0
      await use({
        baseURL: server.baseURL,
        mark: () => (marked = lines().length),
        callsSinceMark: () =>
          lines()
            .slice(marked)
            .map((line) => JSON.parse(line) as AuditLine),
      })
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'starts its own slow server on the normal hub; what a view asks for is counted once, in the chromium project',
)

const isDataHubRequest = (request: Request) =>
  /^\/api\/(v2\/|explorer\/batch$)/.test(new URL(request.url()).pathname)

/**
 * The browser's Data Hub requests from now on: how many calls they carry (a batch carries
 * several), whether any is in flight, and whether one was cancelled.
 */
function watchRequests(page: Page) {
  const state = { calls: 0, inFlight: 0, lastChange: Date.now(), aborted: [] as string[] }
  page.on('request', (request) => {
    if (!isDataHubRequest(request)) return
    const batch = request.url().endsWith('/api/explorer/batch')
    state.calls += batch ? (request.postDataJSON() as { requests: string[] }).requests.length : 1
    state.inFlight++
    state.lastChange = Date.now()
  })
  const done = (request: Request) => {
    if (!isDataHubRequest(request)) return
    state.inFlight--
    state.lastChange = Date.now()
  }
  page.on('requestfinished', done)
  page.on('requestfailed', (request) => {
    done(request)
    state.aborted.push(new URL(request.url()).pathname)
  })
  return state
}

/** Waits until no Data Hub request has been in flight for a moment and the audit log has them all. */
async function settle(state: ReturnType<typeof watchRequests>, server: SlowServer) {
  await expect
    .poll(() => state.inFlight === 0 && Date.now() - state.lastChange > 500, {
      timeout: 15_000,
    })
    .toBe(true)
  // The audit log is written as the answers go out; every call the browser's requests carried.
  await expect.poll(() => server.callsSinceMark().length).toBe(state.calls)
  const calls = server.callsSinceMark()
  for (const call of calls) expect(call.cached, call.path).toBe(false)
  return calls.map((call) => `${call.method} ${call.path.replace(/^\/api\/v2/, '')}`)
}

/** Browser requests since `since` (performance.now()), with their resource timing. */
async function timings(page: Page, since = 0): Promise<ApiTiming[]> {
  return page.evaluate(
    (from) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
        .filter((entry) => /^\/api\/(v2\/|explorer\/batch$)/.test(new URL(entry.name).pathname))
        .filter((entry) => entry.startTime >= from)
        .map((entry) => ({ name: entry.name, start: entry.startTime, end: entry.responseEnd })),
    since,
  )
}

/**
 * The requests the inline script of index.html sent for this page (src/early-data.ts): each of
 * these paths was asked before the app's entry script had run (its `dhx:entry-run` mark), and the
 * app took every early response instead of asking again (none is left untaken; a second request
 * for the same call would fail `expectEachOnce`).
 */
/** The paths of the requests that went out before the first answer came: the first round trip. */
function firstWavePaths(browser: ApiTiming[]): string[] {
  const first = Math.min(...browser.map((timing) => timing.end))
  return browser
    .filter((timing) => timing.start < first)
    .map((timing) => new URL(timing.name).pathname)
}

async function expectSentEarlyAndTaken(page: Page, paths: string[]) {
  const { entryRun, starts, untaken } = await page.evaluate(() => ({
    entryRun: performance.getEntriesByName('dhx:entry-run')[0]?.startTime ?? null,
    starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }),
    ),
    untaken: [
      ...((window as unknown as { __dhxEarly?: Map<string, unknown> }).__dhxEarly?.keys() ?? []),
    ],
  }))
  expect(entryRun, 'the entry script ran').not.toBeNull()
  for (const path of paths) {
    const sent = starts.filter((entry) => entry.path === path)
    expect(sent, `${path} asked once`).toHaveLength(1)
    expect(sent[0]!.start, `${path} asked before the entry script ran`).toBeLessThan(entryRun!)
  }
  expect(untaken, 'early requests the app did not take').toEqual([])
}

/**
 * The route's code, which the server links for the inline script (src/first-paint/server/route-preload.ts): each
 * file is asked for once, behind the early Data Hub requests (which take a round trip, and once
 * waited for a connection behind 40-odd small files) and before the entry script has run.
 */
async function expectRouteCodeBehindEarlyRequests(page: Page, earlyPaths: string[]) {
  const html = await (await page.request.get(page.url())).text()
  const files = [
    ...html.matchAll(new RegExp(`<link rel="${ROUTE_CODE_REL}" [^>]*href="([^"]+)"`, 'g')),
  ].map((match) => match[1]!)
  const { starts, entryRun } = await page.evaluate(() => ({
    starts: (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).map(
      (entry) => ({ path: new URL(entry.name).pathname, start: entry.startTime }),
    ),
    entryRun: performance.getEntriesByName('dhx:entry-run')[0]?.startTime ?? Infinity,
  }))
  expect(files.length, 'files of route code named').toBeGreaterThan(3)
  const lastEarly = Math.max(
    ...earlyPaths.map((path) => starts.find((entry) => entry.path === path)?.start ?? Infinity),
  )
  for (const file of files) {
    const sent = starts.filter((entry) => entry.path === file)
    expect(sent, `${file} asked once`).toHaveLength(1)
    expect(sent[0]!.start, `${file} asked after the Data Hub requests`).toBeGreaterThanOrEqual(
      lastEarly,
    )
    expect(sent[0]!.start, `${file} asked before the entry script ran`).toBeLessThan(entryRun)
  }
}

/** Nothing asked twice for one view. */
function expectEachOnce(calls: string[]) {
  const repeated = calls.filter((call, index) => calls.indexOf(call) !== index)
  expect(repeated, 'calls sent twice').toEqual([])
}

type Api = Parameters<typeof getJson>[0]

/** The head office's ID of an organization, per the API; null without one. */
async function headOfficeOf(api: Api, id: string) {
  const record = await getJson<{ address?: { fb_entity_id?: string } | null }>(
    api,
    `/api/v2/entities/organization/get/${id}`,
  )
  return record.address?.fb_entity_id ?? null
}

/** The first of these organizations with a head office, and the head office's ID. */
async function withHeadOffice(api: Api, ids: string[]) {
  for (const id of ids) {
    const locationId = await headOfficeOf(api, id)
    if (locationId) return { id, locationId }
  }
  throw new Error(`none of ${ids.join(', ')} has a head office`)
}

/**
 * The calls of an organization page with its head-office context: the record, the relation list
 * and the open tab's slice, then the list of place relations and the context's slices of the head
 * office (at most five). Anything else, or anything twice, fails.
 */
function expectOrganizationCalls(
  calls: string[],
  { id, locationId }: { id: string; locationId: string },
  { withRecord }: { withRecord: boolean },
) {
  expectEachOnce(calls)
  const record = `GET /entities/organization/get/${id}`
  expect(calls.filter((call) => call === record)).toHaveLength(withRecord ? 1 : 0)
  expect(calls).toContain('GET /relation/list/organization')
  expect(calls).toContain('GET /relation/list/location')
  const ownSlices = calls.filter((call) => call.endsWith(`/${id}`) && call.includes('/resolve/'))
  const contextSlices = calls.filter((call) => call.endsWith(`/${locationId}`))
  expect(ownSlices).toHaveLength(1)
  expect(contextSlices.length).toBeGreaterThanOrEqual(1)
  expect(contextSlices.length).toBeLessThanOrEqual(5)
  expect(calls).toHaveLength((withRecord ? 1 : 0) + 3 + contextSlices.length)
}

async function headOfficeSettled(page: Page) {
  const card = page.getByRole('region', { name: 'Head office context' })
  await card.scrollIntoViewIfNeeded()
  await expect(card.getByRole('link', { name: 'Flood risk' })).toBeVisible({ timeout: 15_000 })
  await expect(card.getByRole('status')).toHaveCount(0, { timeout: 15_000 })
}

test('an organization deep link: record, relation list and open tab in one round trip, everything it shows in three, nothing twice', async ({
  page,
  api,
  slowServer,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const organization = await withHeadOffice(
    api,
    results.slice(0, 10).map((hit) => hit.entity.fb_entity_id),
  )
  slowServer.mark()
  const requests = watchRequests(page)
  await page.goto(`${slowServer.baseURL}/organizations/${organization.id}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await headOfficeSettled(page)
  const calls = await settle(requests, slowServer)

  expectOrganizationCalls(calls, organization, { withRecord: true })
  expect(requests.aborted).toEqual([])
  const browser = await timings(page)
  // Record + relation list + open slice (the route's code comes with the HTML, so its loader asks
  // while the record the entry script asked for is on its way); the place relations; the head
  // office's slices.
  expect(apiChain(browser)).toBeLessThanOrEqual(3)
  // The first round trip holds the record, the relation list and the open tab's slice.
  const firstWave = firstWavePaths(browser)
  expect(firstWave).toEqual(
    expect.arrayContaining([
      `/api/v2/entities/organization/get/${organization.id}`,
      '/api/v2/relation/list/organization',
    ]),
  )
  expect(
    firstWave.some((path) => path.endsWith(`/${organization.id}`) && path.includes('/resolve/')),
  ).toBe(true)
  // That round trip starts before the app's code has run: index.html asks for it itself, and for
  // the route's code behind it.
  const early = [
    `/api/v2/entities/organization/get/${organization.id}`,
    '/api/v2/relation/list/organization',
    firstWave.find((path) => path.includes('/resolve/') && path.endsWith(`/${organization.id}`))!,
  ]
  await expectSentEarlyAndTaken(page, early)
  await expectRouteCodeBehindEarlyRequests(page, early)
})

test('a result clicked after a hover: the hover asked for the record, the page shows before any answer after the click, nothing asked twice', async ({
  page,
  api,
  slowServer,
}) => {
  slowServer.mark()
  const listRequests = watchRequests(page)
  await page.goto(`${slowServer.baseURL}/search/organizations?q=GmbH`)
  const links = page.getByTestId('organization-result').locator('a[href^="/organizations/"]')
  await expect(links.first()).toBeVisible()
  const ids = (await links.evaluateAll((anchors) => anchors.map((a) => a.getAttribute('href')!)))
    .map((href) => href.split('/')[2]!.split('?')[0]!)
    .slice(0, 10)
  const organization = await withHeadOffice(api, ids)
  const link = links.and(page.locator(`[href^="/organizations/${organization.id}"]`)).first()
  // The results page's own calls are over (and logged) before the hover.
  await settle(listRequests, slowServer)

  slowServer.mark()
  const requests = watchRequests(page)
  const recordPath = `/api/v2/entities/organization/get/${organization.id}`
  const recordAnswered = page.waitForResponse(
    (response) => new URL(response.url()).pathname === recordPath,
  )
  await link.hover()
  const { name } = (await (await recordAnswered).json()) as { name: string }
  // Every Data Hub request from the click on is held until the page shows: a page that needed
  // one round trip before its heading and facts (the record, say) would never show.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const hold = (url: URL) => /^\/api\/(v2\/|explorer\/batch$)/.test(url.pathname)
  await page.route(hold, async (route) => {
    await held
    await route.continue()
  })
  const clickedAt = await page.evaluate(() => performance.now())
  await link.click()
  await expect(page.getByRole('heading', { level: 1, name })).toBeVisible()
  await expect(page.getByText('Register ID', { exact: true }).first()).toBeVisible()
  // The route stays: a request it holds continues now, and later ones pass straight through.
  release()
  await headOfficeSettled(page)
  const calls = await settle(requests, slowServer)

  expectOrganizationCalls(calls, organization, { withRecord: true })
  const afterClick = await timings(page, clickedAt)
  expect(afterClick.map((timing) => new URL(timing.name).pathname)).not.toContain(recordPath)
  // From the click: relation list and open slice; the place relations; the head office's slices.
  expect(apiChain(afterClick)).toBeLessThanOrEqual(3)
})

test('the start page: its small calls in batches, two round trips, nothing twice', async ({
  page,
  slowServer,
}) => {
  slowServer.mark()
  const requests = watchRequests(page)
  await page.goto(`${slowServer.baseURL}/`)
  // The catalogue's counts are asked for once it is on screen.
  await page.getByTestId('dataset-catalogue').scrollIntoViewIfNeeded()
  await expect(page.getByTestId('dataset-catalogue').getByRole('cell').nth(1)).toHaveText(/\d/, {
    timeout: 15_000,
  })
  await expect(
    page.getByTestId('overview-map').getByRole('link', { name: /^Berlin: [\d.,]+ / }),
  ).toBeVisible({ timeout: 15_000 })
  const calls = await settle(requests, slowServer)

  expectEachOnce(calls)
  // Before issue 27 the start page made 25 calls; batching must not add any.
  expect(calls.length).toBeLessThanOrEqual(25)
  const browser = await timings(page)
  // Several calls travel in one batch request: fewer browser requests than calls.
  expect(browser.length).toBeLessThan(calls.length)
  // Two round trips (the target is at most four): the examples' searches and the catalogue, with
  // the map's counts, which need neither; then the catalogue's row counts, which need its keys.
  expect(apiChain(browser)).toBeLessThanOrEqual(2)
  const firstWave = firstWavePaths(browser)
  expect(firstWave).toEqual(
    expect.arrayContaining(['/api/v2/search/entities/organization', '/api/v2/search/data']),
  )
  // A first visit (nothing stored) asks for the examples and the catalogue from index.html.
  await expectSentEarlyAndTaken(page, [
    '/api/v2/search/entities/organization',
    '/api/v2/search/data',
  ])
})

test('a dataset link shows at once, asks for its metadata and its first rows together, once each, none cancelled', async ({
  page,
  api,
  slowServer,
}) => {
  const { results } = await getJson<{ results: { entity: { key?: string; _key?: string } }[] }>(
    api,
    '/api/v2/search/data?q=Bev%C3%B6lkerung&include_services=false&limit=1',
  )
  const key = results[0]!.entity.key ?? results[0]!.entity._key!
  slowServer.mark()
  const requests = watchRequests(page)
  // Both answers are held until the page has shown the dataset's key and that it is loading: a
  // page that waited for its metadata before rendering (a loader it awaits, the router's pending
  // page) would never show.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const ownStream = (url: URL) => url.pathname.startsWith('/api/v2/stream/')
  await page.route(ownStream, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${slowServer.baseURL}/datasets/${key}`)
  await expect(page.getByText(`Dataset · key ${key}`)).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading the dataset…' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: /^Loading…$/ })).toHaveCount(0)
  release()
  await expect(page.getByRole('gridcell').first()).toBeVisible({ timeout: 15_000 })
  await expect(page.getByRole('status').filter({ hasText: 'Loading the dataset…' })).toHaveCount(0)
  // The link is pinned to the version the metadata names (a navigation of its own).
  await expect(page).toHaveURL(/[?&]version=/)
  const calls = await settle(requests, slowServer)

  expect(requests.aborted).toEqual([])
  expect(calls.sort()).toEqual(
    [`GET /stream/base/${key}`, `GET /stream/data/${key}?skip=0&limit=100&format=json`].sort(),
  )
  // The first rows are asked together with the metadata, not after it, and before the app ran.
  expect(apiChain(await timings(page))).toBe(1)
  const early = [`/api/v2/stream/base/${key}`, `/api/v2/stream/data/${key}`]
  await expectSentEarlyAndTaken(page, early)
  await expectRouteCodeBehindEarlyRequests(page, early)
})

test('fusion search: the page shows before its answer and renders it when it comes, one call', async ({
  page,
  slowServer,
}) => {
  slowServer.mark()
  const requests = watchRequests(page)
  // The answer is held until the page has shown its heading and that it is loading: a page that
  // waited for the answer before rendering (a loader it awaits) would never show.
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  const fusion = (url: URL) => url.pathname === '/api/v2/search/fusion'
  await page.route(fusion, async (route) => {
    await held
    await route.continue()
  })
  await page.goto(`${slowServer.baseURL}/search?q=M%C3%BCnchen`)
  await expect(page.getByRole('heading', { level: 1, name: 'Results for “München”' })).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
  release()
  await expect(page.getByTestId('fusion-group').getByRole('listitem').first()).toBeVisible()
  await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toHaveCount(0)
  const calls = await settle(requests, slowServer)

  expectEachOnce(calls)
  expect(calls.filter((call) => call.startsWith('GET /search/fusion'))).toHaveLength(1)
  await expectSentEarlyAndTaken(page, ['/api/v2/search/fusion'])
})

test('the organization results map: one search, then its 30 records in batches, four round trips, nothing twice', async ({
  page,
  slowServer,
}) => {
  slowServer.mark()
  const requests = watchRequests(page)
  await page.goto(`${slowServer.baseURL}/search/organizations?q=GmbH&view=map`)
  await expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false', {
    timeout: 30_000,
  })
  const calls = await settle(requests, slowServer)

  expectEachOnce(calls)
  // As many calls as before batching (issue 27): the search and one record per result.
  expect(calls.filter((call) => call.startsWith('GET /search/entities/organization'))).toHaveLength(
    1,
  )
  expect(calls.filter((call) => call.startsWith('GET /entities/organization/get/'))).toHaveLength(
    30,
  )
  expect(calls).toHaveLength(31)
  // The search, then twelve records a round trip (two batches of six side by side): four round
  // trips where four records at a time took nine.
  expect(apiChain(await timings(page))).toBe(4)
  expect(requests.aborted).toEqual([])
})

test('a comparison of three organizations: records and the relation list together, then the slices, nothing twice', async ({
  page,
  api,
  slowServer,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const ids = results.slice(0, 3).map((hit) => hit.entity.fb_entity_id)
  slowServer.mark()
  const requests = watchRequests(page)
  await page.goto(`${slowServer.baseURL}/compare?ids=${ids.join(',')}`)
  await expect(
    page.getByTestId('compare-facts').getByRole('rowheader', { name: 'Register entry' }),
  ).toBeVisible({ timeout: 15_000 })
  const calls = await settle(requests, slowServer)

  expectEachOnce(calls)
  expect(calls.filter((call) => call.startsWith('GET /entities/organization/get/'))).toHaveLength(3)
  expect(calls.filter((call) => call.startsWith('GET /relation/list/'))).toHaveLength(1)
  // Three records, the list, and four slices each: key figures, management, shareholders and the
  // beneficial owners.
  expect(calls).toHaveLength(16)
  // The list needs no record, so it goes with them: two round trips where there were three.
  expect(apiChain(await timings(page))).toBe(2)
  expect(requests.aborted).toEqual([])
})
