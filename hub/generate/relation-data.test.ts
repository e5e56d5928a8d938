/** Whole-table invariants of the relation data on the small hub, and determinism of the step. */
import Database from 'better-sqlite3'
import type { Database as DB } from 'better-sqlite3'
import { beforeAll, describe, expect, it } from 'vitest'
import { openTestDb } from '../testing/test-hub'
import { createGenerateContext } from './context'
import { generateRelationData } from './relation-data'

let db: DB
const value = (sql: string) => db.prepare(sql).pluck().get() as number

beforeAll(async () => {
  db = await openTestDb()
})

const TABLES = [
  'financial_years',
  'financial_accounts',
  'group_accounts',
  'register_publications',
  'news_items',
  'insolvency_notices',
  'regional_statistics',
  'crime_statistics',
  'location_risks',
  'fire_stations',
  'water_protection_areas',
]

describe('relation data', () => {
  it('keeps the balance identities in every financial year', () => {
    expect(value('SELECT count(*) FROM financial_years')).toBeGreaterThan(10_000)
    expect(
      value(`SELECT count(*) FROM financial_years WHERE total_assets IS NOT NULL AND (fixed_assets + current_assets != total_assets
      OR equity + provisions + liabilities != total_assets OR cash > current_assets OR cash < 0)`),
    ).toBe(0)
    expect(
      value(`SELECT count(*) FROM financial_years WHERE total_assets IS NULL AND
      (fixed_assets IS NOT NULL OR current_assets IS NOT NULL OR equity IS NOT NULL OR liabilities IS NOT NULL)`),
    ).toBe(0)
    expect(
      value(
        `SELECT count(*) FROM financial_years WHERE publication_date > '2026-03-02' OR year > 2025`,
      ),
    ).toBe(0)
  })

  it('ends every organization history in the figures of its record', () => {
    const mismatches =
      value(`SELECT count(*) FROM organizations o JOIN financial_years f ON f.organization_id = o.id
      AND f.year = (SELECT max(year) FROM financial_years WHERE organization_id = o.id)
      WHERE f.employees IS NOT o.emp_count OR f.revenue IS NOT o.pl_revenue OR f.net_income IS NOT o.pl_net_income
        OR f.total_assets IS NOT o.bs_assets_total OR f.equity IS NOT o.bs_equity_total OR f.cash IS NOT o.bs_cash_and_equivalents`)
    expect(mismatches).toBe(0)
    const withoutHistory =
      value(`SELECT count(*) FROM organizations o WHERE (o.emp_count IS NOT NULL OR o.bs_assets_total IS NOT NULL)
      AND NOT EXISTS (SELECT 1 FROM financial_years f WHERE f.organization_id = o.id)`)
    expect(withoutHistory).toBe(0)
  })

  it('announces every management role and gives every insolvent organization court notices', () => {
    const roles =
      value(`SELECT count(*) FROM roles WHERE label IN ('MANAGING_DIRECTOR','BOARD_MEMBER','SUPERVISORY_BOARD_MEMBER',
      'PROKURIST','LIQUIDATOR','FULLY_LIABLE_PARTNER','OWNER')`)
    expect(
      value(`SELECT count(*) FROM register_publications WHERE category = 'MEMBER_ENTRY'`),
    ).toBe(roles)
    expect(
      value(`SELECT count(*) FROM register_publications WHERE category = 'NEW_REGISTRATION'`),
    ).toBe(value('SELECT count(*) FROM organizations'))
    expect(
      value(`SELECT count(*) FROM organizations WHERE status = 'INSOLVENCY_PROCEEDINGS'
      AND id NOT IN (SELECT organization_id FROM insolvency_notices WHERE category = 'OPENING')`),
    ).toBe(0)
    expect(
      value(
        `SELECT count(*) FROM insolvency_notices n JOIN organizations o ON o.id = n.organization_id WHERE o.status = 'ACTIVE'`,
      ),
    ).toBe(0)
  })

  it('has statistics for every district and year, and a news-less majority', () => {
    expect(value('SELECT count(*) FROM regional_statistics')).toBe(
      value('SELECT count(*) FROM districts') * 8,
    )
    expect(value('SELECT count(DISTINCT district_ags) FROM crime_statistics')).toBe(
      value('SELECT count(*) FROM districts'),
    )
    const withNews =
      value('SELECT count(DISTINCT organization_id) FROM news_items') /
      value('SELECT count(*) FROM organizations')
    expect(withNews).toBeGreaterThan(0.1)
    expect(withNews).toBeLessThan(0.7)
  })

  it('stores the sub-accounts of every published balance sheet and P&L, own and group', () => {
    const own = `SELECT count(*) FROM financial_years f
      LEFT JOIN financial_accounts a ON a.financial_year_id = f.id AND a.consolidated = 0`
    expect(value(`${own} WHERE f.total_assets IS NOT NULL AND a.intangible_assets IS NULL`)).toBe(0)
    expect(value(`${own} WHERE f.total_assets IS NULL AND a.intangible_assets IS NOT NULL`)).toBe(0)
    expect(
      value(`${own} WHERE f.size_class IN ('medium', 'large') AND f.revenue IS NOT NULL
        AND f.ebit IS NOT NULL AND f.net_income IS NOT NULL AND a.other_operating_income IS NULL`),
    ).toBe(0)
    expect(
      value(`${own} WHERE (f.size_class NOT IN ('medium', 'large') OR f.size_class IS NULL)
        AND a.other_operating_income IS NOT NULL`),
    ).toBe(0)
    const groupYears = value(`SELECT count(*) FROM financial_years f
      JOIN group_accounts g ON g.organization_id = f.organization_id
      JOIN financial_accounts a ON a.financial_year_id = f.id AND a.consolidated = 1
      WHERE f.group_accounts = 1 AND a.intangible_assets IS NOT NULL`)
    expect(groupYears).toBeGreaterThan(0)
    expect(groupYears).toBe(
      value(
        'SELECT count(*) FROM financial_years WHERE group_accounts = 1 AND total_assets IS NOT NULL',
      ),
    )
    expect(value('SELECT count(*) FROM financial_accounts WHERE consolidated = 1')).toBe(groupYears)
  })

  it('writes the flood and fire risks of every building-level location', () => {
    expect(value('SELECT count(*) FROM location_risks')).toBe(
      value(`SELECT count(*) FROM locations WHERE subtype = 'LOCALITY'`),
    )
    expect(
      value(`SELECT count(*) FROM location_risks r LEFT JOIN locations l ON l.id = r.location_id
        WHERE l.subtype IS NOT 'LOCALITY'`),
    ).toBe(0)
    const dangling = (column: string, table: string) =>
      value(`SELECT count(*) FROM location_risks WHERE ${column} IS NOT NULL
        AND ${column} NOT IN (SELECT id FROM ${table})`)
    expect(dangling('drinking_water_area', 'water_protection_areas')).toBe(0)
    expect(dangling('mineral_spring_area', 'water_protection_areas')).toBe(0)
    for (const rank of [1, 2, 3]) expect(dangling(`fire_station_${rank}`, 'fire_stations')).toBe(0)
  })

  it('regenerates exactly the same rows from the same core tables', () => {
    const image = db.serialize()
    // The file is in WAL mode; an in-memory copy must use the rollback journal (header bytes 18–19).
    image[18] = 1
    image[19] = 1
    const copy = new Database(image)
    try {
      for (const table of TABLES) copy.exec(`DROP TABLE ${table}`)
      generateRelationData(createGenerateContext(copy, { scale: 'small', seed: 1 }))
      for (const table of TABLES) {
        // Ordered by the first three columns, or all of them in a narrower table.
        const width = Math.min(3, value(`SELECT count(*) FROM pragma_table_info('${table}')`))
        const order = Array.from({ length: width }, (_, index) => index + 1).join(', ')
        const all = (target: DB) =>
          target.prepare(`SELECT * FROM ${table} ORDER BY ${order}`).raw().all()
        expect(all(copy), table).toEqual(all(db))
      }
    } finally {
      copy.close()
    }
  })
})
