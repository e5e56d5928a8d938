/**
 * Words, not codes: what an analyst reads instead of the API's codes,
 * and the smaller trust breakers. Every value is read from the API of the server under test.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { keyOf, normalRelationValue } from './api-shapes'
import { listDatasets } from './dataset-data'
import { getJson } from './entity-data'
import { test, expect } from './fixtures'

interface OrganizationHit {
  fb_entity_id: string
  display_name: string
  status: string
}

/** An organization whose search result says it is in insolvency proceedings, from the API. */
async function findInsolventOrganization(api: APIRequestContext): Promise<OrganizationHit> {
  for (const q of ['GmbH', 'UG', 'AG', 'KG']) {
    for (let skip = 0; skip < 300; skip += 30) {
      const { results } = await getJson<{ results: { entity: OrganizationHit }[] }>(
        api,
        `/api/v2/search/entities/organization?q=${q}&limit=30&skip=${skip}`,
      )
      const hit = results.find((result) => result.entity.status === 'INSOLVENCY_PROCEEDINGS')
      if (hit) return hit.entity
      if (results.length < 30) break
    }
  }
  throw new Error('no organization in insolvency proceedings found through the search')
}

/**
 * Opens a page and waits for its heading like an action does (up to the test's time): on a loaded
 * machine the first render of an entity page can take longer than one assertion waits.
 */
async function open(page: Page, url: string) {
  await page.goto(url)
  await page.getByRole('heading', { level: 1 }).waitFor()
}

/** Opens a relation tab by clicking it, as an analyst does, and waits for its slice. */
async function openTab(page: Page, name: string) {
  await page.getByRole('tab', { name, exact: true }).click()
  await page.getByRole('tabpanel').getByRole('table').first().waitFor()
}

test('an insolvent company carries a notice on its page and a badge in search results', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const org = await findInsolventOrganization(api)
  await open(page, `/organizations/${org.fb_entity_id}`)
  const notice = page.getByTestId('distress-notice')
  await expect(notice).toBeVisible()
  await expect(notice.getByRole('heading')).toContainText('Insolvency proceedings')
  await expect(notice).toContainText('This company is in insolvency proceedings.')
  // Nowhere on the page does the API's code show.
  await expect(page.locator('main')).not.toContainText('INSOLVENCY_PROCEEDINGS')
  await expectNoAxeViolations()

  await page.goto(`/search/organizations?q=${encodeURIComponent(org.display_name)}`)
  const result = page
    .getByTestId('organization-result')
    .filter({ has: page.getByRole('link', { name: org.display_name, exact: true }) })
    .first()
  await expect(result.getByTestId('distress-badge')).toHaveText(/Insolvency proceedings/)
  // An active company in the same list has no such badge.
  const active = page
    .getByTestId('organization-result')
    .filter({ hasNot: page.getByTestId('distress-badge') })
  if ((await active.count()) > 0) await expect(active.first()).toBeVisible()
})

test('jurisdiction and country by name, the location level in words, in both languages', async ({
  page,
  api,
}) => {
  const org = await findInsolventOrganization(api)
  const record = await getJson<{
    jurisdiction: { iso_alpha3: string }
    address: { fb_entity_id: string; location_level: string | null }
  }>(api, `/api/v2/entities/organization/get/${org.fb_entity_id}`)
  expect(record.jurisdiction.iso_alpha3).toBe('DEU')
  await open(page, `/organizations/${org.fb_entity_id}`)
  const jurisdiction = page.getByRole('term').filter({ hasText: /^Jurisdiction$/ })
  await expect(jurisdiction.locator('xpath=following-sibling::dd[1]')).toHaveText('Germany')

  await open(page, `/locations/${record.address.fb_entity_id}`)
  const country = page.getByRole('term').filter({ hasText: /^Country$/ })
  await expect(country.locator('xpath=following-sibling::dd[1]')).toHaveText('Germany')
  if (record.address.location_level) {
    const level = page.getByRole('term').filter({ hasText: /^Statistical level$/ })
    await expect(level.locator('xpath=following-sibling::dd[1]')).not.toHaveText(
      record.address.location_level,
    )
  }
  await expect(page.locator('main')).not.toContainText(/\bDEU\b/)

  await open(page, `/locations/${record.address.fb_entity_id}?lang=de`)
  const land = page.getByRole('term').filter({ hasText: /^Land$/ })
  await expect(land.locator('xpath=following-sibling::dd[1]')).toHaveText('Deutschland')
  await expect(page.locator('main')).not.toContainText(/\bDEU\b/)
})

test('crime categories in English with the German original in a tooltip', async ({ page, api }) => {
  const org = await findInsolventOrganization(api)
  const record = await getJson<{ address: { fb_entity_id: string } }>(
    api,
    `/api/v2/entities/organization/get/${org.fb_entity_id}`,
  )
  const place = record.address.fb_entity_id
  const response = await api.post(`/api/v2/relation/resolve/9209216968/${place}`, { data: {} })
  const rows = normalRelationValue((await response.json())[0]) as { category: string }[]
  const categories = [...new Set(rows.map((row) => row.category))]
  expect(categories).toContain('Diebstahl')

  await open(page, `/locations/${place}`)
  await openTab(page, 'Crime')
  const table = page.getByRole('table', { name: /Crime statistics/ })
  const theft = table.locator('[data-german="Diebstahl"]').first()
  await expect(theft).toContainText('Theft')
  await expect(theft).toHaveAttribute('title', 'Diebstahl')
  // Every category the API sent is shown translated or, where no translation is known, as sent.
  for (const category of categories)
    await expect(table.locator(`[data-german="${category}"], [lang="de"]`).first()).toBeVisible()

  await open(page, `/locations/${place}?lang=de`)
  await openTab(page, 'Kriminalität')
  await expect(
    page
      .getByRole('table', { name: /Kriminalstatistik/ })
      .getByText('Diebstahl')
      .first(),
  ).toBeVisible()
})

test('regional statistics the hub marks as modelled say so', async ({ page, api }) => {
  const org = await findInsolventOrganization(api)
  const record = await getJson<{ address: { fb_entity_id: string } }>(
    api,
    `/api/v2/entities/organization/get/${org.fb_entity_id}`,
  )
  const place = record.address.fb_entity_id
  const response = await api.post(`/api/v2/relation/resolve/9210215359/${place}`, { data: {} })
  const value = normalRelationValue((await response.json())[0]) as { method?: string }
  await open(page, `/locations/${place}`)
  await openTab(page, 'Age structure')
  const notice = page.getByTestId('modelled-notice')
  if (value.method === 'modelled') await expect(notice).toContainText('Modelled figures.')
  else await expect(notice).toHaveCount(0)
  await expect(page.getByRole('table', { name: /by year/ })).toBeVisible()
})

test('service inputs are labelled by their own descriptions, the API name only as a hint', async ({
  page,
  api,
}) => {
  const search = await getJson<{ results: { entity: Record<string, string> }[] }>(
    api,
    '/api/v2/search/data?limit=100&include_streams=false',
  )
  let chosen: { key: string; inputs: { name: string; description?: { en?: string } }[] } | null =
    null
  for (const { entity } of search.results) {
    const service = await getJson<{
      service_input_definition: { name: string; description?: { en?: string } }[]
    }>(api, `/api/v2/service/get/${keyOf(entity)}`)
    const inputs = service.service_input_definition
    if (inputs.some((input) => input.description?.en && input.name.includes('_'))) {
      chosen = { key: keyOf(entity), inputs }
      break
    }
  }
  test.skip(!chosen, 'no service has a described input with a snake_case name')
  await page.goto(`/services/${chosen!.key}`)
  const form = page.getByRole('form', { name: 'Service inputs' })
  for (const input of chosen!.inputs) {
    const description = input.description?.en?.replace(/\.$/, '')
    if (!description) continue
    const label = form.locator('label').filter({ hasText: description })
    await expect(label).toHaveCount(1)
    await expect(label).not.toContainText(input.name)
    await expect(form.getByText(input.name, { exact: true })).toBeVisible()
  }
  await expect(form).not.toContainText(/\((string|integer|float|boolean)[,)]/)
})

test('a /connections link whose end is a person works without fromType', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  // The organization record is tried first: for a person that is the one 404 the lookup costs.
  allowConsoleErrors(/status of 404/)
  const { results } = await getJson<{
    results: {
      entity: {
        fb_entity_id: string
        name: { given: string; family: string }
        relations?: { ORGANIZATION?: { entity_to: { fb_entity_id: string } }[] }
      }
    }[]
  }>(api, '/api/v2/search/entities/person?q=Schmidt&limit=10')
  const person = results.find((result) => result.entity.relations?.ORGANIZATION?.length)?.entity
  expect(person, 'a person with a role').toBeTruthy()
  const organization = person!.relations!.ORGANIZATION![0]!.entity_to.fb_entity_id
  await page.goto(`/connections?from=${person!.fb_entity_id}&to=${organization}`)
  await expect(page.getByTestId('connection-from')).toHaveText(
    `${person!.name.given} ${person!.name.family}`,
  )
  await expect(page.getByText('(person)', { exact: true })).toBeVisible()
  await expect(page.getByText(/One shortest connection: 1 step/)).toBeVisible()
})

test('a dataset filter applied after scrolling opens the filtered rows at the top', async ({
  page,
  api,
}) => {
  const dataset = (await listDatasets(api)).find((entry) => !entry.capped)!
  const column = dataset.data_item_collections.find(
    (entry) => entry.basic_data_type === 'String' && entry.semantic_type !== 'identifier',
  )!.name
  const sample = await getJson<Record<string, unknown>[]>(
    api,
    `/api/v2/stream/data/${dataset.key}?format=json&skip=7&limit=1`,
  )
  const value = String(sample[0]![column.toString()])
  await page.goto(`/datasets/${dataset.key}`)
  const grid = page.getByTestId('data-grid')
  await expect(grid.locator('[role="row"][data-row-index="3"]:not([aria-busy])')).toBeVisible()
  await grid.hover()
  await expect(async () => {
    await page.mouse.wheel(0, 800)
    await expect(page).toHaveURL(/[?&]top=([3-9]\d|\d{3,})/, { timeout: 1000 })
  }).toPass()

  await page.getByLabel('Filter column').selectOption(column)
  await page.getByLabel('Operator').selectOption('EQUALS')
  await page.getByLabel(/^Value/).fill(value)
  await page.getByRole('button', { name: 'Add filter' }).click()
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(value)
  await expect(grid.locator('[role="row"][data-row-index="0"]:not([aria-busy])')).toBeVisible()
  // It stays at the top: the router used to put the old offset back when it had rendered the
  // filtered view, so the check waits for that navigation to have settled.
  await expect(page.locator('html')).toHaveAttribute('data-navigation', 'idle')
  expect(await grid.evaluate((element) => element.scrollTop)).toBe(0)
  await expect(page).not.toHaveURL(/[?&]top=/)
})
