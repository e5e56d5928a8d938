import { describe, expect, it } from 'vitest'
import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { columnHeader, descriptionHeader } from './column-words'
import { datasetColumns } from './dataset-queries'
import type { StreamBase } from './dataset-schemas'

describe('column headers', () => {
  it('words known columns in the interface language', async () => {
    expect(columnHeader(i18n, 'revenue_eur', 'Revenue in the latest published year.')).toBe(
      'Revenue (EUR)',
    )
    expect(columnHeader(i18n, 'fb_id', '')).toBe('Row fingerprint')
    await activateLocale('de')
    expect(columnHeader(i18n, 'revenue_eur', 'Revenue in the latest published year.')).toBe(
      'Umsatz (EUR)',
    )
    expect(columnHeader(i18n, 'total_assets_eur', '')).toBe('Bilanzsumme (EUR)')
  })

  it('heads another column by the first phrase of its description, or its name', () => {
    expect(descriptionHeader('Dividend paid (Ausschüttung); empty when none.')).toBe(
      'Dividend paid',
    )
    expect(columnHeader(i18n, 'dividend_eur', 'Dividend paid; empty when none.')).toBe(
      'Dividend paid',
    )
    // A list of codes, a long sentence or nothing is no header: the name is.
    expect(columnHeader(i18n, 'kind', 'ACTIVE, INACTIVE or DISSOLVED.')).toBe('kind')
    expect(
      columnHeader(i18n, 'note', 'A long explanation of what this column holds in every row'),
    ).toBe('note')
    expect(columnHeader(i18n, 'x_1', '')).toBe('x_1')
  })

  it('gives every column of a dataset, the system ones too, a worded header', async () => {
    const base = {
      key: '1',
      data_item_collections: [
        {
          name: 'employees',
          description: { en: 'Employees.' },
          definition: { en: 'Employees.' },
          basic_data_type: 'int',
        },
      ],
    } as unknown as StreamBase
    await activateLocale('de')
    const headers = datasetColumns(base, 'de').map((column) => [column.id, column.label])
    expect(headers).toEqual([
      ['employees', 'Mitarbeitende'],
      ['fb_id', 'Zeilen-Fingerabdruck'],
      ['fb_datetime', 'Eingelesen am'],
      ['fb_data_version', 'Datenversion'],
    ])
  })
})
