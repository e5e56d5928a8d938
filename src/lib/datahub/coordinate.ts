/** A point on the map, in degrees. */
export interface Coordinate {
  lat: number
  lon: number
}

/** A finite number; a numeric string (`"48.1"`) too, because older data has them. */
function degrees(value: unknown): number | null {
  if (typeof value === 'number') return Number.isFinite(value) ? value : null
  if (typeof value === 'string' && /^-?\d+(\.\d+)?$/.test(value.trim())) return Number(value)
  return null
}

/**
 * The one coordinate reader: `{latitude, longitude}` (records, relation slices) or `{lat, lon}`
 * (filters, older data; `lng` in some); out of range or incomplete is null. Plain code (no
 * schema library): the start page's watchlist reads records' coordinates with it.
 */
export function readCoordinate(value: unknown): Coordinate | null {
  if (!value || typeof value !== 'object') return null
  const raw = value as Record<string, unknown>
  const lat = degrees(raw.latitude ?? raw.lat)
  const lon = degrees(raw.longitude ?? raw.lon ?? raw.lng)
  if (lat === null || lon === null || Math.abs(lat) > 90 || Math.abs(lon) > 180) return null
  return { lat, lon }
}
