/**
 * A version-pinned dataset link opened after the data changed, in real Chromium. The oracle is the
 * server's own database: the change set the generator recorded for the insolvency notices' latest
 * refresh (hub/generate/stream-changes.ts), read without going through the API.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import type { Page } from '@playwright/test'
import { CHANGE_SET_STREAM_KEY } from '../hub/generate/stream-changes'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

let previous: string
let latest: string
let changedIds: string[]
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const versions = db
      .prepare('SELECT version FROM stream_versions WHERE stream_key = ? ORDER BY ordinal')
      .pluck()
      .all(CHANGE_SET_STREAM_KEY) as string[]
    previous = versions.at(-2)!
    latest = versions.at(-1)!
    changedIds = db
      .prepare(
        "SELECT fb_id FROM stream_changes WHERE stream_key = ? AND change IN ('added', 'updated') ORDER BY fb_id",
      )
      .pluck()
      .all(CHANGE_SET_STREAM_KEY) as string[]
  } finally {
    db.close()
  }
})

/** The fb_id of every row of the grid, scrolling once to the end so virtualized rows render too. */
async function gridIds(page: Page): Promise<string[]> {
  const read = () =>
    page
      .locator('[role="row"][data-row-index]:not([aria-busy]) [data-column="fb_id"]')
      .allTextContents()
  const idCell = (row: number) =>
    page.locator(`[role="row"][data-row-index="${row}"]:not([aria-busy]) [data-column="fb_id"]`)
  // The grid renders only the columns on screen, and fb_id is one of the last.
  await page.locator('[role="columnheader"][data-column="fb_id"]').scrollIntoViewIfNeeded()
  await expect(idCell(0)).toBeAttached()
  const seen = new Set(await read())
  await page.getByTestId('data-grid').evaluate((grid) => (grid.scrollTop = grid.scrollHeight))
  const rows = Number(await page.getByRole('grid').getAttribute('aria-rowcount')) - 1
  await expect(idCell(rows - 1)).toBeAttached()
  for (const id of await read()) seen.add(id)
  return [...seen].map((id) => id.trim()).sort()
}

test('a link pinned to the previous version shows both versions and exactly the rows changed since', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto(`/datasets/${CHANGE_SET_STREAM_KEY}?version=${previous}`)
  const banner = page.getByRole('region', { name: 'This link was made for an earlier version' })
  await expect(banner).toContainText(previous)
  await expect(banner).toContainText(latest)
  await expect(banner).toContainText(/updated \d{1,2} [A-Z][a-z]{2} \d{4}, \d{2}:\d{2} UTC/)

  await banner.getByRole('button', { name: 'Show rows changed since this link’s version' }).click()
  await expect(page).toHaveURL(/changes=true/)
  await expect(page.getByTestId('changed-rows-note')).toContainText(
    `Showing ${changedIds.length} rows added or updated since version ${previous}`,
  )
  await expect(page.getByTestId('row-count')).toHaveText(`${changedIds.length} rows`)
  // What changed leads: the version columns come first, and every row names the latest version.
  await expect(page.locator('[role="columnheader"][data-column]').first()).toHaveAttribute(
    'data-column',
    'fb_datetime',
  )
  const versions = await page
    .locator('[role="row"][data-row-index]:not([aria-busy]) [data-column="fb_data_version"]')
    .allTextContents()
  expect(new Set(versions.map((text) => text.trim()))).toEqual(new Set([latest]))
  expect(await gridIds(page)).toEqual(changedIds)
  // The grid's body rows are the generic table's, axe-checked in datasets.spec.ts; scanning the
  // long notice texts again would double this test's time.
  await expectNoAxeViolations({
    include: 'main',
    exclude: ['[data-testid="data-grid"] [role="rowgroup"]'],
  })

  await banner.getByRole('button', { name: 'Switch the link to the current version' }).click()
  await expect(page.getByTestId('dataset-version-banner')).toHaveCount(0)
  await expect(page).toHaveURL(new RegExp(`version=${latest}`))
  await expect(page).not.toHaveURL(/changes=/)
})
