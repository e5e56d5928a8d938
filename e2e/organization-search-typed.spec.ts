/**
 * Organization search keeps what the user typed: the name in the box and the filters are one
 * search, applied together by "Apply filters", by Enter in any filter field and by the name box's
 * own Search, and the URL holds both. Statuses the search cannot filter by are explained beside
 * the status filter and, when a link asks for one, above the form, with the ways that work.
 */
import type { Page } from '@playwright/test'
import { searchOrganizations } from './entity-data'
import { test, expect } from './fixtures'

const totalText = (total: number) =>
  `${total.toLocaleString('en-GB')} ${total === 1 ? 'organization' : 'organizations'} found`

/**
 * The URL's search params, once the page has navigated to a URL that holds `key` and drawn it
 * (the filter form is drawn anew for the new URL: a choice made before that would be lost).
 */
async function paramsWith(page: Page, key: string) {
  await expect(page).toHaveURL(new RegExp(`[?&]${key}=`))
  await expect(page.locator('html')).toHaveAttribute('data-navigation', 'idle')
  return Object.fromEntries(new URL(page.url()).searchParams)
}

test('"Apply filters" applies the name typed in the box too', async ({ page, api }) => {
  await page.goto('/search/organizations')
  const nameBox = page.getByLabel('Name, register ID or free text')
  await nameBox.fill('GmbH')
  const filters = page.getByRole('form', { name: 'Filters' })
  await filters.getByLabel('State').selectOption('Bayern')
  await filters.getByLabel('Register type').selectOption('HRB')
  await filters.getByRole('button', { name: 'Apply filters' }).click()

  expect(await paramsWith(page, 'state')).toMatchObject({
    q: 'GmbH',
    state: 'Bayern',
    register_type: 'HRB',
  })
  const withName = await searchOrganizations(api, 'GmbH', {
    state: 'Bayern',
    registration_type: 'HRB',
  })
  const withoutName = await searchOrganizations(api, '', {
    state: 'Bayern',
    registration_type: 'HRB',
  })
  // The name narrows the results: had it been dropped, the page would count the larger set.
  expect(withName.total).toBeLessThan(withoutName.total)
  await expect(page.getByTestId('result-total')).toHaveText(totalText(withName.total))
  await expect(nameBox).toHaveValue('GmbH')
})

test('Enter in a filter field applies the filters and the name box alike', async ({ page }) => {
  await page.goto('/search/organizations')
  const nameBox = page.getByLabel('Name, register ID or free text')
  const filters = page.getByRole('form', { name: 'Filters' })

  // In a select, which does not submit a form by itself.
  await nameBox.fill('Bau')
  await filters.getByLabel('State').selectOption('Sachsen')
  await filters.getByLabel('State').press('Enter')
  expect(await paramsWith(page, 'state')).toMatchObject({ q: 'Bau', state: 'Sachsen' })

  // In a text field, after changing the name again.
  await nameBox.fill('Handel')
  await filters.getByLabel('City').fill('Dresden')
  await filters.getByLabel('City').press('Enter')
  expect(await paramsWith(page, 'city')).toMatchObject({
    q: 'Handel',
    state: 'Sachsen',
    city: 'Dresden',
  })

  // And the name box's own Enter keeps a filter chosen but not applied yet.
  await filters.getByLabel('Size class').selectOption('small')
  await nameBox.fill('Service')
  await nameBox.press('Enter')
  expect(await paramsWith(page, 'size')).toMatchObject({
    q: 'Service',
    state: 'Sachsen',
    city: 'Dresden',
    size: 'small',
  })
  await expect(nameBox).toHaveValue('Service')
  await expect(filters.getByLabel('Size class')).toHaveValue('small')
})

test('the status filter says what it cannot filter by, and how to find those companies', async ({
  page,
}) => {
  await page.goto('/search/organizations')
  const status = page.getByRole('form', { name: 'Filters' }).getByLabel('Status')
  await expect(status).toHaveAccessibleDescription(
    /Insolvency proceedings and liquidation are not search filters: every result shows its status, and the insolvency notices dataset lists the proceedings\./,
  )
  await page.getByRole('link', { name: 'the insolvency notices dataset' }).click()
  await expect(page).toHaveURL(/\/datasets\?q=insolvency/)
  await expect(page.getByRole('link', { name: /Insolvency notices/ }).first()).toBeVisible()
})

test('a link asking for a status the search cannot filter by says so, and sends no such filter', async ({
  page,
}) => {
  const requests: string[] = []
  page.on('request', (request) => {
    if (request.url().includes('/search/entities/organization')) requests.push(request.url())
  })
  await page.goto('/search/organizations?q=GmbH&status=INSOLVENCY_PROCEEDINGS')
  const notice = page.getByTestId('status-notice')
  await expect(notice).toHaveText(
    'This link asks for organizations in insolvency proceedings, but the search cannot filter by that status. Every result shows its status, and the insolvency notices dataset lists the companies in proceedings.',
  )
  await expect(notice.getByRole('link', { name: 'the insolvency notices dataset' })).toBeVisible()
  // The name still searches; the status reaches no request.
  await expect(page.getByTestId('result-total')).toBeVisible()
  expect(requests.length).toBeGreaterThan(0)
  for (const url of requests) expect(decodeURIComponent(url)).not.toContain('INSOLVENCY')

  await page.goto('/search/organizations?status=LIQUIDATION')
  await expect(page.getByTestId('status-notice')).toContainText(
    'This link asks for organizations in liquidation, but the search cannot filter by that status.',
  )

  await page.goto('/search/organizations?status=SLEEPING')
  await expect(page.getByTestId('status-notice')).toHaveText(
    'This link asks for the status “SLEEPING”, which the search does not know. It filters by Active, Inactive, Dissolved or Merged; the status of every result is shown with it.',
  )

  // Applying the form drops the status it cannot use, and the notice with it.
  await page.getByRole('form', { name: 'Filters' }).getByLabel('State').selectOption('Berlin')
  await page.getByRole('button', { name: 'Apply filters' }).click()
  await expect(page).toHaveURL(/state=Berlin/)
  await expect(page).not.toHaveURL(/status=/)
  await expect(page.getByTestId('status-notice')).toHaveCount(0)
})

test('in German, the notice and the hint speak German', async ({ page }) => {
  await page.goto('/search/organizations?status=INSOLVENCY_PROCEEDINGS&lang=de')
  await expect(page.getByTestId('status-notice')).toContainText(
    'Dieser Link sucht Organisationen im Insolvenzverfahren, doch die Suche kann nach diesem Status nicht filtern.',
  )
  await expect(
    page.getByRole('form', { name: 'Filter' }).getByLabel('Status'),
  ).toHaveAccessibleDescription(/Insolvenzverfahren und Liquidation sind keine Suchfilter/)
})
