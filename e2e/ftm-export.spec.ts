/**
 * The FollowTheMoney download of every page that offers one (the organization page, its network
 * tab, the connection finder's result, /compare and a watchlist), read back: every line one FtM
 * entity (`schema`, `id`) that the published model accepts (the unit tests' validator,
 * lib/export/ftm-validate.ts), and the Data Hub IDs of what the page shows among them.
 */
import { readFileSync } from 'node:fs'
import { readFile } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { resolve } from 'node:path'
import Database from 'better-sqlite3'
import type { Download, Locator, Page } from '@playwright/test'
import { validateFtm, type FtmModel } from '../src/lib/export/ftm-validate'
import { findConnectionPairs } from '../hub/testing/connection-pairs'
import { test, expect } from './fixtures'
import { findOrganizationWithManager, searchOrganizations } from './entity-data'
import { E2E_HUB_DB } from './hub-db'

const require = createRequire(import.meta.url)
/** The model as FollowTheMoney publishes it (the npm package `@alephdata/followthemoney`). */
const model = JSON.parse(
  readFileSync(require.resolve('@alephdata/followthemoney/dist/defaultModel.json'), 'utf8'),
) as FtmModel

interface FtmLine {
  id: string
  schema: string
  properties: Record<string, string[]>
}

const bare = (id: string) => id.toLowerCase().replace(/^0+/, '')

/** Clicks the FtM button (the first one in `within`, the page by default) and reads the file. */
async function downloadFtm(
  page: Page,
  within: Page | Locator = page,
): Promise<{ download: Download; lines: FtmLine[] }> {
  const downloading = page.waitForEvent('download')
  await within.getByRole('button', { name: 'FollowTheMoney (JSON lines)' }).first().click()
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
  expect(validateFtm(model, lines)).toEqual([])
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

test('the network tab downloads its entities and roles as FollowTheMoney', async ({
  page,
  api,
}) => {
  const { org } = await findOrganizationWithManager(api)
  await page.goto(`/organizations/${org.fb_entity_id}?tab=network`)
  const panel = page.getByRole('tabpanel')
  await expect(panel.getByTestId('network-node').first()).toBeVisible({ timeout: 15_000 })
  const { download, lines } = await downloadFtm(page, panel)
  expect(download.suggestedFilename()).toMatch(/^network-\d{4}-\d{2}-\d{2}\.ftm\.jsonl$/)
  expect(idsOf(lines, ['Company', 'Organization', 'LegalEntity'])).toContain(bare(org.fb_entity_id))
  // One entity per node shown, and the roles between them.
  const nodes = await panel.getByTestId('network-node').count()
  expect(idsOf(lines, ['Company', 'Organization', 'LegalEntity', 'Person']).length).toBe(nodes)
  expect(
    lines.filter((line) => ['Ownership', 'Directorship'].includes(line.schema)).length,
  ).toBeGreaterThan(0)
})

test("the connection finder's result downloads its paths as FollowTheMoney", async ({ page }) => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  const pair = (() => {
    try {
      return findConnectionPairs(db).find((found) => found.steps === 2)!
    } finally {
      db.close()
    }
  })()
  await page.goto(
    `/connections?from=${pair.from.id}&to=${pair.to.id}${pair.to.type === 'PERSON' ? '&toType=person' : ''}`,
  )
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'done')
  const { download, lines } = await downloadFtm(page)
  expect(download.suggestedFilename()).toMatch(/^connection-\d{4}-\d{2}-\d{2}\.ftm\.jsonl$/)
  // Every entity of the known path, and a role for each of its two steps at least.
  const ids = idsOf(lines, ['Company', 'Organization', 'LegalEntity', 'Person'])
  for (const id of pair.path) expect(ids).toContain(bare(id))
  expect(
    lines.filter((line) => ['Ownership', 'Directorship'].includes(line.schema)).length,
  ).toBeGreaterThanOrEqual(2)
})

test('a watchlist downloads its organizations and persons as FollowTheMoney', async ({
  page,
  api,
}) => {
  const { org, person } = await findOrganizationWithManager(api)
  const created = await page.request.post('/api/explorer/monitor/lists', {
    data: { name: `FtM ${org.fb_entity_id}` },
  })
  expect(created.status()).toBe(201)
  const { id } = (await created.json()) as { id: string }
  const added = await page.request.post(`/api/explorer/monitor/lists/${id}/entries`, {
    data: {
      entities: [
        { type: 'ORGANIZATION', id: org.fb_entity_id, name: org.display_name },
        { type: 'PERSON', id: person.fb_entity_id, name: person.display_name },
      ],
    },
  })
  expect(added.ok()).toBe(true)
  await page.goto(`/watchlists/${id}`)
  await expect(page.getByRole('heading', { level: 1 })).toContainText(`FtM ${org.fb_entity_id}`)
  const { download, lines } = await downloadFtm(page)
  expect(download.suggestedFilename()).toMatch(/^watchlist-\d{4}-\d{2}-\d{2}\.ftm\.jsonl$/)
  expect(idsOf(lines, ['Company', 'Organization'])).toEqual([bare(org.fb_entity_id)])
  expect(idsOf(lines, ['Person'])).toEqual([bare(person.fb_entity_id)])
})
