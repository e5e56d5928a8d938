import { describe, expect, it } from 'vitest'
import { entryCount } from './stream-row-count'

describe('stream row count', () => {
  it('reads meta.entry_count and nothing else', () => {
    expect(entryCount({ meta: { entry_count: 1_037_833 } })).toBe(1_037_833)
    expect(entryCount({ meta: { entry_count: 0 } })).toBe(0)
    expect(entryCount({ meta: { entry_count: '12' } })).toBeNull()
    expect(entryCount({ meta: null })).toBeNull()
    expect(entryCount({})).toBeNull()
    expect(entryCount([])).toBeNull()
    expect(entryCount(null)).toBeNull()
  })
})
