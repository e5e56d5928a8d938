/**
 * Places every (postal code, place) pair of the postal code package on the map and in a
 * municipality, so each code gets a location record and a city to belong to.
 */
import { COUNTRY_COORDINATE } from '../domain/states'
import { loadPostalCodes, type SourceCity } from './geo-sources'
import { groupBy } from './group-by'
import { createNearest, nearest } from './nearest'
import { entityId } from './random'
import { round } from './sql'

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

/**
 * By the city of that name (the one nearest the code area when several share it), else near
 * the known places of the same 3-digit code area. `jitter` draws from the generator's random
 * stream, once per coordinate of each pair without a city of its name, in the order of the pairs.
 */
export function resolvePostalCodes(
  cities: readonly SourceCity[],
  jitter: (span: number) => number,
): PostalEntry[] {
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
    let city: SourceCity
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
