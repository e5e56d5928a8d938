/**
 * Step 5: the ranked windows of the commonest searches, so their first ask is as quick as any
 * other. A word or a three-letter prefix (as typed into a search box) that more than HOT_DOCS
 * records of one index contain costs a bm25 over all of them per search; the organization,
 * person and location searches (the three a fusion search runs) are run for each such text here,
 * and what they rank is stored for db/search-cache.ts, with the version of the code that ranked it.
 */
import type { Database } from 'better-sqlite3'
import { searchLocations } from '../db/location-search'
import { searchOrganizations } from '../db/organization-search'
import { searchPersons } from '../db/person-search'
import {
  recordSearches,
  SEARCH_WINDOWS_TABLE,
  SEARCH_WINDOWS_VERSION_KEY,
} from '../db/search-cache'
import { searchCodeVersion } from '../db/search-code-version'
import type { GenerateContext } from './context'

/** Matches above which one index's ranking takes several milliseconds. */
const HOT_DOCS = 4000
const PREFIX_LENGTH = 3
const INDEXES = ['organizations_fts', 'persons_fts', 'locations_fts']

/** Words and three-letter prefixes that more than HOT_DOCS records of an index contain, sorted. */
export function hotSearchTexts(db: Database, hotDocs = HOT_DOCS): string[] {
  const texts = new Set<string>()
  for (const index of INDEXES) {
    const vocabulary = `temp.vocabulary_${index}`
    db.exec(`CREATE VIRTUAL TABLE IF NOT EXISTS ${vocabulary} USING fts5vocab(main, ${index}, row)`)
    const prefixes = new Map<string, number>()
    for (const { term, doc } of db
      .prepare(`SELECT term, doc FROM ${vocabulary}`)
      .iterate() as Iterable<{
      term: string
      doc: number
    }>) {
      if (doc > hotDocs) texts.add(term)
      if (term.length >= PREFIX_LENGTH) {
        const prefix = term.slice(0, PREFIX_LENGTH)
        prefixes.set(prefix, (prefixes.get(prefix) ?? 0) + doc)
      }
    }
    for (const [prefix, docs] of prefixes) if (docs > hotDocs) texts.add(prefix)
    db.exec(`DROP TABLE ${vocabulary}`)
  }
  return [...texts].sort()
}

export function storeSearchWindows(
  ctx: Pick<GenerateContext, 'db' | 'progress'>,
  { hotDocs = HOT_DOCS } = {},
): void {
  const { db } = ctx
  ctx.progress('search windows', 0)
  db.exec(
    `CREATE TABLE ${SEARCH_WINDOWS_TABLE} (key TEXT PRIMARY KEY, value TEXT NOT NULL) WITHOUT ROWID`,
  )
  const insert = db.prepare(
    `INSERT OR IGNORE INTO ${SEARCH_WINDOWS_TABLE} (key, value) VALUES (?, ?)`,
  )
  const texts = hotSearchTexts(db, hotDocs)
  const store = db.transaction(() =>
    recordSearches(
      db,
      (key, value) => insert.run(key, JSON.stringify(value)),
      () => {
        for (const [index, q] of texts.entries()) {
          const page = { q, skip: 0, limit: 10 }
          searchOrganizations(db, page)
          searchPersons(db, page)
          searchLocations(db, page)
          if (index % 50 === 0) ctx.progress('search windows', index / texts.length)
        }
      },
    ),
  )
  store()
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    SEARCH_WINDOWS_VERSION_KEY,
    searchCodeVersion(),
  )
  ctx.progress('search windows', 1)
}
