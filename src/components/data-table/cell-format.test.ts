import { afterEach, beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { setActiveLocale } from '@/lib/i18n/locale'
import { formatCell, rawText } from './cell-format'

describe('formatCell', () => {
  beforeAll(() => activateLocale('en'))
  afterEach(() => activateLocale('en'))

  it('right-aligns numbers with the separators of the language', () => {
    expect(formatCell(1234567, 'integer')).toEqual({
      text: '1,234,567',
      isNull: false,
      align: 'right',
    })
    expect(formatCell(48.137154, 'decimal').text).toBe('48.137154')
    setActiveLocale('de')
    expect(formatCell(1234567, 'integer').text).toBe('1.234.567')
    expect(formatCell(48.137154, 'decimal').text).toBe('48,137154')
  })

  it.each(['en', 'de'] as const)('shows years, IDs and codes without separators (%s)', (locale) => {
    setActiveLocale(locale)
    expect(formatCell(2024, 'code')).toEqual({ text: '2024', isNull: false, align: 'left' })
    expect(formatCell(2950159, 'code').text).toBe('2950159')
    expect(formatCell('01067', 'code').text).toBe('01067')
  })

  it('marks null distinctly for every kind', () => {
    for (const kind of [
      'text',
      'integer',
      'decimal',
      'boolean',
      'date',
      'datetime',
      'code',
    ] as const) {
      expect(formatCell(null, kind).isNull).toBe(true)
      // A dash, in either language: never the word "null".
      expect(formatCell(null, kind).text).toBe('—')
      expect(formatCell(undefined, kind).text).toBe('—')
    }
    expect(formatCell('', 'text')).toEqual({ text: '', isNull: false, align: 'left' })
  })

  it('shows booleans as words in the interface language, never true/false', async () => {
    expect(formatCell(true, 'boolean')).toEqual({ text: 'Yes', isNull: false, align: 'center' })
    expect(formatCell(0, 'boolean').text).toBe('No')
    expect(formatCell('true', 'boolean').text).toBe('Yes')
    expect(formatCell(false, 'boolean').text).toBe('No')
    await activateLocale('de')
    expect(formatCell(true, 'boolean').text).toBe('Ja')
    expect(formatCell(1, 'boolean').text).toBe('Ja')
    expect(formatCell(false, 'boolean').text).toBe('Nein')
    // The clipboard keeps the API's value.
    expect(rawText(true)).toBe('true')
  })

  it('formats dates and timestamps', () => {
    expect(formatCell('2024-03-01', 'date').text).toBe('1 Mar 2024')
    expect(formatCell('2026-03-02T09:14:05.120000+00:00', 'datetime').text).toBe(
      '2 Mar 2026, 09:14 UTC',
    )
    expect(formatCell('not a date', 'date').text).toBe('not a date')
  })

  it('copies raw values, not localised ones', () => {
    expect(rawText(1234.5)).toBe('1234.5')
    expect(rawText(null)).toBe('')
    expect(rawText({ a: 1 })).toBe('{"a":1}')
  })
})
