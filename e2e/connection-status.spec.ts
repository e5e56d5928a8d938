/**
 * Distress badges on a found connection: an organization in insolvency proceedings, in
 * liquidation or dissolved is marked in the middle of a path too, not only at its ends. The
 * entity network carries no status, so the page reads the records of the organizations on the
 * path (few: at once) and says so. The pair comes from the server's own database
 * (hub/testing/connection-pairs.ts); the expected status from the record the API serves.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import {
  findDistressedMiddlePair,
  type DistressedMiddlePair,
} from '../hub/testing/connection-pairs'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

let pair: DistressedMiddlePair
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    pair = findDistressedMiddlePair(db)
  } finally {
    db.close()
  }
})

const DISTRESS: Record<string, string> = {
  INSOLVENCY_PROCEEDINGS: 'INSOLVENCY',
  LIQUIDATION: 'LIQUIDATION',
  DISSOLVED: 'DISSOLVED',
}

test('an organization in distress in the middle of a path carries its badge', async ({
  page,
  api,
}) => {
  const response = await api.get(`/api/v2/entities/organization/get/${pair.middle}`)
  expect(response.ok()).toBe(true)
  // A status object on current records, a plain string in older data (§9).
  const record = (await response.json()) as { status?: string | { status?: string } }
  const code = typeof record.status === 'string' ? record.status : record.status?.status
  const distress = DISTRESS[String(code).toUpperCase()]
  expect(distress).toBeDefined()

  const type = (end: DistressedMiddlePair['from']) =>
    end.type === 'PERSON' ? 'person' : 'organization'
  await page.goto(
    `/connections?from=${pair.from.id}&fromType=${type(pair.from)}&to=${pair.to.id}&toType=${type(pair.to)}`,
  )
  await expect(page.getByTestId('connection-status')).toHaveAttribute('data-state', 'done')
  const path = page.getByTestId('connection-path')
  await expect(path).toHaveCount(1)
  const organizations = [pair.from, pair.to].filter((end) => end.type === 'ORGANIZATION').length + 1

  const note = page.getByTestId('path-status-note')
  await expect(note).toHaveAttribute('data-state', 'done')
  await expect(note).toContainText(`of the ${organizations} organizations on these paths`)
  await expect(note).toContainText(/one credit/)

  // The middle entity of the path (the second of three) carries the badge of its status.
  const middle = path
    .getByRole('listitem')
    .filter({ has: page.getByRole('link') })
    .nth(1)
  await expect(middle.getByRole('link').first()).toHaveAttribute(
    'href',
    `/organizations/${pair.middle}`,
  )
  await expect(middle.getByTestId('distress-badge').first()).toHaveAttribute(
    'data-distress',
    distress!,
  )
})
