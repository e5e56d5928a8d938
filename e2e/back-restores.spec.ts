/**
 * Back keeps the place: a result list, a relation tab and the dataset table
 * come back exactly where the analyst left them, and a dataset link can carry its first row.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { listDatasets } from './dataset-data'
import { E2E_HUB_DB } from './hub-db'

/** The organization with the most current managers: its management tab is a long list. */
let busiest: string
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const row = db
      .prepare(
        `SELECT organization_id AS id FROM roles WHERE holder_type = 'PERSON' AND end_date IS NULL
         GROUP BY organization_id ORDER BY count(*) DESC, organization_id LIMIT 1`,
      )
      .get() as { id: string }
    busiest = row.id
  } finally {
    db.close()
  }
})

/**
 * Scrolls the window to `y` and waits until it has settled near there: the same offset two frames
 * apart. Not exactly `y`: when something above grows meanwhile (a result's badge arriving), the
 * browser's scroll anchoring moves the offset to keep the view (1,524 instead of 1,500 was seen).
 */
async function scrollWindowTo(page: Page, y: number) {
  await page.evaluate((top) => window.scrollTo(0, top), y)
  await expect
    .poll(() =>
      page.evaluate(
        (top) =>
          new Promise<boolean>((settled) => {
            const before = window.scrollY
            requestAnimationFrame(() =>
              requestAnimationFrame(() =>
                settled(window.scrollY === before && Math.abs(before - top) < 100),
              ),
            )
          }),
        y,
      ),
    )
    .toBe(true)
}

/** The first link of `selector` wholly on screen, and where its top is in the window. */
async function linkOnScreen(page: Page, selector: string) {
  const found = await page.evaluate((selector) => {
    const link = [...document.querySelectorAll<HTMLAnchorElement>(selector)].find((element) => {
      const box = element.getBoundingClientRect()
      return box.top > 80 && box.bottom < window.innerHeight
    })
    return link ? { href: link.getAttribute('href')!, top: link.getBoundingClientRect().top } : null
  }, selector)
  expect(found, `a link on screen matching ${selector}`).not.toBeNull()
  return found!
}

/**
 * Opens the first link of `selector` wholly on screen, goes Back, and expects that link at the
 * same place in the window: what the analyst sees, not a scroll offset. (When something above
 * the list grows after Back, the browser's scroll anchoring keeps the view by moving scrollY.)
 */
async function openAndComeBack(page: Page, selector: string) {
  const { href, top } = await linkOnScreen(page, selector)
  const link = page.locator(`${selector}[href="${href}"]`).first()
  await link.click()
  await expect(page).toHaveURL((url) => `${url.pathname}${url.search}`.startsWith(href))
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  await page.goBack()
  await expect(link).toBeAttached()
  await expect
    .poll(() => link.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
    .toBe(Math.round(top))
}

test(
  'Back returns to the same place in a result list',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/search/organizations?q=GmbH')
    await expect(page.getByTestId('organization-result').first()).toBeVisible()
    const y = Math.min(
      1500,
      await page.evaluate(() => document.documentElement.scrollHeight - window.innerHeight),
    )
    expect(y, 'the result list is long enough to scroll').toBeGreaterThan(600)
    await scrollWindowTo(page, y)
    await openAndComeBack(page, 'main a[href^="/organizations/"]')
  },
)

test(
  'Back while the opened page is still loading returns to the same place in the list',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    // The opened organization's record is held, so the router shows its pending page (short: the
    // window falls to the top) and the navigation has not resolved when the analyst goes Back.
    let release!: () => void
    const held = new Promise<void>((resolve) => (release = resolve))
    const record = /\/api\/v2\/entities\/organization\/get\//
    await page.route(
      (url) => record.test(url.pathname) || url.pathname === '/api/explorer/batch',
      async (route) => {
        const request = route.request()
        if (record.test(request.url()) || record.test(request.postData() ?? '')) await held
        await route.fallback()
      },
    )
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto('/search/organizations?q=GmbH')
    await expect(page.getByTestId('organization-result').first()).toBeVisible()
    await scrollWindowTo(page, 1500)
    const selector = 'main a[href^="/organizations/"]'
    const { href, top } = await linkOnScreen(page, selector)
    const link = page.locator(`${selector}[href="${href}"]`).first()
    await link.click()
    await expect(page.getByRole('status').filter({ hasText: 'Loading…' })).toBeVisible()
    await expect(page.getByTestId('organization-result').first()).toBeHidden()
    await page.goBack()
    release()
    await expect(link).toBeAttached()
    await expect
      .poll(() => link.evaluate((element) => Math.round(element.getBoundingClientRect().top)))
      .toBe(Math.round(top))
  },
)

test(
  'Back returns to the same place in a relation tab far down an organization page',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    // Below the map and the location context card (which waits until it is seen, so on return
    // it must not come back shorter).
    await page.setViewportSize({ width: 1280, height: 720 })
    await page.goto(`/organizations/${busiest}?tab=management`)
    const panel = page.getByRole('tabpanel')
    // Generous: the slice and the context card's five slices share the hub's workers.
    await expect(panel.locator('a[href^="/persons/"]').first()).toBeVisible({ timeout: 20_000 })
    await page.getByRole('region', { name: 'Head office context' }).scrollIntoViewIfNeeded()
    const bottom = await page.evaluate(
      () => document.documentElement.scrollHeight - window.innerHeight,
    )
    await scrollWindowTo(page, bottom - 40)
    await openAndComeBack(page, '[role="tabpanel"] a[href^="/persons/"]')
  },
)

/** The index of the first row whose top is at or below the grid's sticky header. */
function firstRowOnScreen(page: Page) {
  return page.evaluate(() => {
    const grid = document.querySelector<HTMLElement>('[role="grid"]')!
    const header = grid.querySelector<HTMLElement>('[role="columnheader"]')!
    const top = header.getBoundingClientRect().bottom
    const rows = [...grid.querySelectorAll<HTMLElement>('[role="row"][data-row-index]')]
      .map((row) => ({ index: Number(row.dataset.rowIndex), box: row.getBoundingClientRect() }))
      .filter(({ box }) => box.bottom > top + 1)
      .sort((a, b) => a.box.top - b.box.top)
    return rows[0]?.index ?? -1
  })
}

test(
  'the dataset table keeps its first row across Back and in its link',
  { tag: INTERACTION_ONLY },
  async ({ page, api }) => {
    const dataset = (await listDatasets(api)).find((candidate) => !candidate.capped)!
    const rows = dataset.meta.entry_count
    expect(rows, 'a dataset with rows to scroll').toBeGreaterThan(2000)
    const deep = Math.floor(rows * 0.6)

    // A link that names the first row opens the table there.
    await page.goto(`/datasets/${dataset.key}?top=${deep}`)
    await expect(
      page.locator(`[role="row"][data-row-index="${deep}"]:not([aria-busy])`),
    ).toBeVisible()
    expect(await firstRowOnScreen(page)).toBe(deep)

    // Scrolling keeps the first row in the link, in place (no new history entries).
    const grid = page.getByRole('grid')
    await grid.hover()
    await page.mouse.wheel(0, 40 * 32)
    await expect(page).toHaveURL(new RegExp(`[?&]top=${deep + 40}(&|$)`))
    const historyLength = await page.evaluate(() => history.length)
    expect(await firstRowOnScreen(page)).toBe(deep + 40)

    // Another page, then Back: the same first row, and its values, not placeholders.
    await page.getByRole('link', { name: 'Datasets', exact: true }).first().click()
    await expect(page).toHaveURL(/\/datasets(\?|$)/)
    await page.goBack()
    await expect(
      page.locator(`[role="row"][data-row-index="${deep + 40}"]:not([aria-busy])`),
    ).toBeVisible()
    expect(await firstRowOnScreen(page)).toBe(deep + 40)
    expect(await page.evaluate(() => history.length)).toBe(historyLength + 1)
  },
)
