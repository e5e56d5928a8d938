import { describe, expect, it } from 'vitest'
import { discoveredCount, pagesForRange } from './use-paged-rows'

describe('pagesForRange', () => {
  it('lists every page an inclusive range touches', () => {
    expect(pagesForRange(0, 99, 100)).toEqual([0])
    expect(pagesForRange(95, 205, 100)).toEqual([0, 1, 2])
    expect(pagesForRange(999_950, 999_999, 100)).toEqual([9999])
    expect(pagesForRange(5, 4, 100)).toEqual([])
  })
})

describe('discoveredCount', () => {
  it('grows with full pages and stops at the first short page', () => {
    let state = { loaded: 0, end: null as number | null }
    state = discoveredCount([{ pageIndex: 0, length: 100 }], 100, state)
    expect(state).toEqual({ loaded: 100, end: null })
    state = discoveredCount(
      [
        { pageIndex: 1, length: 100 },
        { pageIndex: 2, length: 37 },
      ],
      100,
      state,
    )
    expect(state).toEqual({ loaded: 237, end: 237 })
  })

  it('treats an empty page as the end and is idempotent', () => {
    const once = discoveredCount([{ pageIndex: 3, length: 0 }], 100, { loaded: 300, end: null })
    expect(once).toEqual({ loaded: 300, end: 300 })
    expect(discoveredCount([{ pageIndex: 3, length: 0 }], 100, once)).toEqual(once)
  })
})
