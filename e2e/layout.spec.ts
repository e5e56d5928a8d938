/**
 * The layout an analyst reads at common widths: the header in one row from 1024 px up in both
 * languages, signed in or not, with the search box's placeholder whole; on a phone the relation
 * tabs in one scrolling row, the first search result on the first screen, and wide tables that
 * keep their first column and show that they scroll.
 */
import type { Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { searchOrganizations } from './entity-data'

test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'the layout does not depend on the answers’ shapes; runs in the chromium project',
)

/** A signed-in session with a long name, as a team server would answer (AUTH=basic). */
async function signIn(page: Page) {
  await page.route('**/api/explorer/session', (route) =>
    route.fulfill({
      json: {
        auth: 'basic',
        user: { id: 'max', name: 'Maximiliane Mustermann-Oberhuber' },
        signOut: '/auth/sign-out',
      },
    }),
  )
}

/** The header once its late parts (the data source, the session, the search box) are in. */
async function settledHeader(page: Page, signedIn: boolean) {
  const header = page.getByRole('banner')
  await expect(page.getByTestId('upstream-indicator')).toContainText(/hub|Hub/, {
    timeout: 30_000,
  })
  if (signedIn) await expect(header).toContainText('Maximiliane Mustermann-Oberhuber')
  await expect(page.locator('#global-search')).toBeVisible()
  return header
}

/** The one-row header's height: its name, navigation links and search box share one line. */
const ONE_ROW_PX = 60

for (const lang of ['en', 'de'] as const) {
  for (const signedIn of [false, true]) {
    test(
      `the header is one row at 1024, 1280 and 1440 px (${lang}, ${signedIn ? 'signed in' : 'signed out'})`,
      { tag: INTERACTION_ONLY },
      async ({ page }) => {
        if (signedIn) await signIn(page)
        await page.setViewportSize({ width: 1280, height: 800 })
        await page.goto(lang === 'de' ? '/?lang=de' : '/')
        const header = await settledHeader(page, signedIn)
        for (const width of [1440, 1280, 1024]) {
          await page.setViewportSize({ width, height: 800 })
          const box = (await header.boundingBox())!
          expect(box.height, `header height at ${width} px`).toBeLessThanOrEqual(ONE_ROW_PX)
          // Every navigation link is on one line, at the same height as the search box.
          const search = (await page.locator('#global-search').boundingBox())!
          for (const link of await page
            .getByRole('navigation', { name: lang === 'de' ? 'Hauptnavigation' : 'Main' })
            .getByRole('link')
            .all()) {
            const linkBox = (await link.boundingBox())!
            expect(linkBox.height, `a link wraps at ${width} px`).toBeLessThanOrEqual(40)
            expect(
              Math.abs(linkBox.y + linkBox.height / 2 - (search.y + search.height / 2)),
            ).toBeLessThan(4)
          }
          if (width >= 1280) {
            // The placeholder is whole: its text fits in the box.
            const fits = await page
              .locator('#global-search')
              .evaluate((input: HTMLInputElement) => {
                const style = getComputedStyle(input)
                const context = document.createElement('canvas').getContext('2d')!
                context.font = style.font
                const room =
                  input.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
                return context.measureText(input.placeholder).width <= room
              })
            expect(fits, `placeholder whole at ${width} px`).toBe(true)
          }
        }
        // The language and the account are in the user menu, which opens and closes by keyboard.
        const menuButton = page.getByRole('button', {
          name: lang === 'de' ? /^Sprache und Konto/ : /^Language and account/,
        })
        await expect(menuButton).toHaveAttribute('aria-expanded', 'false')
        await menuButton.focus()
        await page.keyboard.press('Enter')
        await expect(menuButton).toHaveAttribute('aria-expanded', 'true')
        const language = page.getByRole('combobox', {
          name: lang === 'de' ? 'Sprache' : 'Language',
        })
        await expect(language).toBeVisible()
        if (signedIn)
          await expect(
            page.getByRole('button', { name: lang === 'de' ? 'Abmelden' : 'Sign out' }),
          ).toBeVisible()
        await page.keyboard.press('Escape')
        await expect(language).toBeHidden()
        await expect(menuButton).toBeFocused()
      },
    )
  }
}

test('the hub badge speaks the interface language', async ({ page }) => {
  await page.goto('/?lang=de')
  await expect(page.getByTestId('upstream-indicator')).toHaveText(
    /Datenquelle:\s*Eingebetteter Hub · klein/,
  )
  // The link's language wins over the choice the German visit remembered.
  await page.goto('/?lang=en')
  await expect(page.getByTestId('upstream-indicator')).toHaveText(/Embedded hub · small/)
})

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 }, isMobile: true, hasTouch: true })

  test(
    'the relation tabs are one row that scrolls, and the focused tab stays in view',
    { tag: INTERACTION_ONLY },
    async ({ page, api }) => {
      const { results } = await searchOrganizations(api, 'GmbH')
      await page.goto(`/organizations/${results[0]!.entity.fb_entity_id}`)
      const tabs = page.getByRole('tablist')
      await expect(tabs.getByRole('tab').first()).toBeVisible()
      // What loads above the tabs (the map, the monitoring) has: it would move them afterwards.
      await page.waitForLoadState('networkidle')
      const count = await tabs.getByRole('tab').count()
      expect(count).toBeGreaterThan(5)
      // One row: every tab at the same height.
      const tops = new Set(
        await tabs
          .getByRole('tab')
          .evaluateAll((nodes) =>
            nodes.map((node) => Math.round(node.getBoundingClientRect().top)),
          ),
      )
      expect(tops.size).toBe(1)
      expect(await tabs.evaluate((node) => node.scrollWidth > node.clientWidth)).toBe(true)
      // Arrow keys reach the last tab, and it is scrolled into view.
      await tabs.getByRole('tab', { selected: true }).focus()
      await page.keyboard.press('End')
      const last = tabs.getByRole('tab').last()
      await expect(last).toBeFocused()
      await expect(last).toHaveAttribute('aria-selected', 'true')
      await expect(last).toBeInViewport({ ratio: 0.9 })
    },
  )

  test(
    'the first search result is on the first screen',
    { tag: INTERACTION_ONLY },
    async ({ page }) => {
      for (const path of ['/search?q=GmbH', '/search/organizations?q=GmbH']) {
        await page.goto(path)
        const first = page.getByRole('main').getByRole('link', { name: /GmbH/ }).first()
        await expect(first).toBeVisible()
        const box = (await first.boundingBox())!
        expect(box.y + box.height, `first result of ${path}`).toBeLessThanOrEqual(844)
      }
    },
  )
})
