import { changeSign, relativeChange } from './relative-change'

describe('relativeChange', () => {
  it('is the change relative to a positive base', () => {
    expect(relativeChange(120, 100)).toBeCloseTo(0.2)
    expect(relativeChange(50, 100)).toBeCloseTo(-0.5)
    expect(relativeChange(0, 100)).toBe(-1)
  })

  it('is not meaningful (null) on a zero or negative base', () => {
    expect(relativeChange(4442, -100)).toBeNull()
    expect(relativeChange(100, 0)).toBeNull()
    expect(relativeChange(-50, -100)).toBeNull()
  })

  it('is not meaningful when the sign flips from positive to negative', () => {
    expect(relativeChange(-50, 100)).toBeNull()
  })

  it('is null when either year is unknown', () => {
    expect(relativeChange(null, 100)).toBeNull()
    expect(relativeChange(100, null)).toBeNull()
    expect(relativeChange(Number.NaN, 100)).toBeNull()
  })
})

describe('changeSign', () => {
  it('uses the minus sign U+2212, not the hyphen', () => {
    expect(changeSign(-1)).toBe('\u2212')
    expect(changeSign(1)).toBe('+')
    expect(changeSign(0)).toBe('±')
  })
})
