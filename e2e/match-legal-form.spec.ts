/**
 * Matching never accepts another legal person: rows that name organizations of the embedded data
 * with their legal form swapped (AG for GmbH, GmbH for AG, GmbH for KG, e.V. for eG, UG for GmbH),
 * no organization of the swapped name existing, all wait for review with the difference as the
 * reason, while the same names with their own form (one of them spelled out) are matched.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

interface Org {
  name: string
  postal_code: string
  city: string
}

/** The form as registered, the form the list names instead, and how the reason names the latter. */
const SWAPS: [registered: string, listed: string, inList: string][] = [
  [' GmbH', ' AG', 'AG'],
  [' AG', ' GmbH', 'GmbH'],
  [' KG', ' GmbH', 'GmbH'],
  [' eG', ' e.V.', 'e.V.'],
  [' UG (haftungsbeschränkt)', ' GmbH', 'GmbH'],
]

let swapped: { org: Org; row: string; registered: string; inList: string }[]
let exact: Org[]
test.beforeAll(() => {
  const db = new Database(resolve(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const named = db.prepare('SELECT 1 FROM organizations WHERE name = ? LIMIT 1')
    const unique = `o.postal_code IS NOT NULL AND o.status = 'ACTIVE'
      AND (SELECT count(*) FROM organizations d WHERE d.name = o.name) = 1`
    const candidates = db.prepare(
      `SELECT o.name, o.postal_code, o.city FROM organizations o
        WHERE ${unique} AND o.name LIKE '%' || ? AND o.name NOT LIKE '%Co. KG'
        ORDER BY o.seq LIMIT 50`,
    )
    swapped = SWAPS.map(([registered, listed, inList]) => {
      const org = (candidates.all(registered) as Org[]).find(
        (found) => !named.get(found.name.slice(0, -registered.length) + listed),
      )!
      return {
        org,
        row: org.name.slice(0, -registered.length) + listed,
        registered: registered.trim().replace(' (haftungsbeschränkt)', ''),
        inList,
      }
    })
    const taken = swapped.map(({ org }) => org.name)
    exact = (
      db
        .prepare(
          `SELECT o.name, o.postal_code, o.city FROM organizations o
            WHERE ${unique} AND o.name LIKE '% AG' ORDER BY o.seq LIMIT 10`,
        )
        .all() as Org[]
    ).filter((org) => !taken.includes(org.name))
  } finally {
    db.close()
  }
})

test('a list naming other legal forms: every swap waits for review, saying which forms differ', async ({
  page,
}) => {
  test.slow()
  const spelled = exact[0]!
  const rows = [
    ...swapped.map(({ org, row }) => `${row}\t${org.postal_code}\t${org.city}`),
    // The same legal person, its form spelled out: matched.
    `${spelled.name.replace(/ AG$/, ' Aktiengesellschaft')}\t${spelled.postal_code}\t${spelled.city}`,
  ]
  await page.goto('/match')
  await page.getByLabel('Paste rows').fill(['Firma\tPLZ\tOrt', ...rows].join('\n'))
  await page.getByRole('button', { name: 'Read the list' }).click()
  await page.getByRole('button', { name: `Match ${rows.length} rows` }).click()
  await expect(page.getByTestId('match-progress')).toContainText('Done', { timeout: 60_000 })

  const queue = page.getByTestId('review-queue')
  await expect(queue.getByRole('heading', { level: 2 })).toHaveText(
    `Review: ${swapped.length} rows`,
  )
  const matchRows = page.getByTestId('match-row')
  await expect(matchRows).toHaveCount(rows.length)
  for (const [index, { row }] of swapped.entries())
    await expect(matchRows.nth(index), row).toContainText('Needs review')
  await expect(matchRows.nth(swapped.length)).toContainText('Matched')

  // Each swap in the queue: the organization of the other form is offered, with the difference
  // as the reason against it and a confidence that says so.
  const item = queue.getByTestId('review-item')
  for (const [index, { org, row, registered, inList }] of swapped.entries()) {
    await expect(item.getByRole('heading')).toContainText(`“${row}”`)
    const offered = item.getByRole('listitem').filter({ hasText: org.name }).first()
    await expect(offered).toContainText(
      `Another legal form: ${registered === 'UG' ? 'UG (haftungsbeschränkt)' : registered} in the register, ${inList} in the list`,
    )
    const confidence = Number((await offered.textContent())!.match(/(\d+)\s?%/)![1])
    expect(confidence, row).toBeLessThanOrEqual(60)
    if (index < swapped.length - 1) await queue.getByRole('button', { name: 'Next' }).click()
  }
})
