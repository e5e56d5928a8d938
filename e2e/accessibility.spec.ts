import { INTERACTION_ONLY, test, expect } from './fixtures'
import { findOrganizationWithManager } from './entity-data'

/**
 * Every page type, axe clean. The `documented` project opens them in German (`?lang=de`) and scans
 * them too, so both languages are checked on every page type without a third run.
 */
test('axe finds no violations on each page type', async ({
  page,
  api,
  hubVariants,
  expectNoAxeViolations,
}) => {
  test.setTimeout(150_000)
  const german = hubVariants === 'documented'
  const { org, person, homeId } = await findOrganizationWithManager(api)
  // Ready signals that name things in words hold in English only; German waits for the structure.
  const main = page.getByRole('main')
  const pages: [string, () => Promise<void>][] = [
    [
      '/',
      () =>
        expect(
          german
            ? main.getByRole('heading').first()
            : page.getByRole('heading', { name: 'Watchlist' }),
        ).toBeVisible(),
    ],
    ['/search?q=GmbH', () => expect(page.getByTestId('fusion-group').first()).toBeVisible()],
    [
      '/search/organizations?q=GmbH',
      () => expect(page.getByTestId('organization-result').first()).toBeVisible(),
    ],
    [
      '/search/organizations?q=GmbH&view=map',
      () => expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false'),
    ],
    [
      '/search/persons?q=Weber',
      () => expect(page.getByTestId('person-result').first()).toBeVisible(),
    ],
    [
      '/search/locations?q=Hamburg',
      () => expect(page.getByTestId('location-result').first()).toBeVisible(),
    ],
    [`/organizations/${org.fb_entity_id}`, () => expect(page.getByTestId('map-pin')).toBeVisible()],
    [
      `/persons/${person.fb_entity_id}`,
      () =>
        expect(
          german
            ? main.getByRole('table').first()
            : page
                .getByRole('region', { name: 'Roles in organizations' })
                .getByRole('table')
                .first(),
        ).toBeVisible(),
    ],
    [`/locations/${homeId}`, () => expect(page.getByTestId('map-pin')).toBeVisible()],
    [
      '/organizations/malformed',
      () =>
        expect(
          page.getByRole('heading', {
            name: german ? 'Organisation nicht gefunden' : 'Organization not found',
          }),
        ).toBeVisible(),
    ],
  ]
  for (const [url, ready] of pages) {
    await page.goto(german ? `${url}${url.includes('?') ? '&' : '?'}lang=de` : url)
    await ready()
    if (german) await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    await expectNoAxeViolations({ everyMode: german })
  }
})

test(
  'keyboard only: search, pick a suggestion, open a tab, follow a link',
  { tag: INTERACTION_ONLY },
  async ({ page, api }) => {
    const { org } = await findOrganizationWithManager(api)
    await page.goto('/')
    await expect(page.getByRole('heading', { name: 'Watchlist' })).toBeVisible()
    await page.keyboard.press('/')
    await expect(page.getByRole('combobox', { name: 'Search everything' })).toBeFocused()
    // The whole name at once: keystrokes that a busy machine stretches past the typeahead's pause
    // would ask for a prefix too, and its late suggestions would replace the picked option.
    await page.keyboard.insertText(org.display_name)
    await expect(page.getByRole('option').first()).toContainText(org.display_name)
    await page.keyboard.press('ArrowDown')
    await expect(page.getByRole('option').first()).toHaveAttribute('aria-selected', 'true')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(new RegExp(`/organizations/${org.fb_entity_id}`))

    // Tab to the selected relation tab, then arrow keys move between tabs.
    const selectedTab = page.getByRole('tab', { selected: true })
    for (
      let i = 0;
      i < 60 && !(await selectedTab.evaluate((el) => el === document.activeElement));
      i++
    )
      await page.keyboard.press('Tab')
    await expect(selectedTab).toBeFocused()
    await page.keyboard.press('ArrowRight')
    await expect(page).toHaveURL(/tab=shareholders/)

    // Skip link first, then back to the search box.
    await page.keyboard.press('Control+k')
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeVisible()
    await page.keyboard.press('Escape')
    await expect(page.getByRole('dialog', { name: 'Command palette' })).toBeHidden()
    await page.keyboard.press('/')
    await page.keyboard.type('Hamburg')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=Hamburg/)
    await page.keyboard.press('Tab')
    await expect(page.locator(':focus')).toBeVisible()
  },
)
