/**
 * The ranked full-text windows of searches, per database connection. Ranking a common word
 * ("Berlin", "Müller", a three-letter prefix as typed) means computing bm25 for every one of its
 * thousands of matches; the database changes while it is served only by a data step, so the same query
 * ranks the same and its window can be kept. Kept in memory (bounded by entries, each at most a
 * few hundred small rows, least recently used first out; forgotten when `npm run hub:advance` moves
 * the data a step on) and, for the commonest words and
 * prefixes, made once at generation (generate/search-windows.ts) so even their first ask is quick.
 * Those stored windows are read only while the search code that made them is the code running.
 */
import type { Database, Statement } from 'better-sqlite3'
import { searchCodeVersion } from './search-code-version'

const MAX_ENTRIES = 500
export const SEARCH_WINDOWS_TABLE = 'search_windows'
export const SEARCH_WINDOWS_VERSION_KEY = 'search_code_version'

interface SearchCache {
  memory: Map<string, unknown>
  stored: Statement | null
  record: ((key: string, value: unknown) => void) | null
  /** The data step (hub/advance/) the windows were ranked at. */
  step: string | null
}

// `npm run hub:advance` changes a served database from outside: its data step (in meta) says so.
const dataSteps = new WeakMap<Database, Statement>()
function dataStep(db: Database): string | null {
  let statement = dataSteps.get(db)
  if (!statement) {
    statement = db.prepare("SELECT value FROM meta WHERE key = 'data_step'").pluck()
    dataSteps.set(db, statement)
  }
  return (statement.get() as string | undefined) ?? null
}

const caches = new WeakMap<Database, SearchCache>()

function cacheOf(db: Database): SearchCache {
  let cache = caches.get(db)
  const step = dataStep(db)
  if (!cache || cache.step !== step) {
    cache = { memory: new Map(), stored: storedWindows(db), record: cache?.record ?? null, step }
    caches.set(db, cache)
  }
  return cache
}

function storedWindows(db: Database): Statement | null {
  const table = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
    .get(SEARCH_WINDOWS_TABLE)
  if (!table) return null
  const version = db
    .prepare('SELECT value FROM meta WHERE key = ?')
    .get(SEARCH_WINDOWS_VERSION_KEY) as { value: string } | undefined
  if (version?.value !== searchCodeVersion()) return null
  return db.prepare(`SELECT value FROM ${SEARCH_WINDOWS_TABLE} WHERE key = ?`).pluck()
}

export function cachedSearch<T>(db: Database, key: string, compute: () => T): T {
  const cache = cacheOf(db)
  const { memory } = cache
  if (memory.has(key)) {
    const value = memory.get(key) as T
    memory.delete(key)
    memory.set(key, value)
    return value
  }
  const stored = cache.stored?.get(key) as string | undefined
  const value = stored === undefined ? compute() : (JSON.parse(stored) as T)
  if (stored === undefined) cache.record?.(key, value)
  memory.set(key, value)
  if (memory.size > MAX_ENTRIES) memory.delete(memory.keys().next().value!)
  return value
}

/** Hands every window computed on `db` while `run` runs to `record` (the generator stores them). */
export function recordSearches(
  db: Database,
  record: (key: string, value: unknown) => void,
  run: () => void,
): void {
  const cache = cacheOf(db)
  cache.record = record
  try {
    run()
  } finally {
    caches.delete(db)
  }
}

/** A cache key from the parts of a query (SQL text and bound values), unambiguous for any text. */
export function searchKey(...parts: unknown[]): string {
  return JSON.stringify(parts)
}
