/**
 * Builds the §5 entity records (organization, person, location) from their rows. Search results
 * embed the same location record in its English form (§4.3); the entity endpoint uses local names.
 */
import type { Database, Statement } from 'better-sqlite3'
import { LEGAL_FORM_BY_CODE } from '../domain/legal-forms'
import { INDUSTRY_BY_CODE } from '../domain/wz2025'
import { COUNTRY_EN, cityEn, englishAddress, stateEn } from './english'

export const SOURCE_ID = 'data_sources/1051122944'
export const SOURCE_KEY = '1051122944'

export interface LocationRow {
  id: string
  subtype: string
  lat: number
  lon: number
  location_level: string | null
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  county: string | null
  state: string | null
  country: string
  formatted_address: string
  alternative_names: string
  elevation: number | null
  district_ags: string | null
  city_id: number | null
  created_at: string
  updated_at: string
  version: string
}

export type OrganizationRow = Record<string, unknown> & {
  id: string
  seq: number
  name: string
  other_names: string
  legal_form: string
  entity_subtype: string
  status: string
  active: number
  status_detail: string | null
  register_court: string
  register_court_id: string
  register_type: string
  register_number: string
  registration_date: string
  founding_date: string | null
  cessation_date: string | null
  address_location_id: string
  street: string | null
  house_number: string | null
  postal_code: string | null
  city: string | null
  industry_code: string | null
  purpose_de: string | null
  purpose_en: string | null
  website: string | null
  phone: string | null
  email: string | null
  web_keywords: string | null
  created_at: string
  updated_at: string
  version: string
}

export interface PersonRow {
  id: string
  seq: number
  given: string
  family: string
  maiden: string | null
  aliases: string
  birth_date: string | null
  birth_is_month: number
  home_location_id: string | null
  created_at: string
  updated_at: string
  version: string
}

/** Date-only values become midnight date-times with an offset (§1). */
const midnight = (date: string | null) => (date ? `${date}T00:00:00+00:00` : null)

function statements(db: Database) {
  let cached = cache.get(db)
  if (!cached) {
    cached = {
      location: db.prepare('SELECT * FROM locations WHERE id = ?'),
      court: db.prepare('SELECT r.id, r.name, r.location_id FROM register_courts r WHERE r.id = ?'),
      city: db.prepare('SELECT municipality_ags FROM cities WHERE id = ?'),
      district: db.prepare('SELECT nuts3 FROM districts WHERE ags = ?'),
      state: db.prepare('SELECT code FROM states WHERE name = ?'),
    }
    cache.set(db, cached)
  }
  return cached
}
const cache = new WeakMap<
  Database,
  Record<'location' | 'court' | 'city' | 'district' | 'state', Statement>
>()

export function findLocationRow(db: Database, id: string): LocationRow | undefined {
  return statements(db).location.get(id) as LocationRow | undefined
}

function locationExternalIds(db: Database, row: LocationRow): Record<string, string> | undefined {
  const query = statements(db)
  if (row.subtype === 'MUNICIPALITY' && row.city_id !== null) {
    const city = query.city.get(row.city_id) as { municipality_ags: string } | undefined
    return { geonames_id: String(row.city_id), ...(city ? { ags: city.municipality_ags } : {}) }
  }
  if (row.subtype === 'COUNTY' && row.district_ags) {
    const district = query.district.get(row.district_ags) as { nuts3: string | null } | undefined
    return { ags: row.district_ags, ...(district?.nuts3 ? { nuts3: district.nuts3 } : {}) }
  }
  if (row.subtype === 'STATE' && row.state) {
    const state = query.state.get(row.state) as { code: string } | undefined
    return state ? { ags: state.code } : undefined
  }
  return undefined
}

export function locationRecord(db: Database, row: LocationRow, { english = false } = {}) {
  const components: { component_type: string; component_value: string }[] = []
  const push = (type: string, value: string | null) =>
    value && components.push({ component_type: type, component_value: value })
  push('house_number', row.house_number)
  push('street', row.street)
  push('postal_code', row.postal_code)
  push('city', english ? cityEn(row.city) : row.city)
  push('county', row.county)
  push('state', english ? stateEn(row.state) : row.state)
  push('country', english ? COUNTRY_EN : row.country)
  const externalIds = locationExternalIds(db, row)
  return {
    fb_entity_id: row.id,
    fb_datetime: row.updated_at,
    fb_entity_version: row.version,
    entity_type: 'LOCATION' as const,
    entity_subtype: row.subtype,
    created_at: row.created_at,
    updated_at: row.updated_at,
    ...(externalIds ? { external_ids: externalIds } : {}),
    coordinate: { latitude: row.lat, longitude: row.lon },
    location_level: row.location_level,
    address_components: components,
    alternative_names: JSON.parse(row.alternative_names) as string[],
    elevation: row.elevation,
    fb_semantic_id: `location:${row.subtype.toLowerCase()}:${row.id}`,
    formatted_address: english ? englishAddress(row) : row.formatted_address,
  }
}

export function registerEntityName(
  row: Pick<OrganizationRow, 'register_court' | 'register_type' | 'register_number'>,
) {
  return `${row.register_court} ${row.register_type} ${row.register_number}`
}

export function organizationRecord(db: Database, row: OrganizationRow) {
  const query = statements(db)
  const address = findLocationRow(db, row.address_location_id)
  const court = query.court.get(row.register_court_id) as
    { id: string; name: string; location_id: string } | undefined
  const industry = row.industry_code ? INDUSTRY_BY_CODE.get(row.industry_code) : undefined
  const legalForm = LEGAL_FORM_BY_CODE.get(row.legal_form)
  const keywords = row.web_keywords ? (JSON.parse(row.web_keywords) as string[]) : null
  const registryId = `${row.register_court_id}_${row.register_type}_${row.register_number}`
  return {
    fb_entity_id: row.id,
    fb_datetime: row.updated_at,
    fb_entity_version: row.version,
    fb_semantic_id: `organization:de:${row.register_court_id}:${row.register_type}:${row.register_number}`,
    entity_type: 'ORGANIZATION' as const,
    entity_subtype: row.entity_subtype,
    created_at: row.created_at,
    updated_at: row.updated_at,
    external_ids: { fb_german_business_registry_entity_id: registryId },
    status: { active: row.active === 1, status: row.status, status_detail: row.status_detail },
    name: row.name,
    other_names: JSON.parse(row.other_names) as string[],
    description: {
      registry: { de: row.purpose_de ?? '', ...(row.purpose_en ? { en: row.purpose_en } : {}) },
    },
    address: address ? locationRecord(db, address) : null,
    other_addresses: null,
    jurisdiction: { iso_alpha3: 'DEU' },
    contact: {
      websites: { primary: row.website },
      phone_numbers: { primary: row.phone },
      ...(row.email ? { emails: { primary: row.email } } : {}),
    },
    founding_date: midnight(row.founding_date),
    cessation_date: midnight(row.cessation_date),
    classifications: {
      web: keywords
        ? keywords.map((keyword) => ({ source: 'website', value: { de: keyword } }))
        : null,
      industry_codes: industry
        ? [{ system: 'WZ2025', code: industry.code, label: { de: industry.de, en: industry.en } }]
        : null,
      legal_form: legalForm ? { code: legalForm.code, name: { de: legalForm.name } } : null,
    },
    legal: {
      registration_authority: {
        local: {
          registration_authority_id: row.register_court_id,
          registration_authority_name: row.register_court,
          registration_authority_entity_id: registryId,
          registration_authority_entity_name: registerEntityName(row),
          registration_type: row.register_type,
          registration_number: row.register_number,
          registration_id_extra: null,
          registration_authority_location: court
            ? { fb_entity_id: court.location_id, entity_type: 'LOCATION', display_name: court.name }
            : null,
        },
      },
    },
    source: { id: SOURCE_ID },
  }
}

export function personRecord(db: Database, row: PersonRow) {
  const home = row.home_location_id ? findLocationRow(db, row.home_location_id) : undefined
  return {
    fb_entity_id: row.id,
    fb_datetime: row.updated_at,
    fb_entity_version: row.version,
    entity_type: 'PERSON' as const,
    entity_subtype: 'INDIVIDUAL' as const,
    created_at: row.created_at,
    updated_at: row.updated_at,
    external_ids: {},
    name: {
      given: row.given,
      family: row.family,
      maiden: row.maiden,
      aliases: JSON.parse(row.aliases) as string[],
    },
    birth_date: row.birth_date
      ? { value: midnight(row.birth_date)!, is_month: row.birth_is_month === 1 }
      : null,
    locations: { home: home ? locationRecord(db, home) : null },
    source: { id: SOURCE_ID },
    fb_semantic_id: `person:${row.id}`,
  }
}
