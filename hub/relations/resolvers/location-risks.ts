/**
 * FLOOD_RISKS__AT_POINT and FIRE_RISKS for building-level (LOCALITY) locations, derived
 * deterministically from the location id: the same address always gets the same answer, and the
 * flood zones nest as in real hazard maps (a frequent-flood zone lies inside HQ100, inside HQ_extrem).
 */
import type { Database } from 'better-sqlite3'
import { entityId, randomFor } from '../../domain/random'
import { statement, type LocationEntity } from '../entities'

export function floodRisks(location: LocationEntity) {
  const random = randomFor(location.id, 'flood')
  const roll = random.next()
  // Innermost zone the point lies in: 0 = HQ_haeufig, 1 = HQ100, 2 = HQ_extrem, 3 = none.
  const innermost = roll < 0.04 ? 0 : roll < 0.1 ? 1 : roll < 0.22 ? 2 : 3
  const distances = [0, 0, 0]
  let distance = 0
  for (let zone = 2; zone >= 0; zone--) {
    if (zone < innermost) {
      distance += random.int(20, zone === 2 ? 2500 : 900)
      distances[zone] = distance
    }
  }
  const zones = ['HQ_haeufig', 'HQ100', 'HQ_extrem'] as const
  const place = location.city ?? 'Umland'
  const water: { type: 'drinkingWater' | 'mineralSpring'; name: string; in_zone: boolean }[] = []
  if (random.chance(0.35))
    water.push({
      type: 'drinkingWater',
      name: `Wasserschutzgebiet ${place} Zone ${random.pick(['II', 'III', 'IIIA', 'IIIB'])}`,
      in_zone: random.chance(0.6),
    })
  if (random.chance(0.04))
    water.push({
      type: 'mineralSpring',
      name: `Heilquellenschutzgebiet ${place}`,
      in_zone: random.chance(0.5),
    })
  return {
    flood_risks: zones.map((zone, index) => ({
      zone,
      in_zone: index >= innermost,
      distance_meters: distances[index]!,
    })),
    water_protection: water,
  }
}

/** Cities above 100,000 inhabitants have a professional fire brigade (Berufsfeuerwehr) by law. */
export function fireStations(db: Database, location: LocationEntity) {
  const random = randomFor(location.id, 'fire')
  const population =
    location.cityId !== null
      ? ((statement(db, 'SELECT population FROM cities WHERE id = ?')
          .pluck()
          .get(location.cityId) as number | undefined) ?? 0)
      : 0
  const place = location.city ?? 'Gemeinde'
  const count = random.int(1, 3)
  let distance = random.int(250, 1800)
  const stations = []
  for (let index = 1; index <= count; index++) {
    const professional = population >= 100_000 && index === 1
    const industrial = !professional && index === count && random.chance(0.15)
    const category = professional
      ? 'Berufsfeuerwehr'
      : industrial
        ? 'Werkfeuerwehr'
        : 'Freiwillige Feuerwehr'
    const name = professional
      ? `Feuer- und Rettungswache ${random.int(1, 9)} ${place}`
      : industrial
        ? `Werkfeuerwehr Industriepark ${place}`
        : `Freiwillige Feuerwehr ${place}${index > 1 ? ` Löschzug ${index}` : ''}`
    stations.push({
      fb_entity_id: entityId('fire-station', `${place}:${name}`),
      display_name: name,
      category,
      distance_meters: distance,
    })
    distance += random.int(300, 3500)
  }
  return stations
}
