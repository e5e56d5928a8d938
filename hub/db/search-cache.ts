/**
 * The ranked full-text windows of recent searches, per database connection. Ranking a common word
 * ("Berlin", "Müller", a three-letter prefix as typed) means computing bm25 for every one of its
 * thousands of matches; the database never changes while it is served, so the same query always
 * ranks the same and its window can be kept. Bounded by entries (each at most a few hundred
 * small rows: a few megabytes in all), least recently used first out.
 */
import type { Database } from 'better-sqlite3'

const MAX_ENTRIES = 500

const caches = new WeakMap<Database, Map<string, unknown>>()

export function cachedSearch<T>(db: Database, key: string, compute: () => T): T {
  let cache = caches.get(db)
  if (!cache) caches.set(db, (cache = new Map()))
  if (cache.has(key)) {
    const value = cache.get(key) as T
    cache.delete(key)
    cache.set(key, value)
    return value
  }
  const value = compute()
  cache.set(key, value)
  if (cache.size > MAX_ENTRIES) cache.delete(cache.keys().next().value!)
  return value
}

/** A cache key from the parts of a query (SQL text and bound values), unambiguous for any text. */
export function searchKey(...parts: unknown[]): string {
  return JSON.stringify(parts)
}
