/**
 * What an analyst reads on the Profit & loss and Balance sheet tabs (the beneficial owners are
 * e2e/ownership.spec.ts's): statements from revenue down to net income, "n/m" where a percentage means nothing,
 * neutral colour for liabilities, amounts that never wrap at 390 px, German nouns.
 *
 * Organizations are picked from the hub's database (candidates) and classified by the API's own
 * answers, so the spec follows the generated data (which the generator may change).
 */
import { resolve as resolvePath } from 'node:path'
import Database from 'better-sqlite3'
import type { APIRequestContext, Page } from '@playwright/test'
import { normalRelationValue } from './api-shapes'
import { E2E_HUB_DB } from './hub-db'
import { test, expect } from './fixtures'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = Record<string, any>

const KEY = {
  pnl: '5601734199',
  balance: '5601746108',
}
const panel = (page: Page) => page.getByRole('tabpanel')
const RELATIONS_SECTION = 'section[aria-labelledby="relation-tabs-heading"]'

async function resolveSlice(api: APIRequestContext, key: string, id: string): Promise<Json | null> {
  const response = await api.post(`/api/v2/relation/resolve/${key}/${id}`, { data: { params: {} } })
  expect(response.ok(), `resolve ${key} → ${response.status()}`).toBe(true)
  const body = (await response.json()) as Json[]
  return (normalRelationValue(body[0]) as Json | null | undefined) ?? null
}

/** Organizations with a published profit and loss for at least two years. */
function statementCandidates(): string[] {
  const db = new Database(resolvePath(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    return (
      db
        .prepare(
          `SELECT organization_id AS id FROM financial_years WHERE revenue IS NOT NULL
           GROUP BY organization_id HAVING COUNT(*) >= 2 ORDER BY organization_id LIMIT 30`,
        )
        .all() as { id: string }[]
    ).map((row) => row.id)
  } finally {
    db.close()
  }
}

async function openOrganizationTab(page: Page, id: string, tab: string, lang?: 'de') {
  await page.goto(`/organizations/${id}?tab=${tab}${lang ? `&lang=${lang}` : ''}`)
  // The relations load after the page (lazily): first the tab list, then the slice in its panel.
  await expect(page.getByRole('tab', { selected: true })).toBeVisible({ timeout: 15_000 })
  await expect(panel(page)).toBeVisible()
  await expect(panel(page).getByRole('status')).toHaveCount(0, { timeout: 15_000 })
}

/** The P&L lines of a year in the hub's tree, flattened: name (English) and total and children. */
function flatten(nodes: Json[], into: Json[] = []): Json[] {
  for (const node of nodes) {
    into.push(node)
    flatten(node.children ?? [], into)
  }
  return into
}

test.describe('financial statements', () => {
  test('profit and loss from revenue to net income, n/m, neutral liabilities, German nouns, no wrap at 390 px', async ({
    page,
    api,
    expectNoAxeViolations,
  }) => {
    let id: string | null = null
    let pnl: Json[] = []
    for (const candidate of statementCandidates()) {
      const value = (await resolveSlice(api, KEY.pnl, candidate)) as Json[] | null
      if (value && value.length >= 2) {
        id = candidate
        pnl = value
        break
      }
    }
    if (!id) throw new Error('no organization publishes two years of profit and loss')
    const [latest, previous] = [...pnl].sort((a, b) => b.year - a.year)
    const lines = flatten(latest!.profit_and_loss_accounts)
    const previousLines = new Map(
      flatten(previous!.profit_and_loss_accounts).map((node) => [node.name.de, node.total]),
    )

    await page.setViewportSize({ width: 390, height: 844 })
    await openOrganizationTab(page, id, 'profit-and-loss')
    const table = panel(page).getByRole('table', { name: /^Profit and loss statement/ })
    const rowNames = await table.locator('tbody th[scope="row"]').allInnerTexts()
    const at = (pattern: RegExp) => rowNames.findIndex((name) => pattern.test(name))
    expect(at(/^1\. Revenue/)).toBe(0)
    expect(at(/^17\. Net income/)).toBe(rowNames.length - 1)
    expect(at(/Operating result/)).toBeGreaterThan(at(/Other operating expenses|Depreciation/))
    // § 275 (2) HGB numbers cost of materials 5 and personnel expenses 6; the operating result is
    // no item of the statute: unnumbered and marked as a subtotal.
    if (at(/Cost of materials/) >= 0) expect(rowNames[at(/Cost of materials/)]).toMatch(/^5\. /)
    if (at(/Personnel expenses/) >= 0) expect(rowNames[at(/Personnel expenses/)]).toMatch(/^6\. /)
    expect(rowNames[at(/Operating result/)]).toMatch(/^Operating result.*subtotal/)
    await expect(panel(page).getByTestId('statute-note')).toContainText('§ 275 (2) HGB')

    // A line whose base is negative (an expense) or whose sign flips shows n/m, never a percentage.
    const negativeBase = lines.find(
      (node) => (previousLines.get(node.name.de) ?? 0) < 0 && !(node.children?.length > 0),
    )
    if (negativeBase) {
      const row = table.getByRole('row').filter({
        // Statute items carry their § 275 number before the name.
        has: page.getByRole('rowheader', {
          name: new RegExp(`^(\\d+\\. )?${node(negativeBase.name.en)}`),
        }),
      })
      await expect(row.getByRole('cell').last()).toContainText('(n/m)')
      await expect(row.getByRole('cell').last()).not.toContainText('%')
      // "n/m" is explained where it appears.
      await expect(panel(page).getByTestId('not-meaningful-note')).toContainText(
        'not meaningful: the earlier figure is zero or negative',
      )
    }
    // Zero in both years: "–", never "±€0 (n/m)".
    await expect(table.locator('tbody td').filter({ hasText: /±€0 \(n\/m\)/ })).toHaveCount(0)
    // Amounts keep to one line at 390 px, and the minus is U+2212.
    const wrapped = await table.locator('tbody td').evaluateAll((cells) =>
      cells
        .filter((cell) => {
          // The lines of the visible text; screen-reader-only text is clipped away, not a line.
          const tops = new Set<number>()
          const walker = document.createTreeWalker(cell, NodeFilter.SHOW_TEXT)
          for (let text = walker.nextNode(); text; text = walker.nextNode()) {
            if (text.parentElement?.closest('.sr-only')) continue
            const range = document.createRange()
            range.selectNodeContents(text)
            for (const rect of range.getClientRects()) tops.add(Math.round(rect.top))
          }
          return tops.size > 1
        })
        .map((cell) => cell.textContent),
    )
    expect(wrapped).toEqual([])
    await expect(table.locator('tbody td').filter({ hasText: /-\d|-€/ })).toHaveCount(0)
    await expectNoAxeViolations({ include: RELATIONS_SECTION, everyMode: true })

    // The balance sheet: assets before equity and liabilities; a change in liabilities is neutral.
    await openOrganizationTab(page, id, 'balance-sheet')
    const balance = panel(page).getByRole('table', { name: /^Balance sheet/ })
    const roots = await balance.locator('tbody tr.font-semibold th').allInnerTexts()
    expect(roots[0]).toMatch(/^▾?\s*Assets/)
    expect(roots[1]).toMatch(/^▾?\s*Equity and liabilities/)
    await balance.getByRole('button', { name: /Equity and liabilities/ }).isVisible()
    const liabilities = balance.getByRole('row').filter({
      has: page.getByRole('rowheader', { name: /^Liabilities/ }),
    })
    if ((await liabilities.count()) > 0)
      await expect(liabilities.first().getByRole('cell').last()).not.toHaveClass(
        /text-(red|emerald)/,
      )

    // German: nouns in the header, no "Ändern".
    await openOrganizationTab(page, id, 'profit-and-loss', 'de')
    const german = panel(page).getByRole('table', { name: /^Gewinn- und Verlustrechnung/ })
    await expect(german.getByRole('columnheader')).toHaveText([
      'Posten',
      String(latest!.year),
      'Vorjahr',
      'Veränderung',
    ])
    await expect(panel(page)).not.toContainText(/Ändern|ÄNDERN/)
    const germanNames = await german.locator('tbody th[scope="row"]').allInnerTexts()
    expect(germanNames[0]).toMatch(/^1\. Umsatzerlöse/)
    expect(germanNames.at(-1)).toMatch(/^17\. Jahresüberschuss/)
    expect(germanNames.find((name) => /Materialaufwand/.test(name)) ?? '5. ').toMatch(/^5\. /)
    expect(germanNames.find((name) => /Betriebsergebnis/.test(name))).toMatch(/Zwischensumme/)

    // The filed report's tab: its profit and loss in the same order and numbering.
    await openOrganizationTab(page, id, 'financial-report', 'de')
    const report = panel(page).getByTestId('financial-report')
    const filed = report.getByRole('table').filter({ hasText: 'Gewinn- und Verlustrechnung' })
    if ((await filed.count()) > 0) {
      const filedNames = await filed.locator('tbody th').allInnerTexts()
      expect(filedNames[0]).toMatch(/^1\. Umsatzerlöse/)
      expect(filedNames.at(-1)).toMatch(/^17\. Jahresüberschuss/)
      expect(filedNames.find((name) => /Materialaufwand/.test(name)) ?? '5. ').toMatch(/^5\. /)
    }
  })
})

/** A name as a regular expression that matches it literally. */
function node(name: string) {
  return name.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
}
