/**
 * What an analyst sees where the real Data Hub answers in its documented shapes (docs/datahub-api.md
 * §9): runs in both projects, so the same pages are checked against the normal hub and against the
 * documented-variants mode (link-shaped roles, localized names, 31-character IDs, signup_hint,
 * `/relation/list` refused).
 */
import type { APIRequestContext } from '@playwright/test'
import { getJson, searchOrganizations } from './entity-data'
import { test, expect } from './fixtures'

const MANAGEMENT = '5906082026'
const REPORT = '6322183029'

type Json = Record<string, unknown>

async function resolve(api: APIRequestContext, key: string, id: string, params: Json = {}) {
  const response = await api.post(`/api/v2/relation/resolve/${key}/${id}`, { data: { params } })
  expect(response.status()).toBe(200)
  return ((await response.json()) as { entity?: { value?: unknown } }[])[0]?.entity?.value
}

/** Person IDs of a management answer in whatever shape it came (flat, split or link records). */
function managerIds(value: unknown): string[] {
  const items = Array.isArray(value)
    ? value
    : [
        ...(((value as Json)?.current as unknown[]) ?? []),
        ...(((value as Json)?.past as unknown[]) ?? []),
      ]
  return items.flatMap((item) => {
    const raw = item as Json
    const person = (raw.entity_from ?? raw) as Json
    return typeof person.fb_entity_id === 'string' && person.entity_type !== 'ORGANIZATION'
      ? [person.fb_entity_id]
      : []
  })
}

test('management shows named, linked people whatever the item shape; the person page lists the roles from the History relation', async ({
  page,
  api,
  hubVariants,
  expectNoAxeViolations,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  // In the documented mode, prefer a company one of whose managers has a 31-character ID.
  let chosen: { org: string; person: string } | null = null
  for (const { entity } of results) {
    const ids = managerIds(await resolve(api, MANAGEMENT, entity.fb_entity_id))
    const person = ids.find((id) => hubVariants !== 'documented' || id.length < 32) ?? null
    if (person) {
      chosen = { org: entity.fb_entity_id, person }
      break
    }
  }
  expect(chosen, 'an organization with a manager').not.toBeNull()
  const { org, person } = chosen!
  if (hubVariants === 'documented') expect(person.length).toBeLessThan(32)

  await page.goto(`/organizations/${org}?tab=management`)
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByRole('table').first()).toBeVisible()
  await expect(panel).not.toContainText('Unnamed')
  await expect(panel).not.toContainText('as delivered')
  const link = panel.locator(`a[href="/persons/${person}"]`).first()
  await expect(link).toBeVisible()
  const name = (await link.textContent())!.trim()
  expect(name.length).toBeGreaterThan(1)
  await expectNoAxeViolations()

  await link.click()
  await expect(page).toHaveURL(new RegExp(`/persons/${person}$`))
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(name)
  const roles = page.getByRole('region', { name: 'Roles in organizations' })
  await expect(roles.locator(`a[href="/organizations/${org}"]`).first()).toBeVisible()
  // The roles come from the History relation, never from a search for the name.
  const searches: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/search/entities/person')) searches.push(request.url())
  })
  await page.reload()
  await expect(roles.locator(`a[href="/organizations/${org}"]`).first()).toBeVisible()
  expect(searches).toEqual([])
  await expectNoAxeViolations()
})

test('a financial report withheld by the plan says so first and names the fiscal year shown', async ({
  page,
  api,
  hubVariants,
}) => {
  test.skip(hubVariants !== 'documented', 'the normal hub grants every filing')
  const { results } = await searchOrganizations(api, 'GmbH', { bs_company_size_category: 'large' })
  let found: { id: string; year: number } | null = null
  let hintOnly: string | null = null
  for (const { entity } of results) {
    const value = (await resolve(api, REPORT, entity.fb_entity_id)) as Json | null
    if (!value?.signup_hint) continue
    const year = (value.metadata as Json | undefined)?.fiscal_year
    if (value.report_html && typeof year === 'number') found ??= { id: entity.fb_entity_id, year }
    else if (!value.report_html) hintOnly ??= entity.fb_entity_id
    if (found && hintOnly) break
  }
  expect(found, 'an organization whose latest filing the plan withholds').not.toBeNull()

  await page.goto(`/organizations/${found!.id}?tab=financial-report`)
  const hint = page.getByTestId('signup-hint')
  await expect(hint).toBeVisible()
  await expect(hint).toContainText('does not include')
  await expect(hint).toContainText(`fiscal year ${found!.year}`)
  await expect(page.getByTestId('financial-report')).toBeVisible()

  if (hintOnly) {
    await page.goto(`/organizations/${hintOnly}?tab=financial-report`)
    await expect(page.getByTestId('signup-hint')).toContainText('No report is shown')
    await expect(page.getByTestId('financial-report')).toHaveCount(0)
  }
})

test('relation tabs come from the documented catalogue when the relation list is unavailable', async ({
  page,
  api,
  hubVariants,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const id = results[0]!.entity.fb_entity_id
  const listed: number[] = []
  page.on('response', (response) => {
    // The organization's tabs; the head office context card asks for the location's list.
    if (response.url().includes('/relation/list/organization')) listed.push(response.status())
  })
  await page.goto(`/organizations/${id}`)
  const tabs = page.getByRole('tablist', { name: 'Relations of this organization' })
  await expect(tabs.getByRole('tab', { name: 'Management' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: 'Key figures' })).toBeVisible()
  await expect(tabs.getByRole('tab', { name: 'Nearby' })).toBeVisible()
  expect(listed).toEqual([hubVariants === 'documented' ? 403 : 200])
  await expect(page.getByRole('alert')).toHaveCount(0)
  // The person page gets its tabs the same way.
  const person = await getJson<{ results: { entity: { fb_entity_id: string } }[] }>(
    api,
    '/api/v2/search/entities/person?q=Schmidt&limit=1',
  )
  await page.goto(`/persons/${person.results[0]!.entity.fb_entity_id}`)
  await expect(page.getByRole('tab', { name: 'Career history' })).toBeVisible()
})
