/**
 * An address on the offline map: not a pin on a city dot at 1:2,000,000, but street
 * level with distance rings, a metric scale and where it lies from the nearest city's centre. The
 * organization comes from the server's own database; its coordinate from the API.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

let organizationId: string
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    organizationId = db
      .prepare('SELECT id FROM organizations WHERE street IS NOT NULL ORDER BY seq LIMIT 1')
      .pluck()
      .get() as string
  } finally {
    db.close()
  }
})

const WHERE =
  /(\d+([.,]\d)? km (north|north-east|east|south-east|south|south-west|west|north-west) of the centre of \S|In the centre of \S)/

test('an organization’s address and its place page show the address at street level', async ({
  page,
  api,
}) => {
  const response = await api.get(`/api/v2/entities/organization/get/${organizationId}`)
  expect(response.ok()).toBe(true)
  const record = (await response.json()) as { address?: { fb_entity_id?: string } }

  await page.goto(`/organizations/${organizationId}`)
  const map = page.getByTestId('entity-map')
  await expect(map.getByTestId('map-pin')).toHaveCount(1)
  await expect(map.getByTestId('map-address-context')).toContainText(WHERE)
  await expect(map.getByTestId('map-address-context')).toContainText('Street level')
  await expect(map.locator('.map-ring-label')).toHaveText(['250 m', '500 m'])
  // The scale bar reads in metres: street level, not a city dot.
  await expect(map.locator('.leaflet-control-scale-line')).toHaveText(/^\d+ m$/)

  // The address's own page (a LOCALITY) shows the same context.
  const addressId = record.address?.fb_entity_id
  test.skip(!addressId, 'the record names no address entity')
  await page.goto(`/locations/${addressId}`)
  await expect(page.getByTestId('map-address-context')).toContainText(WHERE)
  await expect(page.locator('.leaflet-control-scale-line')).toHaveText(/^\d+ m$/)
})
