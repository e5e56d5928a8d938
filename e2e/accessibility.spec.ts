import type { APIRequestContext, Locator, Page } from '@playwright/test'
import { keyOf } from './api-shapes'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { findOrganizationWithManager, getJson, searchOrganizations } from './entity-data'

/**
 * English words of the interface (src/ messages) whose German differs: none may be seen on a page
 * opened in German. Only interface words, matched whole and case-sensitive: the data keep their
 * own language ("Facility Services Müller GmbH", "Hamburg, Germany"), and German uses some
 * English words itself ("Management", "Status", "Filter").
 */
const ENGLISH_WORDS = [
  'Skip to content',
  'Search everything',
  'Language',
  'Data source',
  'Match a list',
  'Datasets',
  'Organizations',
  'Organization',
  'Persons',
  'Places',
  'Watchlist',
  'Add to watchlist',
  'Recently viewed',
  'Copy link',
  'Find a connection',
  'Compare',
  'results',
  'found',
  'Loading',
  'Try again',
  'not found',
  'Rows',
  'Columns',
  'Cost per call',
  'Inputs',
  'Download',
  'Paste rows',
  'Shareholders',
  'Key figures',
  'Beneficial owners',
  'Roles in organizations',
]
const englishWord = new RegExp(`\\b(${ENGLISH_WORDS.join('|')})\\b`, 'g')

/** The English interface words among what the header and the page's main part show. */
async function englishWordsOn(page: Page): Promise<string[]> {
  const texts = await Promise.all(
    [page.getByRole('banner').first(), page.getByRole('main')].map((part) => part.innerText()),
  )
  return [...new Set(texts.join('\n').match(englishWord) ?? [])]
}

/** A dataset and a data service of the catalogue, whichever key spelling the hub uses (§9.15). */
async function catalogueKeys(api: APIRequestContext) {
  const first = async (kind: 'streams' | 'services') => {
    const { results } = await getJson<{ results: { entity: { key?: string; _key?: string } }[] }>(
      api,
      `/api/v2/search/data?limit=1&include_streams=${kind === 'streams'}&include_services=${kind === 'services'}`,
    )
    return keyOf(results[0]!.entity)
  }
  return { dataset: await first('streams'), service: await first('services') }
}

interface PageType {
  url: string
  /** The page has loaded what it shows; in words of neither language, or in both. */
  ready: () => Promise<void>
  /** Opened in German: something only this page says, in German. */
  german?: () => Promise<void>
}

/**
 * Every page type, axe clean. The `documented` project opens them in German (`?lang=de`) and scans
 * them too, so both languages are checked on every page type without a third run; in German each
 * page must also say its own German words and show none of the interface's English ones.
 */
test('axe finds no violations on each page type', async ({
  page,
  api,
  hubVariants,
  expectNoAxeViolations,
}) => {
  test.setTimeout(240_000)
  const german = hubVariants === 'documented'
  const { org, person, homeId } = await findOrganizationWithManager(api)
  const other = (await searchOrganizations(api, 'GmbH')).results
    .map(({ entity }) => entity.fb_entity_id)
    .find((id) => id !== org.fb_entity_id)!
  const keys = await catalogueKeys(api)
  const main = page.getByRole('main')
  const heading = (name: string | RegExp) => main.getByRole('heading', { name })
  const visible = (locator: Locator) => expect(locator).toBeVisible()
  const pages: PageType[] = [
    {
      url: '/',
      ready: () => visible(german ? main.getByRole('heading').first() : heading('Watchlist')),
      german: async () => {
        await visible(heading('Merkliste'))
        await visible(heading('Zuletzt angesehen'))
      },
    },
    {
      url: '/search?q=GmbH',
      ready: () => visible(page.getByTestId('fusion-group').first()),
      german: () => visible(main.getByText('Ergebnisse für „GmbH“')),
    },
    {
      url: '/search/organizations?q=GmbH',
      ready: () => visible(page.getByTestId('organization-result').first()),
      // German wording and German digit grouping.
      german: () =>
        expect(page.getByTestId('result-total')).toHaveText(
          /^\d{1,3}(\.\d{3})* Organisationen gefunden$/,
        ),
    },
    {
      url: '/search/organizations?q=GmbH&view=map',
      ready: () => expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false'),
      // Leaflet's own controls are worded too.
      german: () => visible(page.getByRole('button', { name: 'Vergrößern' })),
    },
    {
      url: '/search/persons?q=Weber',
      ready: () => visible(page.getByTestId('person-result').first()),
      german: () => expect(page.getByTestId('result-total')).toHaveText(/Personen gefunden$/),
    },
    {
      url: '/search/locations?q=Hamburg',
      ready: () => visible(page.getByTestId('location-result').first()),
      german: () => visible(main.getByText(/Orte auf dieser Seite/)),
    },
    {
      url: `/organizations/${org.fb_entity_id}`,
      ready: () => visible(page.getByTestId('map-pin')),
      german: async () => {
        await visible(main.getByRole('tab', { name: 'Gesellschafter', exact: true }))
        await visible(main.getByRole('tab', { name: 'Kennzahlen', exact: true }))
        await visible(page.getByRole('button', { name: 'Link kopieren' }))
      },
    },
    {
      url: `/persons/${person.fb_entity_id}`,
      ready: () =>
        visible(
          page
            .getByRole('region', {
              name: german ? 'Rollen in Organisationen' : 'Roles in organizations',
            })
            .getByRole('table')
            .first(),
        ),
      german: () => visible(heading('Rollen in Organisationen')),
    },
    {
      url: `/locations/${homeId}`,
      ready: () => visible(page.getByTestId('map-pin')),
      german: () => visible(main.getByText('Postleitzahl', { exact: true }).first()),
    },
    {
      url: '/organizations/malformed',
      ready: () =>
        visible(
          page.getByRole('heading', {
            name: german ? 'Organisation nicht gefunden' : 'Organization not found',
          }),
        ),
    },
    {
      url: '/match',
      ready: () => visible(main.getByRole('textbox').first()),
      german: () => visible(heading('Liste abgleichen')),
    },
    {
      url: '/datasets',
      ready: () => visible(main.getByRole('link').first()),
      german: () => visible(heading('Datensätze und Datendienste')),
    },
    {
      url: `/datasets/${keys.dataset}`,
      ready: () => visible(page.getByTestId('row-count')),
      german: () => visible(main.getByText('Spalten', { exact: true })),
    },
    {
      url: '/services',
      ready: () => visible(page.getByTestId('service-card').first()),
      german: () => expect(page.getByTestId('service-count')).toHaveText(/Datendienste?\.$/),
    },
    {
      url: `/services/${keys.service}`,
      ready: () => visible(main.locator('form').first()),
      german: () => visible(main.getByText('Kosten pro Aufruf')),
    },
    {
      url: `/compare?ids=${org.fb_entity_id},${other}`,
      ready: () => visible(page.getByTestId('compare-facts')),
      german: () => visible(heading('Organisationen vergleichen')),
    },
    {
      url: `/connections?from=${org.fb_entity_id}&to=${person.fb_entity_id}&toType=person`,
      ready: () =>
        expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'done'),
      german: () => visible(heading('Verbindung finden')),
    },
  ]
  for (const { url, ready, german: inGerman } of pages) {
    await page.goto(german ? `${url}${url.includes('?') ? '&' : '?'}lang=de` : url)
    await ready()
    if (german) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await inGerman?.()
      expect(await englishWordsOn(page), `English interface words on ${url}`).toEqual([])
    }
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
