/**
 * The stored windows of the commonest searches answer exactly as ranking afresh does, are what a
 * first ask reads, and are ignored once the search code that ranked them has changed.
 */
import Database from 'better-sqlite3'
import { copyFileSync, mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fusionSearch } from '../db/fusion-search'
import { searchPersons } from '../db/person-search'
import { SEARCH_WINDOWS_TABLE, SEARCH_WINDOWS_VERSION_KEY, searchKey } from '../db/search-cache'
import { openTestDb, TEST_DB_PATH } from '../testing/test-hub'
import { hotSearchTexts, storeSearchWindows } from './search-windows'

/** Small scale has fewer records: a lower bar finds hot words and prefixes in it. */
const HOT_DOCS = 300
let withoutWindows: string
let withWindows: string
let texts: string[]

function copyOfTestDb(name: string, directory: string): string {
  const path = join(directory, name)
  copyFileSync(TEST_DB_PATH, path)
  const db = new Database(path)
  db.exec(`DROP TABLE IF EXISTS ${SEARCH_WINDOWS_TABLE}`)
  db.prepare('DELETE FROM meta WHERE key = ?').run(SEARCH_WINDOWS_VERSION_KEY)
  db.close()
  return path
}

beforeAll(async () => {
  ;(await openTestDb()).pragma('wal_checkpoint(TRUNCATE)')
  const directory = mkdtempSync(join(tmpdir(), 'search-windows-'))
  withoutWindows = copyOfTestDb('plain.sqlite', directory)
  withWindows = copyOfTestDb('windows.sqlite', directory)
  const db = new Database(withWindows)
  storeSearchWindows({ db, progress: () => undefined }, { hotDocs: HOT_DOCS })
  texts = hotSearchTexts(db, HOT_DOCS)
  db.close()
}, 120_000)

describe('stored search windows', () => {
  it('hold the commonest words and three-letter prefixes', () => {
    expect(texts.length).toBeGreaterThan(10)
    expect(texts.some((text) => text.length === 3)).toBe(true)
    expect(texts.some((text) => text.length > 3)).toBe(true)
    const db = new Database(withWindows, { readonly: true })
    const stored = db.prepare(`SELECT count(*) FROM ${SEARCH_WINDOWS_TABLE}`).pluck().get()
    db.close()
    expect(stored).toBeGreaterThan(texts.length)
  })

  it('answer every hot search exactly as ranking afresh does', () => {
    const plain = new Database(withoutWindows, { readonly: true })
    const stored = new Database(withWindows, { readonly: true })
    for (const text of texts)
      expect(fusionSearch(stored, text), text).toEqual(fusionSearch(plain, text))
    plain.close()
    stored.close()
  })

  it('are read on a first ask, and ignored once the search code changed', () => {
    const text = texts.find((candidate) => candidate.length === 3)!
    const key = searchKey('persons total', `"${text}"*`)
    const db = new Database(withWindows)
    // A marker only the stored table can have produced.
    expect(
      db.prepare(`UPDATE ${SEARCH_WINDOWS_TABLE} SET value = '0' WHERE key = ?`).run(key).changes,
    ).toBe(1)
    expect(
      searchPersons(new Database(withWindows, { readonly: true }), { q: text, skip: 0, limit: 5 })
        .total,
    ).toBe(0)
    db.prepare('UPDATE meta SET value = ? WHERE key = ?').run(
      'older code',
      SEARCH_WINDOWS_VERSION_KEY,
    )
    db.close()
    expect(
      searchPersons(new Database(withWindows, { readonly: true }), { q: text, skip: 0, limit: 5 })
        .total,
    ).toBeGreaterThan(0)
  })
})
