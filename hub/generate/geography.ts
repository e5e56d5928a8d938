/**
 * Geography step: states, districts, cities and postal codes from the data packages, each with its
 * location record (COUNTRY, STATE, COUNTY, MUNICIPALITY, CITY_POSTAL_CODE). Returns the in-memory
 * view the organization and person steps place their addresses with.
 */
import type { GenerateContext } from './context'
import { CITY_NAMES_EN, COUNTRY, COUNTRY_COORDINATE, STATES } from '../domain/states'
import { loadCities, loadDistricts, type SourceCity } from './geo-sources'
import { groupBy } from './group-by'
import { insertLocation } from './locations'
import { createNearest } from './nearest'
import { resolvePostalCodes, type PostalEntry } from './postal-codes'
import { entityId } from './random'
import { inserter, round } from './sql'

export interface PlacedCity extends SourceCity {
  locationId: string
  districtName: string
  postal: PostalEntry[]
}

export interface Geography {
  /** Municipalities (not city sections), the places organizations and persons live in. */
  cities: PlacedCity[]
  cityById: Map<number, PlacedCity>
  postal: PostalEntry[]
}

export function generateGeography(ctx: GenerateContext): Geography {
  const { db, now } = ctx
  const random = ctx.random('geography')
  const stamp = { created_at: now, updated_at: now }
  const allCities = loadCities()
  const districts = loadDistricts()
  const districtByAgs = new Map(districts.map((district) => [district.ags, district]))
  const municipalities = allCities.filter(
    (city) => !city.isSection && districtByAgs.has(city.districtAgs),
  )

  // Areas are located at their population-weighted centroid.
  const centroid = (cities: SourceCity[]) => {
    const weight = cities.reduce((sum, city) => sum + city.population, 0)
    if (!weight) return null
    return {
      lat: round(cities.reduce((sum, city) => sum + city.lat * city.population, 0) / weight, 5),
      lon: round(cities.reduce((sum, city) => sum + city.lon * city.population, 0) / weight, 5),
    }
  }
  const citiesByDistrict = groupBy(municipalities, (city) => city.districtAgs)
  const citiesByState = groupBy(municipalities, (city) => city.stateCode)

  insertLocation(db, {
    id: entityId('location', 'country:DEU'),
    subtype: 'COUNTRY',
    ...COUNTRY_COORDINATE,
    location_level: 'STA',
    formatted_address: COUNTRY.name,
    alternative_names: JSON.stringify([COUNTRY.nameEn, 'Bundesrepublik Deutschland']),
    ...stamp,
  })
  const insertState = inserter(db, 'states', ['code', 'name', 'name_en', 'location_id'])
  for (const [code, state] of Object.entries(STATES)) {
    const id = entityId('location', `state:${code}`)
    const center = centroid(citiesByState.get(code) ?? []) ?? COUNTRY_COORDINATE
    insertLocation(db, {
      id,
      subtype: 'STATE',
      ...center,
      location_level: 'LAN',
      state: state.name,
      formatted_address: `${state.name}, ${COUNTRY.name}`,
      alternative_names: JSON.stringify(state.nameEn === state.name ? [] : [state.nameEn]),
      ...stamp,
    })
    insertState({ code, name: state.name, name_en: state.nameEn, location_id: id })
  }

  const insertDistrict = inserter(db, 'districts', [
    'ags',
    'name',
    'type',
    'nuts3',
    'area_km2',
    'population',
    'population_male',
    'population_female',
    'population_per_km2',
    'state_code',
    'location_id',
  ])
  for (const district of districts) {
    const stateCode = district.ags.slice(0, 2)
    const state = STATES[stateCode]!
    const id = entityId('location', `county:${district.ags}`)
    const center =
      centroid(citiesByDistrict.get(district.ags) ?? []) ??
      centroid(citiesByState.get(stateCode) ?? []) ??
      COUNTRY_COORDINATE
    insertLocation(db, {
      id,
      subtype: 'COUNTY',
      ...center,
      location_level: 'KRE',
      county: district.name,
      state: state.name,
      formatted_address: `${district.name}, ${state.name}, ${COUNTRY.name}`,
      district_ags: district.ags,
      ...stamp,
    })
    insertDistrict({
      ags: district.ags,
      name: district.name,
      type: district.type,
      nuts3: district.nuts3,
      area_km2: district.areaKm2,
      population: district.population,
      population_male: district.populationMale,
      population_female: district.populationFemale,
      population_per_km2: district.populationPerKm2,
      state_code: stateCode,
      location_id: id,
    })
  }

  const insertCity = inserter(db, 'cities', [
    'id',
    'name',
    'population',
    'lat',
    'lon',
    'district_ags',
    'municipality_ags',
    'state_code',
    'location_id',
  ])
  const placed: PlacedCity[] = municipalities.map((city) => {
    const district = districtByAgs.get(city.districtAgs)!
    const state = STATES[city.stateCode]!
    const id = entityId('location', `municipality:${city.id}`)
    insertLocation(db, {
      id,
      subtype: 'MUNICIPALITY',
      lat: city.lat,
      lon: city.lon,
      location_level: 'GEM',
      city: city.name,
      county: district.name,
      state: state.name,
      formatted_address: `${city.name}, ${state.name}, ${COUNTRY.name}`,
      district_ags: city.districtAgs,
      city_id: city.id,
      alternative_names: JSON.stringify(CITY_NAMES_EN[city.name] ? [CITY_NAMES_EN[city.name]] : []),
      ...stamp,
    })
    insertCity({
      id: city.id,
      name: city.name,
      population: city.population,
      lat: city.lat,
      lon: city.lon,
      district_ags: city.districtAgs,
      municipality_ags: city.municipalityAgs,
      state_code: city.stateCode,
      location_id: id,
    })
    return { ...city, locationId: id, districtName: district.name, postal: [] }
  })
  const cityById = new Map(placed.map((city) => [city.id, city]))

  const postal = resolvePostalCodes(placed, (span) => (random.next() - 0.5) * span)
  const insertPostal = inserter(db, 'postal_codes', [
    'postal_code',
    'place',
    'city_id',
    'lat',
    'lon',
    'district_ags',
    'state_code',
    'location_id',
  ])
  for (const entry of postal) {
    const city = cityById.get(entry.cityId)!
    const state = STATES[entry.stateCode]!
    insertLocation(db, {
      id: entry.locationId,
      subtype: 'CITY_POSTAL_CODE',
      lat: entry.lat,
      lon: entry.lon,
      location_level: 'PLZ',
      postal_code: entry.postalCode,
      city: entry.place,
      county: city.districtName,
      state: state.name,
      formatted_address: `${entry.postalCode} ${entry.place}, ${COUNTRY.name}`,
      district_ags: entry.districtAgs,
      city_id: entry.cityId,
      ...stamp,
    })
    insertPostal({
      postal_code: entry.postalCode,
      place: entry.place,
      city_id: entry.cityId,
      lat: entry.lat,
      lon: entry.lon,
      district_ags: entry.districtAgs,
      state_code: entry.stateCode,
      location_id: entry.locationId,
    })
    if (city.name === entry.place) city.postal.push(entry)
  }
  // A town without its own postal code entry shares the nearest one (small towns inside a bigger code area).
  const nearestPostal = createNearest(postal)
  for (const city of placed) {
    if (!city.postal.length) city.postal.push(nearestPostal(city.lat, city.lon))
  }
  return { cities: placed, cityById, postal }
}
