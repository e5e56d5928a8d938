/**
 * Geography step: states, districts, cities and postal codes from the data packages, each with its
 * location record (COUNTRY, STATE, COUNTY, MUNICIPALITY, CITY_POSTAL_CODE). Returns the in-memory
 * view the organization and person steps place their addresses with.
 */
import type { GenerateContext } from './context'
import { CITY_NAMES_EN, COUNTRY, STATES } from './data/states'
import { loadCities, loadDistricts, loadPostalCodes, type SourceCity } from './geo-sources'
import { insertLocation, type LocationRow } from './locations'
import { entityId } from './random'
import { inserter, round } from './sql'

export interface PostalEntry {
  postalCode: string
  place: string
  cityId: number
  lat: number
  lon: number
  districtAgs: string
  stateCode: string
  locationId: string
}

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

const COUNTRY_COORDINATE = { lat: 51.1657, lon: 10.4515 }

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

/**
 * Places each (postal code, place) pair: by the city of that name (the one nearest the code
 * area when several share it), else near the known places of the same 3-digit code area.
 */
function resolvePostalCodes(cities: PlacedCity[], jitter: (span: number) => number): PostalEntry[] {
  const byName = groupBy(cities, (city) => city.name)
  const pairs = loadPostalCodes().flatMap(([postalCode, places]) =>
    [...new Set(places)].map((place) => ({ postalCode, place })),
  )
  const areaSums = new Map<string, { lat: number; lon: number; count: number }>()
  const addToArea = (key: string, city: SourceCity) => {
    const sum = areaSums.get(key) ?? { lat: 0, lon: 0, count: 0 }
    sum.lat += city.lat
    sum.lon += city.lon
    sum.count++
    areaSums.set(key, sum)
  }
  for (const { postalCode, place } of pairs) {
    const candidates = byName.get(place)
    if (candidates?.length === 1) {
      addToArea(postalCode.slice(0, 3), candidates[0]!)
      addToArea(postalCode.slice(0, 2), candidates[0]!)
    }
  }
  const areaCenter = (postalCode: string) => {
    const sum = areaSums.get(postalCode.slice(0, 3)) ?? areaSums.get(postalCode.slice(0, 2))
    return sum ? { lat: sum.lat / sum.count, lon: sum.lon / sum.count } : COUNTRY_COORDINATE
  }
  const nearestCity = createNearest(cities)
  return pairs.map(({ postalCode, place }) => {
    const center = areaCenter(postalCode)
    const candidates = byName.get(place)
    let city: PlacedCity
    let lat: number
    let lon: number
    if (candidates?.length) {
      city = candidates.length === 1 ? candidates[0]! : nearest(candidates, center.lat, center.lon)
      lat = city.lat
      lon = city.lon
    } else {
      lat = round(center.lat + jitter(0.08), 5)
      lon = round(center.lon + jitter(0.12), 5)
      city = nearestCity(lat, lon)
    }
    return {
      postalCode,
      place,
      cityId: city.id,
      lat,
      lon,
      districtAgs: city.districtAgs,
      stateCode: city.stateCode,
      locationId: entityId('location', `postal:${postalCode}:${place}`),
    }
  })
}

/**
 * Nearest-item lookup over a 0.25° grid, searching rings outwards: thousands of lookups over
 * thousands of places must stay in milliseconds, not seconds.
 */
export function createNearest<T extends { lat: number; lon: number }>(items: readonly T[]) {
  const CELL = 0.25
  const cells = new Map<string, T[]>()
  for (const item of items) {
    const key = `${Math.floor(item.lat / CELL)}:${Math.floor(item.lon / CELL)}`
    const cell = cells.get(key)
    if (cell) cell.push(item)
    else cells.set(key, [item])
  }
  return (lat: number, lon: number): T => {
    const row = Math.floor(lat / CELL)
    const column = Math.floor(lon / CELL)
    const scale = Math.cos((lat * Math.PI) / 180) ** 2
    let best: T | undefined
    let bestDistance = Infinity
    // One ring beyond the first hit guarantees the true nearest across cell borders.
    for (let ring = 0, stopAt = Infinity; ring <= Math.min(stopAt, 60); ring++) {
      for (let dRow = -ring; dRow <= ring; dRow++) {
        for (let dColumn = -ring; dColumn <= ring; dColumn++) {
          if (Math.max(Math.abs(dRow), Math.abs(dColumn)) !== ring) continue
          for (const item of cells.get(`${row + dRow}:${column + dColumn}`) ?? []) {
            const dLat = item.lat - lat
            const dLon = item.lon - lon
            const distance = dLat * dLat + dLon * dLon * scale
            if (distance < bestDistance) {
              bestDistance = distance
              best = item
            }
          }
        }
      }
      if (best && stopAt === Infinity) stopAt = ring + 1
    }
    return best ?? items[0]!
  }
}

export function nearest<T extends { lat: number; lon: number }>(
  items: readonly T[],
  lat: number,
  lon: number,
): T {
  return createNearest(items)(lat, lon)
}

export function groupBy<T, K>(items: readonly T[], key: (item: T) => K): Map<K, T[]> {
  const groups = new Map<K, T[]>()
  for (const item of items) {
    const group = groups.get(key(item))
    if (group) group.push(item)
    else groups.set(key(item), [item])
  }
  return groups
}

export type { LocationRow }
