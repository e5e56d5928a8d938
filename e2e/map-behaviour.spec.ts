/**
 * Maps that earn their place: a results map fits its results and says how many
 * of the total it shows, "Map more" maps the next page at the cost it states, the wheel zooms only
 * after the map is clicked or focused, and the sources sit behind a compact toggle.
 */
import type { Locator, Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { countMapPins, searchOrganizations } from './entity-data'

const summary = (page: Page) => page.getByTestId('map-summary')

async function waitForPins(page: Page) {
  // Thirty records, twelve at a time (the map's bound on parallel reads): slow on a busy machine.
  await expect(summary(page)).toHaveAttribute('data-loading', 'false', { timeout: 30_000 })
}

/** Every pin and cluster lies inside the map's box. */
async function markersInView(map: Locator) {
  const box = (await map.boundingBox())!
  const markers = await map.locator('.leaflet-marker-icon').evaluateAll((elements) =>
    elements.map((element) => {
      const rect = element.getBoundingClientRect()
      return { x: rect.x + rect.width / 2, y: rect.y + rect.height / 2 }
    }),
  )
  expect(markers.length).toBeGreaterThan(0)
  for (const marker of markers) {
    expect(marker.x).toBeGreaterThanOrEqual(box.x)
    expect(marker.x).toBeLessThanOrEqual(box.x + box.width)
    expect(marker.y).toBeGreaterThanOrEqual(box.y)
    expect(marker.y).toBeLessThanOrEqual(box.y + box.height)
  }
}

const zoomInUrl = (page: Page) => Number(new URL(page.url()).searchParams.get('map_zoom'))

test('a city of the start page opens its results map fitted to the results, with the count of all found', async ({
  page,
}) => {
  await page.goto('/')
  const berlin = page.getByTestId('overview-map').getByRole('link', { name: /^Berlin: [\d.,]+ / })
  await expect(berlin).toBeVisible({ timeout: 20_000 })
  // As the page writes it ("1,234"): the bubble and the summary format the same count alike.
  const found = (await berlin.getAttribute('aria-label'))!.match(/: ([\d,]+) /)![1]!
  await berlin.click()
  await waitForPins(page)
  const pins = await countMapPins(page)
  expect(pins).toBeGreaterThan(1)
  await expect(summary(page)).toContainText(
    `${pins} of ${found} organizations found are on the map`,
  )
  const map = page.getByTestId('entity-map')
  await markersInView(map)
  // Fitted to a city's results, far closer than Germany as a whole (zoom 6).
  await expect.poll(() => zoomInUrl(page)).toBeGreaterThanOrEqual(9)
})

test('"Map more" says its cost, then maps the next result page', async ({ page, api }) => {
  const { total } = await searchOrganizations(api, 'GmbH')
  test.skip(typeof total === 'number' && total <= 30, 'the search has only one page')
  await page.goto('/search/organizations?q=GmbH&view=map')
  await waitForPins(page)
  await expect(summary(page)).toContainText('(results 1–30)')
  const before = await countMapPins(page)
  const more = page.getByRole('button', { name: 'Map 30 more' })
  await expect(more).toHaveAccessibleDescription(
    'Up to 31 calls, each spends credits: 1 search page and 1 record per result.',
  )
  const calls: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/api/v2/')) calls.push(request.url())
  })
  await more.click()
  await waitForPins(page)
  await expect(summary(page)).toContainText('(results 1–60)')
  expect(await countMapPins(page)).toBeGreaterThan(before)
  expect(calls.length).toBeLessThanOrEqual(31)
  await expect(page).toHaveURL(/map_pages=2/)
  await markersInView(page.getByTestId('entity-map'))
})

test(
  'the wheel scrolls the page over an idle map, and zooms it once the map is clicked',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await page.goto('/search/organizations?q=GmbH&view=map&map_lat=51&map_lon=10&map_zoom=6')
    await waitForPins(page)
    const map = page.getByTestId('entity-map')
    const box = (await map.boundingBox())!
    // The top right corner: the Baltic Sea, where no pin is to be clicked.
    const corner = { x: box.x + box.width - 40, y: box.y + 60 }
    await page.mouse.move(corner.x, corner.y)
    await page.mouse.wheel(0, -400)
    await expect(map.getByText('Click the map to zoom with the wheel')).toBeVisible()
    await expect(map).toHaveAttribute('data-wheel-zoom', 'false')
    expect(zoomInUrl(page)).toBe(6)

    await page.mouse.click(corner.x, corner.y)
    await expect(map).toHaveAttribute('data-wheel-zoom', 'true')
    await page.mouse.wheel(0, -400)
    await expect.poll(() => zoomInUrl(page)).toBeGreaterThan(6)

    // Focus elsewhere: idle again.
    await page.getByRole('button', { name: 'List' }).focus()
    await expect(map).toHaveAttribute('data-wheel-zoom', 'false')
  },
)

test('Tab into the map lets the wheel zoom it too', { tag: INTERACTION_ONLY }, async ({ page }) => {
  await page.goto('/search/organizations?q=GmbH&view=map&map_lat=51&map_lon=10&map_zoom=6')
  await waitForPins(page)
  const map = page.getByTestId('entity-map')
  await map.locator('.leaflet-container').focus()
  await expect(map).toHaveAttribute('data-wheel-zoom', 'true')
  // Leaflet's keyboard zoom on the focused map.
  await page.keyboard.press('+')
  await expect.poll(() => zoomInUrl(page)).toBe(7)
})

test('the map sources open from a small toggle', async ({ page, api, expectNoAxeViolations }) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  await page.goto(`/organizations/${results[0]!.entity.fb_entity_id}`)
  const map = page.getByTestId('entity-map')
  const sources = map.locator('.leaflet-control-attribution')
  const toggle = map.getByRole('button', { name: 'Map sources' })
  // The toggle comes with the map (Leaflet loads lazily).
  await expect(toggle).toBeVisible({ timeout: 20_000 })
  await expect(sources).toBeHidden()
  await expect(toggle).toHaveAttribute('aria-expanded', 'false')
  const button = (await toggle.boundingBox())!
  expect(button.width).toBeLessThanOrEqual(32)

  await toggle.click()
  await expect(toggle).toHaveAttribute('aria-expanded', 'true')
  await expect(sources).toBeVisible()
  await expect(sources).toContainText('Natural Earth')
  await expect(toggle).toHaveAttribute('aria-controls', (await sources.getAttribute('id'))!)
  await expectNoAxeViolations({ include: '[data-testid="entity-map"]' })
  await toggle.click()
  await expect(sources).toBeHidden()
})
