import { describe, expect, it } from 'vitest'
import { discoveredCount, pagesForRange, probePages, resolveRowCount } from './use-paged-rows'

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

describe('resolveRowCount', () => {
  it('trusts a known total while the pages reach it (the million-row table)', () => {
    expect(resolveRowCount(1_000_000, { loaded: 300, end: null }, 100)).toEqual({
      rowCount: 1_000_000,
      countIsExact: true,
      shortfall: null,
    })
    expect(resolveRowCount(1_000_000, { loaded: 1_000_000, end: 1_000_000 }, 100).shortfall).toBe(
      null,
    )
  })

  it('notices a page that ends before the known total and shrinks to the rows served', () => {
    const capped = discoveredCount([{ pageIndex: 0, length: 10 }], 100, { loaded: 0, end: null })
    expect(resolveRowCount(2_000, capped, 100)).toEqual({
      rowCount: 10,
      countIsExact: true,
      shortfall: { returned: 10, total: 2_000 },
    })
  })

  it('keeps an unknown total open until a short page, without calling it a shortfall', () => {
    expect(resolveRowCount(null, { loaded: 200, end: null }, 100)).toEqual({
      rowCount: 300,
      countIsExact: false,
      shortfall: null,
    })
    expect(resolveRowCount(null, { loaded: 10, end: 10 }, 100)).toEqual({
      rowCount: 10,
      countIsExact: true,
      shortfall: null,
    })
  })
})

describe('probePages', () => {
  it('asks for nothing extra while the rows reach the known total', () => {
    expect(probePages(null, 1_000_000, 100)).toEqual([])
    expect(probePages(1_000_000, 1_000_000, 100)).toEqual([])
    expect(probePages(500, null, 100)).toEqual([])
  })

  it('finds where a capped view really ends after an empty page far down', () => {
    // A link to row 500,001 of a capped dataset: page 5000 came back empty.
    expect(probePages(500_000, 1_000_000, 100)).toEqual([0, 4999])
    expect(probePages(10, 2_000, 100)).toEqual([0])
    expect(probePages(0, 2_000, 100)).toEqual([0])
  })
})
