/**
 * Nobody loses their place, by keyboard and screen reader, in both languages: a new page's
 * heading takes the focus, suggestion counts and the match page's steps are announced with their
 * counts, the focused relation tab stays in view, German text in the English interface carries
 * its language, tables are named with distinct headers, and placeholders and targets are legible
 * and large enough. Read from `document.activeElement` and the accessibility tree.
 */
import type { Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { getJson, searchOrganizations } from './entity-data'

test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'focus and announcements do not depend on the answers’ shapes; runs in the chromium project',
)

/** What has the focus: its tag, id and text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement
    return {
      tag: element?.tagName.toLowerCase() ?? null,
      id: element?.id ?? '',
      text: element?.textContent?.trim() ?? '',
    }
  })

const WORDS = {
  en: { search: 'Search everything', suggestions: /^\d+ suggestions?, arrow keys to choose$/ },
  de: { search: 'Alles durchsuchen', suggestions: /^\d+ Vorschläge?, mit den Pfeiltasten wählen$/ },
} as const

for (const lang of ['en', 'de'] as const) {
  test(
    `a chosen suggestion opens its page with the focus on its heading; counts are spoken (${lang})`,
    { tag: INTERACTION_ONLY },
    async ({ page, api }) => {
      const { results } = await searchOrganizations(api, 'GmbH')
      const name = results[0]!.entity.display_name
      await page.goto(lang === 'de' ? '/?lang=de' : '/')
      const box = page.getByRole('combobox', { name: WORDS[lang].search })
      await box.focus()
      await box.fill(name)
      // The number of suggestions is said in a status region once they are in.
      const count = page.getByTestId('suggestion-count')
      await expect(count).toHaveAttribute('role', 'status')
      await expect(count).toHaveText(WORDS[lang].suggestions)
      const said = Number((await count.textContent())!.match(/\d+/)![0])
      await expect(page.getByTestId('suggestion')).toHaveCount(said)
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/organizations\//)
      await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
      await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', text: name })

      // A link to another page does the same; a tab of the same page keeps the focus on the tab.
      await page.getByRole('navigation').getByRole('link').nth(1).focus()
      await page.keyboard.press('Enter')
      await expect(page).toHaveURL(/\/search\/organizations/)
      await expect.poll(async () => (await focused(page)).tag).toBe('h1')
    },
  )
}

test(
  'arrow keys on the relation tabs keep the focused tab in view',
  { tag: INTERACTION_ONLY },
  async ({ page, api }) => {
    await page.setViewportSize({ width: 1440, height: 900 })
    const { results } = await searchOrganizations(api, 'GmbH')
    await page.goto(`/organizations/${results[0]!.entity.fb_entity_id}`)
    const tabs = page.getByRole('tablist')
    const selected = tabs.getByRole('tab', { selected: true })
    await expect(selected).toBeVisible()
    await page.waitForLoadState('networkidle')
    await selected.focus()
    const count = await tabs.getByRole('tab').count()
    for (let step = 1; step < Math.min(count, 8); step++) {
      await page.keyboard.press('ArrowRight')
      const tab = tabs.getByRole('tab').nth(step)
      await expect(tab).toBeFocused()
      await expect(tab).toHaveAttribute('aria-selected', 'true')
      await expect(page).toHaveURL(/[?&]tab=/)
      await expect(tab).toBeInViewport()
    }
  },
)

test('German text in the English interface carries lang="de"', async ({ page, api }) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const id = results[0]!.entity.fb_entity_id
  const record = await getJson<{
    description?: { registry?: { de?: string | null; en?: string | null } | null } | null
  }>(api, `/api/v2/entities/organization/get/${id}`)
  await page.goto(`/organizations/${id}`)
  // The legal form's long name ("Gesellschaft mit beschränkter Haftung").
  await expect(page.locator('[lang="de"]', { hasText: /Gesellschaft/ }).first()).toBeVisible()
  // The business purpose in English where the record has it, else the German one, marked.
  const purpose = page.getByTestId('business-purpose')
  const registry = record.description?.registry
  if (registry?.en) {
    await expect(purpose).toHaveText(registry.en.trim())
    await expect(purpose).not.toHaveAttribute('lang', 'de')
  } else if (registry?.de) {
    await expect(purpose).toHaveAttribute('lang', 'de')
  }
  await page.goto(`/organizations/${id}?lang=de`)
  if (registry?.de)
    await expect(page.getByTestId('business-purpose')).toHaveText(registry.de.trim())
  await expect(page.getByTestId('business-purpose')).not.toHaveAttribute('lang', 'de')
})

test('dataset columns are headed in words with the API name as a hint, no value is a dash', async ({
  page,
}) => {
  for (const lang of ['en', 'de'] as const) {
    await page.goto(`/datasets/5601746999${lang === 'de' ? '?lang=de' : ''}`)
    const header = page.locator('[role="columnheader"][data-column="revenue_eur"]')
    await header.scrollIntoViewIfNeeded()
    await expect(header).toContainText(lang === 'de' ? 'Umsatz (EUR)' : 'Revenue (EUR)')
    await expect(header).toContainText('revenue_eur')
    await expect(page.locator('[role="row"][data-row-index="0"]:not([aria-busy])')).toBeVisible()
    const grid = page.getByRole('grid')
    expect(await grid.innerText()).not.toMatch(/\bnull\b/)
    // The data version is shown whole, not cut to fit with the rest in a title.
    const version = page.locator('dd', { hasText: /^[0-9a-f-]{20,}$/ }).first()
    await expect(version).toBeVisible()
    expect(await version.evaluate((node) => node.scrollWidth <= node.clientWidth)).toBe(true)
    // A resize handle is at least 24 px wide.
    const handle = page.getByRole('separator').first()
    const box = (await handle.boundingBox())!
    expect(box.width).toBeGreaterThanOrEqual(24)
    expect(box.height).toBeGreaterThanOrEqual(24)
  }
})

test('placeholders reach 4.5:1 against their field', async ({ page }) => {
  await page.goto('/match')
  const ratio = await page.getByLabel('Paste rows').evaluate((field) => {
    const rgb = (color: string) =>
      color
        .match(/[\d.]+/g)!
        .slice(0, 3)
        .map(Number)
    const luminance = ([r, g, b]: number[]) => {
      const [R, G, B] = [r!, g!, b!].map((value) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    const placeholder = luminance(rgb(getComputedStyle(field, '::placeholder').color))
    const background = luminance(rgb(getComputedStyle(field).backgroundColor))
    return (Math.max(placeholder, background) + 0.05) / (Math.min(placeholder, background) + 0.05)
  })
  expect(ratio).toBeGreaterThanOrEqual(4.5)
})
