/**
 * Services over the real geography tables: geocoding a postal code / city, the nearest places to a
 * coordinate, and the statistics of the district a postal code lies in.
 */
import type { Database } from 'better-sqlite3'
import { invalid } from '../http'

const EARTH_RADIUS_KM = 6371

function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(a))
}

const round = (value: number, digits: number) => Math.round(value * 10 ** digits) / 10 ** digits

export function geocodeAddress(
  db: Database,
  inputs: { postal_code?: string; city?: string; max_candidates?: number },
) {
  const postalCode = inputs.postal_code?.trim()
  const city = inputs.city?.trim()
  if (!postalCode && !city)
    throw invalid(['body', 'inputs', 'postal_code'], 'postal_code or city is required')
  const limit = clampInput(inputs.max_candidates ?? 1, 1, 20, 'max_candidates')
  const rows = postalCode
    ? (db
        .prepare(
          `SELECT p.postal_code, p.place, p.lat, p.lon, d.name AS district, s.name AS state FROM postal_codes p
           LEFT JOIN districts d ON d.ags = p.district_ags LEFT JOIN states s ON s.code = p.state_code
           WHERE p.postal_code = ? AND p.lat IS NOT NULL
           ORDER BY (? IS NOT NULL AND lower(p.place) = lower(?)) DESC, p.place LIMIT ?`,
        )
        .all(postalCode, city ?? null, city ?? null, limit) as GeoRow[])
    : (db
        .prepare(
          `SELECT NULL AS postal_code, c.name AS place, c.lat, c.lon, d.name AS district, s.name AS state FROM cities c
           LEFT JOIN districts d ON d.ags = c.district_ags LEFT JOIN states s ON s.code = c.state_code
           WHERE c.name = ? COLLATE NOCASE ORDER BY c.population DESC, c.id LIMIT ?`,
        )
        .all(city, limit) as GeoRow[])
  return {
    precision: postalCode ? 'postal_code' : 'city',
    candidates: rows.map((row) => ({
      postal_code: row.postal_code,
      place: row.place,
      latitude: row.lat,
      longitude: row.lon,
      district: row.district,
      state: row.state,
    })),
  }
}

interface GeoRow {
  postal_code: string | null
  place: string
  lat: number
  lon: number
  district: string | null
  state: string | null
}

export function nearbyPlaces(
  db: Database,
  inputs: { latitude: number; longitude: number; max_results?: number; min_population?: number },
) {
  const { latitude, longitude } = inputs
  if (latitude < -90 || latitude > 90)
    throw invalid(['body', 'inputs', 'latitude'], 'latitude must be between -90 and 90')
  if (longitude < -180 || longitude > 180)
    throw invalid(['body', 'inputs', 'longitude'], 'longitude must be between -180 and 180')
  const limit = clampInput(inputs.max_results ?? 5, 1, 50, 'max_results')
  const cities = db
    .prepare(
      `SELECT c.id, c.name, c.population, c.lat, c.lon, d.name AS district, s.name AS state FROM cities c
       LEFT JOIN districts d ON d.ags = c.district_ags LEFT JOIN states s ON s.code = c.state_code
       WHERE c.population >= ?`,
    )
    .all(inputs.min_population ?? 0) as {
    id: number
    name: string
    population: number
    lat: number
    lon: number
    district: string | null
    state: string | null
  }[]
  return cities
    .map((city) => ({ city, distance: distanceKm(latitude, longitude, city.lat, city.lon) }))
    .sort((a, b) => a.distance - b.distance || a.city.id - b.city.id)
    .slice(0, limit)
    .map(({ city, distance }) => ({
      name: city.name,
      population: city.population,
      latitude: city.lat,
      longitude: city.lon,
      district: city.district,
      state: city.state,
      distance_km: round(distance, 2),
    }))
}

export function districtStatistics(
  db: Database,
  inputs: { postal_code: string; include_state?: boolean },
) {
  const district = db
    .prepare(
      `SELECT d.ags, d.name, d.type, d.area_km2, d.population, d.population_per_km2, d.state_code, s.name AS state
       FROM postal_codes p JOIN districts d ON d.ags = p.district_ags JOIN states s ON s.code = d.state_code
       WHERE p.postal_code = ? ORDER BY p.place LIMIT 1`,
    )
    .get(inputs.postal_code.trim()) as
    | {
        ags: string
        name: string
        type: string
        area_km2: number
        population: number
        population_per_km2: number
        state_code: string
        state: string
      }
    | undefined
  if (!district) return null
  const result: Record<string, unknown> = {
    postal_code: inputs.postal_code.trim(),
    district: {
      district_key: district.ags,
      name: district.name,
      type: district.type,
      area_km2: district.area_km2,
      population: district.population,
      population_per_km2: district.population_per_km2,
    },
  }
  if (inputs.include_state) {
    const state = db
      .prepare(
        'SELECT SUM(area_km2) AS area, SUM(population) AS population FROM districts WHERE state_code = ?',
      )
      .get(district.state_code) as { area: number; population: number }
    result.state = {
      name: district.state,
      area_km2: round(state.area, 2),
      population: state.population,
      population_per_km2: round(state.population / state.area, 1),
      district_population_share: round(district.population / state.population, 4),
    }
  }
  return result
}

function clampInput(value: number, min: number, max: number, name: string): number {
  if (value < min || value > max)
    throw invalid(['body', 'inputs', name], `${name} must be between ${min} and ${max}`)
  return value
}
