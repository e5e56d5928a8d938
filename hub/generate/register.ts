/** Register courts (stored with their seat's location) and unique register numbers per court and register. */
import type { Database } from 'better-sqlite3'
import { REGISTER_COURTS, type RegisterCourt } from './data/register-courts'
import type { Geography, PlacedCity } from './geography'
import type { Random } from './random'
import { distanceKm, inserter } from './sql'

interface PlacedCourt extends RegisterCourt {
  lat: number
  lon: number
}

let placedCourts: PlacedCourt[] = []
const courtByCity = new Map<number, PlacedCourt>()

/** Locates each court at its seat's city and stores the courts (the §5.1 registration authority). */
export function insertCourts(db: Database, geo: Geography): void {
  const biggestByName = new Map<string, PlacedCity>()
  for (const city of geo.cities) {
    const known = biggestByName.get(city.name)
    if (!known || known.population < city.population) biggestByName.set(city.name, city)
  }
  const insert = inserter(db, 'register_courts', [
    'id',
    'name',
    'state_code',
    'city_id',
    'location_id',
  ])
  placedCourts = []
  courtByCity.clear()
  for (const court of REGISTER_COURTS) {
    const seat = biggestByName.get(court.city)
    if (!seat) throw new Error(`register court seat not found: ${court.city}`)
    placedCourts.push({ ...court, lat: seat.lat, lon: seat.lon })
    insert({
      id: court.id,
      name: court.name,
      state_code: court.state,
      city_id: seat.id,
      location_id: seat.locationId,
    })
  }
}

/** The nearest court of the city's own state (registers are kept per state). */
export function courtFor(city: PlacedCity): PlacedCourt {
  const cached = courtByCity.get(city.id)
  if (cached) return cached
  let best: PlacedCourt | undefined
  let bestDistance = Infinity
  for (const court of placedCourts) {
    if (court.state !== city.stateCode) continue
    const distance = distanceKm(city.lat, city.lon, court.lat, court.lon)
    if (distance < bestDistance) {
      bestDistance = distance
      best = court
    }
  }
  if (!best) throw new Error(`no register court for state ${city.stateCode}`)
  courtByCity.set(city.id, best)
  return best
}

const BASE: Record<string, number> = { HRB: 8000, HRA: 3000, GnR: 40, VR: 900, PR: 60, GsR: 10 }

/** Numbers grow by small random steps from a court-size-dependent base: unique per court and register. */
export function createRegisterNumbers(random: Random) {
  const last = new Map<string, number>()
  return (courtId: string, register: string, courtSize: number): string => {
    const key = `${courtId}:${register}`
    const previous =
      last.get(key) ?? Math.round((BASE[register] ?? 100) * courtSize * (0.6 + random.next() * 0.4))
    const next = previous + random.int(1, register === 'HRB' ? 12 : 4)
    last.set(key, next)
    return String(next)
  }
}
