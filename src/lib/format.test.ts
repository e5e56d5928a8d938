import { describe, expect, it } from 'vitest'
import {
  formatDate,
  formatEuro,
  formatMonthYear,
  formatRatio,
  humanizeLabel,
  parseApiDate,
} from './format'

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

describe('formatting', () => {
  it('formats dates in German order and month-only dates as month and year', () => {
    expect(formatDate('1987-06-01T00:00:00')).toBe('01.06.1987')
    expect(formatMonthYear('1987-06-01T00:00:00')).toBe('June 1987')
    expect(formatDate(null)).toBe('—')
  })

  it('formats money, ratios and labels', () => {
    expect(formatEuro(1234567)).toMatch(/1\.234\.567\s€/)
    expect(formatRatio(0.253)).toMatch(/25,3\s%/)
    expect(humanizeLabel('SUPERVISORY_BOARD_MEMBER')).toBe('Supervisory board member')
  })
})
