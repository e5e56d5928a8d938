import writeXlsxFile from 'write-excel-file/universal'
import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { guessMapping, looksLikeHeader } from './column-guess'
import {
  decodeText,
  listHeaders,
  listRows,
  ListReadError,
  MAX_ROWS,
  parseDelimited,
  readXlsx,
  toListTable,
} from './list-input'

// Messages are worded when called: in the app a language is always active by then.
beforeAll(() => activateLocale('en'))

describe('reading a list', () => {
  it('finds the delimiter: tabs from a spreadsheet, semicolons and commas from CSV', async () => {
    expect(await parseDelimited('Name\tPLZ\nHuber GmbH\t80331\n')).toEqual([
      ['Name', 'PLZ'],
      ['Huber GmbH', '80331'],
    ])
    expect(await parseDelimited('Firma;PLZ;Ort\r\n"Huber; Söhne GmbH";01067;Dresden')).toEqual([
      ['Firma', 'PLZ', 'Ort'],
      ['Huber; Söhne GmbH', '01067', 'Dresden'],
    ])
    expect(await parseDelimited('\uFEFFcompany,zip\n"Huber, Bau GmbH",80331\n\n')).toEqual([
      ['company', 'zip'],
      ['Huber, Bau GmbH', '80331'],
    ])
  })

  it('decodes UTF-8, and Windows-1252 from German Excel', () => {
    const utf8 = new TextEncoder().encode('Bäckerei Müller').buffer
    expect(decodeText(utf8)).toBe('Bäckerei Müller')
    const cp1252 = new Uint8Array([0x42, 0xe4, 0x63, 0x6b, 0x65, 0x72, 0x65, 0x69]).buffer
    expect(decodeText(cp1252)).toBe('Bäckerei')
  })

  it('reads an XLSX sheet, numbers and dates as text', async () => {
    const blob = await writeXlsxFile(
      [
        ['Firma', 'PLZ', 'Gegründet'],
        ['Huber GmbH', 1067, new Date(Date.UTC(2001, 4, 3))],
      ],
      { dateFormat: 'dd.mm.yyyy' },
    ).toBlob()
    expect(await readXlsx(blob)).toEqual([
      ['Firma', 'PLZ', 'Gegründet'],
      ['Huber GmbH', '1067', '2001-05-03'],
    ])
  })

  it('refuses a list of more than 1,000 rows, and an empty one, in words', () => {
    const rows = [
      ['Name'],
      ...Array.from({ length: MAX_ROWS + 1 }, (_, index) => [`Firma ${index}`]),
    ]
    expect(() => toListTable(rows, null)).toThrow(ListReadError)
    expect(() => toListTable(rows, null)).toThrow(/1,001 rows; at most 1,000/)
    expect(() => toListTable(rows.slice(0, MAX_ROWS + 1), null)).not.toThrow()
    expect(() => toListTable([[''], []], null)).toThrow('The list is empty.')
  })

  it('tells a header row from data, and names columns without one', () => {
    const withHeader = toListTable(
      [
        ['Firmenname', 'Ort'],
        ['Huber GmbH', 'Köln'],
      ],
      'a.csv',
    )
    expect(withHeader.hasHeader).toBe(true)
    expect(listRows(withHeader)).toEqual([['Huber GmbH', 'Köln']])
    const without = toListTable([['Huber GmbH', 'Köln', ''], ['Maier AG']], null)
    expect(without.hasHeader).toBe(false)
    expect(listHeaders(without)).toEqual(['Column 1', 'Column 2'])
    expect(looksLikeHeader(['Huber GmbH'])).toBe(false)
  })
})

describe('guessMapping', () => {
  it('reads German and English headers', () => {
    expect(guessMapping(['Firma', 'PLZ', 'Ort', 'Handelsregister'], [])).toEqual({
      name: 0,
      postalCode: 1,
      city: 2,
      registerId: 3,
    })
    expect(guessMapping(['ID', 'Company name', 'City', 'Zip code', 'Register number'], [])).toEqual(
      {
        name: 1,
        postalCode: 3,
        city: 2,
        registerId: 4,
      },
    )
  })

  it('guesses from the values when the headers say nothing', () => {
    const rows = [
      ['17', 'Huber Bau GmbH', '80331', 'HRB 12345'],
      ['18', 'Schmidt Logistik AG', '1067', 'München HRB 4711'],
    ]
    expect(guessMapping(['A', 'B', 'C', 'D'], rows)).toEqual({
      name: 1,
      postalCode: 2,
      city: null,
      registerId: 3,
    })
  })
})
