/**
 * The shared vocabulary: the Data Hub's codes and German register terms in the analyst's words, in
 * the language shown now (call these when rendering, never when parsing: answers stay in the query
 * cache while the reader switches the language). Every view words codes through here or through
 * the helpers it names (`statusLabel`, `roleInWords`, `subtypeName`), so the same code reads the
 * same everywhere. Codes that are the fact themselves (register IDs, WZ codes beside their label)
 * are not worded.
 */
import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { activeLocale, type Locale } from '@/lib/i18n/locale'

/** A code in words when no word is known: `SOME_CODE` → `Some code`. */
export function humanizeCode(code: string): string {
  const words = code.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/**
 * ISO 3166 alpha-3 → alpha-2, for `Intl.DisplayNames`, which names regions by alpha-2 only. The
 * register's jurisdictions and the countries of addresses: Germany and its neighbours, the EU and
 * the usual seats of foreign parents.
 */
const ALPHA2: Record<string, string> = {
  DEU: 'DE',
  AUT: 'AT',
  CHE: 'CH',
  LIE: 'LI',
  FRA: 'FR',
  NLD: 'NL',
  BEL: 'BE',
  LUX: 'LU',
  DNK: 'DK',
  POL: 'PL',
  CZE: 'CZ',
  ITA: 'IT',
  ESP: 'ES',
  PRT: 'PT',
  IRL: 'IE',
  GBR: 'GB',
  SWE: 'SE',
  NOR: 'NO',
  FIN: 'FI',
  ISL: 'IS',
  EST: 'EE',
  LVA: 'LV',
  LTU: 'LT',
  SVK: 'SK',
  SVN: 'SI',
  HUN: 'HU',
  HRV: 'HR',
  ROU: 'RO',
  BGR: 'BG',
  GRC: 'GR',
  CYP: 'CY',
  MLT: 'MT',
  MCO: 'MC',
  USA: 'US',
  CAN: 'CA',
  CHN: 'CN',
  JPN: 'JP',
  IND: 'IN',
  TUR: 'TR',
  ISR: 'IL',
  ARE: 'AE',
  SGP: 'SG',
  HKG: 'HK',
  AUS: 'AU',
  BRA: 'BR',
  RUS: 'RU',
  UKR: 'UA',
  GGY: 'GG',
  JEY: 'JE',
  IMN: 'IM',
  VGB: 'VG',
  CYM: 'KY',
  BMU: 'BM',
}

/** Country names as data writes them (English in search results, German on records, §9.3). */
const COUNTRY_BY_NAME: Record<string, string> = {
  germany: 'DE',
  deutschland: 'DE',
  austria: 'AT',
  österreich: 'AT',
  switzerland: 'CH',
  schweiz: 'CH',
}

const regionNames = new Map<Locale, Intl.DisplayNames>()

/** The alpha-2 code of a country given as alpha-3, alpha-2 or a known English or German name. */
function alpha2(value: string): string | null {
  const trimmed = value.trim()
  const upper = trimmed.toUpperCase()
  if (ALPHA2[upper]) return ALPHA2[upper]
  if (/^[A-Z]{2}$/.test(upper) && Object.values(ALPHA2).includes(upper)) return upper
  return COUNTRY_BY_NAME[trimmed.toLowerCase()] ?? null
}

/**
 * A country or jurisdiction by name in the interface's language (`DEU` → "Germany" /
 * "Deutschland"); a code this table does not know is shown as delivered rather than guessed.
 */
export function countryName(value: string | null, locale: Locale = activeLocale()): string | null {
  if (!value) return null
  const code = alpha2(value)
  if (!code) return value
  let names = regionNames.get(locale)
  if (!names) {
    names = new Intl.DisplayNames([locale], { type: 'region', fallback: 'none' })
    regionNames.set(locale, names)
  }
  return names.of(code) ?? value
}

/** German states by their German and English names (§9.3: search results write English). */
const STATES: [de: string, en: string][] = [
  ['Baden-Württemberg', 'Baden-Württemberg'],
  ['Bayern', 'Bavaria'],
  ['Berlin', 'Berlin'],
  ['Brandenburg', 'Brandenburg'],
  ['Bremen', 'Bremen'],
  ['Hamburg', 'Hamburg'],
  ['Hessen', 'Hesse'],
  ['Mecklenburg-Vorpommern', 'Mecklenburg-Western Pomerania'],
  ['Niedersachsen', 'Lower Saxony'],
  ['Nordrhein-Westfalen', 'North Rhine-Westphalia'],
  ['Rheinland-Pfalz', 'Rhineland-Palatinate'],
  ['Saarland', 'Saarland'],
  ['Sachsen', 'Saxony'],
  ['Sachsen-Anhalt', 'Saxony-Anhalt'],
  ['Schleswig-Holstein', 'Schleswig-Holstein'],
  ['Thüringen', 'Thuringia'],
]

/** German cities with an English name of their own; every other city is called the same in both. */
const CITIES: [de: string, en: string][] = [
  ['München', 'Munich'],
  ['Köln', 'Cologne'],
  ['Nürnberg', 'Nuremberg'],
  ['Hannover', 'Hanover'],
  ['Braunschweig', 'Brunswick'],
]

const PLACE_NAMES = new Map<string, [de: string, en: string]>()
for (const pair of [...STATES, ...CITIES]) {
  PLACE_NAMES.set(pair[0].toLowerCase(), pair)
  PLACE_NAMES.set(pair[1].toLowerCase(), pair)
}
PLACE_NAMES.set('baden-wurttemberg', STATES[0]!)

/**
 * A state, city or country name in the interface's language ("Munich" / "München", "Bavaria" /
 * "Bayern", "Germany" / "Deutschland"), whichever language the data used; other names unchanged.
 */
export function placeName(name: string, locale: Locale = activeLocale()): string {
  const pair = PLACE_NAMES.get(name.trim().toLowerCase())
  if (pair) return locale === 'de' ? pair[0] : pair[1]
  if (COUNTRY_BY_NAME[name.trim().toLowerCase()]) return countryName(name, locale) ?? name
  return name
}

/**
 * A one-line address (`Leopoldstraße 12, 80802 München, Deutschland`) with its city, state and
 * country in the interface's language. Only whole parts, or the city after a postal code, are
 * renamed, so a street named after a city (`Kölner Straße`) stays as it is.
 */
export function localizeAddress(line: string, locale: Locale = activeLocale()): string {
  return line
    .split(', ')
    .map((part) => {
      const withPostalCode = /^(\d{5}) (.+)$/.exec(part)
      if (withPostalCode) return `${withPostalCode[1]} ${placeName(withPostalCode[2]!, locale)}`
      return placeName(part, locale)
    })
    .join(', ')
}

/** `location_level` (§5.3) in words: the statistical level a place record sits at. */
const LEVEL_WORDS: Record<string, MessageDescriptor> = {
  ADR: msg`Address`,
  PLZ: msg`Postal-code area`,
  GEM: msg`Municipality (Gemeinde)`,
  KRE: msg`District (Kreis)`,
  LAN: msg`Federal state (Land)`,
  STA: msg`Country`,
}

export function locationLevelName(level: string | null): string | null {
  if (!level) return null
  const words = LEVEL_WORDS[level.toUpperCase()]
  return words ? i18n._(words) : level
}

/**
 * German terms the Data Hub delivers as data (crime categories of the police statistics, register
 * document types, status details), with their English words. The German original stays available (`germanTerm`)
 * for a tooltip in the English interface.
 */
const GERMAN_TERMS: Record<string, MessageDescriptor> = {
  'Straftaten insgesamt': msg`All offences`,
  Diebstahl: msg`Theft`,
  Betrug: msg`Fraud`,
  Körperverletzung: msg`Assault`,
  Sachbeschädigung: msg`Criminal damage`,
  Rauschgiftdelikte: msg`Drug offences`,
  Wohnungseinbruchdiebstahl: msg`Domestic burglary`,
  'Sonstige Straftaten': msg`Other offences`,
  Gewaltkriminalität: msg`Violent crime`,
  Straßenkriminalität: msg`Street crime`,
  Cyberkriminalität: msg`Cybercrime`,
  'Insolvenzverfahren eröffnet': msg`Insolvency proceedings opened`,
  'In Liquidation': msg`In liquidation`,
  Gelöscht: msg`Deleted from the register`,
  'Keine Geschäftstätigkeit': msg`No business activity`,
  Verschmolzen: msg`Merged`,
  Satzung: msg`Articles of association`,
  Gesellschaftsvertrag: msg`Partnership or company agreement`,
  Gesellschafterliste: msg`List of shareholders`,
  Jahresabschluss: msg`Annual financial statements`,
  Konzernabschluss: msg`Consolidated financial statements`,
  'Freiwillige Feuerwehr': msg`Volunteer fire brigade`,
  Berufsfeuerwehr: msg`Professional fire brigade`,
  Werkfeuerwehr: msg`Works fire brigade`,
}

export interface WordedTerm {
  /** What to show, in the interface's language. */
  text: string
  /** The German original when `text` is a translation of it (for a tooltip), else null. */
  german: string | null
}

/**
 * A German term from the data in the interface's language: translated in English with the German
 * kept for a tooltip, as delivered in German. An unknown term is shown as delivered.
 */
export function germanTerm(term: string, locale: Locale = activeLocale()): WordedTerm {
  const known = GERMAN_TERMS[term.trim()]
  if (!known || locale === 'de') return { text: term, german: null }
  return { text: i18n._(known), german: term }
}
