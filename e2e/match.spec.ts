/**
 * List matching in real Chromium: a 200-row list made from the server's own database
 * (hub/testing/match-list.ts: clean rows, typos, other spellings of the legal form, register IDs,
 * names several organizations share, and organizations the register does not know), matched,
 * reviewed by keyboard and mouse, exported as XLSX and read back, and still there after a reload.
 * Plus the dataset view's XLSX export, read back.
 */
import Database from 'better-sqlite3'
import { readSheet } from 'read-excel-file/node'
import { resolve } from 'node:path'
import type { Download } from '@playwright/test'
import { buildMatchList, matchListText, type MatchListRow } from '../hub/testing/match-list'
import { listDatasets } from './dataset-data'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

let list: MatchListRow[]
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    list = buildMatchList(db, 200)
  } finally {
    db.close()
  }
})

/** The documented mode drops a leading 0 of IDs (§9 (13)): compare IDs without leading zeros. */
const sameId = (a: unknown, b: string | null) =>
  typeof a === 'string' && b !== null && a.replace(/^0+/, '') === b.replace(/^0+/, '')

async function readDownload(download: Download) {
  return readSheet(await download.path())
}

test('a 200-row list: matched, reviewed, exported as XLSX and kept over a reload', async ({
  page,
  expectNoAxeViolations,
}) => {
  test.slow()
  await page.goto('/match')
  await page.getByLabel('Paste rows').fill(matchListText(list))
  await page.getByRole('button', { name: 'Read the list' }).click()

  // The German headers are recognised. Only the free columns (from the search) are added: the
  // paid ones are read the same way, and bench/match.ts runs them all on every row.
  await expect(page.getByLabel('Name (required)')).toHaveValue('0')
  await expect(page.getByLabel('Postal code', { exact: true })).toHaveValue('1')
  await expect(page.getByLabel('City', { exact: true })).toHaveValue('2')
  await expect(page.getByLabel('Register ID', { exact: true })).toHaveValue('3')
  await page.getByRole('checkbox', { name: /^Address/ }).uncheck()
  await page.getByRole('checkbox', { name: /^Legal form/ }).uncheck()
  await expect(
    page.getByText('Cost: 1 to 4 searches per row (most rows need one), then nothing more.'),
  ).toBeVisible()
  await page.getByRole('button', { name: 'Match 200 rows' }).click()
  await expect(page.getByTestId('match-progress')).toContainText('Done', { timeout: 120_000 })

  // The review queue: ambiguous names and weak matches wait for a decision.
  const queue = page.getByTestId('review-queue')
  const reviewTitle = queue.getByRole('heading', { level: 2 })
  const toReview = Number((await reviewTitle.textContent())!.match(/(\d+) rows/)![1])
  expect(toReview).toBeGreaterThanOrEqual(5)
  // Axe on the page as an analyst reviews it: the queue and the rows that wait in it.
  await page.getByLabel('Show').selectOption('review')
  await expect(page.getByTestId('match-row')).toHaveCount(toReview)
  await expectNoAxeViolations()

  // By keyboard: focus the queue, "1" picks the first candidate of the current row.
  const firstRow = await queue.getByTestId('review-item').getByRole('heading').textContent()
  const picked = Number(firstRow!.match(/^Row (\d+)/)![1])
  const pickedName = await queue
    .getByRole('button', { name: /^Pick .* \(key 1\)$/ })
    .getAttribute('aria-label')
  await queue.focus()
  await page.keyboard.press('1')
  await expect(reviewTitle).toHaveText(`Review: ${toReview - 1} rows`)
  // By mouse: reject the next one.
  const secondRow = await queue.getByTestId('review-item').getByRole('heading').textContent()
  const rejected = Number(secondRow!.match(/^Row (\d+)/)![1])
  await queue.getByRole('button', { name: 'X · Reject this row' }).click()
  await expect(reviewTitle).toHaveText(`Review: ${toReview - 2} rows`)

  // The XLSX export, read back: every row in the list's order, typed cells, the decisions.
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download Excel (XLSX)' }).click()
  const download = await downloading
  expect(download.suggestedFilename()).toMatch(/^matches-\d{4}-\d{2}-\d{2}\.xlsx$/)
  const sheet = await readDownload(download)
  const header = sheet[0] as string[]
  expect(header).toEqual([
    'Firma',
    'PLZ',
    'Ort',
    'Handelsregister',
    'Match status',
    'Confidence',
    'Matched organization',
    'Data Hub ID',
    'Reasons',
    'Register ID',
    'Status',
  ])
  expect(sheet).toHaveLength(201)
  const at = (name: string) => header.indexOf(name)
  // Checked row by row, reported at once (one assertion per cell would take seconds).
  const problems: string[] = []
  let matched = 0
  sheet.slice(1).forEach((row, index) => {
    const expected = list[index]!
    const where = `row ${index + 1} (${expected.kind}) ${expected.name}`
    if (row[at('Firma')] !== expected.name) problems.push(`${where}: name ${row[at('Firma')]}`)
    // Postal codes stay text with their leading zero.
    if (row[at('PLZ')] !== (expected.postalCode || null))
      problems.push(`${where}: postal code ${row[at('PLZ')]}`)
    if (row[at('Match status')] !== 'Matched') return
    matched++
    if (typeof row[at('Confidence')] !== 'number')
      problems.push(`${where}: confidence not a number`)
    const right =
      sameId(row[at('Data Hub ID')], expected.truth) ||
      (expected.kind === 'ambiguous' && row[at('Matched organization')] === expected.name)
    if (!right) problems.push(`${where}: matched ${row[at('Matched organization')]}`)
    if (!/ (HRA|HRB|GnR|GsR|PR|VR) \d+/.test(String(row[at('Register ID')])))
      problems.push(`${where}: register ID ${row[at('Register ID')]}`)
  })
  expect(problems).toEqual([])
  expect(matched).toBeGreaterThanOrEqual(150)
  expect(sheet[picked]![at('Match status')]).toBe('Confirmed')
  expect(pickedName).toContain(String(sheet[picked]![at('Matched organization')]))
  expect(sheet[rejected]![at('Match status')]).toBe('Rejected')

  // A reload keeps the list, the matches and the decisions (IndexedDB).
  await page.reload()
  await expect(reviewTitle).toHaveText(`Review: ${toReview - 2} rows`)
  await expect(page.getByTestId('match-row')).toHaveCount(toReview - 2)
  await page.getByLabel('Show').selectOption('rejected')
  await expect(page.getByTestId('match-row')).toHaveCount(1)
  await expect(page.getByTestId('match-row').first().getByRole('cell').first()).toHaveText(
    String(rejected),
  )
})

test('the dataset view exports XLSX, typed and complete', async ({ page, playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL ?? undefined })
  const datasets = await listDatasets(api)
  await api.dispose()
  const smallest = datasets[datasets.length - 1]!
  await page.goto(`/datasets/${smallest.key}`)
  await page.getByText('Export', { exact: true }).click()
  await page.getByRole('radio', { name: 'Excel (XLSX)' }).check()
  const downloading = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download XLSX' }).click()
  const sheet = await readDownload(await downloading)
  const served = smallest.capped ? 10 : smallest.meta.entry_count
  expect(sheet).toHaveLength(served + 1)
  const header = sheet[0] as string[]
  for (const column of smallest.data_item_collections) {
    const index = header.indexOf(column.name)
    expect(index, column.name).toBeGreaterThanOrEqual(0)
    const values = sheet
      .slice(1)
      .map((row) => row[index])
      .filter((value) => value !== null)
    const expected =
      column.basic_data_type === 'int' || column.basic_data_type === 'float'
        ? column.semantic_type === 'identifier'
          ? 'string'
          : 'number'
        : column.basic_data_type === 'Date' || column.basic_data_type === 'Datetime'
          ? 'object'
          : column.basic_data_type === 'bool'
            ? 'boolean'
            : 'string'
    for (const value of values) expect(typeof value, column.name).toBe(expected)
  }
  await expect(page.getByText(`Downloaded ${served} rows as XLSX.`)).toBeVisible()
})
