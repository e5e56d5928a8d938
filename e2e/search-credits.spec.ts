/**
 * Credits are spent only where they buy something (docs/datahub-api.md §9, Cost), and search shows
 * what the documentation allows: the typeahead against a remote upstream, the bounded results map,
 * relation results that differ only in their parameters, the documented status filter values.
 */
import type { Page, Request } from '@playwright/test'
import { test, expect } from './fixtures'
import { searchOrganizations } from './entity-data'

/** The proxy reports a remote upstream; the embedded hub still answers behind it. */
async function pretendRemote(page: Page) {
  await page.route('**/api/explorer/upstream', (route) =>
    route.fulfill({ json: { mode: 'remote', host: 'datahub.example', scale: null } }),
  )
}

/**
 * Every Data Hub search for a text the page sends, as `path?q=…`. The start page's own requests
 * (the catalogue, example organizations, counts per area) ask without a text and are left out.
 */
function recordSearches(page: Page): string[] {
  const searches: string[] = []
  page.on('request', (request) => {
    const url = new URL(request.url())
    if (url.pathname.startsWith('/api/v2/search/') && url.searchParams.get('q'))
      searches.push(`${url.pathname.slice('/api/v2'.length)}?q=${url.searchParams.get('q')}`)
  })
  return searches
}

test('against a remote upstream the typeahead asks organization and person search once per pause, never fusion', async ({
  page,
  api,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const target = results[0]!.entity
  await pretendRemote(page)
  const searches = recordSearches(page)
  await page.goto('/')
  await expect(page.getByTestId('upstream-indicator')).toContainText('datahub.example')

  const box = page.getByRole('combobox', { name: 'Search everything' })
  await box.click()
  // Two characters and a pause: once the typeahead has settled on them, nothing is asked (a late
  // request would also show in the full list checked below).
  const start = target.display_name.slice(0, 2)
  await page.keyboard.type(start)
  await expect(box).toHaveAttribute('data-settled-value', start.trim())
  expect(searches).toEqual([])

  // The rest arrives without a pause (inserted at once, so a busy machine cannot stretch the
  // keystrokes past the pause): one request per search type, for the whole name.
  await page.keyboard.insertText(target.display_name.slice(2))
  const option = page.getByRole('option', { name: new RegExp(target.display_name) }).first()
  await expect(option).toBeVisible()
  expect(searches.filter((search) => search.startsWith('/search/fusion'))).toEqual([])
  expect(searches.sort()).toEqual([
    `/search/entities/organization?q=${target.display_name}`,
    `/search/entities/person?q=${target.display_name}`,
  ])
  await option.click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${target.fb_entity_id}`))
})

test('with the embedded hub the typeahead keeps fusion search', async ({ page }) => {
  const searches = recordSearches(page)
  await page.goto('/')
  await expect(page.getByTestId('upstream-indicator')).toContainText('Embedded hub')
  await page.getByRole('combobox', { name: 'Search everything' }).fill('München')
  await expect(page.getByRole('option').first()).toBeVisible()
  expect(searches).toEqual(['/search/fusion?q=München'])
})

const RECORD_PATH = /^\/api\/v2\/entities\/organization\/get\//
const recordsOf = (request: Request) =>
  (request.postDataJSON() as { requests: string[] }).requests.filter((path) =>
    RECORD_PATH.test(path),
  )

/** The most batches that were on their way at one moment, from the page's resource timing. */
async function mostBatchesAtOnce(page: Page): Promise<number> {
  const spans = await page.evaluate(() =>
    (performance.getEntriesByType('resource') as PerformanceResourceTiming[])
      .filter((entry) => new URL(entry.name).pathname === '/api/explorer/batch')
      .map((entry) => [entry.startTime, entry.responseEnd] as const),
  )
  // At one instant an answer that ended counts before a request that started.
  const events = spans.flatMap(([start, end]) => [
    [start, 1],
    [end, -1],
  ])
  events.sort(([a, changeA], [b, changeB]) => a! - b! || changeA! - changeB!)
  let now = 0
  let most = 0
  for (const [, change] of events) most = Math.max(most, (now += change!))
  return most
}

test('the results map reads its records in batches of six, twelve at a time, once each, and says how far it got', async ({
  page,
  expectNoAxeViolations,
}) => {
  const asked: string[] = []
  const batchSizes: number[] = []
  // Each wave of batches is held until twelve records are waiting (the map's window) or all 30
  // were asked: the progress shows however fast or slow the machine, and a map that asked for more
  // than twelve at once would have them on their way together. The batch goes on as the browser
  // sent it (a refetch from the test's side would lack the browser's same-site headers).
  let held = 0
  let releaseWave = () => {}
  let wave = new Promise<void>((resolve) => (releaseWave = resolve))
  await page.route('**/api/explorer/batch', async (route) => {
    const records = recordsOf(route.request())
    asked.push(...records)
    batchSizes.push(records.length)
    held += records.length
    const thisWave = wave
    if (held >= 12 || asked.length === 30) {
      held = 0
      releaseWave()
      wave = new Promise<void>((resolve) => (releaseWave = resolve))
    }
    await thisWave
    await route.continue()
  })
  await page.goto('/search/organizations?q=GmbH&view=map')
  const summary = page.getByTestId('map-summary')
  await expect(summary).toHaveText(/^Placing \d+ of 30 on the map…$/)
  await expect(summary).toHaveAttribute('data-loading', 'false', { timeout: 20_000 })
  // The first page of all found; more only on request ("Map 30 more", e2e/map-behaviour.spec.ts).
  await expect(summary).toHaveText(
    /^[1-9]\d* (of [\d,]+ organizations found|organizations) are on the map \(results 1–30\)\./,
  )
  // Six a batch: the server asks six at a time, so each batch answers after one round trip.
  expect(Math.max(...batchSizes)).toBeLessThanOrEqual(6)
  // Two batches side by side, never three: at most twelve records with the Data Hub at once.
  expect(await mostBatchesAtOnce(page)).toBe(2)
  expect(asked).toHaveLength(30)
  expect(new Set(asked).size).toBe(30)

  // Back to the list and to the map again: every record comes from the cache.
  await page.getByRole('button', { name: 'List' }).click()
  await page.getByRole('button', { name: 'Map' }).click()
  await expect(summary).toHaveAttribute('data-loading', 'false')
  expect(asked).toHaveLength(30)
  await expectNoAxeViolations({ include: '[data-testid="map-summary"]' })
})

test('records on their way when the results map is left are kept, not asked again', async ({
  page,
}) => {
  const asked: string[] = []
  let release!: () => void
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/explorer/batch', async (route) => {
    asked.push(...recordsOf(route.request()))
    await held
    await route.continue()
  })
  await page.goto('/search/organizations?q=GmbH&view=map')
  const summary = page.getByTestId('map-summary')
  // The first twelve are on their way (held) when the analyst switches to the list and back.
  await expect.poll(() => asked.length).toBe(12)
  await page.getByRole('button', { name: 'List' }).click()
  await expect(page.getByTestId('organization-result').first()).toBeVisible()
  await page.getByRole('button', { name: 'Map' }).click()
  release()
  await expect(summary).toHaveAttribute('data-loading', 'false', { timeout: 20_000 })
  // Each record once: the answers that came while the map was away were kept.
  expect(asked).toHaveLength(30)
  expect(new Set(asked).size).toBe(30)
})

test('fusion relation results with the same key and different parameters stay distinct', async ({
  page,
}) => {
  await page.route('**/api/v2/search/fusion?*', async (route) => {
    const response = await route.fetch()
    const body = (await response.json()) as { results: Record<string, unknown>; ranks: string[] }
    const result = (year: string) => ({
      entity_type: 'RELATION',
      entity: {
        id: 'relations/9210180619',
        key: '9210180619',
        name: { en: 'Unemployment rate', de: 'Arbeitslosenquote' },
        description: { en: 'Regional unemployment rate', de: 'Regionale Arbeitslosenquote' },
      },
      relation_parameters: { reference_year: year },
      score: 1,
    })
    body.results.relations = [result('2022'), result('2023')]
    body.ranks = ['RELATION', ...body.ranks.filter((rank) => rank !== 'RELATION')]
    await route.fulfill({ response, json: body })
  })
  await page.goto('/search?q=Arbeitslosenquote')
  const results = page.getByTestId('relation-result')
  await expect(results).toHaveCount(2)
  await expect(results.getByTestId('relation-parameters')).toHaveText([
    'Reference year: 2022',
    'Reference year: 2023',
  ])
})

test('the status filter offers the documented values; other statuses still display', async ({
  page,
  api,
}) => {
  const insolvent = await searchOrganizations(api, 'GmbH', { status: 'INSOLVENCY_PROCEEDINGS' })
  test.skip(insolvent.results.length === 0, 'no organization in insolvency proceedings')
  const target = insolvent.results[0]!.entity
  await page.goto(
    `/search/organizations?q=${encodeURIComponent(target.display_name)}&status=LIQUIDATION`,
  )
  const status = page.getByRole('form', { name: 'Filters' }).getByLabel('Status')
  await expect(status.getByRole('option')).toHaveText([
    'Any',
    'Active',
    'Inactive',
    'Dissolved',
    'Merged',
  ])
  // A link with an undocumented filter value drops it instead of sending it.
  await expect(status).toHaveValue('')
  const result = page.getByRole('listitem').filter({ hasText: target.display_name }).first()
  await expect(result).toContainText('Insolvency proceedings')
})
