import { readSheet } from 'read-excel-file/universal'
import { describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { exportRows } from './dataset-export'
import { datasetExportTable } from './dataset-export-table'
import { datasetColumns, rowsRequestText } from './dataset-queries'
import { parseStreamBase } from './dataset-schemas'

const base = parseStreamBase(
  {
    key: '5120448301',
    name: { en: 'Commercial register extract: organizations' },
    data_version: 'v-2026-11',
    data_item_collections: [
      { name: 'name', basic_data_type: 'String', description: { en: 'Registered name.' } },
      {
        name: 'status',
        basic_data_type: 'String',
        semantic_type: 'status',
        description: { en: 'ACTIVE, INACTIVE, …' },
      },
      { name: 'size_class', basic_data_type: 'String', description: { en: 'Size class.' } },
      {
        name: 'founding_date',
        basic_data_type: 'Date',
        semantic_type: 'date',
        description: { en: 'Founding date.' },
      },
      { name: 'unemployment_rate', basic_data_type: 'float', description: { en: 'Share.' } },
    ],
  },
  '5120448301',
)

const rows = [
  {
    name: 'Huber GmbH',
    status: 'LIQUIDATION',
    size_class: 'small',
    founding_date: '2001-05-03T00:00:00+00:00',
    unemployment_rate: 4.5,
  },
  {
    name: 'Maier AG',
    status: null,
    size_class: null,
    founding_date: null,
    unemployment_rate: null,
  },
]

async function exportView(format: 'csv' | 'json' | 'xlsx') {
  const columns = datasetColumns(base).filter((column) => !column.system)
  const view = { sort: [{ id: 'name', desc: false }], filters: [], q: '' }
  const table = datasetExportTable({
    id: '5120448301',
    name: 'Handelsregisterauszug: Unternehmen',
    columns,
    request: rowsRequestText(
      '5120448301',
      view,
      columns.map((column) => column.id),
    ),
    dataVersion: base.data_version ?? null,
    retrievedAt: '2026-11-23T09:30:00.000Z',
  })
  const result = await exportRows({
    format,
    table,
    expectedRows: rows.length,
    pageSize: 1,
    fetchPage: async (skip, limit) => rows.slice(skip, skip + limit),
    signal: new AbortController().signal,
    onProgress: () => {},
  })
  return result.blob
}

describe('the dataset export in the analyst’s words', () => {
  it('heads CSV columns in German, words codes with the code beside, ISO dates, provenance', async () => {
    await activateLocale('de')
    const [header, first, second] = (await (await exportView('csv')).text()).split('\r\n')
    expect(header).toBe(
      'Name,Status,Status (Code),Größenklasse,Größenklasse (Code),Gründungsdatum,Arbeitslosenquote (%),' +
        'Data-Hub-Anfrage,Abgerufen am,Aktuelle Datenversion',
    )
    expect(first).toMatch(
      /^Huber GmbH,In Liquidation,LIQUIDATION,Kleine Kapitalgesellschaft,small,2001-05-03,4\.5,"Data Hub, Datensatz 5120448301 \(Handelsregisterauszug: Unternehmen\): \/stream\/data\/5120448301\?query_parameters=\{""sort_keys"":\[""name""\],/,
    )
    expect(first).toMatch(/,2026-11-23T09:30:00\.000Z,v-2026-11$/)
    expect(second).toMatch(/^Maier AG,,,,,,,/)
  })

  it('keeps the API names as JSON keys, with the code fields and provenance fields', async () => {
    await activateLocale('de')
    const [first] = JSON.parse(await (await exportView('json')).text()) as Record<string, unknown>[]
    expect(first).toEqual({
      name: 'Huber GmbH',
      status: 'In Liquidation',
      status_code: 'LIQUIDATION',
      size_class: 'Kleine Kapitalgesellschaft',
      size_class_code: 'small',
      founding_date: '2001-05-03',
      unemployment_rate: 4.5,
      source: expect.stringContaining('Data Hub, Datensatz 5120448301'),
      retrieved_at: '2026-11-23T09:30:00.000Z',
      data_version: 'v-2026-11',
    })
  })

  it('writes XLSX with the provenance block, German headers and real dates', async () => {
    await activateLocale('de')
    const sheet = await readSheet(await exportView('xlsx'))
    expect(sheet[0]![0]).toBe('Data-Hub-Anfrage')
    expect(sheet[0]![1]).toContain('Data Hub, Datensatz 5120448301')
    expect(sheet[1]![0]).toBe('Abgerufen am')
    expect(sheet[1]![1]).toBeInstanceOf(Date)
    expect(sheet[2]!.slice(0, 2)).toEqual(['Aktuelle Datenversion', 'v-2026-11'])
    expect(sheet[4]).toEqual([
      'Name',
      'Status',
      'Status (Code)',
      'Größenklasse',
      'Größenklasse (Code)',
      'Gründungsdatum',
      'Arbeitslosenquote (%)',
    ])
    expect(sheet[5]).toEqual([
      'Huber GmbH',
      'In Liquidation',
      'LIQUIDATION',
      'Kleine Kapitalgesellschaft',
      'small',
      new Date(Date.UTC(2001, 4, 3)),
      4.5,
    ])
  })
})
