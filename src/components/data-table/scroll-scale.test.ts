import { describe, expect, it } from 'vitest'
import fc from 'fast-check'
import { MAX_REAL_SCROLL_HEIGHT, createScrollScale, realItemTop } from './scroll-scale'

describe('createScrollScale', () => {
  it('is the identity when the content fits', () => {
    const scale = createScrollScale(10_000, 500)
    expect(scale.ratio).toBe(1)
    expect(scale.realSize).toBe(10_000)
    expect(scale.toVirtual(1234)).toBe(1234)
    expect(scale.toReal(1234)).toBe(1234)
  })

  it('caps a million 32 px rows below the browser limit and maps the ends exactly', () => {
    const virtualSize = 1_000_000 * 32 + 36
    const scale = createScrollScale(virtualSize, 600)
    expect(scale.realSize).toBe(MAX_REAL_SCROLL_HEIGHT)
    expect(scale.ratio).toBeGreaterThan(3.9)
    expect(scale.toVirtual(scale.maxReal)).toBe(virtualSize - 600)
    expect(scale.toVirtual(0)).toBe(0)
    // The last row (index 999,999) ends exactly at the bottom of the viewport.
    const lastRowEnd = 36 + 1_000_000 * 32
    expect(lastRowEnd - scale.toVirtual(scale.maxReal)).toBe(600)
  })

  it('round-trips virtual → real → virtual within one ratio step', () => {
    const scale = createScrollScale(40_000_000, 700)
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 40_000_000 }), (virtual) => {
        const back = scale.toVirtual(Math.round(scale.toReal(virtual)))
        expect(Math.abs(back - Math.min(virtual, scale.maxVirtual))).toBeLessThanOrEqual(
          scale.ratio,
        )
      }),
    )
  })

  it('places the last row at the bottom of the real spacer when scrolled to the end', () => {
    const rowHeight = 32
    const count = 1_000_000
    const scale = createScrollScale(count * rowHeight, 640)
    const lastStart = (count - 1) * rowHeight
    const top = realItemTop(lastStart, scale.maxVirtual, scale.maxReal)
    expect(top + rowHeight).toBe(scale.realSize)
  })
})
