import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg, t } from '@lingui/core/macro'
import { readCoordinate, type Coordinate } from './coordinate'
import { localizeAddress, placeName } from './vocabulary'
import { isEntityId, listOf, num, record, reject, stringList, text, tolerant } from './fields'

export type { Coordinate }

export interface AddressComponent {
  type: string
  value: string
}

export interface LocationView {
  id: string | null
  version: string | null
  /** `LOCALITY`, `CITY_POSTAL_CODE`, ...; null on older records without a subtype (§9.11). */
  subtype: string | null
  formattedAddress: string | null
  coordinate: Coordinate | null
  components: AddressComponent[]
  street: string | null
  houseNumber: string | null
  postalCode: string | null
  city: string | null
  county: string | null
  /** German state name (`Bayern`), whatever language the response used (§9.3). */
  state: string | null
  /** ISO alpha-3 country code (`DEU`). */
  country: string | null
  level: string | null
  elevation: number | null
  alternativeNames: string[]
}

/** Search results and older data name states in English (§9.3); the view uses the local names. */
const STATE_NAMES: Record<string, string> = {
  'baden-wurttemberg': 'Baden-Württemberg',
  'baden-württemberg': 'Baden-Württemberg',
  bavaria: 'Bayern',
  berlin: 'Berlin',
  brandenburg: 'Brandenburg',
  bremen: 'Bremen',
  hamburg: 'Hamburg',
  hesse: 'Hessen',
  'lower saxony': 'Niedersachsen',
  'mecklenburg-western pomerania': 'Mecklenburg-Vorpommern',
  'mecklenburg-vorpommern': 'Mecklenburg-Vorpommern',
  'north rhine-westphalia': 'Nordrhein-Westfalen',
  'rhineland-palatinate': 'Rheinland-Pfalz',
  saarland: 'Saarland',
  saxony: 'Sachsen',
  'saxony-anhalt': 'Sachsen-Anhalt',
  'schleswig-holstein': 'Schleswig-Holstein',
  thuringia: 'Thüringen',
}

const COUNTRY_CODES: Record<string, string> = {
  germany: 'DEU',
  deutschland: 'DEU',
  de: 'DEU',
  deu: 'DEU',
}

export function normalizeStateName(value: string | null): string | null {
  if (!value) return null
  return STATE_NAMES[value.trim().toLowerCase()] ?? value
}

export function normalizeCountry(value: string | null): string | null {
  if (!value) return null
  return COUNTRY_CODES[value.trim().toLowerCase()] ?? value.toUpperCase()
}

const component = tolerant((value, context): AddressComponent => {
  const raw = record.parse(value)
  const type = text.parse(raw.component_type)
  const componentValue =
    text.parse(raw.component_value) ??
    (typeof raw.component_value === 'number' ? String(raw.component_value) : null)
  if (!type || !componentValue) return reject(context, 'incomplete address component')
  return { type, value: componentValue }
})

/** A coordinate field (./coordinate.ts), for schemas. */
export const coordinate = tolerant(readCoordinate)

export const locationView = tolerant((value): LocationView => {
  const raw = record.parse(value)
  const components = listOf(component).parse(raw.address_components)
  const find = (type: string) => components.find((entry) => entry.type === type)?.value ?? null
  const id = isEntityId(raw.fb_entity_id) ? raw.fb_entity_id : null
  return {
    id,
    version: text.parse(raw.fb_entity_version),
    subtype: text.parse(raw.entity_subtype)?.toUpperCase() ?? null,
    formattedAddress: text.parse(raw.formatted_address) ?? text.parse(raw.display_address),
    coordinate: coordinate.parse(raw.coordinate),
    components,
    street: find('street'),
    houseNumber: find('house_number'),
    postalCode: find('postal_code'),
    city: find('city'),
    county: find('county'),
    state: normalizeStateName(find('state')),
    country: normalizeCountry(find('country')),
    level: text.parse(raw.location_level),
    elevation: num.parse(raw.elevation),
    alternativeNames: stringList.parse(raw.alternative_names),
  }
})

/** A short name for a location: the formatted address, else city and postal code, else the ID. */
export function locationTitle(location: LocationView): string {
  // Records write German names ("…, 80331 München, Deutschland"): shown in the interface's language.
  if (location.formattedAddress) return localizeAddress(location.formattedAddress)
  return (
    [location.postalCode, location.city && placeName(location.city)].filter(Boolean).join(' ') ||
    (location.state && placeName(location.state)) ||
    location.id ||
    t`Unknown place`
  )
}

/** The kinds of place (§5.3 `entity_subtype`) as short names, for badges and result lines. */
const SUBTYPE_NAMES: Record<string, MessageDescriptor> = {
  LOCALITY: msg`Address`,
  CITY_POSTAL_CODE: msg`Postal-code area`,
  CITY_NO_POSTAL_CODE: msg`City or town`,
  MUNICIPALITY: msg`Municipality`,
  COUNTY: msg`County`,
  STATE: msg`Federal state`,
  COUNTRY: msg`Country`,
}

/** A code's name from `names` in the language shown now; an unknown code humanized. */
function nameOfCode(names: Record<string, MessageDescriptor>, code: string): string {
  const known = names[code]
  if (known) return i18n._(known)
  const words = code.toLowerCase().replace(/_+/g, ' ').trim()
  return words.charAt(0).toUpperCase() + words.slice(1)
}

/** The kind of place in a few words, in the language shown now; an unknown kind humanized. */
export function subtypeName(subtype: string): string {
  return nameOfCode(SUBTYPE_NAMES, subtype)
}

/** The parts of an address (§5.3 `address_components`), as the location page labels them. */
const COMPONENT_NAMES: Record<string, MessageDescriptor> = {
  house_number: msg`House number`,
  street: msg`Street`,
  postal_code: msg`Postal code`,
  city: msg`City`,
  county: msg`County`,
  state: msg`State`,
  country: msg`Country`,
}

/** An address part's name in the language shown now; an unknown part humanized. */
export function addressComponentName(type: string): string {
  return nameOfCode(COMPONENT_NAMES, type)
}

const SUBTYPE_TEXT: Record<string, MessageDescriptor> = {
  LOCALITY: msg`A building-level address (street and house number).`,
  CITY_POSTAL_CODE: msg`A postal-code area within a city.`,
  CITY_NO_POSTAL_CODE: msg`A city or town as a whole, without a postal code.`,
  MUNICIPALITY: msg`A municipality (Gemeinde), the smallest administrative unit.`,
  COUNTY: msg`A county (Landkreis) or county-free city (kreisfreie Stadt).`,
  STATE: msg`A federal state (Bundesland).`,
  COUNTRY: msg`A country.`,
}

/** The subtype explained in words for the location page, in the language shown now (render time). */
export function describeSubtype(subtype: string | null): string {
  if (!subtype) return t`The kind of place is not recorded.`
  const known = SUBTYPE_TEXT[subtype]
  if (known) return i18n._(known)
  const kind = subtype.toLowerCase().replace(/_/g, ' ')
  return t`A place of kind “${kind}”.`
}

/** A zoom that shows the whole place: a building up close, a county or state from afar. */
export function zoomForSubtype(subtype: string | null): number {
  switch (subtype) {
    case 'LOCALITY':
      return 16
    case 'CITY_POSTAL_CODE':
      return 13
    case 'CITY_NO_POSTAL_CODE':
    case 'MUNICIPALITY':
      return 12
    case 'COUNTY':
      return 9
    case 'STATE':
      return 7
    case 'COUNTRY':
      return 5
    default:
      return 11
  }
}
