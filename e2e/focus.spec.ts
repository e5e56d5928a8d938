/**
 * Nobody loses their place, by keyboard and screen reader, in both languages: a new page's
 * heading takes the focus, suggestion counts and the match page's steps are announced with their
 * counts, the focused relation tab stays in view, German text in the English interface carries
 * its language, tables are named with distinct headers, and placeholders and targets are legible
 * and large enough. Read from `document.activeElement` and the accessibility tree.
 */
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import Database from 'better-sqlite3'
import { buildMatchList, matchListText } from '../hub/testing/match-list'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { getJson, searchOrganizations } from './entity-data'
import { E2E_HUB_DB } from './hub-db'

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
  en: { search: 'Search everything', suggestions: /^\d+ suggestions?$/ },
  de: { search: 'Alles durchsuchen', suggestions: /^\d+ Vorschl(ag|äge)$/ },
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
      const count = page.getByRole('banner').getByRole('status')
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
    // A yes/no column reads in words of the interface, not the API's true/false.
    const yesNo = page.locator('[role="columnheader"][data-column="group_accounts"]')
    await yesNo.scrollIntoViewIfNeeded()
    await expect(
      page.locator(
        '[role="row"][data-row-index="0"] [role="gridcell"][data-column="group_accounts"]',
      ),
    ).toHaveText(lang === 'de' ? /^(Ja|Nein)$/ : /^(Yes|No)$/)
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
    // Colours as the canvas draws them (computed styles may be lab()); the field's background is
    // its own or, when transparent, the first painted one behind it.
    const context = document.createElement('canvas').getContext('2d', {
      willReadFrequently: true,
    })!
    const rgb = (color: string) => {
      context.clearRect(0, 0, 1, 1)
      context.fillStyle = color
      context.fillRect(0, 0, 1, 1)
      return [...context.getImageData(0, 0, 1, 1).data.slice(0, 3)]
    }
    const luminance = (color: string) => {
      const [R, G, B] = rgb(color).map((value) => {
        const c = value / 255
        return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4
      })
      return 0.2126 * R! + 0.7152 * G! + 0.0722 * B!
    }
    let behind: Element | null = field
    let background = 'rgb(255, 255, 255)'
    while (behind) {
      const color = getComputedStyle(behind).backgroundColor
      if (color !== 'rgba(0, 0, 0, 0)' && color !== 'transparent') {
        background = color
        break
      }
      behind = behind.parentElement
    }
    const placeholder = luminance(getComputedStyle(field, '::placeholder').color)
    const ground = luminance(background)
    return (Math.max(placeholder, ground) + 0.05) / (Math.min(placeholder, ground) + 0.05)
  })
  expect(ratio).toBeGreaterThanOrEqual(4.5)
})

/** The match page's words in both languages: the test reads what the user hears. */
const MATCH_WORDS = {
  en: {
    paste: 'Paste rows',
    read: 'Read the list',
    readSaid: /^The list is read: 30 rows, 4 columns\./,
    run: 'Match 30 rows',
    done: 'Done',
    counts: /Matched: \d+, to review: \d+, rejected: \d+, no candidate: \d+\./,
    picked: /^Row \d+: .+ picked\. \d+ rows? left to review\.$/,
    results: 'Results',
    status: 'Match status',
  },
  de: {
    paste: 'Zeilen einfügen',
    read: 'Liste einlesen',
    readSaid: /^Die Liste ist eingelesen: 30 Zeilen, 4 Spalten\./,
    run: '30 Zeilen abgleichen',
    done: 'Fertig',
    counts: /Zugeordnet: \d+, zu prüfen: \d+, abgelehnt: \d+, ohne Kandidat: \d+\./,
    picked: /^Zeile \d+: .+ gewählt\. Noch \d+ Zeilen? zu prüfen\.$/,
    results: 'Ergebnisse',
    status: 'Abgleichstatus',
  },
} as const

for (const lang of ['en', 'de'] as const)
  test(
    `the match page keeps the keyboard where the work goes on and says what changed (${lang})`,
    { tag: INTERACTION_ONLY },
    async ({ page }) => {
      const words = MATCH_WORDS[lang]
      test.slow()
      const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
      const list = (() => {
        try {
          return buildMatchList(db, 30)
        } finally {
          db.close()
        }
      })()
      const announcement = page.getByTestId('match-announcement')
      await page.goto(lang === 'de' ? '/match?lang=de' : '/match')
      await page.getByLabel(words.paste).fill(matchListText(list))
      // "Read the list": the columns' step takes the focus, and the list's size is said.
      await page.getByRole('button', { name: words.read }).focus()
      await page.keyboard.press('Enter')
      await expect.poll(() => focused(page)).toMatchObject({ id: 'mapping-title' })
      await expect(announcement).toHaveAttribute('role', 'status')
      await expect(announcement).toHaveText(words.readSaid)
      // "Match 30 rows": the run's progress takes the focus; its end says the counts. A quick run
      // may already have handed the focus on to the review queue when the test first looks, so
      // every element that took the focus is recorded from the key press on.
      await page.getByRole('button', { name: words.run }).focus()
      await page.evaluate(() => {
        const trail: string[] = []
        ;(window as unknown as { focusTrail: string[] }).focusTrail = trail
        document.addEventListener('focusin', (event) => trail.push((event.target as Element).id))
      })
      await page.keyboard.press('Enter')
      await expect
        .poll(() => page.evaluate(() => (window as unknown as { focusTrail: string[] }).focusTrail))
        .toContain('match-run')
      const progress = page.getByTestId('match-progress')
      await expect(progress).toContainText(words.done, { timeout: 120_000 })
      await expect(progress).toContainText(words.counts)
      // The work goes on in the review queue (or the results, with none to review).
      const queue = page.getByTestId('review-queue')
      if ((await queue.count()) > 0) {
        await expect.poll(async () => (await focused(page)).id).toBe('review-queue')
        await page.keyboard.press('1')
        await expect(announcement).toHaveText(words.picked)
        await expect
          .poll(async () => (await focused(page)).id)
          .toMatch(/^(review-queue|results-title)$/)
      } else {
        await expect.poll(async () => (await focused(page)).id).toBe('results-title')
      }
      // The results table has a name, and no two of its columns share a header.
      const table = page.getByRole('table', { name: words.results })
      await expect(table).toBeVisible()
      const headers = (await table.getByRole('columnheader').allTextContents()).map((text) =>
        text.trim(),
      )
      expect(headers).toContain(words.status)
      expect(new Set(headers).size).toBe(headers.length)
    },
  )
