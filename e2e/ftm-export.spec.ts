/**
 * The FollowTheMoney download, read back: every line one FtM entity (`schema`, `id`), the Data Hub
 * IDs of what the page shows among them. The model check itself is a unit test (lib/export/ftm.test.ts).
 */
import { readFile } from 'node:fs/promises'
import type { Download, Page } from '@playwright/test'
import { test, expect } from './fixtures'
import { findOrganizationWithManager, searchOrganizations } from './entity-data'

interface FtmLine {
  id: string
  schema: string
  properties: Record<string, string[]>
}

const bare = (id: string) => id.toLowerCase().replace(/^0+/, '')

async function downloadFtm(page: Page): Promise<{ download: Download; lines: FtmLine[] }> {
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'FollowTheMoney (JSON lines)' }).first().click()
  const download = await downloading
  const text = await readFile(await download.path(), 'utf8')
  const lines = text
    .split('\n')
    .filter((line) => line.length > 0)
    .map((line) => JSON.parse(line) as FtmLine)
  for (const line of lines) {
    expect(typeof line.schema, JSON.stringify(line)).toBe('string')
    expect(typeof line.id, JSON.stringify(line)).toBe('string')
    expect(line.properties.retrievedAt?.[0]).toMatch(/^\d{4}-\d{2}-\d{2}T/)
  }
  return { download, lines }
}

/** The Data Hub IDs the file carries, per schema. */
const idsOf = (lines: FtmLine[], schemas: string[]) =>
  lines
    .filter((line) => schemas.includes(line.schema))
    .flatMap((line) => line.properties.idNumber ?? [])
    .map(bare)

test('the organization page downloads itself and its management as FollowTheMoney', async ({
  page,
  api,
}) => {
  const { org, person } = await findOrganizationWithManager(api)
  await page.goto(`/organizations/${org.fb_entity_id}?tab=management`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(org.display_name)
  await expect(page.getByRole('tabpanel').getByText(person.display_name).first()).toBeVisible()
  const { download, lines } = await downloadFtm(page)
  expect(download.suggestedFilename()).toMatch(/^organization-\d{4}-\d{2}-\d{2}\.ftm\.jsonl$/)
  expect(idsOf(lines, ['Company', 'Organization'])).toContain(bare(org.fb_entity_id))
  expect(idsOf(lines, ['Person'])).toContain(bare(person.fb_entity_id))
  const directorship = lines.find(
    (line) =>
      line.schema === 'Directorship' &&
      line.properties.director?.[0] === `datahub-${person.fb_entity_id}`,
  )
  expect(directorship?.properties.organization).toEqual([`datahub-${org.fb_entity_id}`])
})

test('/compare downloads the compared organizations as FollowTheMoney', async ({ page, api }) => {
  const { results } = await searchOrganizations(api, 'GmbH')
  const orgs = results.slice(0, 2).map(({ entity }) => entity)
  expect(orgs).toHaveLength(2)
  await page.goto(`/compare?ids=${orgs.map((org) => org.fb_entity_id).join(',')}`)
  await expect(page.getByRole('button', { name: 'FollowTheMoney (JSON lines)' })).toBeVisible()
  const { download, lines } = await downloadFtm(page)
  expect(download.suggestedFilename()).toMatch(/^comparison-\d{4}-\d{2}-\d{2}\.ftm\.jsonl$/)
  const ids = idsOf(lines, ['Company', 'Organization'])
  for (const org of orgs) expect(ids).toContain(bare(org.fb_entity_id))
})
