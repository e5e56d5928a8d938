import type { Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { findOrganizationWithManager, getJson } from './entity-data'

type Subjects = Awaited<ReturnType<typeof findOrganizationWithManager>>

/** Every deep-link type, and what its view shows once it is there. */
const VIEWS: {
  name: string
  url: (subjects: Subjects) => string
  check: (page: Page) => Promise<void>
}[] = [
  {
    name: 'fusion search',
    url: () => '/search?q=GmbH',
    check: (page) =>
      expect(page.getByRole('heading', { name: 'Results for “GmbH”' })).toBeVisible(),
  },
  {
    name: 'organization search with a filter and a page',
    url: () => '/search/organizations?q=GmbH&status=ACTIVE&page=2',
    check: async (page) => {
      await expect(page.getByTestId('result-range')).toContainText('page 2')
      await expect(page.getByLabel('Status')).toHaveValue('ACTIVE')
    },
  },
  {
    name: 'organization search on its map',
    url: () => '/search/organizations?q=GmbH&view=map&map_lat=51&map_lon=10&map_zoom=7',
    check: async (page) => {
      await expect(page.getByRole('button', { name: 'Map', pressed: true })).toBeVisible()
      // The map viewport from the URL is the one shown, not a refit to the results.
      await expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false')
      expect(new URL(page.url()).searchParams.get('map_zoom')).toBe('7')
    },
  },
  {
    name: 'person search',
    url: () => '/search/persons?q=Weber',
    check: (page) => expect(page.getByTestId('person-result').first()).toBeVisible(),
  },
  {
    name: 'location search',
    url: () => '/search/locations?q=Hamburg',
    check: (page) => expect(page.getByTestId('location-result').first()).toBeVisible(),
  },
  {
    name: 'organization tab',
    url: ({ org }) => `/organizations/${org.fb_entity_id}?tab=shareholders`,
    check: (page) =>
      expect(page.getByRole('tab', { name: /Shareholders/, selected: true })).toBeVisible(),
  },
  {
    name: 'person tab',
    url: ({ person }) => `/persons/${person.fb_entity_id}?tab=network`,
    check: (page) =>
      expect(page.getByRole('tab', { name: /Network/, selected: true })).toBeVisible(),
  },
  {
    name: 'location',
    url: ({ homeId }) => `/locations/${homeId}`,
    check: (page) => expect(page.getByTestId('map-pin')).toHaveCount(1),
  },
]

// The URL alone makes the view; the answers' shapes do not change how a reload reads it, and
// each view is its own test so they run in parallel.
for (const view of VIEWS) {
  test(
    `a ${view.name} deep link reloads to the same view`,
    { tag: INTERACTION_ONLY },
    async ({ page, api }) => {
      const url = view.url(await findOrganizationWithManager(api))
      await page.goto(url)
      await view.check(page)
      const before = page.url()
      await page.reload()
      await view.check(page)
      expect(page.url()).toBe(before)
    },
  )
}

test(
  'Copy link copies the current address',
  { tag: INTERACTION_ONLY },
  async ({ page, context, api }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const { org } = await findOrganizationWithManager(api)
    await page.goto(`/organizations/${org.fb_entity_id}?tab=news`)
    await page.getByRole('button', { name: 'Copy link' }).click()
    const status = page.getByRole('status').filter({ hasText: 'Link copied' })
    await expect(status).toBeVisible()
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(page.url())
    // The message is about the copied address: another tab is another address.
    await page.getByRole('tab', { selected: false }).first().click()
    await expect(page).not.toHaveURL(/tab=news/)
    await expect(status).toHaveCount(0)
  },
)

test(
  'malformed IDs show a not-found page naming the kind, with a search, without asking the API',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    const apiCalls: string[] = []
    page.on('request', (request) => {
      if (request.url().includes('/api/v2/entities/')) apiCalls.push(request.url())
    })
    for (const [path, title] of [
      ['/organizations/not-an-id', 'Organization not found'],
      // Not hex: 1 to 32 hex characters are a valid ID shape (docs/datahub-api.md §1).
      ['/persons/12x', 'Person not found'],
      ['/locations/ZZZZ', 'Location not found'],
    ] as const) {
      await page.goto(path)
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
      await expect(page.getByText(/is not a valid/)).toBeVisible()
    }
    expect(apiCalls).toEqual([])
    await page
      .getByRole('searchbox', { name: 'Search companies, people, places and datasets' })
      .fill('Berlin')
    await page.getByRole('button', { name: 'Search', exact: true }).click()
    await expect(page).toHaveURL(/\/search\?q=Berlin/)
  },
)

test('an unknown but well-formed ID or key names what is missing instead of an error', async ({
  page,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/404/)
  const unknownId = 'f'.repeat(32)
  for (const [path, title, id] of [
    [`/organizations/${unknownId}`, 'Organization not found', unknownId],
    [`/persons/${unknownId}`, 'Person not found', unknownId],
    [`/locations/${unknownId}`, 'Location not found', unknownId],
    ['/datasets/9999999999?sort=year', 'Dataset not found', '9999999999'],
    ['/services/9999999999', 'Data service not found', '9999999999'],
  ] as const) {
    const answered = page.waitForResponse((response) => response.status() === 404)
    await page.goto(path)
    await answered
    await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible()
    await expect(page.getByText(`with the ID ${id}`)).toBeVisible()
    // The API's error code is for machines, not for the page.
    await expect(page.getByText(/_NOT_FOUND/)).toHaveCount(0)
    await expect(
      page.getByRole('searchbox', { name: 'Search companies, people, places and datasets' }),
    ).toBeVisible()
  }
})

test('malformed search params are normalised instead of crashing', async ({ page, api }) => {
  const truth = await getJson<{ total: number }>(
    api,
    '/api/v2/search/entities/organization?q=GmbH&limit=30',
  )
  await page.goto(
    '/search/organizations?q=GmbH&page=abc&status=NOPE&postal_code=12&radius_km=9999&view=globe&revenue_min=lots',
  )
  await expect(page.getByTestId('result-total')).toHaveText(
    `${truth.total.toLocaleString('en-GB')} organizations found`,
  )
  await expect(page.getByTestId('result-range')).toContainText('page 1')
  const { person } = await findOrganizationWithManager(api)
  await page.goto(`/persons/${person.fb_entity_id}?tab=&depth=99&year=abc`)
  await expect(page.getByRole('heading', { level: 1, name: person.display_name })).toBeVisible()
  await expect(page.getByRole('tab', { selected: true })).toHaveCount(1)
})
