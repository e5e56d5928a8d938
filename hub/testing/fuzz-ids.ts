/**
 * IDs that exist in the hub, so the fuzzer (hub/testing/fuzz-requests.ts) also reaches the deep code
 * behind valid lookups. Relation keys are not in the database: they are listed (hub/relations/
 * catalogue.ts), with '0' and '-1' as keys that never exist.
 */
import type { Database } from 'better-sqlite3'
import { DOCUMENTED_OLDER_KEYS, RELATIONS } from '../../contract/relations'

export interface FuzzIds {
  organizations: string[]
  persons: string[]
  locations: string[]
  streams: string[]
  services: string[]
  relations: string[]
}

export function sampleIds(db: Database): FuzzIds {
  const column = (sql: string) => db.prepare(sql).pluck().all() as string[]
  return {
    organizations: column('SELECT id FROM organizations ORDER BY seq LIMIT 40'),
    persons: column('SELECT id FROM persons ORDER BY seq LIMIT 20'),
    locations: column(
      `SELECT id FROM locations WHERE subtype IN ('LOCALITY', 'MUNICIPALITY', 'COUNTY', 'CITY_POSTAL_CODE') LIMIT 20`,
    ),
    streams: column('SELECT key FROM streams'),
    services: column('SELECT key FROM services'),
    relations: [
      ...RELATIONS.map((relation) => relation.key),
      DOCUMENTED_OLDER_KEYS.FINANCIALS_KPI,
      '0',
      '-1',
    ],
  }
}
