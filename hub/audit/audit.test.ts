/**
 * The data audit on the shared small database: every rule of the audit holds (0 violations). One
 * test per rule, so a failure names the rule. The audit's own SQL is tested against a database
 * with planted violations (each rule must see its own).
 */
import Database from 'better-sqlite3'
import { readFileSync } from 'node:fs'
import { openTestDb } from '../testing/test-hub'
import { AUDIT_RULES, auditRule } from './index'

describe('hub:audit on the small database', () => {
  let db: Database.Database
  // In a hook: the first test file to open the small database generates it (hookTimeout).
  beforeAll(async () => {
    db = await openTestDb()
  })
  for (const rule of AUDIT_RULES) {
    it(`${rule.id}: ${rule.rule}`, () => {
      expect(auditRule(db, rule).violations).toBe(0)
    })
  }
})

describe('hub:audit finds planted violations', () => {
  /** A writable in-memory copy of the small database's rows that the planted rules read. */
  async function copy(): Promise<Database.Database> {
    const source = await openTestDb()
    const buffer = source.serialize()
    // The file is in WAL mode (header bytes 18-19 = 2); an in-memory copy needs the rollback
    // journal.
    buffer[18] = 1
    buffer[19] = 1
    return new Database(buffer)
  }
  const count = (db: Database.Database, id: string) =>
    auditRule(
      db,
      AUDIT_RULES.find((rule) => rule.id === id)!,
    ).violations

  it('sees a child appointed, a UG founded in 2001, a self-holding and an unbalanced sheet', async () => {
    const db = await copy()
    const person = db
      .prepare(
        `SELECT r.id, p.birth_date FROM roles r JOIN persons p ON p.id = r.holder_id
         WHERE r.holder_type = 'PERSON' AND p.birth_date IS NOT NULL LIMIT 1`,
      )
      .get() as { id: number; birth_date: string }
    db.prepare(`UPDATE roles SET start_date = date(?, '+10 years') WHERE id = ?`).run(
      person.birth_date,
      person.id,
    )
    expect(count(db, 'people.appointed_before_18')).toBe(1)

    db.prepare(
      `UPDATE organizations SET founding_date = '2001-05-01'
       WHERE seq = (SELECT min(seq) FROM organizations WHERE legal_form = 'UG (haftungsbeschränkt)')`,
    ).run()
    expect(count(db, 'legal_forms.founded_before_form_existed')).toBe(1)

    db.prepare(
      `UPDATE roles SET holder_id = organization_id
       WHERE id = (SELECT min(id) FROM roles WHERE label = 'SHAREHOLDER')`,
    ).run()
    expect(count(db, 'ownership.self_holding')).toBe(1)

    db.prepare(
      `UPDATE financial_years SET equity = equity + 1
       WHERE id = (SELECT min(id) FROM financial_years WHERE total_assets IS NOT NULL)`,
    ).run()
    expect(count(db, 'financials.balance_sheet_does_not_balance')).toBe(1)
    db.close()
  })

  it('sees a record updated before its latest appointment, news item or role', async () => {
    const db = await copy()
    const role = db
      .prepare(
        `SELECT r.organization_id, r.holder_id, r.start_date FROM roles r
         WHERE r.holder_type = 'PERSON' ORDER BY r.id LIMIT 1`,
      )
      .get() as { organization_id: string; holder_id: string; start_date: string }
    expect(count(db, 'records.organization_updated_before_its_facts')).toBe(0)
    db.prepare(`UPDATE organizations SET updated_at = date(?, '-1 day') WHERE id = ?`).run(
      role.start_date,
      role.organization_id,
    )
    expect(count(db, 'records.organization_updated_before_its_facts')).toBe(1)
    db.prepare(`UPDATE persons SET updated_at = date(?, '-1 day') WHERE id = ?`).run(
      role.start_date,
      role.holder_id,
    )
    expect(count(db, 'records.person_updated_before_their_roles')).toBe(1)
    // News carries a time: an update earlier on the same day is older than the news.
    const news = db
      .prepare(
        `SELECT organization_id, published_at FROM news_items
         WHERE substr(published_at, 12, 8) > '00:00:01' ORDER BY id LIMIT 1`,
      )
      .get() as { organization_id: string; published_at: string }
    db.prepare(`UPDATE organizations SET updated_at = ? WHERE id = ?`).run(
      `${news.published_at.slice(0, 10)}T00:00:01.000000+00:00`,
      news.organization_id,
    )
    expect(count(db, 'records.organization_updated_before_its_facts')).toBe(
      news.organization_id === role.organization_id ? 1 : 2,
    )
    db.close()
  })

  it('sees a GmbH whose shareholders hold less than its capital', async () => {
    const db = await copy()
    db.prepare(
      `UPDATE roles SET share_nominal_eur = share_nominal_eur - 100,
         share_percentage = 100.0 * (share_nominal_eur - 100) / (SELECT share_capital FROM organizations o WHERE o.id = roles.organization_id)
       WHERE id = (SELECT min(r.id) FROM roles r JOIN organizations o ON o.id = r.organization_id
         WHERE o.legal_form = 'GmbH' AND o.cessation_date IS NULL AND r.end_date IS NULL
           AND r.label = 'SHAREHOLDER' AND r.share_nominal_eur > 100)`,
    ).run()
    expect(count(db, 'ownership.limited_company_list_incomplete')).toBe(1)
    expect(count(db, 'ownership.percentage_is_not_nominal_over_capital')).toBe(0)
    db.close()
  })
})

describe('hub/README.md', () => {
  it('lists every audit rule', () => {
    const readme = readFileSync(new URL('../README.md', import.meta.url), 'utf8')
    const missing = AUDIT_RULES.filter((rule) => !readme.includes(`\`${rule.id}\``))
    expect(missing.map((rule) => rule.id)).toEqual([])
  })
})
