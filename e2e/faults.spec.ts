/**
 * The explorer against a misbehaving Data Hub. Real faults come from second
 * production servers started with HUB_FAULTS (e2e/extra-server.ts); one-off broken bodies are
 * injected with page.route on the main server. On every page type: a clear message with a retry
 * that works, a 429 that recovers by itself, stale requests cancelled, typed text kept.
 */
import type { Page, Request, Response } from '@playwright/test'
import { startExtraServer, type ExtraServer } from './extra-server'
import { pageTargets, type PageTarget } from './fault-targets'
import { test as base, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

const FAULTS = {
  // Every URL is rate limited once: the client must wait Retry-After and succeed by itself.
  ratelimit: { rates: { 429: 1 }, firstPerUrl: 1, retryAfterSeconds: 1 },
  // Four failures per URL outlast the client's automatic retries (3); the user's retry then works.
  unavailable: { rates: { 503: 1 }, firstPerUrl: 4, retryAfterSeconds: 0 },
  // Slices, dataset rows and searches never answer: only cancelling ends them.
  hang: { rates: { hang: 1 }, path: '^/(relation/resolve|stream/data|search/fusion)' },
} as const
type FaultName = keyof typeof FAULTS

const test = base.extend<object, { faultServer: (name: FaultName) => Promise<string> }>({
  faultServer: [
    // Playwright reads a fixture's dependencies from this pattern: it must be a literal `{}`.
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const servers = new Map<FaultName, Promise<ExtraServer>>()
      await use((name) => {
        if (!servers.has(name)) {
          const port = 4300 + workerInfo.parallelIndex * 10 + Object.keys(FAULTS).indexOf(name)
          servers.set(
            name,
            startExtraServer(port, {
              HUB_FAULTS: JSON.stringify(FAULTS[name]),
              HUB_DB: E2E_HUB_DB,
            }),
          )
        }
        return servers.get(name)!.then((server) => server.baseURL)
      })
      for (const server of servers.values()) await (await server).stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

// The fault servers run the normal hub with HUB_FAULTS; how the SPA meets failures does not
// depend on the answers' shapes, and the chromium project runs every case once.
test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'starts its own HUB_FAULTS servers on the normal hub; failure handling is shape-independent and runs in the chromium project',
)

let targets: PageTarget[]
test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL! })
  targets = await pageTargets(api)
  await api.dispose()
})

/** The page has its content: the essential request answered 200 and no error is on screen. */
async function expectLoaded(page: Page) {
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByText('This page could not be loaded')).toHaveCount(0)
  await expect(page.getByRole('alert')).toHaveCount(0)
}

function record(page: Page, pattern: RegExp) {
  const seen: { status: number; at: number }[] = []
  page.on('response', (response: Response) => {
    // The browser's own request start time: the test process hears of responses late and unevenly.
    if (pattern.test(response.url()))
      seen.push({ status: response.status(), at: response.request().timing().startTime })
  })
  return seen
}

test.describe('a rate-limited hub (429 with Retry-After)', () => {
  for (const index of [0, 1, 2, 3, 4, 5]) {
    test(`page type ${index + 1} recovers by itself, honouring Retry-After`, async ({
      page,
      faultServer,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 429/, /ApiError/)
      const target = targets[index]!
      const base = await faultServer('ratelimit')
      const seen = record(page, target.api)
      await page.goto(`${base}${target.path}`)
      await expect
        .poll(() => seen.map((item) => item.status), { message: target.name, timeout: 15_000 })
        .toEqual([429, 200])
      expect(seen[1]!.at - seen[0]!.at, 'waited for Retry-After').toBeGreaterThanOrEqual(900)
      await expectLoaded(page)
    })
  }
})

test.describe('an unavailable hub (503)', () => {
  for (const index of [0, 1, 2, 3, 4, 5]) {
    test(`page type ${index + 1} explains the failure and its retry button works`, async ({
      page,
      faultServer,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 503/, /ApiError/)
      const target = targets[index]!
      const base = await faultServer('unavailable')
      const seen = record(page, target.api)
      await page.goto(`${base}${target.path}`)
      const alert = page.getByRole('alert').filter({ hasText: /503/ }).first()
      await expect(alert, target.name).toBeVisible({ timeout: 20_000 })
      await expect(alert).toContainText(/problem|unavailable/i)
      expect(seen.every((item) => item.status === 503)).toBe(true)
      await alert.getByRole('button', { name: 'Try again' }).click()
      await expect.poll(() => seen.at(-1)?.status, { message: target.name }).toBe(200)
      // Sections that failed on their own (roles, relation tabs) carry their own retry.
      await expect(page.getByRole('heading', { level: 1 }).first()).not.toHaveText(
        /could not be loaded/,
      )
      // Wait until nothing fetches (automatic retries included) and no section still shows its
      // loading placeholder before judging what still fails: React reveals a suspended section's
      // error up to 300 ms after its last request ended (Suspense throttling), so "not busy" alone
      // can see no alert yet and end the loop with that section's error still to come.
      const settled = () =>
        expect
          .poll(
            () =>
              page.evaluate(
                () =>
                  document
                    .querySelector('[data-testid="global-progress"]')
                    ?.getAttribute('data-busy') === 'false' &&
                  // A section that starts only once the page is quiet has not started yet.
                  !document.querySelector('[data-waiting-to-load]') &&
                  ![...document.querySelectorAll('[role="status"]')].some((node) =>
                    node.textContent?.includes('Loading'),
                  ),
              ),
            { message: `${target.name}: still loading`, timeout: 20_000 },
          )
          .toBe(true)
      // Each section that failed on its own has its own retry: the organization page has up to
      // eleven (its tabs, and the head office's place relations and five slices), and each URL
      // fails four times, so a section may need more than one. Every round presses all of them
      // (one at a time took up to 44 rounds); the first retry above was a real click already.
      const retries = page.getByRole('alert').getByRole('button', { name: 'Try again' })
      for (let round = 0; round < 8; round++) {
        await settled()
        if ((await page.getByRole('alert').count()) === 0) break
        await retries.evaluateAll((buttons: HTMLElement[]) =>
          buttons.forEach((button) => button.click()),
        )
      }
      await settled()
      await expectLoaded(page)
    })
  }

  test('text typed into the search box survives failing suggestions', async ({
    page,
    faultServer,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/, /ApiError/)
    const base = await faultServer('unavailable')
    await page.goto(`${base}/`)
    const box = page.getByRole('combobox', { name: 'Search everything' })
    const failed = (response: Response) =>
      response.status() === 503 && response.url().includes('/api/v2/')
    // Counted from before typing: a busy machine can answer the suggestions before a waiter that
    // starts after `fill` is listening.
    const failures: string[] = []
    page.on('response', (response) => {
      if (failed(response)) failures.push(response.url())
    })
    await box.fill('Müller Logistik Hamb')
    // The client retries a 503: the text must outlive the failure and the retry's failure too.
    await expect.poll(() => failures.length).toBeGreaterThanOrEqual(2)
    await expect(box).toHaveValue('Müller Logistik Hamb')
  })
})

test.describe('broken answers on the main server (500, truncated and malformed JSON)', () => {
  const BROKEN = {
    '500': {
      status: 500,
      contentType: 'application/json',
      body: '{"detail":"Internal server error"}',
      message: /problem \(500\)/,
    },
    truncated: {
      status: 200,
      contentType: 'application/json',
      body: '{"results": [{"entity_type": "ORGANIZ',
      message: /not valid JSON/,
    },
    malformed: {
      status: 200,
      contentType: 'application/json',
      body: '<html><body>Bad gateway</body></html>',
      message: /not valid JSON/,
    },
  } as const
  // One page load per page type meets all three in turn (each retry gets the next broken answer,
  // then the real one): the same 18 cases as one test per case, a third of the page loads.
  const kinds = Object.entries(BROKEN)
  for (const index of [0, 1, 2, 3, 4, 5]) {
    test(`page type ${index + 1} explains a 500, a truncated and a malformed answer, and recovers on retry`, async ({
      page,
      allowConsoleErrors,
    }) => {
      allowConsoleErrors(/status of 500/, /ApiError/)
      const target = targets[index]!
      let served = 0
      await page.route(target.api, async (route) => {
        const broken = kinds[served++]?.[1]
        if (broken)
          await route.fulfill({
            status: broken.status,
            contentType: broken.contentType,
            body: broken.body,
          })
        else await route.continue()
      })
      await page.goto(target.path)
      const progress = page.getByTestId('global-progress')
      for (const [step, [kind, broken]] of kinds.entries()) {
        // This kind's answer went out and nothing is loading: the alert on screen is its own.
        await expect.poll(() => served, `${target.name}: ${kind} served`).toBe(step + 1)
        await expect(progress).toHaveAttribute('data-busy', 'false')
        const alert = page.getByRole('alert').filter({ hasText: broken.message }).first()
        await expect(alert, `${target.name}: ${kind}`).toBeVisible()
        await alert.getByRole('button', { name: 'Try again' }).click()
      }
      await expectLoaded(page)
      expect(served).toBeGreaterThanOrEqual(kinds.length + 1)
    })
  }

  test('a failed service call keeps the inputs, and invoking again works', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 503/, /ApiError/)
    let failures = 0
    await page.route(/\/api\/v2\/service\/invoke$/, async (route) => {
      if (failures++ === 0)
        await route.fulfill({
          status: 503,
          contentType: 'application/json',
          body: '{"detail":"Service temporarily unavailable"}',
        })
      else await route.continue()
    })
    await page.goto('/services/4658603456')
    // Labelled by the service's own descriptions (the documented shapes may leave them out, and
    // the label is then the API name in words).
    const name = page.getByLabel(/^(Name of the company|Entity name)/)
    const city = page.getByLabel(/^City/)
    await name.fill('Müller Logistik GmbH')
    await city.fill('Hamburg')
    await page.getByRole('button', { name: 'Invoke service' }).click()
    await expect(page.getByRole('alert').filter({ hasText: /503|unavailable/ })).toBeVisible()
    await expect(name).toHaveValue('Müller Logistik GmbH')
    await expect(city).toHaveValue('Hamburg')
    // Invoking clears the error at once, before the request reaches the route: wait for its answer.
    const second = page.waitForResponse(/\/api\/v2\/service\/invoke$/)
    await page.getByRole('button', { name: 'Invoke service' }).click()
    expect((await second).status()).toBe(200)
    await expect(page.getByRole('alert')).toHaveCount(0)
    expect(failures).toBe(2)
  })

  test('the dataset filter and search inputs keep what was typed when rows fail to load', async ({
    page,
    allowConsoleErrors,
  }) => {
    allowConsoleErrors(/status of 500/, /ApiError/)
    const rows = /\/api\/v2\/stream\/data\//
    const fail = () =>
      page.route(rows, (route) =>
        route.fulfill({
          status: 500,
          contentType: 'application/json',
          body: '{"detail":"Internal server error"}',
        }),
      )
    await page.goto(targets[4]!.path)
    await expectLoaded(page)

    await fail()
    const filterForm = page.getByRole('form', { name: 'Add a column filter' })
    await filterForm.getByRole('textbox').fill('Sachsen')
    await filterForm.getByRole('button', { name: 'Add filter' }).click()
    const alert = page.getByRole('alert').first()
    await expect(alert).toContainText(/problem \(500\)/)
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Sachsen')
    await page.unroute(rows)
    await alert.getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(page.getByRole('list', { name: 'Active filters' })).toContainText('Sachsen')

    await fail()
    const search = page.getByRole('searchbox', { name: 'Search in this dataset' })
    await search.fill('Leip')
    await expect(page.getByRole('alert').first()).toContainText(/problem \(500\)/)
    await expect(search).toHaveValue('Leip')
    await page.unroute(rows)
    await page.getByRole('alert').first().getByRole('button', { name: 'Try again' }).click()
    await expect(page.getByRole('alert')).toHaveCount(0)
    await expect(search).toHaveValue('Leip')
  })
})

test.describe('a hanging hub', () => {
  const HANGING = [
    { name: 'organization tab slice', index: 1, hangs: /\/api\/v2\/relation\/resolve\// },
    { name: 'dataset rows', index: 4, hangs: /\/api\/v2\/stream\/data\// },
    { name: 'search', index: 0, hangs: /\/api\/v2\/search\/fusion\?/ },
  ]
  for (const { name, index, hangs } of HANGING) {
    test(`navigating away cancels the stale request (${name})`, async ({ page, faultServer }) => {
      const base = await faultServer('hang')
      const target = targets[index]!
      const aborted: Request[] = []
      page.on('requestfailed', (request) => {
        if (hangs.test(request.url()) && request.failure()?.errorText.includes('ERR_ABORTED'))
          aborted.push(request)
      })
      const hanging = page.waitForRequest(hangs)
      await page.goto(`${base}${index === 0 ? '/' : target.path}`)
      if (index === 0) {
        // Client-side navigation to the search page, so the app (not a page load) must cancel.
        await page.getByRole('combobox', { name: 'Search everything' }).fill('Müller')
        await page.getByRole('combobox', { name: 'Search everything' }).press('Enter')
      }
      // In flight: the request has left the browser and the hub holds it.
      await hanging
      // In-app navigation (no document unload): only the app itself can abort the old request.
      await page
        .getByRole('link', { name: /Data Hub Explorer/ })
        .first()
        .click()
      await expect(page).toHaveURL(`${base}/`)
      await expect
        .poll(() => aborted.length, { message: `${name}: the hanging request was not aborted` })
        .toBeGreaterThan(0)
    })
  }
})
