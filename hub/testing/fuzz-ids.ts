/**
 * IDs that exist in the hub, so the fuzzer (hub/testing/fuzz-requests.ts) also reaches the deep code
 * behind valid lookups. Relation keys are not in the database: they are listed (hub/relations/
 * catalogue.ts), with '0' and '-1' as keys that never exist.
 */
import type { Database } from 'better-sqlite3'

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
      '5906082026',
      '7326258463',
      '9136475649',
      '9136468925',
      '5601746763',
      '5601746108',
      '5601734199',
      '6322183029',
      '4655345278',
      '5990427555',
      '6391320624',
      '5162071547',
      '3138484719',
      '8246474913',
      '5990434853',
      '2545866067',
      '9209128402',
      '9209240732',
      '9209216968',
      '9210180619',
      '9210215359',
      '9210215409',
      '67533702',
      '0',
      '-1',
    ],
  }
}
