/**
 * A dossier's version-pinned link (`/organizations/<id>?version=…&versionDate=…`): the organization
 * page says whether the record it shows is that version or has changed since, in English and in
 * German, and a malformed version neither crashes the page nor shows a notice.
 */
import type { APIRequestContext } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'

/** An organization as the Data Hub serves it: its ID and current fb_entity_version. */
async function anOrganization(api: APIRequestContext) {
  const search = await (await api.get('/api/v2/search/entities/organization?q=GmbH&limit=1')).json()
  const id: string = search.results[0].entity.fb_entity_id
  const record = await (await api.get(`/api/v2/entities/organization/get/${id}`)).json()
  return { id, version: record.fb_entity_version as string }
}

test('the link of the version shown says the data is the same version', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { id, version } = await anOrganization(api)
  await page.goto(`/organizations/${id}?version=${version}&versionDate=2026-02-12`)
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
  const notice = page.getByTestId('link-version-notice')
  await expect(notice).toHaveAttribute('data-same-version', 'true')
  await expect(notice).toContainText(`This link was made from data version ${version} of`)
  // The day in the interface language (en-GB style: day, short month, year).
  await expect(notice).toContainText(/12 Feb 2026|Feb 12, 2026/)
  await expect(notice).toContainText('The data shown is the same version.')
  await expectNoAxeViolations({ include: '[data-testid="link-version-notice"]' })
})

test('a link from an older version says the data has changed and names both versions', async ({
  page,
  api,
}) => {
  const { id, version } = await anOrganization(api)
  const old = 'a0a0a0a0b1b1b1b1c2c2c2c2d3d3d3d3'
  await page.goto(`/organizations/${id}?version=${old}&versionDate=2025-01-31`)
  const notice = page.getByTestId('link-version-notice')
  await expect(notice).toHaveAttribute('data-same-version', 'false')
  await expect(notice).toContainText(`This link was made from data version ${old}`)
  await expect(notice).toContainText(`the data now is version ${version}`)
  await expect(notice).toContainText('has changed since the link was made')

  await page.goto(`/organizations/${id}?version=${old}&versionDate=2025-01-31&lang=de`)
  const german = page.getByTestId('link-version-notice')
  await expect(german).toContainText(`Dieser Link wurde aus Datenversion ${old}`)
  await expect(german).toContainText(version)
  await expect(german).toContainText('31.01.2025')
})

// How the page reads its own URL does not depend on the answers' shapes: one project is enough.
test(
  'a malformed version or date shows the page without a notice',
  { tag: INTERACTION_ONLY },
  async ({ page, api }) => {
    const { id } = await anOrganization(api)
    for (const query of [
      'version=%3Cscript%3Ealert(1)%3C%2Fscript%3E',
      `version=${'x'.repeat(200)}`,
      'version=%7B%22a%22%3A1%7D',
      'version=',
    ]) {
      await page.goto(`/organizations/${id}?${query}`)
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible()
      await expect(page.getByRole('tabpanel')).toBeVisible()
      await expect(page.getByTestId('link-version-notice')).toHaveCount(0)
    }
    // A date that is not a day is left out; the version is still compared.
    await page.goto(`/organizations/${id}?version=abc123&versionDate=yesterday`)
    const notice = page.getByTestId('link-version-notice')
    await expect(notice).toHaveAttribute('data-same-version', 'false')
    await expect(notice).not.toContainText('yesterday')
  },
)
