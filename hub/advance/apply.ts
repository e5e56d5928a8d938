/**
 * Applies one planned data step to the embedded hub's database, in one transaction: each planned
 * organization gets its change in the tables the hub serves (roles, register publications,
 * insolvency notices, financial years, the organization row and its search index) and a new
 * `fb_entity_version` and `updated_at`. A running hub reads the new rows at its next request; its
 * search caches follow the data step (hub/db/search-cache.ts).
 */
import { createHash } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import { fromDays, TODAY_DAYS } from '../generate/days'
import { MANAGEMENT_LABELS, OWNERSHIP_LABELS, sqlList } from '../domain/role-labels'
import { STEP_KEY, type ChangeKind, type PlannedChange } from './plan'
import {
  addToSearchIndex,
  forgetStoredSearches,
  removeFromSearchIndex,
  touchRecord,
} from './record-updates'

interface OrgRow {
  seq: number
  id: string
  name: string
  other_names: string
  legal_form: string
  register_court: string
  register_type: string
  register_number: string
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  version: string
}

const RENAME_WORDS = ['Holding', 'Gruppe', 'Service', 'Partner', 'Solutions', 'Beteiligungen']

const hashNumber = (text: string) => createHash('sha256').update(text).digest().readUInt32BE(0)

export function applyStep(db: Database, step: number, plan: PlannedChange[]): void {
  const date = fromDays(TODAY_DAYS + 7 * step)
  const updatedAt = `${date}T06:00:00Z`
  const staleWords = new Set<string>()
  db.transaction(() => {
    for (const { organizationId, kind } of plan) {
      const org = db
        .prepare('SELECT * FROM organizations WHERE id = ?')
        .get(organizationId) as OrgRow
      const source = `Amtsgericht ${org.register_court}, ${org.register_type} ${org.register_number}`
      const publish = (category: string, title: string, text: string, holder?: Holder) =>
        db
          .prepare(
            `INSERT INTO register_publications (organization_id, date, category, title, text, source,
               holder_id, holder_type, role_label) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?)`,
          )
          .run(
            org.id,
            date,
            category,
            title,
            text,
            source,
            holder?.id ?? null,
            holder?.type ?? null,
            holder?.label ?? null,
          )
      const salt = `${org.id}:${step}:${kind}`
      // A person or company that gains or leaves a role is changed too: its record's updated_at
      // must not be older than its roles (the audit's records.* rules).
      const touch = (holder: { id: string; type: 'PERSON' | 'ORGANIZATION' }) =>
        touchRecord(db, holder, updatedAt, salt)
      removeFromSearchIndex(db, org.seq)
      CHANGES[kind]({ db, org, date, salt, publish, staleWords, touch })
      addToSearchIndex(db, org.seq)
      const version = createHash('sha256')
        .update(`${org.version}:${salt}`)
        .digest('hex')
        .slice(0, 32)
      db.prepare('UPDATE organizations SET version = ?, updated_at = ? WHERE id = ?').run(
        version,
        updatedAt,
        org.id,
      )
    }
    forgetStoredSearches(db, staleWords)
    db.prepare(
      'INSERT INTO meta (key, value) VALUES (?, ?) ON CONFLICT (key) DO UPDATE SET value = excluded.value',
    ).run(STEP_KEY, String(step))
  })()
}

interface Holder {
  id: string
  type: 'PERSON' | 'ORGANIZATION'
  label: string
  display: string
}

interface ChangeContext {
  db: Database
  org: OrgRow
  date: string
  salt: string
  publish: (category: string, title: string, text: string, holder?: Holder) => void
  staleWords: Set<string>
  touch: (holder: { id: string; type: 'PERSON' | 'ORGANIZATION' }) => void
}

/** A person of the register, picked by the salt (any person; the data is invented). */
function pickPerson(db: Database, salt: string): { id: string; display: string } {
  const { max } = db.prepare('SELECT max(seq) AS max FROM persons').get() as { max: number }
  const row = db
    .prepare('SELECT id, family, given FROM persons WHERE seq >= ? ORDER BY seq LIMIT 1')
    .get(1 + (hashNumber(salt) % max)) as { id: string; family: string; given: string }
  return { id: row.id, display: `${row.family}, ${row.given}` }
}

const CHANGES: Record<ChangeKind, (c: ChangeContext) => void> = {
  'new-director': ({ db, org, date, salt, publish, touch }) => {
    const person = pickPerson(db, salt)
    touch({ id: person.id, type: 'PERSON' })
    db.prepare(
      `INSERT INTO roles (organization_id, holder_id, holder_type, label, start_date)
       VALUES (?, ?, 'PERSON', 'MANAGING_DIRECTOR', ?)`,
    ).run(org.id, person.id, date)
    const holder = {
      id: person.id,
      type: 'PERSON' as const,
      label: 'MANAGING_DIRECTOR',
      display: person.display,
    }
    publish(
      'MEMBER_ENTRY',
      'Bestellung Geschäftsführer',
      `${org.name}. Bestellt als Geschäftsführer: ${person.display}.`,
      holder,
    )
  },
  departure: ({ db, org, date, publish, touch }) => {
    const role = db
      .prepare(
        `SELECT r.id, r.holder_id, r.holder_type, r.label,
           coalesce(p.family || ', ' || p.given, o.name, r.holder_id) AS display
         FROM roles r LEFT JOIN persons p ON r.holder_type = 'PERSON' AND p.id = r.holder_id
         LEFT JOIN organizations o ON r.holder_type = 'ORGANIZATION' AND o.id = r.holder_id
         WHERE r.organization_id = ? AND r.end_date IS NULL AND r.label IN (${sqlList(MANAGEMENT_LABELS)})
         ORDER BY r.start_date, r.id LIMIT 1`,
      )
      .get(org.id) as {
      id: number
      holder_id: string
      holder_type: 'PERSON' | 'ORGANIZATION'
      label: string
      display: string
    }
    db.prepare('UPDATE roles SET end_date = ? WHERE id = ?').run(date, role.id)
    touch({ id: role.holder_id, type: role.holder_type })
    const holder = {
      id: role.holder_id,
      type: role.holder_type,
      label: role.label,
      display: role.display,
    }
    publish('MEMBER_EXIT', 'Ausscheiden', `${org.name}. Ausgeschieden: ${role.display}.`, holder)
  },
  move: ({ db, org, salt, publish, staleWords }) => {
    const { max } = db.prepare('SELECT max(seq) AS max FROM organizations').get() as { max: number }
    // Another organization's address (a real LOCALITY record of the hub) in another city.
    const target = db
      .prepare(
        `SELECT address_location_id, street, house_number, postal_code, city, state, lat, lon
         FROM organizations WHERE seq >= ? AND street IS NOT NULL AND city IS NOT ? ORDER BY seq LIMIT 1`,
      )
      .get(1 + (hashNumber(salt) % max), org.city) as Record<string, unknown> | undefined
    if (!target) throw new Error(`No address to move ${org.id} to`)
    db.prepare(
      `UPDATE organizations SET address_location_id = @address_location_id, street = @street,
         house_number = @house_number, postal_code = @postal_code, city = @city, state = @state,
         lat = @lat, lon = @lon WHERE id = @id`,
    ).run({ ...target, id: org.id })
    const address = `${String(target.street)} ${String(target.house_number ?? '')}, ${String(target.postal_code ?? '')} ${String(target.city)}`
    publish(
      'SEAT_CHANGE',
      'Sitzverlegung',
      `${org.name}. Der Sitz ist von ${org.city ?? '–'} nach ${String(target.city)} verlegt. Neue Geschäftsanschrift: ${address}.`,
    )
    for (const word of [target.city, target.street])
      if (typeof word === 'string') staleWords.add(word)
  },
  insolvency: ({ db, org, date, salt, publish }) => {
    db.prepare(
      `UPDATE organizations SET status = 'INSOLVENCY_PROCEEDINGS', status_detail = 'Insolvenzverfahren eröffnet' WHERE id = ?`,
    ).run(org.id)
    const caseNumber = `${1500 + (hashNumber(salt) % 400)} IN ${100 + (hashNumber(`${salt}:case`) % 900)}/${date.slice(2, 4)}`
    db.prepare(
      `INSERT INTO insolvency_notices (organization_id, date, court, case_number, category, text)
       VALUES (?, ?, ?, ?, 'OPENING', ?)`,
    ).run(
      org.id,
      date,
      `Amtsgericht ${org.register_court} - Insolvenzgericht -`,
      caseNumber,
      `${caseNumber}: Über das Vermögen der ${org.name} wird heute, am ${date.split('-').reverse().join('.')}, das Insolvenzverfahren eröffnet.`,
    )
    publish(
      'STATUS_CHANGE',
      'Eröffnung des Insolvenzverfahrens',
      `${org.name}. Über das Vermögen der Gesellschaft ist das Insolvenzverfahren eröffnet.`,
    )
  },
  'financial-year': ({ db, org, date }) => {
    // The next year's accounts repeat the last year's figures: the balance identities and the
    // organization's latest figures stay exactly as they were, only the year is new.
    const last = db
      .prepare('SELECT * FROM financial_years WHERE organization_id = ? ORDER BY year DESC LIMIT 1')
      .get(org.id) as Record<string, unknown> & { id: number; year: number }
    const { id: lastId, ...row } = last
    const columns = Object.keys(row)
    const inserted = db
      .prepare(
        `INSERT INTO financial_years (${columns.join(', ')}) VALUES (${columns.map((c) => `@${c}`).join(', ')})`,
      )
      .run({ ...row, year: last.year + 1, publication_date: date })
    const accounts = db
      .prepare('SELECT * FROM financial_accounts WHERE financial_year_id = ?')
      .all(lastId) as Record<string, unknown>[]
    for (const account of accounts) {
      const names = Object.keys(account)
      db.prepare(
        `INSERT INTO financial_accounts (${names.join(', ')}) VALUES (${names.map((c) => `@${c}`).join(', ')})`,
      ).run({
        ...account,
        financial_year_id: inserted.lastInsertRowid,
      })
    }
  },
  rename: ({ db, org, salt, publish, staleWords }) => {
    const word = RENAME_WORDS[hashNumber(salt) % RENAME_WORDS.length]!
    const suffix = org.name.endsWith(` ${org.legal_form}`) ? ` ${org.legal_form}` : ''
    const base = org.name.slice(0, org.name.length - suffix.length)
    const name = `${base} ${word}${suffix}`
    const others = JSON.parse(org.other_names) as string[]
    db.prepare('UPDATE organizations SET name = ?, other_names = ? WHERE id = ?').run(
      name,
      JSON.stringify([org.name, ...others]),
      org.id,
    )
    publish(
      'NAME_CHANGE',
      'Änderung der Firma',
      `Die Firma ist geändert; neue Firma: ${name}. Bisherige Firma: ${org.name}.`,
    )
    staleWords.add(word)
  },
  'new-shareholder': ({ db, org, date, salt, touch }) => {
    const largest = db
      .prepare(
        `SELECT id, share_percentage, share_nominal_eur FROM roles WHERE organization_id = ? AND end_date IS NULL
           AND label IN (${sqlList(OWNERSHIP_LABELS)}) AND share_percentage >= 2
         ORDER BY share_percentage DESC, id LIMIT 1`,
      )
      .get(org.id) as { id: number; share_percentage: number; share_nominal_eur: number | null }
    // Half of the largest holding changes hands: the shares still add up to what they did.
    const half = Math.round(largest.share_percentage * 50) / 100
    const nominal =
      largest.share_nominal_eur === null ? null : Math.round(largest.share_nominal_eur / 2)
    db.prepare('UPDATE roles SET share_percentage = ?, share_nominal_eur = ? WHERE id = ?').run(
      Math.round((largest.share_percentage - half) * 100) / 100,
      largest.share_nominal_eur === null || nominal === null
        ? null
        : largest.share_nominal_eur - nominal,
      largest.id,
    )
    const person = pickPerson(db, salt)
    touch({ id: person.id, type: 'PERSON' })
    db.prepare(
      `INSERT INTO roles (organization_id, holder_id, holder_type, label, start_date, share_percentage, share_nominal_eur)
       VALUES (?, ?, 'PERSON', 'SHAREHOLDER', ?, ?, ?)`,
    ).run(org.id, person.id, date, half, nominal)
  },
}
