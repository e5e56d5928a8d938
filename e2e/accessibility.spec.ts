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

/** What the page types are opened with: real IDs, looked up once per worker and server. */
interface PageData {
  org: string
  other: string
  person: string
  homeId: string
  dataset: string
  service: string
}

const pageDataByServer = new Map<string, Promise<PageData>>()
function pageData(api: APIRequestContext, baseURL: string): Promise<PageData> {
  let data = pageDataByServer.get(baseURL)
  if (!data) {
    data = (async () => {
      const [{ org, person, homeId }, { results }, keys] = await Promise.all([
        findOrganizationWithManager(api),
        searchOrganizations(api, 'GmbH'),
        catalogueKeys(api),
      ])
      const other = results
        .map(({ entity }) => entity.fb_entity_id)
        .find((id) => id !== org.fb_entity_id)!
      return { org: org.fb_entity_id, other, person: person.fb_entity_id, homeId, ...keys }
    })()
    pageDataByServer.set(baseURL, data)
  }
  return data
}

interface PageType {
  name: string
  url: (data: PageData) => string
  /** The page has loaded what it shows; in words of neither language, or in both. */
  ready: (page: Page, german: boolean) => Promise<void>
  /** Opened in German: something only this page says, in German. */
  german?: (page: Page) => Promise<void>
}

const main = (page: Page) => page.getByRole('main')
const heading = (page: Page, name: string | RegExp) => main(page).getByRole('heading', { name })
const visible = (locator: Locator) => expect(locator).toBeVisible()

const PAGE_TYPES: PageType[] = [
  {
    name: 'start',
    url: () => '/',
    ready: (page, german) =>
      visible(german ? main(page).getByRole('heading').first() : heading(page, 'Watchlist')),
    german: async (page) => {
      await visible(heading(page, 'Merkliste'))
      await visible(heading(page, 'Zuletzt angesehen'))
    },
  },
  {
    name: 'fusion search',
    url: () => '/search?q=GmbH',
    ready: (page) => visible(page.getByTestId('fusion-group').first()),
    german: (page) => visible(main(page).getByText('Ergebnisse für „GmbH“')),
  },
  {
    name: 'organization search',
    url: () => '/search/organizations?q=GmbH',
    ready: (page) => visible(page.getByTestId('organization-result').first()),
    // German wording and German digit grouping.
    german: (page) =>
      expect(page.getByTestId('result-total')).toHaveText(
        /^\d{1,3}(\.\d{3})* Organisationen gefunden$/,
      ),
  },
  {
    name: 'organization search map',
    url: () => '/search/organizations?q=GmbH&view=map',
    // Thirty records are read, twelve at a time, to place the pins (docs/maps-and-phones.md): on a
    // busy machine that takes longer than one expectation's default.
    ready: (page) =>
      expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false', {
        timeout: 30_000,
      }),
    // Leaflet's own controls are worded too.
    german: (page) => visible(page.getByRole('button', { name: 'Vergrößern' })),
  },
  {
    name: 'person search',
    url: () => '/search/persons?q=Weber',
    ready: (page) => visible(page.getByTestId('person-result').first()),
    german: (page) => expect(page.getByTestId('result-total')).toHaveText(/Personen gefunden$/),
  },
  {
    name: 'location search',
    url: () => '/search/locations?q=Hamburg',
    ready: (page) => visible(page.getByTestId('location-result').first()),
    german: (page) => visible(main(page).getByText(/Orte auf dieser Seite/)),
  },
  {
    name: 'organization',
    url: (data) => `/organizations/${data.org}`,
    ready: (page) => visible(page.getByTestId('map-pin')),
    german: async (page) => {
      await visible(main(page).getByRole('tab', { name: 'Gesellschafter', exact: true }))
      await visible(main(page).getByRole('tab', { name: 'Kennzahlen', exact: true }))
      await visible(page.getByRole('button', { name: 'Link kopieren' }))
    },
  },
  {
    name: 'person',
    url: (data) => `/persons/${data.person}`,
    ready: (page, german) =>
      visible(
        page
          .getByRole('region', {
            name: german ? 'Rollen in Organisationen' : 'Roles in organizations',
          })
          .getByRole('table')
          .first(),
      ),
    german: (page) => visible(heading(page, 'Rollen in Organisationen')),
  },
  {
    name: 'location',
    url: (data) => `/locations/${data.homeId}`,
    ready: (page) => visible(page.getByTestId('map-pin')),
    german: (page) => visible(main(page).getByText('Postleitzahl', { exact: true }).first()),
  },
  {
    name: 'not found',
    url: () => '/organizations/malformed',
    ready: (page, german) =>
      visible(
        page.getByRole('heading', {
          name: german ? 'Organisation nicht gefunden' : 'Organization not found',
        }),
      ),
  },
  {
    name: 'match',
    url: () => '/match',
    ready: (page) => visible(main(page).getByRole('textbox').first()),
    german: (page) => visible(heading(page, 'Liste abgleichen')),
  },
  {
    name: 'catalogue',
    url: () => '/datasets',
    ready: (page) => visible(main(page).getByRole('link').first()),
    german: (page) => visible(heading(page, 'Datensätze und Datendienste')),
  },
  {
    name: 'dataset',
    url: (data) => `/datasets/${data.dataset}`,
    ready: (page) => visible(page.getByTestId('row-count')),
    german: (page) => visible(main(page).getByText('Spalten', { exact: true })),
  },
  {
    name: 'services',
    url: () => '/services',
    ready: (page) => visible(page.getByTestId('service-card').first()),
    german: (page) => expect(page.getByTestId('service-count')).toHaveText(/Datendienste?\.$/),
  },
  {
    name: 'service',
    url: (data) => `/services/${data.service}`,
    ready: (page) => visible(main(page).locator('form').first()),
    german: (page) => visible(main(page).getByText('Kosten pro Aufruf')),
  },
  {
    name: 'compare',
    url: (data) => `/compare?ids=${data.org},${data.other}`,
    ready: (page) => visible(page.getByTestId('compare-facts')),
    german: (page) => visible(heading(page, 'Organisationen vergleichen')),
  },
  {
    name: 'connections',
    url: (data) => `/connections?from=${data.org}&to=${data.person}&toType=person`,
    ready: (page) =>
      expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'done'),
    german: (page) => visible(heading(page, 'Verbindung finden')),
  },
]

/**
 * Every page type, axe clean, each its own test (they run in parallel). The `documented` project
 * opens them in German (`?lang=de`) and scans them too, so both languages are checked on every
 * page type without a third run; in German each page must also say its own German words and show
 * none of the interface's English ones.
 */
for (const { name, url, ready, german: inGerman } of PAGE_TYPES) {
  test(`axe finds no violations on the ${name} page`, async ({
    page,
    api,
    baseURL,
    hubVariants,
    expectNoAxeViolations,
  }) => {
    const german = hubVariants === 'documented'
    const path = url(await pageData(api, baseURL!))
    await page.goto(german ? `${path}${path.includes('?') ? '&' : '?'}lang=de` : path)
    await ready(page, german)
    if (german) {
      await expect(page.locator('html')).toHaveAttribute('lang', 'de')
      await inGerman?.(page)
      expect(await englishWordsOn(page), `English interface words on ${path}`).toEqual([])
    }
    await expectNoAxeViolations({ everyMode: german })
  })
}

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
