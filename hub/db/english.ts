/** English place names for search results (§4.3: English state and country names there). */
import { CITY_NAMES_EN, COUNTRY, STATES } from '../domain/states'

const STATE_EN = new Map(Object.values(STATES).map((state) => [state.name, state.nameEn]))
export const STATE_LOCAL = new Map(
  Object.values(STATES).map((state) => [state.nameEn.toLowerCase(), state.name]),
)

export const stateEn = (state: string | null) => (state ? (STATE_EN.get(state) ?? state) : null)
export const cityEn = (city: string | null) => (city ? (CITY_NAMES_EN[city] ?? city) : null)
export const COUNTRY_EN = COUNTRY.nameEn

/** One-line English address: `Leopoldstraße 12, 80802 Munich, Germany`. */
export function englishAddress(parts: {
  street?: string | null
  house_number?: string | null
  postal_code?: string | null
  city?: string | null
  county?: string | null
  state?: string | null
  subtype?: string
}): string {
  const street = [parts.street, parts.house_number].filter(Boolean).join(' ')
  const place = [parts.postal_code, cityEn(parts.city ?? null)].filter(Boolean).join(' ')
  const area =
    parts.subtype === 'STATE' || parts.subtype === 'MUNICIPALITY' || parts.subtype === 'COUNTY'
      ? stateEn(parts.state ?? null)
      : null
  const county = parts.subtype === 'COUNTY' ? parts.county : null
  return [street, county, place, area, COUNTRY_EN].filter(Boolean).join(', ')
}
