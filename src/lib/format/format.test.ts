import { afterEach, describe, expect, it } from 'vitest'
import {
  formatCode,
  formatCompactNumber,
  formatDate,
  formatDateTime,
  formatDecimal,
  formatEuro,
  formatMonthYear,
  formatNumber,
  formatPercent,
  formatRatio,
  humanizeLabel,
  parseApiDate,
} from './format'
import { setActiveLocale } from '@/lib/i18n/locale'

describe('parseApiDate', () => {
  it.each([
    ['2026-03-02T09:14:05.120000+00:00', '2026-03-02T09:14:05.120Z'],
    ['2026-03-02T09:14:05', '2026-03-02T09:14:05.000Z'],
    ['2026-03-02T09:14:05.5Z', '2026-03-02T09:14:05.500Z'],
    ['2026-03-02T10:14:05+0100', '2026-03-02T09:14:05.000Z'],
    ['2026-03-02', '2026-03-02T00:00:00.000Z'],
  ])('reads %s', (input, iso) => {
    expect(parseApiDate(input)?.toISOString()).toBe(iso)
  })

  it.each([null, '', 'yesterday', 42, '2026-13-45'])('rejects %s', (input) => {
    expect(parseApiDate(input)).toBeNull()
  })
})

describe('formatting in English', () => {
  it('writes dates with the month spelled out, month-only dates as month and year', () => {
    expect(formatDate('1987-06-01T00:00:00')).toBe('1 Jun 1987')
    expect(formatMonthYear('1987-06-01T00:00:00')).toBe('June 1987')
    expect(formatDateTime('2026-03-02T09:14:05.120000+00:00')).toBe('2 Mar 2026, 09:14 UTC')
    expect(formatDate(null)).toBe('—')
  })

  it('groups digits with commas and writes money, ratios and labels', () => {
    expect(formatNumber(1234567)).toBe('1,234,567')
    expect(formatDecimal(48.137154)).toBe('48.137154')
    expect(formatCompactNumber(1_250_000)).toBe('1.3m')
    expect(formatEuro(1234567)).toBe('€1,234,567')
    expect(formatRatio(0.253)).toBe('25.3%')
    expect(formatPercent(33.333)).toBe('33.33%')
    expect(humanizeLabel('SUPERVISORY_BOARD_MEMBER')).toBe('Supervisory board member')
  })
})

describe('formatting in German', () => {
  afterEach(() => setActiveLocale('en'))

  it('writes dates, numbers and money the German way', () => {
    setActiveLocale('de')
    expect(formatDate('1987-06-01T00:00:00')).toBe('01.06.1987')
    expect(formatMonthYear('1987-06-01T00:00:00')).toBe('Juni 1987')
    expect(formatDateTime('2026-03-02T09:14:05Z')).toBe('02.03.2026, 09:14 UTC')
    expect(formatNumber(1234567)).toBe('1.234.567')
    expect(formatDecimal(48.137154)).toBe('48,137154')
    expect(formatEuro(1234567)).toMatch(/^1\.234\.567\s€$/)
    expect(formatEuro(1_250_000, { compact: true })).toMatch(/^1,3\sMio\.\s€$/)
    expect(formatRatio(0.253)).toMatch(/^25,3\s%$/)
  })
})

describe('formatCode', () => {
  it.each(['en', 'de'] as const)(
    'never groups the digits of years, IDs and codes (%s)',
    (locale) => {
      setActiveLocale(locale)
      expect(formatCode(2024)).toBe('2024')
      expect(formatCode(80331)).toBe('80331')
      expect(formatCode(123456789)).toBe('123456789')
      expect(formatCode('HRB 12345')).toBe('HRB 12345')
      expect(formatCode(null)).toBe('—')
      setActiveLocale('en')
    },
  )
})
