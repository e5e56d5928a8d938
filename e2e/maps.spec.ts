import { INTERACTION_ONLY, test, expect } from './fixtures'
import { countMapPins, getJson, searchOrganizations } from './entity-data'

test('the organization result map shows one pin per result with a coordinate', async ({
  page,
  api,
}) => {
  const { results, total } = await searchOrganizations(api, 'GmbH', { status: 'ACTIVE' })
  let expected = 0
  for (const { entity } of results) {
    const record = await getJson<{
      address?: { coordinate?: { latitude?: number } | null } | null
    }>(api, `/api/v2/entities/organization/get/${entity.fb_entity_id}`)
    if (typeof record.address?.coordinate?.latitude === 'number') expected++
  }
  expect(expected).toBeGreaterThan(25) // enough to exercise clustering

  await page.goto('/search/organizations?q=GmbH&status=ACTIVE&view=map')
  // Thirty records, twelve at a time (the map's bound on parallel reads): slow on a busy machine.
  await expect(page.getByTestId('map-summary')).toHaveAttribute('data-loading', 'false', {
    timeout: 30_000,
  })
  // Of all found, when the search says how many (the documented variants may not).
  await expect(page.getByTestId('map-summary')).toContainText(
    typeof total === 'number'
      ? `${expected} of ${total.toLocaleString('en')} organizations found are on the map`
      : `${expected} organizations are on the map`,
  )
  await expect.poll(() => countMapPins(page)).toBe(expected)
  await expect(page.getByTestId('map-cluster').first()).toBeVisible()
  // The offline base layer: 16 state outlines, the countries around them, rivers and lakes, and
  // city labels are drawn without any tile server.
  await expect(page.locator('.leaflet-overlay-pane path.map-state')).toHaveCount(16)
  expect(await page.locator('path.map-country').count()).toBeGreaterThanOrEqual(9)
  await expect(page.locator('path.map-river')).toHaveCount(1)
  await expect(page.locator('.map-city-label').first()).toBeVisible()
  await expect(page.locator('.leaflet-tile')).toHaveCount(0)
  // The viewport went into the URL for sharing.
  await expect(page).toHaveURL(/map_zoom=\d+/)
})

test(
  'zooming the map updates the viewport in the URL, and a reload restores it',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await page.goto('/search/organizations?q=GmbH&view=map&map_lat=51&map_lon=10&map_zoom=6')
    // A view in the URL is kept as the pins arrive (no fitting): no need to wait for all 30.
    await expect(page.getByTestId('map-summary')).toBeVisible()
    await page.getByRole('button', { name: 'Zoom in', exact: true }).click()
    await expect(page).toHaveURL(/map_zoom=7/)
    await page.reload()
    await expect(page).toHaveURL(/map_zoom=7/)
    await expect(page.getByRole('button', { name: 'Zoom in', exact: true })).toBeVisible()
  },
)

test('a pin popup links to the entity', async ({ page, api }) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const org = results[0]!.entity
  const record = await getJson<{ address: { fb_entity_id: string; formatted_address: string } }>(
    api,
    `/api/v2/entities/organization/get/${org.fb_entity_id}`,
  )
  await page.goto(`/organizations/${org.fb_entity_id}`)
  const pin = page.getByTestId('map-pin')
  await expect(pin).toHaveAttribute('title', record.address.formatted_address)
  await pin.click()
  await page
    .locator('.leaflet-popup')
    .getByRole('link', { name: record.address.formatted_address })
    .click()
  await expect(page).toHaveURL(new RegExp(`/locations/${record.address.fb_entity_id}`))
})

test(
  'Leaflet is not in the initial bundle of pages without a map',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    const scripts: string[] = []
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(response.url())
    })
    await page.goto('/search?q=GmbH')
    await expect(page.getByRole('heading', { name: 'Results for “GmbH”' })).toBeVisible()
    const bodies = await Promise.all(
      scripts.map((url) => page.evaluate(async (href) => (await fetch(href)).text(), url)),
    )
    expect(bodies.some((body) => body.includes('leaflet-container'))).toBe(false)
  },
)
