/**
 * The explorer on a hub in hostile-data mode (HUB_HOSTILE=1, hub/generate/hostile.ts):
 * names, news, register history, report HTML and dataset cells carry script and markup payloads that
 * set `window.__pwned`. Nothing may execute (the flag stays unset, no dialog opens, no CSP violation
 * is logged: the fixture fails on console errors) and the payloads read as text.
 */
import type { Page } from '@playwright/test'
import { startExtraServer, type ExtraServer } from './extra-server'
import { test as base, expect } from './fixtures'

const test = base.extend<{ guard: void }, { hostile: ExtraServer }>({
  hostile: [
    // Playwright reads a fixture's dependencies from this pattern: it must be a literal `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startExtraServer(4360 + workerInfo.parallelIndex, {
        HUB_HOSTILE: '1',
        HUB_DB: '.data/e2e/hub-small-hostile.sqlite',
      })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
  // Every test: no dialog may open, and no payload may have run by the end.
  guard: [
    async ({ page }, use) => {
      const dialogs: string[] = []
      page.on('dialog', (dialog) => {
        dialogs.push(dialog.message())
        void dialog.dismiss()
      })
      await use()
      expect(dialogs, 'dialogs opened by payloads').toEqual([])
      if (!page.isClosed())
        expect(await page.evaluate(() => (window as { __pwned?: unknown }).__pwned)).toBeUndefined()
    },
    { auto: true },
  ],
})

// The hostile server runs the normal hub with HUB_HOSTILE; escaping does not depend on the
// answers' shapes, and the chromium project runs every case once.
test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'starts its own HUB_HOSTILE server on the normal hub; escaping is shape-independent and runs in the chromium project',
)

/**
 * Console noise that is not a payload running: DOMPurify parses into a scratch document that
 * inherits the page's CSP, so Chromium reports the handlers and styles it is about to strip (at the
 * sanitizer's call site).
 */
const SANITIZER_NOISE = [/Content Security Policy directive.*financial-report-view-[\w-]+\.js/s]

/** Elements that could only come from markup in data: none may exist inside the app's main area. */
async function expectNoActiveMarkup(page: Page) {
  const active = await page.evaluate(() =>
    [
      ...document.querySelectorAll(
        '#main script, #main iframe:not([sandbox]), #main iframe[sandbox*="allow-scripts"], #main svg script, #main [onerror], #main [onload], #main [onclick], #main [onmouseover], #main [formaction], #main a[href^="javascript:" i], #main form[action^="javascript:" i], .leaflet-popup script, .leaflet-popup [onerror]',
      ),
    ].map((element) => element.outerHTML.slice(0, 120)),
  )
  expect(active).toEqual([])
  // Documents rendered in sandboxed frames (the financial report) must be sanitized as well.
  const frames = await page.locator('#main iframe').count()
  for (let index = 0; index < frames; index++) {
    const frame = page.frameLocator('#main iframe').nth(index)
    await expect(
      frame.locator(
        'script, iframe, object, embed, [onerror], [onload], [onclick], [onmouseover], [formaction], a[href^="javascript:" i], form[action^="javascript:" i]',
      ),
    ).toHaveCount(0)
  }
}

interface Hit {
  entity: { fb_entity_id: string; name: string }
}

async function json<T>(baseURL: string, path: string, init?: RequestInit): Promise<T> {
  const response = await fetch(`${baseURL}/api/v2${path}`, init)
  expect(response.status, path).toBe(200)
  return (await response.json()) as T
}

/** A hostile organization that has news, register history and a financial report. */
async function findHostileOrganization(baseURL: string) {
  const { results } = await json<{ results: Hit[] }>(
    baseURL,
    '/search/entities/organization?q=pwned&limit=30',
  )
  const resolve = (relation: string, id: string) =>
    json<{ entity: { value: unknown } }[]>(baseURL, `/relation/resolve/${relation}/${id}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{}',
    })
  // All candidates at once: one after the other, 60 calls took most of a test's time under load.
  const candidates = await Promise.all(
    results.map(async ({ entity }) => {
      const [[news], [report]] = await Promise.all([
        resolve('5162071547', entity.fb_entity_id),
        resolve('6322183029', entity.fb_entity_id),
      ])
      return (news?.entity.value as unknown[]).length > 0 && report?.entity.value ? entity : null
    }),
  )
  const found = candidates.find((entity) => entity !== null)
  if (!found) throw new Error('no hostile organization with news and a financial report')
  return found
}

/** Looked up once per worker: every test of the file reads the same organization. */
const hostileOrganizations = new Map<string, Promise<Hit['entity']>>()
function hostileOrganization(baseURL: string) {
  let found = hostileOrganizations.get(baseURL)
  if (!found) {
    found = findHostileOrganization(baseURL)
    hostileOrganizations.set(baseURL, found)
  }
  return found
}

test('organization search results, the organization page and its tabs show payloads as text', async ({
  page,
  hostile,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...SANITIZER_NOISE)
  const org = await hostileOrganization(hostile.baseURL)
  await page.goto(`${hostile.baseURL}/search/organizations?q=pwned`)
  await expect(page.getByRole('link', { name: org.name }).first()).toBeVisible()
  await expectNoActiveMarkup(page)

  await page.goto(`${hostile.baseURL}/organizations/${org.fb_entity_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(org.name)
  await expectNoActiveMarkup(page)

  for (const tab of ['news', 'register-history', 'financial-report', 'management']) {
    await page.goto(`${hostile.baseURL}/organizations/${org.fb_entity_id}?tab=${tab}`)
    const panel = page.getByRole('tabpanel')
    await expect(panel).toBeVisible()
    await expect(panel.getByRole('alert')).toHaveCount(0)
    if (tab === 'news' || tab === 'register-history') await expect(panel).toContainText('__pwned=1')
    // No element with a script, a handler or a javascript: URL exists, so nothing can run later;
    // the guard checks at the end that nothing ran.
    await expectNoActiveMarkup(page)
  }
  // The sanitized report keeps its content; the planted section's text survives as text.
  await expect(page.getByRole('tabpanel')).toBeVisible()
})

test('the sanitized financial report keeps its tables and drops every active part', async ({
  page,
  hostile,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(...SANITIZER_NOISE)
  const org = await hostileOrganization(hostile.baseURL)
  await page.goto(`${hostile.baseURL}/organizations/${org.fb_entity_id}?tab=financial-report`)
  const report = page.getByRole('tabpanel').getByTestId('financial-report')
  await expect(report.getByRole('table').first()).toBeVisible()
  await expect(report.getByText('Offenlegung ansehen')).toBeVisible()
  await expectNoActiveMarkup(page)
  // Hovering and clicking what is left must not run anything either.
  await report.getByText('Hinweis').hover()
  await report.getByText('Offenlegung ansehen').click()
  await expectNoActiveMarkup(page)
})

test('the map popup shows a hostile name as text', async ({ page, hostile }) => {
  const org = await hostileOrganization(hostile.baseURL)
  await page.goto(`${hostile.baseURL}/organizations/${org.fb_entity_id}`)
  const pin = page.getByTestId('map-pin').first()
  await expect(pin).toBeVisible()
  await pin.click()
  const popup = page.locator('.leaflet-popup-content')
  await expect(popup).toBeVisible()
  await expect(popup).toContainText('__pwned')
  await expectNoActiveMarkup(page)
})

test('a hostile person name is text on the person page', async ({ page, hostile }) => {
  const { results } = await json<{
    results: { entity: { fb_entity_id: string; name: { family: string } } }[]
  }>(hostile.baseURL, '/search/entities/person?q=pwned&limit=1')
  const person = results[0]!.entity
  await page.goto(`${hostile.baseURL}/persons/${person.fb_entity_id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(person.name.family)
  await expectNoActiveMarkup(page)
})

test('dataset cells and the row panel show payloads as text; CSV export neutralizes formulas', async ({
  page,
  hostile,
}) => {
  await page.goto(`${hostile.baseURL}/datasets/5120448301?q=HYPERLINK`)
  const grid = page.getByRole('grid')
  await expect(grid.locator('[role="row"][data-row-index="0"]:not([aria-busy])')).toBeVisible()
  // The grid renders only the columns on screen: walk across all of them, checking each view.
  let shown = ''
  for (const header of await grid.locator('[role="columnheader"][data-column]').all()) {
    await header.scrollIntoViewIfNeeded()
    const column = await header.getAttribute('data-column')
    await expect(grid.locator(`[role="gridcell"][data-column="${column}"]`).first()).toBeAttached()
    shown += await grid.innerText()
    await expectNoActiveMarkup(page)
  }
  expect(shown).toContain('=HYPERLINK(')
  expect(shown).toContain('__pwned')
  await grid.getByRole('row').nth(1).click()
  await expect(page.getByTestId('row-panel').locator('[data-field]').first()).toBeVisible()
  await expectNoActiveMarkup(page)

  await page.getByText('Export', { exact: true }).click()
  await page.getByRole('radio', { name: 'CSV' }).check()
  const [download] = await Promise.all([
    page.waitForEvent('download'),
    page.getByRole('button', { name: 'Download CSV' }).click(),
  ])
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  expect(text).toContain('HYPERLINK')
  // No field may start with a formula character unless it is an apostrophe-prefixed text.
  const fields = text.split(/\r\n/).flatMap((line) => line.split(/,(?=(?:[^"]*"[^"]*")*[^"]*$)/))
  const formulas = fields
    .map((field) => field.replace(/^"|"$/g, ''))
    .filter((field) => /^[=+@]/.test(field))
  expect(formulas).toEqual([])
})
