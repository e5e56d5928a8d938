/**
 * The organization filters' choices that are not part of the URL schema, and their translation into
 * the API's `filters` JSON (docs/datahub-api.md §4.1). Kept apart from organization-filters.ts,
 * which every page loads with the route schemas.
 */
import { FINANCIAL_METRICS, isFilterStatus, type OrganizationFilters } from './organization-filters'

export const LEGAL_FORMS = [
  'GmbH',
  'AG',
  'SE',
  'UG (haftungsbeschränkt)',
  'GmbH & Co. KG',
  'KG',
  'OHG',
  'GbR',
  'eG',
  'e.V.',
]
export const STATES = [
  'Baden-Württemberg',
  'Bayern',
  'Berlin',
  'Brandenburg',
  'Bremen',
  'Hamburg',
  'Hessen',
  'Mecklenburg-Vorpommern',
  'Niedersachsen',
  'Nordrhein-Westfalen',
  'Rheinland-Pfalz',
  'Saarland',
  'Sachsen',
  'Sachsen-Anhalt',
  'Schleswig-Holstein',
  'Thüringen',
]

export const DEFAULT_RADIUS_KM = 10

type Range = { gte?: number; lte?: number }

/** The API's `filters` object (§4.1), or undefined when no filter is set. */
export function toApiFilters(filters: OrganizationFilters): Record<string, unknown> | undefined {
  const api: Record<string, unknown> = {}
  const set = (key: string, value: unknown) => {
    if (value !== undefined && value !== '') api[key] = value
  }
  // Only the documented filter values reach the API; the page explains any other.
  set('status', isFilterStatus(filters.status) ? filters.status : undefined)
  set('legal_form_code', filters.legal_form)
  set('registration_type', filters.register_type)
  set('registration_authority_name', filters.court)
  set('city', filters.city)
  set('postal_code', filters.postal_code)
  set('state', filters.state)
  set('industry_code', filters.industry_code)
  set('bs_company_size_category', filters.size)
  const financial: Record<string, Range> = {}
  const values = filters as Record<string, number | undefined>
  for (const { param, metric } of FINANCIAL_METRICS) {
    const range: Range = {}
    if (values[`${param}_min`] !== undefined) range.gte = values[`${param}_min`]
    if (values[`${param}_max`] !== undefined) range.lte = values[`${param}_max`]
    if (Object.keys(range).length > 0) financial[metric] = range
  }
  if (Object.keys(financial).length > 0) api.financial_filters = financial
  // Radius search needs both a centre and a distance (§4.1); a centre alone uses the default radius.
  if (filters.near_lat !== undefined && filters.near_lon !== undefined) {
    api.location_coordinates = { lat: filters.near_lat, lon: filters.near_lon }
    api.location_max_distance_km = filters.radius_km ?? DEFAULT_RADIUS_KM
  }
  return Object.keys(api).length > 0 ? api : undefined
}

export function countActiveFilters(filters: OrganizationFilters): number {
  const api = toApiFilters(filters)
  if (!api) return 0
  const financial = api.financial_filters as Record<string, unknown> | undefined
  return (
    Object.keys(api).filter(
      (key) => key !== 'financial_filters' && key !== 'location_max_distance_km',
    ).length + (financial ? Object.keys(financial).length : 0)
  )
}
