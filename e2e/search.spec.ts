import { INTERACTION_ONLY, test, expect } from './fixtures'
import { normalRelationValue } from './api-shapes'
import { getJson, searchOrganizations } from './entity-data'

const GROUP_OF_RANK: Record<string, string> = {
  ORGANIZATION: 'Organizations',
  PERSON: 'Persons',
  LOCATION: 'Places',
  RELATION: 'Relations',
  STREAM: 'Datasets',
  SERVICE: 'Data services',
}

test('fusion search shows the groups in the order of ranks, each linking to its full results', async ({
  page,
  api,
}) => {
  const truth = await getJson<{ ranks: string[] }>(api, '/api/v2/search/fusion?q=M%C3%BCnchen')
  await page.goto('/search?q=München')
  const headings = page.getByTestId('fusion-group').getByRole('heading', { level: 2 })
  await expect(headings).toHaveText(truth.ranks.map((rank) => GROUP_OF_RANK[rank]!))
  const organizations = page
    .getByTestId('fusion-group')
    .filter({ has: page.getByRole('heading', { name: 'Organizations' }) })
  await organizations.getByRole('link', { name: /All organizations for/ }).click()
  await expect(page).toHaveURL(/\/search\/organizations\?q=M%C3%BCnchen/)
  await expect(page.getByRole('heading', { name: 'Organizations', level: 1 })).toBeVisible()
})

test('a question with a relation word gets an answer card with the current managing directors', async ({
  page,
  api,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const name = results[0]!.entity.display_name
  const fusion = await getJson<{
    knowledge_graph?: { relation_id: string; from_entity_id: string }
  }>(api, `/api/v2/search/fusion?q=${encodeURIComponent(`${name} Geschäftsführer`)}`)
  expect(fusion.knowledge_graph).toBeTruthy()
  const graph = fusion.knowledge_graph!
  const slices = await (
    await api.post(`/api/v2/relation/resolve/${graph.relation_id}/${graph.from_entity_id}`, {
      data: { params: {} },
    })
  ).json()
  const management = normalRelationValue(slices[0]) as {
    current: { display_name: string; label: string }[]
  }
  const current = management.current.filter((role) => role.label === 'MANAGING_DIRECTOR')

  await page.goto(`/search?q=${encodeURIComponent(`${name} Geschäftsführer`)}`)
  const card = page.getByTestId('knowledge-answer')
  await expect(card.getByRole('heading', { name: /Management/ })).toBeVisible()
  for (const director of current)
    await expect(card.getByRole('link', { name: director.display_name })).toBeVisible()
  await card.getByRole('link', { name: 'Open the full tab' }).click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${graph.from_entity_id}`))
  await expect(page.getByRole('tab', { name: /Management/, selected: true })).toBeVisible()
})

test('typeahead suggests while typing and opens the chosen entity', async ({ page, api }) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const target = results[0]!.entity
  await page.goto('/')
  await expect(page.getByRole('heading', { name: 'Watchlist' })).toBeVisible()
  await page.keyboard.press('/')
  await expect(page.locator('#global-search')).toBeFocused()
  await page.keyboard.type(target.display_name, { delay: 20 })
  const option = page.getByRole('option', { name: new RegExp(target.display_name) }).first()
  await expect(option).toBeVisible()
  await option.click()
  await expect(page).toHaveURL(new RegExp(`/organizations/${target.fb_entity_id}`))
})

test(
  'Ctrl+K opens the command palette and Enter searches',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await page.goto('/datasets')
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
    await page.keyboard.press('Control+k')
    const palette = page.getByRole('dialog', { name: 'Command palette' })
    await expect(palette).toBeVisible()
    await expect(palette.getByRole('combobox', { name: 'Search or jump to' })).toBeFocused()
    await page.keyboard.type('Berlin')
    await page.keyboard.press('Enter')
    await expect(page).toHaveURL(/\/search\?q=Berlin/)
    await expect(palette).toBeHidden()
    await expect(page.getByRole('heading', { name: 'Results for “Berlin”' })).toBeVisible()
  },
)

test('organization filters round-trip through the URL and match the API total', async ({
  page,
  api,
}) => {
  await page.goto('/search/organizations?q=GmbH')
  await expect(page.getByTestId('result-total')).toBeVisible()
  const filters = page.getByRole('form', { name: 'Filters' })
  await filters.getByLabel('Status').selectOption('ACTIVE')
  await filters.getByLabel('Register type').selectOption('HRB')
  await filters.getByLabel('State').selectOption('Bayern')
  await filters.getByText('Financial ranges').click()
  await filters.getByLabel('Employees at least').fill('5')
  await filters.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/status=ACTIVE/)
  const url = new URL(page.url())
  expect(Object.fromEntries(url.searchParams)).toMatchObject({
    q: 'GmbH',
    status: 'ACTIVE',
    register_type: 'HRB',
    state: 'Bayern',
    employees_min: '5',
  })

  const truth = await searchOrganizations(api, 'GmbH', {
    status: 'ACTIVE',
    registration_type: 'HRB',
    state: 'Bayern',
    financial_filters: { emp_count: { gte: 5 } },
  })
  const totalText = `${truth.total.toLocaleString('en-GB')} organizations found`
  await expect(page.getByTestId('result-total')).toHaveText(totalText)

  await page.reload()
  await expect(page.getByTestId('result-total')).toHaveText(totalText)
  await expect(filters.getByLabel('Status')).toHaveValue('ACTIVE')
  await expect(filters.getByLabel('State')).toHaveValue('Bayern')
  await expect(filters.getByLabel('Employees at least')).toHaveValue('5')
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/organizations\?q=GmbH$/)
})

test('a radius around a place chosen through location search filters the organizations', async ({
  page,
  api,
}) => {
  await page.goto('/search/organizations')
  await page.getByLabel('Find a place (address, postal code or town)').fill('80331')
  await page
    .getByRole('button', { name: /^Use 80331/ })
    .first()
    .click()
  await expect(page.getByTestId('chosen-place')).toContainText('80331')
  const url = new URL(page.url())
  const lat = Number(url.searchParams.get('near_lat'))
  const lon = Number(url.searchParams.get('near_lon'))
  expect(url.searchParams.get('radius_km')).toBe('10')
  const truth = await searchOrganizations(api, '', {
    location_coordinates: { lat, lon },
    location_max_distance_km: 10,
  })
  await expect(page.getByTestId('result-total')).toHaveText(
    `${truth.total.toLocaleString('en-GB')} organizations found`,
  )
})

test('person search shows inline roles and pages by at most 30', async ({ page, api }) => {
  const truth = await getJson<{ total: number; results: unknown[] }>(
    api,
    '/api/v2/search/entities/person?q=M%C3%BCller&limit=30',
  )
  await page.goto('/search/persons?q=Müller')
  await expect(page.getByTestId('result-total')).toHaveText(
    `${truth.total.toLocaleString('en-GB')} persons found`,
  )
  await expect(page.getByTestId('person-result')).toHaveCount(truth.results.length)
  expect(truth.results.length).toBeLessThanOrEqual(30)
  await expect(
    page
      .getByTestId('person-result')
      .first()
      .getByRole('list', { name: /Roles of/ }),
  ).toBeVisible()
  if (truth.total > 30) {
    await page.getByRole('button', { name: 'Next page' }).click()
    await expect(page).toHaveURL(/page=2/)
    await expect(page.getByTestId('result-range')).toContainText('Results 31–')
  }
})

test('location search lists places best match first', async ({ page, api }) => {
  const truth = await getJson<{ results: { entity: { fb_entity_id: string } }[] }>(
    api,
    '/api/v2/search/entities/location?q=Hamburg&limit=30',
  )
  await page.goto('/search/locations?q=Hamburg')
  await expect(page.getByTestId('location-result')).toHaveCount(truth.results.length)
  await expect(page.getByTestId('location-result').first().getByRole('link')).toHaveAttribute(
    'href',
    `/locations/${truth.results[0]!.entity.fb_entity_id}`,
  )
})
