/**
 * The language switch: German in the header, German number formatting (years never grouped), kept
 * across a reload and carried by the link (`?lang=de`), and back to English.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'

/** A large company publishes its key figures: revenue in the millions, per fiscal year. */
async function organizationWithFigures(api: APIRequestContext): Promise<string> {
  const filters = {
    bs_company_size_category: 'large',
    financial_filters: { pl_revenue: { exists: true } },
  }
  const response = await api.get(
    `/api/v2/search/entities/organization?limit=1&filters=${encodeURIComponent(JSON.stringify(filters))}`,
  )
  expect(response.ok()).toBe(true)
  const body = (await response.json()) as { results: { entity: { fb_entity_id: string } }[] }
  return body.results[0]!.entity.fb_entity_id
}

const figures = (page: Page) => page.getByRole('tabpanel').getByRole('table').first()
const year = (page: Page) =>
  figures(page)
    .getByRole('cell', { name: /^20\d\d$/ })
    .first()

test(
  'switching to German translates, formats, survives a reload, travels in the link, and back',
  { tag: INTERACTION_ONLY },
  async ({ page, api, browser, baseURL }) => {
    const id = await organizationWithFigures(api)
    await page.goto(`/organizations/${id}?tab=financials`)
    // The key figures are resolved by the hub on demand: the first answer may take a while.
    await expect(figures(page)).toContainText(/€\d{1,3}(,\d{3})+/, { timeout: 30_000 })
    await expect(year(page)).toBeVisible()

    // The language is in the header's user menu.
    await page.getByRole('button', { name: /^Language and account/ }).click()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await expect(page).toHaveURL(/[?&]lang=de/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const nav = page.getByRole('navigation', { name: 'Hauptnavigation' })
    await expect(nav.getByRole('link', { name: 'Suche', exact: true })).toBeVisible()
    await expect(page.getByRole('button', { name: 'Link kopieren' })).toBeVisible()
    // German grouping for money, none for a year.
    await expect(figures(page)).toContainText(/\d{1,3}(\.\d{3})+\s€/)
    await expect(year(page)).toBeVisible()

    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    // In the closed user menu.
    await expect(page.getByRole('combobox', { name: 'Sprache', includeHidden: true })).toHaveValue(
      'de',
    )

    // A colleague opens the shared link in a fresh browser: German, from the link alone.
    const shared = page.url()
    const context = await browser.newContext({ baseURL: baseURL ?? undefined })
    try {
      const colleague = await context.newPage()
      await colleague.goto(shared)
      await expect(colleague.locator('html')).toHaveAttribute('lang', 'de')
      await expect(colleague.getByRole('button', { name: 'Link kopieren' })).toBeVisible()
    } finally {
      await context.close()
    }

    await page.getByRole('button', { name: /^Sprache und Konto/ }).click()
    await page.getByRole('combobox', { name: 'Sprache' }).selectOption('en')
    await expect(page).not.toHaveURL(/[?&]lang=/)
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
    await expect(page.getByRole('button', { name: 'Copy link' })).toBeVisible()
    await expect(figures(page)).toContainText(/€\d{1,3}(,\d{3})+/)
    await page.reload()
    await expect(page.locator('html')).toHaveAttribute('lang', 'en')
  },
)
