import { readSheet } from 'read-excel-file/universal'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import {
  csvTable,
  exportFileName,
  exportProvenance,
  exportTable,
  fileValue,
  jsonTable,
  type TableExport,
} from './table-export'

interface Row {
  name: string
  id: string
  postalCode: string
  founded: string | null
  revenue: number | null
  year: number
}

const table: TableExport<Row> = {
  sheetName: 'Test: a/b',
  columns: [
    { key: 'name', header: 'Name', kind: 'text', value: (row) => row.name },
    { key: 'id', header: 'Data Hub ID', kind: 'text', value: (row) => row.id },
    { key: 'postal_code', header: 'Postal code', kind: 'text', value: (row) => row.postalCode },
    { key: 'founded', header: 'Founded', kind: 'date', value: (row) => row.founded },
    { key: 'revenue', header: 'Revenue', kind: 'integer', value: (row) => row.revenue },
    { key: 'year', header: 'Year', kind: 'text', value: (row) => String(row.year) },
  ],
  rows: [
    {
      name: '=HYPERLINK("x")',
      id: '0123456789abcdef0123456789abcdef',
      postalCode: '01067',
      founded: '2001-05-03T00:00:00+00:00',
      revenue: 1234567,
      year: 2024,
    },
    {
      name: 'Huber, Bau',
      id: '1e5',
      postalCode: '80331',
      founded: null,
      revenue: null,
      year: 2023,
    },
  ],
}

describe('exportTable', () => {
  it('writes CSV with headers, quoting and the formula guard', () => {
    expect(csvTable(table)).toBe(
      'Name,Data Hub ID,Postal code,Founded,Revenue,Year\r\n' +
        `"'=HYPERLINK(""x"")",0123456789abcdef0123456789abcdef,01067,2001-05-03,1234567,2024\r\n` +
        '"Huber, Bau",1e5,80331,,,2023\r\n',
    )
  })

  it('writes JSON keyed by column key, numbers as numbers', () => {
    expect(JSON.parse(jsonTable(table))[0]).toEqual({
      name: '=HYPERLINK("x")',
      id: '0123456789abcdef0123456789abcdef',
      postal_code: '01067',
      // A date as an ISO date, whatever time of day the Data Hub wrote with it.
      founded: '2001-05-03',
      revenue: 1234567,
      year: '2024',
    })
  })

  it('writes XLSX with numbers as numbers, dates as dates and codes as text', async () => {
    const blob = await exportTable('xlsx', table)
    expect(blob.type).toBe('application/vnd.openxmlformats-officedocument.spreadsheetml.sheet')
    const rows = await readSheet(blob)
    expect(rows).toEqual([
      ['Name', 'Data Hub ID', 'Postal code', 'Founded', 'Revenue', 'Year'],
      [
        '=HYPERLINK("x")',
        '0123456789abcdef0123456789abcdef',
        '01067',
        new Date(Date.UTC(2001, 4, 3)),
        1234567,
        '2024',
      ],
      // `1e5` would be 100000 in a number cell: as text it stays what the ID is.
      ['Huber, Bau', '1e5', '80331', null, null, '2023'],
    ])
  })

  it('writes dates as ISO dates and points in time as ISO 8601 in UTC', () => {
    expect(fileValue('2001-05-03T00:00:00+02:00', 'date')).toBe('2001-05-03')
    expect(fileValue('2026-11-23 10:30:00+01:00', 'datetime')).toBe('2026-11-23T09:30:00.000Z')
    expect(fileValue('not a date', 'datetime')).toBe('not a date')
    expect(fileValue(undefined, 'text')).toBeNull()
  })

  it('carries source, retrieval time and data version, labelled in German', async () => {
    await activateLocale('de')
    const withProvenance: TableExport<Row> = {
      ...table,
      rows: table.rows.slice(0, 1),
      provenance: exportProvenance({
        source: 'Data Hub, data_sources/1051122944',
        retrievedAt: '2026-11-23T09:30:00.000Z',
        dataVersion: 'v-42',
      }),
    }
    // CSV: three more columns, the same on every row.
    const [header, line] = csvTable(withProvenance).split('\r\n')
    expect(header).toBe(
      'Name,Data Hub ID,Postal code,Founded,Revenue,Year,Quelle,Abgerufen am,Datenversion',
    )
    expect(line).toMatch(/,"Data Hub, data_sources\/1051122944",2026-11-23T09:30:00\.000Z,v-42$/)
    // JSON: three more fields with keys that stay the same in every language.
    expect(JSON.parse(jsonTable(withProvenance))[0]).toMatchObject({
      source: 'Data Hub, data_sources/1051122944',
      retrieved_at: '2026-11-23T09:30:00.000Z',
      data_version: 'v-42',
    })
    // XLSX: a block above the table, the time as a real date.
    const rows = await readSheet(await exportTable('xlsx', withProvenance))
    expect(rows.slice(0, 4)).toEqual([
      ['Quelle', 'Data Hub, data_sources/1051122944', null, null, null, null],
      ['Abgerufen am', expect.any(Date), null, null, null, null],
      ['Datenversion', 'v-42', null, null, null, null],
      [null, null, null, null, null, null],
    ])
    // A spreadsheet's day fraction may round to the millisecond before.
    const retrieved = (rows[1]![1] as unknown as Date).getTime()
    expect(Math.abs(retrieved - Date.UTC(2026, 10, 23, 9, 30))).toBeLessThan(1000)
    expect(rows[4]![0]).toBe('Name')
  })

  it('keeps a column of the data named like the provenance: the provenance steps aside', () => {
    const own: TableExport<{ source: string }> = {
      columns: [{ key: 'source', header: 'Source', kind: 'text', value: (row) => row.source }],
      rows: [{ source: 'Amtsgericht München' }],
      provenance: exportProvenance({ source: 'Data Hub', retrievedAt: null, dataVersion: 'v1' }),
    }
    expect(csvTable(own).split('\r\n')[0]).toBe(
      'Source,Source (of the file),Retrieved at,Data version',
    )
    expect(JSON.parse(jsonTable(own))[0]).toEqual({
      source: 'Amtsgericht München',
      file_source: 'Data Hub',
      retrieved_at: null,
      data_version: 'v1',
    })
  })

  it('names files with the date', () => {
    expect(exportFileName('matches', 'xlsx', new Date(Date.UTC(2026, 10, 23, 12)))).toBe(
      'matches-2026-11-23.xlsx',
    )
  })
})
