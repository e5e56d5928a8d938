import Database from 'better-sqlite3'
import { cachedSearch, searchKey } from './search-cache'

describe('search cache', () => {
  it('computes a key once per connection and keeps keys of different parts apart', () => {
    const db = new Database(':memory:')
    const other = new Database(':memory:')
    let computed = 0
    const compute = () => ++computed
    expect(cachedSearch(db, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(1)
    expect(cachedSearch(db, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(1)
    // The same text split differently is a different query.
    expect(cachedSearch(db, searchKey('page', '"berlin"* 0', 50), compute)).toBe(2)
    expect(cachedSearch(other, searchKey('page', '"berlin"*', 0, 50), compute)).toBe(3)
  })

  it('forgets the least recently used entries beyond its bound', () => {
    const db = new Database(':memory:')
    for (let index = 0; index < 501; index++) cachedSearch(db, `k${index}`, () => index)
    // k0 was the oldest: recomputed; k500 is still there.
    expect(cachedSearch(db, 'k0', () => -1)).toBe(-1)
    expect(cachedSearch(db, 'k500', () => -1)).toBe(500)
  })
})
