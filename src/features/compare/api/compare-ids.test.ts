import { describe, expect, it } from 'vitest'
import { readCompareIds, withoutId } from './compare-ids'

const A = 'a'.repeat(32)
const B = 'b'.repeat(32)
const C = 'c'.repeat(32)
const D = 'd'.repeat(32)
const E = 'e'.repeat(32)

describe('readCompareIds', () => {
  it('keeps valid IDs in order and sorts out the rest', () => {
    expect(readCompareIds(` ${A}, nope ,${B.toUpperCase()};${A}`)).toEqual({
      ids: [A, B],
      invalid: ['nope'],
      duplicates: [A],
      beyondLimit: [],
    })
  })

  it('treats leading zeros as the same ID (§9 (13))', () => {
    const short = '1'.repeat(31)
    expect(readCompareIds(`${short},0${short}`)).toMatchObject({
      ids: [short],
      duplicates: [`0${short}`],
    })
  })

  it('takes at most four and names the ones left out', () => {
    expect(readCompareIds([A, B, C, D, E].join(','))).toMatchObject({
      ids: [A, B, C, D],
      beyondLimit: [E],
    })
  })

  it('reads nothing from a missing or empty parameter', () => {
    expect(readCompareIds(undefined).ids).toEqual([])
    expect(readCompareIds(' , ,').ids).toEqual([])
  })

  it('builds the link without one organization', () => {
    expect(withoutId([A, B, C], B)).toBe(`${A},${C}`)
  })
})
