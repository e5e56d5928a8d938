import type { Page } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { getJson, searchOrganizations } from './entity-data'

const FLOOD_KEY = '9209128402'
/** The words the card uses for each documented zone (docs/datahub-api.md §7 (n)). */
const ZONE_WORDS: Record<string, string> = {
  HQ_haeufig: 'HQ frequent',
  HQ100: 'HQ100',
  HQ_extrem: 'HQ extreme',
}
const ZONE_ORDER = ['HQ_haeufig', 'HQ100', 'HQ_extrem']

interface FloodValue {
  flood_risks?: { zone: string; in_zone: boolean }[]
}

/** The first organization of a search whose head office lies inside a flood zone, per the API. */
async function findOrganizationInFloodZone(api: Parameters<typeof getJson>[0]) {
  const { results } = await searchOrganizations(api, 'GmbH')
  for (const { entity } of results) {
    const record = await getJson<{ address?: { fb_entity_id?: string } | null }>(
      api,
      `/api/v2/entities/organization/get/${entity.fb_entity_id}`,
    )
    const locationId = record.address?.fb_entity_id
    if (!locationId) continue
    const slices = (await (
      await api.post(`/api/v2/relation/resolve/${FLOOD_KEY}/${locationId}`, { data: {} })
    ).json()) as { entity?: { value?: FloodValue | null } }[]
    const inside = (slices[0]?.entity?.value?.flood_risks ?? []).filter((zone) => zone.in_zone)
    if (inside.length === 0) continue
    const innermost = [...inside].sort(
      (a, b) => ZONE_ORDER.indexOf(a.zone) - ZONE_ORDER.indexOf(b.zone),
    )[0]!
    return { org: entity, locationId, zone: ZONE_WORDS[innermost.zone]! }
  }
  throw new Error('no organization of the "GmbH" search has its head office in a flood zone')
}

/** Counts the flood slice's resolve requests of this page, to check the card and tab share one. */
function countFloodResolves(page: Page, locationId: string) {
  let count = 0
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`/resolve/${FLOOD_KEY}/`))
      if (request.url().endsWith(locationId)) count++
  })
  return () => count
}

test('the head office context shows its flood zone and links to the location page, where the slice is not asked again', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { org, locationId, zone } = await findOrganizationInFloodZone(api)
  const resolves = countFloodResolves(page, locationId)

  await page.goto(`/organizations/${org.fb_entity_id}`)
  const card = page.getByRole('region', { name: 'Head office context' })
  // The card waits for the page's own requests first.
  await expect(card.getByText('Inside a flood zone:')).toContainText(zone, { timeout: 20_000 })
  for (const part of ['Fire risk', 'Crime', 'Unemployment', 'Household income']) {
    await expect(card.getByRole('link', { name: part })).toBeVisible()
  }
  // Every part settles into facts or an explanation, never a spinner or an error.
  await expect(card.getByRole('status')).toHaveCount(0)
  await expect(card.getByRole('alert')).toHaveCount(0)
  await expect(card.getByText(/against the national average/)).toBeVisible()
  await expect(card.getByText(/Unemployment rate \d{4}: /)).toBeVisible()
  await expectNoAxeViolations({ include: 'section[aria-label="Head office context"]' })

  await card.getByRole('link', { name: 'Flood risk' }).click()
  await expect(page).toHaveURL(new RegExp(`/locations/${locationId}\\?tab=flood-risks`))
  await expect(page.getByText(/This address lies inside \d flood hazard zone/)).toBeVisible()
  expect(resolves()).toBe(1)
})

test(
  '"Search this area" turns the visible map into the radius filter, kept in the URL',
  { tag: INTERACTION_ONLY },
  async ({ page, api, expectNoAxeViolations }) => {
    // The view comes from the URL, so the map does not move while its pins are being placed.
    await page.goto('/search/organizations?q=GmbH&view=map&map_lat=50.1&map_lon=8.7&map_zoom=8')
    await page.getByRole('button', { name: 'Search this area' }).click()

    await expect(page).toHaveURL(/near_lat=50\.1&near_lon=8\.7/)
    const url = new URL(page.url())
    const radius = Number(url.searchParams.get('radius_km'))
    expect(radius).toBeGreaterThanOrEqual(1)
    expect(radius).toBeLessThanOrEqual(100)
    // The view stays where it was, and the filter form shows the new centre and radius.
    expect(url.searchParams.get('map_zoom')).toBe('8')
    await expect(page.getByTestId('chosen-place')).toHaveText('Visible map area')
    await expect(page.getByRole('spinbutton', { name: 'Radius (km, 1–100)' })).toHaveValue(
      String(radius),
    )

    const { total } = await searchOrganizations(api, 'GmbH', {
      location_coordinates: { lat: 50.1, lon: 8.7 },
      location_max_distance_km: radius,
    })
    await expect(page.getByTestId('result-total')).toHaveText(
      `${total.toLocaleString('en-GB')} organizations found`,
    )
    await expectNoAxeViolations({ include: '[data-testid="entity-map"]' })
  },
)
