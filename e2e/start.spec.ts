/**
 * The start page (what is here, where the analyst left off) and the service catalogue, compared
 * with the API truth of the same server in both projects (the documented mode serves `_key`,
 * shorter IDs and type synonyms).
 */
import { keyOf } from './api-shapes'
import { getJson } from './entity-data'
import { test, expect } from './fixtures'

interface CatalogueItem {
  entity_type: 'STREAM' | 'SERVICE'
  entity: Record<string, unknown> & { name: { en?: string; de?: string } }
}

const digits = (text: string | null) => Number((text ?? '').replace(/\D/g, ''))

test('the start page: examples that work, the catalogue with counts, the map into an area search', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  // A first visit counts rows and areas in the background, two at a time (about 25 requests).
  test.setTimeout(90_000)
  const { results } = await getJson<{ results: CatalogueItem[] }>(
    api,
    '/api/v2/search/data?q=&limit=100',
  )
  const streams = results.filter((item) => item.entity_type === 'STREAM')
  const services = results.filter((item) => item.entity_type === 'SERVICE')

  await page.goto('/')
  await expect(page.getByTestId('generated-data-notice')).toContainText(
    'the companies, the people and their figures are generated',
  )
  // An example question leads to results: a company's name with a relation word answers directly.
  const examples = page.getByTestId('example-questions').getByRole('link')
  await expect(examples.nth(2)).toBeVisible()
  await examples.filter({ hasText: 'who runs a company' }).click()
  await expect(page).toHaveURL(/\/search\?q=/)
  await expect(page.getByTestId('knowledge-answer')).toBeVisible()
  await expect(page.getByTestId('fusion-group').first()).toBeVisible()

  // Back on the start page (its answers are kept in the browser, so this asks nothing again).
  await page.goto('/')
  // Datasets with the row counts their metadata gives; every service.
  const catalogue = page.getByTestId('dataset-catalogue')
  const first = streams[0]!
  const row = catalogue.getByRole('row').filter({ hasText: first.entity.name.en! })
  const base = await getJson<{ meta: { entry_count: number } }>(
    api,
    `/api/v2/stream/base/${keyOf(first.entity)}`,
  )
  await expect(row.getByRole('cell').nth(1)).toHaveText(/\d/)
  expect(digits(await row.getByRole('cell').nth(1).textContent())).toBe(base.meta.entry_count)
  await expect(page.getByTestId('service-catalogue').getByRole('link')).toHaveCount(
    Math.min(services.length, 8),
  )

  // The overview map: Berlin's count is the total of the area search it leads into.
  const berlin = page.getByTestId('overview-map').getByRole('link', { name: /^Berlin: [\d.,]+ / })
  await expect(berlin).toBeVisible()
  await expectNoAxeViolations()
  const label = await berlin.getAttribute('aria-label')
  await berlin.click()
  await expect(page).toHaveURL(/\/search\/organizations\?.*near_lat=.*view=map/)
  await expect(page.getByTestId('result-total')).toHaveText(
    new RegExp(`^${label!.match(/: ([\d.,]+) /)![1]!.replace(/[.,]/g, '[.,]')} organizations`),
  )
})

test('the service catalogue: header entry, filter, inputs and cost, into a service', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { results } = await getJson<{ results: CatalogueItem[] }>(
    api,
    '/api/v2/search/data?q=&limit=100&include_streams=false',
  )
  const target = results.at(-1)!
  const key = keyOf(target.entity)
  const service = await getJson<{
    credit_policy: { credit_cost: number }
    service_input_definition: { name: string }[]
  }>(api, `/api/v2/service/get/${key}`)

  await page.goto('/datasets')
  const entry = page
    .getByRole('navigation', { name: 'Main' })
    .getByRole('link', { name: 'Services' })
  await entry.focus()
  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(/\/services$/)
  const cards = page.getByTestId('service-card')
  await expect(cards).toHaveCount(results.length)
  const card = cards.filter({ hasText: target.entity.name.en! })
  await expect(card.getByTestId('service-cost')).toHaveText(
    `Cost: ${service.credit_policy.credit_cost} ${service.credit_policy.credit_cost === 1 ? 'credit' : 'credits'} per call`,
  )
  await expect(card.getByTestId('service-inputs').getByRole('listitem')).toHaveCount(
    service.service_input_definition.length,
  )
  await expectNoAxeViolations()

  // A word of its German name finds it and only what else matches.
  const word = target.entity.name.de!.split(/\s+/)[0]!
  await page.getByLabel('Filter services').fill(word)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(word)}`))
  const matching = results.filter((item) =>
    `${item.entity.name.en} ${item.entity.name.de}`.toLowerCase().includes(word.toLowerCase()),
  )
  await expect(cards).toHaveCount(matching.length)
  await page.getByLabel('Filter services').fill('no such service at all')
  await expect(page.getByText('No service matches.')).toBeVisible()
  await page.getByLabel('Filter services').fill(word)
  await card.getByRole('link', { name: target.entity.name.en! }).click()
  await expect(page).toHaveURL(new RegExp(`/services/${key}`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(target.entity.name.en!)
})
