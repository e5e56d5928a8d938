import { test, expect } from './fixtures'
import { findOrganizationWithManager, getJson, searchOrganizations } from './entity-data'

test('search → organization → tab → person → location, and Back restores the result list scroll', async ({
  page,
  api,
}) => {
  const { org, person, homeId } = await findOrganizationWithManager(api)
  const { results } = await searchOrganizations(api, 'GmbH')
  const index = results.findIndex((result) => result.entity.fb_entity_id === org.fb_entity_id)
  expect(index).toBeGreaterThanOrEqual(0)

  await page.setViewportSize({ width: 1280, height: 600 })
  await page.goto('/search/organizations?q=GmbH')
  const link = page
    .getByTestId('organization-result')
    .nth(index)
    .getByRole('link', { name: org.display_name })
  await link.scrollIntoViewIfNeeded()
  const scrollBefore = await page.evaluate(() => window.scrollY)
  await link.click()

  await expect(page).toHaveURL(new RegExp(`/organizations/${org.fb_entity_id}$`))
  await expect(page.getByRole('heading', { level: 1, name: org.display_name })).toBeVisible()
  await expect(page.getByTestId('status-badge')).toBeVisible()

  await page.getByRole('tab', { name: /Shareholders/ }).click()
  await expect(page).toHaveURL(/tab=shareholders/)
  await page.getByRole('tab', { name: /Management/ }).click()
  await expect(page).not.toHaveURL(/tab=/)
  await page.getByRole('tabpanel').getByRole('link', { name: person.display_name }).first().click()

  await expect(page).toHaveURL(new RegExp(`/persons/${person.fb_entity_id}`))
  await expect(page.getByRole('heading', { level: 1, name: person.display_name })).toBeVisible()
  // The roles come from the person History relation (docs/datahub-api.md §7).
  const roles = page.getByRole('region', { name: 'Roles in organizations' })
  await expect(roles.getByRole('link', { name: org.display_name }).first()).toBeVisible()

  await page.locator('dd').getByRole('link').first().click()
  await expect(page).toHaveURL(new RegExp(`/locations/${homeId}`))
  await expect(page.getByText('Place', { exact: true })).toBeVisible()

  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/persons/${person.fb_entity_id}`))
  await page.goBack()
  await expect(page).toHaveURL(new RegExp(`/organizations/${org.fb_entity_id}`))
  // Tab switches replace the history entry, so one more step is the result list.
  await page.goBack()
  await expect(page).toHaveURL(/\/search\/organizations\?q=GmbH$/)
  await expect(page.getByTestId('organization-result').nth(index)).toBeInViewport()
  await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(scrollBefore - 80)
})

test('the organization page shows the record fields and a pin at the address', async ({
  page,
  api,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const id = results[0]!.entity.fb_entity_id
  const record = await getJson<{
    name: string
    status: { status: string }
    legal: { registration_authority: { local: { registration_authority_entity_name: string } } }
    address: { fb_entity_id: string; formatted_address: string }
    classifications: { industry_codes: { code: string }[] | null }
  }>(api, `/api/v2/entities/organization/get/${id}`)
  await page.goto(`/organizations/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(record.name)
  await expect(
    page
      .getByText(record.legal.registration_authority.local.registration_authority_entity_name)
      .first(),
  ).toBeVisible()
  // The address as registered, its country in the interface language (English here).
  await expect(page.locator(`a[href="/locations/${record.address.fb_entity_id}"]`)).toHaveText(
    record.address.formatted_address.replace(/, Deutschland$/, ', Germany'),
  )
  for (const code of record.classifications.industry_codes ?? [])
    await expect(page.getByText(code.code)).toBeVisible()
  await expect(page.getByTestId('map-pin')).toHaveCount(1)
})

test('the watchlist is kept on the server; the browser’s old watchlist moves in and marks changes', async ({
  page,
  api,
}) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const [first, second] = results
  await page.goto(`/organizations/${first!.entity.fb_entity_id}`)
  await page.getByRole('button', { name: 'Add to watchlist' }).click()
  await expect(page.getByRole('button', { name: 'On watchlist' })).toHaveAttribute(
    'aria-pressed',
    'true',
  )
  await page.goto(`/organizations/${second!.entity.fb_entity_id}`)
  await expect(page.getByRole('button', { name: 'Add to watchlist' })).toBeEnabled()
  // The watchlist an earlier version kept in this browser, saved when the record had another version.
  await page.evaluate(
    ({ id, name }) => {
      localStorage.setItem(
        'datahub-explorer:watchlist',
        JSON.stringify([
          { type: 'ORGANIZATION', id, name, version: '0'.repeat(32), at: new Date().toISOString() },
        ]),
      )
    },
    { id: second!.entity.fb_entity_id, name: second!.entity.display_name },
  )

  await page.goto('/')
  const watchlist = page.getByTestId('watchlist')
  const changed = watchlist.getByRole('listitem').filter({ hasText: second!.entity.display_name })
  await expect(changed.getByTestId('changed-marker')).toHaveText('changed since saved')
  await expect(
    watchlist
      .getByRole('listitem')
      .filter({ hasText: first!.entity.display_name })
      .getByText('unchanged'),
  ).toBeVisible()
  expect(await page.evaluate(() => localStorage.getItem('datahub-explorer:watchlist'))).toBe('[]')
  // Moved, not copied: after a reload both still come from the server.
  await page.reload()
  await expect(changed.getByTestId('changed-marker')).toBeVisible()
  await expect(page.getByTestId('recent-list').getByRole('link')).toHaveText([
    second!.entity.display_name,
    first!.entity.display_name,
  ])
})
