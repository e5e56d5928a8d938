/**
 * FLOOD_RISKS__AT_POINT and FIRE_RISKS for building-level (LOCALITY) locations, read from
 * location_risks (written by hub/generate/relation-location-risks.ts) with the names of the water
 * protection areas and fire stations it refers to. `undefined` when the location has no row.
 */
import type { Database } from 'better-sqlite3'
import { statement, type LocationEntity } from '../entities'

interface FloodRow {
  flood_zone: number
  extreme_distance: number
  hq100_distance: number
  frequent_distance: number
  drinking_water_name: string | null
  drinking_water_in_zone: number | null
  mineral_spring_name: string | null
  mineral_spring_in_zone: number | null
}

const ZONES = ['HQ_haeufig', 'HQ100', 'HQ_extrem'] as const

export function floodRisks(db: Database, location: LocationEntity) {
  const row = statement(
    db,
    `SELECT r.flood_zone, r.extreme_distance, r.hq100_distance, r.frequent_distance,
      dw.name AS drinking_water_name, r.drinking_water_in_zone,
      ms.name AS mineral_spring_name, r.mineral_spring_in_zone
    FROM location_risks r
    LEFT JOIN water_protection_areas dw ON dw.id = r.drinking_water_area
    LEFT JOIN water_protection_areas ms ON ms.id = r.mineral_spring_area
    WHERE r.location_id = ?`,
  ).get(location.id) as FloodRow | undefined
  if (!row) return undefined
  const distances = [row.frequent_distance, row.hq100_distance, row.extreme_distance]
  const water: { type: 'drinkingWater' | 'mineralSpring'; name: string; in_zone: boolean }[] = []
  if (row.drinking_water_name !== null)
    water.push({
      type: 'drinkingWater',
      name: row.drinking_water_name,
      in_zone: row.drinking_water_in_zone === 1,
    })
  if (row.mineral_spring_name !== null)
    water.push({
      type: 'mineralSpring',
      name: row.mineral_spring_name,
      in_zone: row.mineral_spring_in_zone === 1,
    })
  return {
    // A point inside a zone is inside every zone around it (index >= the innermost one).
    flood_risks: ZONES.map((zone, index) => ({
      zone,
      in_zone: index >= row.flood_zone,
      distance_meters: distances[index]!,
    })),
    water_protection: water,
  }
}

interface FireRow {
  fire_station_1: number
  fire_distance_1: number
  fire_station_2: number | null
  fire_distance_2: number | null
  fire_station_3: number | null
  fire_distance_3: number | null
}

interface FireStation {
  fb_entity_id: string
  name: string
  category: string
}

/** The one to three stations of the location, nearest first. */
export function fireStations(db: Database, location: LocationEntity) {
  const row = statement(
    db,
    `SELECT fire_station_1, fire_distance_1, fire_station_2, fire_distance_2, fire_station_3,
      fire_distance_3 FROM location_risks WHERE location_id = ?`,
  ).get(location.id) as FireRow | undefined
  if (!row) return undefined
  const station = statement(
    db,
    'SELECT fb_entity_id, name, category FROM fire_stations WHERE id = ?',
  )
  const nearby: [number | null, number | null][] = [
    [row.fire_station_1, row.fire_distance_1],
    [row.fire_station_2, row.fire_distance_2],
    [row.fire_station_3, row.fire_distance_3],
  ]
  return nearby.flatMap(([id, distance]) => {
    const found = id === null ? undefined : (station.get(id) as FireStation | undefined)
    if (!found || distance === null) return []
    return [
      {
        fb_entity_id: found.fb_entity_id,
        display_name: found.name,
        category: found.category,
        distance_meters: distance,
      },
    ]
  })
}
