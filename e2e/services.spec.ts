/** Data services: a form built from the input definition, invocation, and 422s beside the inputs. */
import type { APIRequestContext, Page } from '@playwright/test'
import { keyOf } from './api-shapes'
import { test, expect } from './fixtures'

interface InputDefinition {
  name: string
  type: string
  required: boolean
  description?: { en?: string }
  sample?: { value?: unknown }
}

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * The field of an input, by its label: the service's own description without the full stop, or,
 * without one, its API name in words (src/features/services/api/service-inputs.ts `inputLabel`).
 */
function field(page: Page, input: InputDefinition) {
  const described = input.description?.en?.trim().replace(/\.$/, '')
  const words = input.name.replace(/[_\s]+/g, ' ').trim()
  const label = described || words.charAt(0).toUpperCase() + words.slice(1)
  return page.getByLabel(new RegExp(`^${escape(label)}`))
}

async function firstService(api: APIRequestContext) {
  const search = await api.get('/api/v2/search/data?limit=100&include_streams=false')
  const { results } = (await search.json()) as { results: { entity: Record<string, string> }[] }
  expect(results.length).toBeGreaterThan(0)
  const key = keyOf(results[0]!.entity)
  const service = (await (await api.get(`/api/v2/service/get/${key}`)).json()) as {
    service_input_definition: InputDefinition[]
  }
  return { key, inputs: service.service_input_definition }
}

test('invokes a service with its sample inputs and shows the result readably and raw', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { key, inputs } = await firstService(api)
  await page.goto(`/services/${key}`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const body: Record<string, unknown> = {}
  for (const input of inputs) {
    const sample = input.sample?.value
    if (sample === undefined || sample === null) continue
    body[input.name] = sample
    const target = field(page, input)
    if (input.type === 'boolean') await target.setChecked(sample === true)
    else await target.fill(String(sample))
  }
  await expect(page).toHaveURL(/inputs=/)
  await expectNoAxeViolations()
  await page.getByRole('button', { name: 'Invoke service' }).click()
  const result = page.getByTestId('service-result')
  await expect(result).toBeVisible()

  const expected = await api.post('/api/v2/service/invoke', {
    data: { service_key: key, inputs: body },
  })
  expect(expected.ok()).toBe(true)
  const raw = await expected.json()
  await page.getByText('Raw response').click()
  expect(JSON.parse((await page.getByTestId('service-raw').textContent()) ?? 'null')).toEqual(raw)

  // The filled-in call is a link: it opens with the same inputs.
  await page.goto(page.url())
  for (const input of inputs) {
    const value = body[input.name]
    if (value !== undefined && typeof value !== 'boolean')
      await expect(field(page, input)).toHaveValue(String(value))
  }
})

test('shows a 422 beside the input it concerns', async ({ page, api, allowConsoleErrors }) => {
  // The browser logs the deliberate 422 response.
  allowConsoleErrors(/422/)
  const { key, inputs } = await firstService(api)
  const required = inputs.find((input) => input.required && input.type !== 'boolean')
  test.skip(!required, 'the service has no required text input')
  const response = await api.post('/api/v2/service/invoke', {
    data: { service_key: key, inputs: {} },
  })
  expect(response.status()).toBe(422)
  const { detail } = (await response.json()) as { detail: { loc: string[]; msg: string }[] }
  const message = detail.find((item) => item.loc[item.loc.length - 1] === required!.name)!.msg

  await page.goto(`/services/${key}`)
  await page.getByRole('button', { name: 'Invoke service' }).click()
  await expect(page.getByTestId(`error-${required!.name}`)).toHaveText(message)
  await expect(field(page, required!)).toHaveAttribute('aria-invalid', 'true')
})
