import type { MapViewport } from './map-types'

/** Organization search accepts 1–100 km around a point (docs/datahub-api.md §4.1). */
export const SEARCH_RADIUS_KM = { min: 1, max: 100 } as const

export interface Bounds {
  south: number
  west: number
  north: number
  east: number
}

/** The visible map area as a radius filter, plus the view to keep in the URL. */
export interface SearchArea {
  lat: number
  lon: number
  radiusKm: number
  /** True when the area was wider than the search allows and the radius was cut to the maximum. */
  capped: boolean
  viewport: MapViewport
}

const EARTH_RADIUS_KM = 6371.0088
const rad = (degrees: number) => (degrees * Math.PI) / 180

/** Great-circle distance in km (haversine). */
export function distanceKm(a: { lat: number; lon: number }, b: { lat: number; lon: number }) {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/**
 * The largest circle inside the visible area around the map's centre: what the user sees is what
 * gets searched, and no result lands outside the view. The centre is the map's own (in Web
 * Mercator it is not the middle of the bounds' latitudes), the radius its distance to the nearest
 * edge in whole kilometres (the filter's unit), rounded down so the circle stays inside, and
 * within the search's limits.
 */
export function searchAreaFromView(
  center: { lat: number; lon: number },
  bounds: Bounds,
  zoom: number,
): SearchArea {
  const toEdge = Math.min(
    distanceKm(center, { lat: bounds.north, lon: center.lon }),
    distanceKm(center, { lat: bounds.south, lon: center.lon }),
    distanceKm(center, { lat: center.lat, lon: bounds.east }),
    distanceKm(center, { lat: center.lat, lon: bounds.west }),
  )
  const radiusKm = Math.min(
    SEARCH_RADIUS_KM.max,
    Math.max(SEARCH_RADIUS_KM.min, Math.floor(toEdge)),
  )
  const lat = Number(center.lat.toFixed(4))
  const lon = Number(center.lon.toFixed(4))
  return {
    lat,
    lon,
    radiusKm,
    capped: toEdge > SEARCH_RADIUS_KM.max,
    viewport: { lat, lon, zoom: Math.round(zoom) },
  }
}
