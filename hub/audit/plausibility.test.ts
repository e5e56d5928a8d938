/**
 * The plausibility rules see what an analyst tripped over, planted into a copy of the small
 * database: full-year accounts of a company founded in October of that year, a pub of the large
 * class turning over €263 m, revenue per head far from the trade's, and a purpose reading
 * "…im Bereich der Bereich…". (hub/audit/audit.test.ts checks that every rule holds on the
 * generated database itself.)
 */
import Database from 'better-sqlite3'
import { openTestDb } from '../testing/test-hub'
import { AUDIT_RULES, auditRule } from './index'

async function copy(): Promise<Database.Database> {
  const buffer = (await openTestDb()).serialize()
  // The file is in WAL mode (header bytes 18-19 = 2); an in-memory copy needs the rollback journal.
  buffer[18] = 1
  buffer[19] = 1
  return new Database(buffer)
}
const count = (db: Database.Database, id: string) =>
  auditRule(
    db,
    AUDIT_RULES.find((rule) => rule.id === id)!,
  ).violations

describe('the plausibility rules find planted doubts', () => {
  let db: Database.Database
  beforeEach(async () => {
    db = await copy()
  })
  afterEach(() => db.close())

  it('sees accounts for a year that began before the founding', () => {
    const year = db
      .prepare(
        `SELECT f.organization_id AS id, f.year FROM financial_years f
          ORDER BY f.year DESC, f.id LIMIT 1`,
      )
      .get() as { id: string; year: number }
    const others = db
      .prepare(`SELECT count(*) FROM financial_years WHERE organization_id = ? AND year < ?`)
      .pluck()
      .get(year.id, year.year) as number
    expect(count(db, 'financials.year_before_founding')).toBe(0)
    // Founded on 10 October of its latest published year: that year and every earlier one.
    db.prepare(`UPDATE organizations SET founding_date = ? WHERE id = ?`).run(
      `${year.year}-10-10`,
      year.id,
    )
    expect(count(db, 'financials.year_before_founding')).toBe(1 + others)
    // Founded on 1 January, its first year is whole.
    db.prepare(`UPDATE organizations SET founding_date = ? WHERE id = ?`).run(
      `${year.year}-01-01`,
      year.id,
    )
    expect(count(db, 'financials.year_before_founding')).toBe(others)
  })

  it('sees a pub of the large class and a pub turning over €263 m with 1,320 staff', () => {
    const pub = db
      .prepare(
        `SELECT o.id, f.id AS year_id FROM organizations o
           JOIN financial_years f ON f.organization_id = o.id
          WHERE o.industry_code = '56.30.0' AND f.revenue IS NOT NULL AND f.employees >= 1
          ORDER BY f.year DESC LIMIT 1`,
      )
      .get() as { id: string; year_id: number }
    expect(count(db, 'financials.size_beyond_trade')).toBe(0)
    expect(count(db, 'financials.revenue_per_head_off_trade')).toBe(0)
    db.prepare(`UPDATE organizations SET size_class = 'large' WHERE id = ?`).run(pub.id)
    expect(count(db, 'financials.size_beyond_trade')).toBe(1)
    db.prepare(
      `UPDATE financial_years SET size_class = 'large', employees = 1320, revenue = 263019657
        WHERE id = ?`,
    ).run(pub.year_id)
    expect(count(db, 'financials.size_beyond_trade')).toBe(2)
    // €199,000 a head where a pub makes about €55,000.
    expect(count(db, 'financials.revenue_per_head_off_trade')).toBe(1)
    // And a wholesaler at a pub's revenue per head is as doubtful.
    const wholesale = db
      .prepare(
        `SELECT f.id FROM financial_years f JOIN organizations o ON o.id = f.organization_id
          WHERE o.industry_code LIKE '46.%' AND f.revenue IS NOT NULL AND f.employees >= 10 LIMIT 1`,
      )
      .pluck()
      .get() as number
    db.prepare(`UPDATE financial_years SET revenue = employees * 55000 WHERE id = ?`).run(wholesale)
    expect(count(db, 'financials.revenue_per_head_off_trade')).toBe(2)
  })

  it('sees a purpose that does not read as a register entry', () => {
    expect(count(db, 'records.purpose_not_register_style')).toBe(0)
    const [first, second, third] = db
      .prepare(`SELECT id FROM organizations ORDER BY seq LIMIT 3`)
      .pluck()
      .all() as string[]
    db.prepare(`UPDATE organizations SET purpose_de = ? WHERE id = ?`).run(
      'Gegenstand des Unternehmens ist die Erbringung von Dienstleistungen im Bereich der Bereich Ausschank von Getränken.',
      first,
    )
    db.prepare(`UPDATE organizations SET purpose_de = ? WHERE id = ?`).run(
      'Handel mit Waren aller Art.',
      second,
    )
    db.prepare(`UPDATE organizations SET purpose_en = NULL WHERE id = ?`).run(third)
    expect(count(db, 'records.purpose_not_register_style')).toBe(3)
  })
})
