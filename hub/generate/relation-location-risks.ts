/**
 * Flood zones, water protection areas and the nearest fire stations of every building-level
 * (LOCALITY) location, for FLOOD_RISKS__AT_POINT and FIRE_RISKS (location_risks). Seeded by the
 * location id, so the same address always has the same risks; the flood zones nest as in real
 * hazard maps (a frequent-flood zone lies inside HQ100, inside HQ_extrem). Fire stations and
 * protection areas are named after the place and shared by its addresses, so each is written once
 * (fire_stations, water_protection_areas) and referenced by number.
 */
import type { GenerateContext } from './context'
import { entityId, randomFor, type Random } from './random'
import { batchInserter, type Cell } from './batch-insert'

const COLUMNS = [
  'location_id',
  'flood_zone',
  'extreme_distance',
  'hq100_distance',
  'frequent_distance',
  'drinking_water_area',
  'drinking_water_in_zone',
  'mineral_spring_area',
  'mineral_spring_in_zone',
  'fire_station_1',
  'fire_distance_1',
  'fire_station_2',
  'fire_distance_2',
  'fire_station_3',
  'fire_distance_3',
]

interface Locality {
  id: string
  city: string | null
  population: number | null
}

/** Numbers each distinct row of a small named table on first use, writing it then. */
function registry(insert: (id: number, ...values: string[]) => void): Register {
  const ids = new Map<string, number>()
  return (key, ...values) => {
    let id = ids.get(key)
    if (id === undefined) {
      ids.set(key, (id = ids.size + 1))
      insert(id, ...values)
    }
    return id
  }
}

/**
 * The innermost flood zone the point lies in (0 = HQ_haeufig, 1 = HQ100, 2 = HQ_extrem, 3 = none)
 * and the distance to each zone it lies outside of, outermost first.
 */
function floodZones(random: Random): Cell[] {
  const roll = random.next()
  const innermost = roll < 0.04 ? 0 : roll < 0.1 ? 1 : roll < 0.22 ? 2 : 3
  const distances = [0, 0, 0]
  let distance = 0
  for (let zone = 2; zone >= 0; zone--) {
    if (zone < innermost) {
      distance += random.int(20, zone === 2 ? 2500 : 900)
      distances[zone] = distance
    }
  }
  return [innermost, distances[2]!, distances[1]!, distances[0]!]
}

type Register = (key: string, ...values: string[]) => number

/** The drinking-water protection area and the mineral-spring area the point is near, if any. */
function waterProtection(random: Random, place: string, area: Register): Cell[] {
  let drinking: Cell[] = [null, null]
  if (random.chance(0.35)) {
    const name = `Wasserschutzgebiet ${place} Zone ${random.pick(['II', 'III', 'IIIA', 'IIIB'])}`
    drinking = [area(name, name), random.chance(0.6) ? 1 : 0]
  }
  let spring: Cell[] = [null, null]
  if (random.chance(0.04)) {
    const name = `Heilquellenschutzgebiet ${place}`
    spring = [area(name, name), random.chance(0.5) ? 1 : 0]
  }
  return [...drinking, ...spring]
}

/**
 * One to three stations, nearest first. Cities above 100,000 inhabitants have a professional fire
 * brigade (Berufsfeuerwehr) by law; some places have an industrial one (Werkfeuerwehr).
 */
function fireStations(random: Random, location: Locality, station: Register): Cell[] {
  const place = location.city ?? 'Gemeinde'
  const population = location.population ?? 0
  const count = random.int(1, 3)
  let distance = random.int(250, 1800)
  const cells: Cell[] = []
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
    const fbEntityId = entityId('fire-station', `${place}:${name}`)
    cells.push(station(fbEntityId, fbEntityId, name, category), distance)
    distance += random.int(300, 3500)
  }
  while (cells.length < 6) cells.push(null)
  return cells
}

export function generateLocationRisks(ctx: GenerateContext): number {
  const { db } = ctx
  const insertArea = db.prepare('INSERT INTO water_protection_areas (id, name) VALUES (?, ?)')
  const area = registry((id, name) => insertArea.run(id, name))
  const insertStation = db.prepare(
    'INSERT INTO fire_stations (id, fb_entity_id, name, category) VALUES (?, ?, ?, ?)',
  )
  const station = registry((id, fbEntityId, name, category) =>
    insertStation.run(id, fbEntityId, name, category),
  )
  const insert = batchInserter(db, 'location_risks', COLUMNS)
  const total = db
    .prepare(`SELECT count(*) FROM locations WHERE subtype = 'LOCALITY'`)
    .pluck()
    .get() as number
  // Along the id index, so location_risks is appended to (dense pages) rather than split at
  // random, and each page is a range scan rather than a sort of every LOCALITY location.
  const page = db.prepare(
    `SELECT l.id, l.city, c.population FROM locations l INDEXED BY locations_id
      LEFT JOIN cities c ON c.id = l.city_id
    WHERE l.id > ? AND l.subtype = 'LOCALITY' ORDER BY l.id LIMIT 20000`,
  )
  let lastId = ''
  let seen = 0
  for (;;) {
    const rows = page.all(lastId) as Locality[]
    if (rows.length === 0) break
    for (const location of rows) {
      // Water protection continues the flood draws: one sequence per location and purpose.
      const flood = randomFor(location.id, 'flood')
      const zones = floodZones(flood)
      const water = waterProtection(flood, location.city ?? 'Umland', area)
      const fire = fireStations(randomFor(location.id, 'fire'), location, station)
      insert.push([location.id, ...zones, ...water, ...fire])
    }
    seen += rows.length
    lastId = rows[rows.length - 1]!.id
    ctx.progress('relations: location risks', Math.min(1, seen / Math.max(1, total)))
  }
  return insert.finish()
}
