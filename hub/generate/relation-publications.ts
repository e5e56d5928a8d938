/**
 * The announcements of one organization, in date order: registration, name and seat changes,
 * capital and articles changes, every appointment and departure of its officers (from roles),
 * and the status change that ended its normal business.
 */
import type { Random } from './random'
import type { RegisterOrg } from './register-org'
import { germanDate, germanEuro } from '../domain/german-format'
import { LEGAL_FORM_BY_CODE } from '../domain/legal-forms'
import { ROLE_WORDS } from '../domain/role-labels'
import { fromDays, toDays, TODAY_DAYS } from './days'

export interface MemberRole {
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

function dateBetween(random: Random, from: string, toDaysExclusive: number): string {
  const start = toDays(from)
  return fromDays(start + Math.floor(random.next() * Math.max(1, toDaysExclusive - start)))
}

const birth = (display: string) => display.replace(/\*(\d{4})-(\d{2})-(\d{2})/, '*$3.$2.$1')

export function orgPublications(
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
  const lastDay = statusDate ? toDays(statusDate) : TODAY_DAYS
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
  const raise = capitalRaise(org, random)
  const capital = raise?.initial ?? org.share_capital
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
  if (raise) {
    const raised = raise.current
    add(
      dateBetween(random, org.registration_date, lastDay),
      'CAPITAL_CHANGE',
      'Kapitalerhöhung',
      `${org.name}. Die Gesellschafterversammlung hat die Erhöhung des Kapitals um ${germanEuro(raised - raise.initial)} auf ${germanEuro(raised)} beschlossen.`,
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

/**
 * Some companies raised their capital: registered with a half, a quarter or a tenth of today's
 * share capital (never below the form's minimum), raised to it later.
 */
function capitalRaise(
  org: RegisterOrg,
  random: Random,
): { initial: number; current: number } | null {
  const current = org.share_capital
  if (current === null || !random.chance(0.15)) return null
  const minimum = LEGAL_FORM_BY_CODE.get(org.legal_form)?.minimumCapital ?? 1
  const factor = random.pick([2, 4, 10])
  const initial = current / factor
  return Number.isInteger(initial) && initial >= minimum ? { initial, current } : null
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
