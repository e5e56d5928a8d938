/**
 * CREATE INDEX with SQLite's multi-threaded sorter. SQLite sorts an index's keys on helper threads
 * (`PRAGMA threads`) only when temporary data may go to files (temp_store is not MEMORY) and the
 * keys outgrow the sorter's memory, which is sized by the page cache. A small cache for the
 * duration of the builds cuts the keys into chunks that helper threads sort while the main thread
 * reads on; the merge then runs on threads too. On the million-row KPI table this builds its
 * fifteen indexes in about 60 % of the time a large cache and in-memory sorting take (measured on
 * two cores: 7.4–9.5 s against 12.7–13.9 s).
 */
import type { Database } from 'better-sqlite3'

/** The page cache while indexes build: 4 MiB (negative cache_size values are KiB). */
const SORTER_CACHE_KIB = 4096

export function buildIndexes(db: Database, statements: readonly string[]): void {
  const cache = db.pragma('cache_size', { simple: true }) as number
  db.pragma(`cache_size = ${-SORTER_CACHE_KIB}`)
  try {
    for (const statement of statements) db.exec(statement)
  } finally {
    db.pragma(`cache_size = ${cache}`)
  }
}
