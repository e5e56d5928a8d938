/**
 * Register history (Handelsregisterbekanntmachungen) and insolvency-court notices. Both come from
 * one pass over the organizations so that the insolvency opening date in the register's
 * STATUS_CHANGE is the same date as in the court's OPENING notice.
 */
import type { GenerateContext } from './context'
import type { Random } from './random'
import { batchInserter, forEachOrganizationPage } from './batch-insert'
import {
  fromDays,
  germanDate,
  germanEuro,
  MANAGEMENT_LABELS,
  ROLE_WORDS,
  sqlList,
  toDays,
} from '../relations/format'
import { insolvencyNotices } from './relation-insolvency'

export interface RegisterOrg {
  id: string
  seq: number
  name: string
  other_names: string
  legal_form: string
  status: string
  register_court: string
  register_type: string
  register_number: string
  registration_date: string
  cessation_date: string | null
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  purpose_de: string | null
}

interface MemberRole {
  organization_id: string
  holder_id: string
  holder_type: 'PERSON' | 'ORGANIZATION'
  label: string
  start_date: string
  end_date: string | null
  display: string
}

const SEATS = [
  'Berlin',
  'Hamburg',
  'München',
  'Köln',
  'Frankfurt am Main',
  'Stuttgart',
  'Düsseldorf',
  'Leipzig',
  'Dortmund',
  'Essen',
  'Bremen',
  'Dresden',
  'Hannover',
  'Nürnberg',
]
const NOW_DAYS = toDays('2026-03-01')

type Publication = [
  string,
  string,
  string,
  string,
  string,
  string,
  string | null,
  string | null,
  string | null,
]

export function generateRegister(ctx: GenerateContext): { publications: number; notices: number } {
  const random = ctx.random('relation-register')
  const members = loadMemberRoles(ctx)
  const insertPublication = batchInserter(ctx.db, 'register_publications', [
    'organization_id',
    'date',
    'category',
    'title',
    'text',
    'source',
    'holder_id',
    'holder_type',
    'role_label',
  ])
  const insertNotice = batchInserter(ctx.db, 'insolvency_notices', [
    'organization_id',
    'date',
    'court',
    'case_number',
    'category',
    'text',
  ])
  forEachOrganizationPage<RegisterOrg>(
    ctx.db,
    `id, seq, name, other_names, legal_form, status, register_court, register_type,
      register_number, registration_date, cessation_date, street, house_number, postal_code, city, purpose_de`,
    (orgs, fraction) => {
      for (const org of orgs) {
        const statusDate = statusDateOf(org, random)
        for (const row of orgPublications(org, members.get(org.id) ?? [], statusDate, random))
          insertPublication.push(row)
        for (const notice of insolvencyNotices(org, statusDate, random)) {
          insertNotice.push([
            org.id,
            notice.date,
            notice.court,
            notice.caseNumber,
            notice.category,
            notice.text,
          ])
        }
      }
      ctx.progress('relations: register history', fraction)
    },
    ctx.size.organizations,
  )
  return { publications: insertPublication.finish(), notices: insertNotice.finish() }
}

/** Management roles with a printable description of the holder, grouped by organization. */
function loadMemberRoles(ctx: GenerateContext): Map<string, MemberRole[]> {
  // Holder descriptions from full scans into maps: far cheaper than a per-role join on hex keys.
  const cities = new Map(
    ctx.db
      .prepare(`SELECT id, city FROM locations WHERE subtype = 'CITY_POSTAL_CODE'`)
      .raw()
      .all() as [string, string | null][],
  )
  const persons = new Map<string, string>()
  for (const [id, given, family, birthDate, home] of ctx.db
    .prepare('SELECT id, given, family, birth_date, home_location_id FROM persons')
    .raw()
    .all() as [string, string, string, string | null, string | null][]) {
    const city = home ? cities.get(home) : null
    persons.set(
      id,
      `${family}, ${given}${city ? `, ${city}` : ''}${birthDate ? `, *${birthDate}` : ''}`,
    )
  }
  const organizations = new Map<string, string>()
  for (const [id, text] of ctx.db
    .prepare(
      `SELECT o.id, o.name || COALESCE(', ' || o.city, '') || ' (Amtsgericht ' || o.register_court || ' ' ||
         o.register_type || ' ' || o.register_number || ')'
       FROM organizations o WHERE o.id IN (SELECT holder_id FROM roles WHERE holder_type = 'ORGANIZATION')`,
    )
    .raw()
    .all() as [string, string][])
    organizations.set(id, text)
  const rows = ctx.db
    .prepare(
      `SELECT organization_id, holder_id, holder_type, label, start_date, end_date FROM roles
       WHERE label IN (${sqlList(MANAGEMENT_LABELS)}) ORDER BY id`,
    )
    .all() as Omit<MemberRole, 'display'>[]
  const byOrg = new Map<string, MemberRole[]>()
  for (const row of rows) {
    const display = (row.holder_type === 'PERSON' ? persons : organizations).get(row.holder_id)
    if (display === undefined) continue // holder missing from the register: nothing to announce
    const role = { ...row, display }
    const list = byOrg.get(row.organization_id)
    if (list) list.push(role)
    else byOrg.set(row.organization_id, [role])
  }
  return byOrg
}

/** When the current status began (dissolution, liquidation, insolvency opening); null for ACTIVE/INACTIVE. */
export function statusDateOf(org: RegisterOrg, random: Random): string | null {
  if (org.status === 'ACTIVE' || org.status === 'INACTIVE') return null
  const registered = toDays(org.registration_date)
  if ((org.status === 'DISSOLVED' || org.status === 'MERGED') && org.cessation_date)
    return org.cessation_date.slice(0, 10)
  const from = Math.max(registered + 200, NOW_DAYS - 3 * 365)
  return fromDays(
    Math.min(NOW_DAYS - 20, from + Math.floor(random.next() * Math.max(1, NOW_DAYS - 20 - from))),
  )
}

function dateBetween(random: Random, from: string, toDaysExclusive: number): string {
  const start = toDays(from)
  return fromDays(start + Math.floor(random.next() * Math.max(1, toDaysExclusive - start)))
}

const birth = (display: string) => display.replace(/\*(\d{4})-(\d{2})-(\d{2})/, '*$3.$2.$1')

function orgPublications(
  org: RegisterOrg,
  members: MemberRole[],
  statusDate: string | null,
  random: Random,
): Publication[] {
  const source = `Amtsgericht ${org.register_court}, ${org.register_type} ${org.register_number}`
  const formerNames = parseNames(org.other_names)
  const names = [...formerNames, org.name]
  const address = [
    org.street && `${org.street} ${org.house_number ?? ''}`.trim(),
    org.postal_code && `${org.postal_code} ${org.city ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ')
  const lastDay = statusDate ? toDays(statusDate) : NOW_DAYS
  const out: Publication[] = []
  const add = (date: string, category: string, title: string, text: string, role?: MemberRole) =>
    out.push([
      org.id,
      date,
      category,
      title,
      `${org.register_type} ${org.register_number}: ${text}`,
      source,
      role?.holder_id ?? null,
      role?.holder_type ?? null,
      role?.label ?? null,
    ])

  const seatChange =
    org.city && random.chance(0.08)
      ? SEATS.filter((seat) => seat !== org.city)[random.int(0, SEATS.length - 2)]!
      : null
  const capital = initialCapital(org.legal_form)
  add(
    org.registration_date,
    'NEW_REGISTRATION',
    'Neueintragung',
    `${names[0]}, ${seatChange ?? org.city ?? org.register_court}${address ? ` (${address})` : ''}. Rechtsform: ${org.legal_form}.` +
      (org.purpose_de ? ` Gegenstand des Unternehmens: ${org.purpose_de.slice(0, 280)}` : '') +
      (capital ? ` Stamm- bzw. Grundkapital: ${germanEuro(capital)}.` : ''),
  )

  for (let index = 1; index < names.length; index++) {
    add(
      dateBetween(random, org.registration_date, lastDay),
      'NAME_CHANGE',
      'Änderung der Firma',
      `Die Firma ist geändert; neue Firma: ${names[index]}. Bisherige Firma: ${names[index - 1]}.`,
    )
  }
  if (seatChange) {
    add(
      dateBetween(random, org.registration_date, lastDay),
      'SEAT_CHANGE',
      'Sitzverlegung',
      `${org.name}. Der Sitz ist von ${seatChange} nach ${org.city} verlegt. Neue Geschäftsanschrift: ${address || org.city}.`,
    )
  }
  if (capital && random.chance(0.15)) {
    const raised = capital * random.pick([2, 4, 10])
    add(
      dateBetween(random, org.registration_date, lastDay),
      'CAPITAL_CHANGE',
      'Kapitalerhöhung',
      `${org.name}. Die Gesellschafterversammlung hat die Erhöhung des Kapitals um ${germanEuro(raised - capital)} auf ${germanEuro(raised)} beschlossen.`,
    )
  }
  if (random.chance(0.25)) {
    add(
      dateBetween(random, org.registration_date, lastDay),
      'ARTICLES_CHANGE',
      'Änderung des Gesellschaftsvertrages',
      `${org.name}. Der Gesellschaftsvertrag ist in § ${random.int(2, 12)} (${random.pick(['Gegenstand', 'Geschäftsjahr', 'Vertretung', 'Bekanntmachungen'])}) geändert.`,
    )
  }
  for (const role of members) {
    const word = ROLE_WORDS[role.label] ?? role.label
    const entry =
      role.label === 'PROKURIST'
        ? `Einzelprokura: ${birth(role.display)}.`
        : `Bestellt als ${word}: ${birth(role.display)}.`
    add(role.start_date, 'MEMBER_ENTRY', `Bestellung ${word}`, `${org.name}. ${entry}`, role)
    if (role.end_date) {
      const exit =
        role.label === 'PROKURIST'
          ? `Prokura erloschen: ${birth(role.display)}.`
          : `Ausgeschieden als ${word}: ${birth(role.display)}.`
      add(role.end_date, 'MEMBER_EXIT', `Ausscheiden ${word}`, `${org.name}. ${exit}`, role)
    }
  }
  if (statusDate) addStatus(org, statusDate, add)
  return out.sort((a, b) => (a[1] < b[1] ? -1 : a[1] > b[1] ? 1 : 0))
}

function addStatus(
  org: RegisterOrg,
  date: string,
  add: (date: string, category: string, title: string, text: string) => void,
) {
  switch (org.status) {
    case 'INSOLVENCY_PROCEEDINGS':
      add(
        date,
        'STATUS_CHANGE',
        'Eröffnung des Insolvenzverfahrens',
        `${org.name}. Von Amts wegen eingetragen: Über das Vermögen der Gesellschaft ist durch Beschluss des Amtsgerichts ${org.register_court} vom ${germanDate(date)} das Insolvenzverfahren eröffnet. Die Gesellschaft ist aufgelöst.`,
      )
      break
    case 'LIQUIDATION':
      add(
        date,
        'STATUS_CHANGE',
        'Auflösung',
        `${org.name}. Die Gesellschaft ist aufgelöst. Sie befindet sich in Liquidation.`,
      )
      break
    case 'MERGED':
      add(
        date,
        'STATUS_CHANGE',
        'Verschmelzung',
        `${org.name}. Die Gesellschaft ist aufgrund des Verschmelzungsvertrages auf einen übernehmenden Rechtsträger verschmolzen.`,
      )
      add(date, 'DELETION', 'Löschung', `${org.name}. Die Firma ist erloschen.`)
      break
    case 'DISSOLVED':
      add(date, 'STATUS_CHANGE', 'Auflösung', `${org.name}. Die Gesellschaft ist aufgelöst.`)
      add(date, 'DELETION', 'Löschung', `${org.name}. Die Gesellschaft ist gelöscht.`)
      break
  }
}

function initialCapital(legalForm: string): number | null {
  if (legalForm.startsWith('UG')) return 1_000
  if (legalForm === 'GmbH') return 25_000
  if (legalForm === 'AG') return 50_000
  if (legalForm === 'SE') return 120_000
  return null
}

function parseNames(json: string): string[] {
  try {
    const value: unknown = JSON.parse(json)
    return Array.isArray(value)
      ? value.filter((name): name is string => typeof name === 'string')
      : []
  } catch {
    return []
  }
}
