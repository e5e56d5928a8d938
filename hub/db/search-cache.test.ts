import Database from 'better-sqlite3'
import { cachedSearch, searchKey } from './search-cache'

/** A connection with the hub's meta table, which says at which data step the data is. */
function hubDatabase() {
  const db = new Database(':memory:')
  db.exec('CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT)')
  return db
}

describe('search cache', () => {
  it('computes a key once per connection and keeps keys of different parts apart', () => {
    const db = hubDatabase()
    const other = hubDatabase()
    let computed = 0
    const compute = () => ++computed
    expect(cachedSearch(db, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(1)
    expect(cachedSearch(db, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(1)
    // The same text split differently is a different query.
    expect(cachedSearch(db, searchKey('page', '"berlin"* 0', 50), compute)).toBe(2)
    expect(cachedSearch(other, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(3)
  })

  it('forgets the least recently used entries beyond its bound', () => {
    const db = hubDatabase()
    for (let index = 0; index < 501; index++) cachedSearch(db, `k${index}`, () => index)
    // k0 was the oldest: recomputed; k500 is still there.
    expect(cachedSearch(db, 'k0', () => -1)).toBe(-1)
    expect(cachedSearch(db, 'k500', () => -1)).toBe(500)
  })

  it('starts afresh when the data moves one step forward (npm run hub:advance)', () => {
    const db = hubDatabase()
    expect(cachedSearch(db, 'k', () => 'before')).toBe('before')
    expect(cachedSearch(db, 'k', () => 'again')).toBe('before')
    db.prepare("INSERT INTO meta (key, value) VALUES ('data_step', '1')").run()
    expect(cachedSearch(db, 'k', () => 'after')).toBe('after')
  })
})
