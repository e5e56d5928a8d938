/**
 * Insolvency-court notices (§ 9 InsO publications): every organization in insolvency proceedings
 * gets the usual sequence (securing measures, opening, dates), in that order; some
 * organizations in liquidation or dissolved had their petition dismissed for lack of assets.
 */
import type { Random } from './random'
import type { RegisterOrg } from './register-org'
import { germanDate } from '../domain/german-format'
import { fromDays, toDays, TODAY_DAYS } from './days'

export interface Notice {
  date: string
  court: string
  caseNumber: string
  category:
    'SECURING_MEASURES' | 'OPENING' | 'DATES' | 'TERMINATION' | 'DISMISSAL_FOR_LACK_OF_ASSETS'
  text: string
}

// Invented names: the notices are synthetic and must not name real practitioners.
const ADMINISTRATORS = [
  'Dr. Martina Kesselring',
  'Jens Oberhauser',
  'Dr. Frank Wendeling',
  'Claudia Reimersen',
  'Dr. Matthias Holzbrink',
  'Petra Sandmeyer',
  'Dr. Uwe Kellerhoff',
  'Anja Lindquist',
  'Dr. Sven Marquardsen',
  'Birgit Fassbinderling',
]

export function insolvencyNotices(
  org: RegisterOrg,
  statusDate: string | null,
  random: Random,
): Notice[] {
  if (!statusDate) return []
  const insolvent = org.status === 'INSOLVENCY_PROCEEDINGS'
  const dismissed =
    (org.status === 'LIQUIDATION' && random.chance(0.3)) ||
    (org.status === 'DISSOLVED' && random.chance(0.1))
  if (!insolvent && !dismissed) return []

  const court = `Amtsgericht ${org.register_court} - Insolvenzgericht -`
  const opening = toDays(statusDate)
  // The case number carries the year the petition was filed (securing measures come first).
  const filed = opening - (insolvent ? random.int(30, 90) : random.int(10, 40))
  const caseNumber = `${random.int(1, 99)} IN ${random.int(10, 2999)}/${fromDays(filed).slice(2, 4)}`
  const address = [
    org.street && `${org.street} ${org.house_number ?? ''}`.trim(),
    `${org.postal_code ?? ''} ${org.city ?? ''}`.trim(),
  ]
    .filter(Boolean)
    .join(', ')
  const debtor = `${org.name}, ${address} (${org.register_type} ${org.register_number}, Amtsgericht ${org.register_court})`
  const administrator = `${random.pick(ADMINISTRATORS)}, ${org.city ?? org.register_court}`
  const notice = (days: number, category: Notice['category'], text: string): Notice => ({
    date: fromDays(Math.max(toDays(org.registration_date), Math.min(TODAY_DAYS, days))),
    court,
    caseNumber,
    category,
    text: `${caseNumber}: ${text}`,
  })

  if (!insolvent) {
    return [
      notice(
        filed,
        'DISMISSAL_FOR_LACK_OF_ASSETS',
        `In dem Insolvenzeröffnungsverfahren über das Vermögen der ${debtor} wird der Antrag auf Eröffnung des Insolvenzverfahrens mangels Masse abgewiesen (§ 26 InsO). Die Gesellschaft ist aufgelöst.`,
      ),
    ]
  }
  const claimsUntil = fromDays(opening + 42)
  const hearing = fromDays(opening + random.int(50, 80))
  const notices = [
    notice(
      filed,
      'SECURING_MEASURES',
      `In dem Insolvenzeröffnungsverfahren über das Vermögen der ${debtor} wird zur Sicherung der künftigen Insolvenzmasse die vorläufige Insolvenzverwaltung angeordnet. Vorläufiger Insolvenzverwalter: ${administrator}. Verfügungen der Schuldnerin sind nur mit Zustimmung des vorläufigen Insolvenzverwalters wirksam (§ 21 Abs. 2 Nr. 2 InsO).`,
    ),
    notice(
      opening,
      'OPENING',
      `Über das Vermögen der ${debtor} wird heute, am ${germanDate(statusDate)}, das Insolvenzverfahren eröffnet. Insolvenzverwalter: ${administrator}. Insolvenzforderungen sind bis zum ${germanDate(claimsUntil)} beim Insolvenzverwalter anzumelden.`,
    ),
    notice(
      opening + 1,
      'DATES',
      `Berichtstermin und Prüfungstermin in dem Insolvenzverfahren über das Vermögen der ${debtor}: ${germanDate(hearing)}, 10:00 Uhr, Sitzungssaal des Amtsgerichts ${org.register_court}.`,
    ),
  ]
  // No TERMINATION: proceedings that ended (§ 200 InsO) end the company too, and these are open.
  return notices
}
