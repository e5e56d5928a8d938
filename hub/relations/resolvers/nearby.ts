/**
 * NEARBY_ORGANIZATIONS: a bounding-box prefilter on the (lat, lon) index, exact great-circle
 * distances for the candidates, nearest first. Names are fetched only for the kept hits.
 */
import type { Database } from 'better-sqlite3'
import { statement } from '../entities'

const NEARBY_LIMIT = 100
const EARTH_RADIUS_M = 6_371_000
const KM_PER_DEGREE = 111.32

export function distanceMeters(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_M * Math.asin(Math.min(1, Math.sqrt(a)))
}

export function nearbyOrganizations(
  db: Database,
  lat: number,
  lon: number,
  radiusKm: number,
  excludeId: string | null,
) {
  const dLat = radiusKm / KM_PER_DEGREE
  const dLon = radiusKm / (KM_PER_DEGREE * Math.max(0.1, Math.cos((lat * Math.PI) / 180)))
  const candidates = statement(
    db,
    'SELECT id, lat, lon FROM organizations WHERE lat BETWEEN ? AND ? AND lon BETWEEN ? AND ?',
  )
    .raw()
    .all(lat - dLat, lat + dLat, lon - dLon, lon + dLon) as [string, number, number][]
  const limit = radiusKm * 1000
  const hits: { id: string; lat: number; lon: number; distance: number }[] = []
  for (const [id, candidateLat, candidateLon] of candidates) {
    if (id === excludeId) continue
    const distance = distanceMeters(lat, lon, candidateLat, candidateLon)
    if (distance <= limit) hits.push({ id, lat: candidateLat, lon: candidateLon, distance })
  }
  hits.sort((a, b) => a.distance - b.distance || (a.id < b.id ? -1 : 1))
  const name = statement(db, 'SELECT name FROM organizations WHERE id = ?').pluck()
  return hits.slice(0, NEARBY_LIMIT).map((hit) => ({
    fb_entity_id: hit.id,
    display_name: name.get(hit.id) as string,
    distance_meters: Math.round(hit.distance),
    coordinate: { latitude: hit.lat, longitude: hit.lon },
  }))
}
