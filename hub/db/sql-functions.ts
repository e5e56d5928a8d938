/** SQL functions the hub's queries use, registered once per connection. */
import type { Database, Statement } from 'better-sqlite3'

const registered = new WeakSet<Database>()

export function ensureSqlFunctions(db: Database): void {
  if (registered.has(db)) return
  db.function('hub_distance_km', { deterministic: true }, (lat1, lon1, lat2, lon2) => {
    const rad = Math.PI / 180
    const dLat = ((lat2 as number) - (lat1 as number)) * rad
    const dLon = ((lon2 as number) - (lon1 as number)) * rad
    const a =
      Math.sin(dLat / 2) ** 2 +
      Math.cos((lat1 as number) * rad) * Math.cos((lat2 as number) * rad) * Math.sin(dLon / 2) ** 2
    return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)))
  })
  registered.add(db)
}

const statementCache = new WeakMap<Database, Map<string, Statement>>()

/** Prepared once per connection and SQL text: preparing costs more than running most searches. */
export function statement(db: Database, sql: string): Statement {
  let cache = statementCache.get(db)
  if (!cache) {
    cache = new Map()
    statementCache.set(db, cache)
  }
  let prepared = cache.get(sql)
  if (!prepared) {
    prepared = db.prepare(sql)
    cache.set(sql, prepared)
  }
  return prepared
}
