/** Writes location records (one table for every level, from COUNTRY down to LOCALITY). */
import type { Database, Statement } from 'better-sqlite3'
import { hashValues } from './sql'

export interface LocationRow {
  id: string
  subtype: 'LOCALITY' | 'CITY_POSTAL_CODE' | 'MUNICIPALITY' | 'COUNTY' | 'STATE' | 'COUNTRY'
  lat: number
  lon: number
  location_level: string | null
  street?: string | null
  house_number?: string | null
  postal_code?: string | null
  city?: string | null
  county?: string | null
  state?: string | null
  country?: string
  formatted_address: string
  alternative_names?: string
  elevation?: number | null
  district_ags?: string | null
  city_id?: number | null
  created_at: string
  updated_at: string
}

const COLUMNS = [
  'id',
  'subtype',
  'lat',
  'lon',
  'location_level',
  'street',
  'house_number',
  'postal_code',
  'city',
  'county',
  'state',
  'country',
  'formatted_address',
  'alternative_names',
  'elevation',
  'district_ags',
  'city_id',
  'created_at',
  'updated_at',
  'version',
] as const

const statements = new WeakMap<Database, Statement>()

export function insertLocation(db: Database, row: LocationRow): void {
  let statement = statements.get(db)
  if (!statement) {
    statement = db.prepare(
      `INSERT INTO locations (${COLUMNS.join(', ')}) VALUES (${COLUMNS.map(() => '?').join(', ')})`,
    )
    statements.set(db, statement)
  }
  const full = {
    ...row,
    street: row.street ?? null,
    house_number: row.house_number ?? null,
    postal_code: row.postal_code ?? null,
    city: row.city ?? null,
    county: row.county ?? null,
    state: row.state ?? null,
    country: row.country ?? 'DEU',
    alternative_names: row.alternative_names ?? '[]',
    elevation: row.elevation ?? null,
    district_ags: row.district_ags ?? null,
    city_id: row.city_id ?? null,
  }
  const values: unknown[] = COLUMNS.slice(0, -1).map(
    (column) => full[column as Exclude<(typeof COLUMNS)[number], 'version'>],
  )
  values.push(hashValues(values))
  statement.run(...values)
}
