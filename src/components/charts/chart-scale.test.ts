import { setActiveLocale } from '@/lib/i18n/locale'
import { formatTick, linearScale, niceTicks, valueDomain } from './chart-scale'

describe('chart scale', () => {
  it('produces round ticks that cover the data', () => {
    expect(niceTicks(0, 97)).toEqual([0, 25, 50, 75, 100])
    expect(niceTicks(-30, 120)).toEqual([-50, 0, 50, 100, 150])
    expect(niceTicks(0, 0)).toEqual([0, 1])
  })

  it('always includes zero in the value domain and ignores nulls', () => {
    expect(valueDomain([120, null, 80])).toEqual([0, 150])
    expect(valueDomain([-5, null])).toEqual([-6, 0])
  })

  it('maps linearly, with an inverted range for SVG y', () => {
    const y = linearScale([0, 100], [200, 0])
    expect(y(0)).toBe(200)
    expect(y(50)).toBe(100)
  })

  it('labels the axis in the interface language', () => {
    expect(formatTick(1_250_000)).toBe('1.3m')
    setActiveLocale('de')
    try {
      expect(formatTick(1_250_000)).toBe('1,3\u00a0Mio.')
    } finally {
      setActiveLocale('en')
    }
  })
})
