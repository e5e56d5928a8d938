import { beforeAll, describe, expect, it } from 'vitest'
import { activateLocale } from '@/lib/i18n/i18n'
import { datasetColumns } from './dataset-queries'
import { catalogueKey } from '@/lib/datahub/catalogue-key'
import { parseStreamBase, toBasicDataType } from './dataset-schemas'

// Messages are worded when called: in the app a language is always active by then.
beforeAll(() => activateLocale('en'))

describe('dataset schemas', () => {
  it('reads metadata with missing optional keys and unknown column types', () => {
    const base = parseStreamBase(
      {
        key: 4412095002,
        name: { en: 'States' },
        meta: { entry_count: 16 },
        data_item_collections: [
          { name: 'population', basic_data_type: 'int' },
          { name: 'geo', basic_data_type: 'Geometry', semantic_type: null },
          { name: 'code', basic_data_type: 'int', semantic_type: 'identifier' },
          { broken: true },
        ],
      },
      'ignored',
    )
    expect(base.key).toBe('4412095002')
    expect(base.description).toBeNull()
    const columns = datasetColumns(base)
    expect(columns.map((column) => [column.id, column.type, column.kind])).toEqual([
      ['population', 'int', 'integer'],
      ['geo', 'String', 'text'],
      ['code', 'int', 'code'],
      ['fb_id', 'String', 'text'],
      ['fb_datetime', 'Datetime', 'datetime'],
      ['fb_data_version', 'String', 'text'],
    ])
  })

  it('reads column types in any casing and with the synonyms of §9 (16)', () => {
    const cases: [string, string][] = [
      ['String', 'String'],
      ['STRING', 'String'],
      ['string', 'String'],
      ['str', 'String'],
      ['int', 'int'],
      ['Integer', 'int'],
      ['integer', 'int'],
      ['float', 'float'],
      ['double', 'float'],
      ['number', 'float'],
      ['Number', 'float'],
      ['bool', 'bool'],
      ['boolean', 'bool'],
      ['BOOLEAN', 'bool'],
      ['Date', 'Date'],
      ['date', 'Date'],
      ['Datetime', 'Datetime'],
      ['DateTime', 'Datetime'],
      ['timestamp', 'Datetime'],
      [' Timestamp ', 'Datetime'],
    ]
    for (const [raw, type] of cases) expect(toBasicDataType(raw), raw).toBe(type)
    expect(toBasicDataType('Geometry')).toBe('String')
    expect(toBasicDataType(null)).toBe('String')
    const base = parseStreamBase(
      {
        _key: '4412095002',
        data_item_collections: [
          { name: 'population', basic_data_type: 'Integer' },
          { name: 'share', basic_data_type: 'double' },
          { name: 'capital', basic_data_type: 'boolean' },
          { name: 'founded', basic_data_type: 'timestamp' },
          { name: 'name', basic_data_type: 'STRING' },
        ],
      },
      'x',
    )
    expect(datasetColumns(base).map((column) => [column.id, column.type, column.kind])).toEqual([
      ['population', 'int', 'integer'],
      ['share', 'float', 'decimal'],
      ['capital', 'bool', 'boolean'],
      ['founded', 'Datetime', 'datetime'],
      ['name', 'String', 'text'],
      ['fb_id', 'String', 'text'],
      ['fb_datetime', 'Datetime', 'datetime'],
      ['fb_data_version', 'String', 'text'],
    ])
  })

  it('finds a stream by `key`, `_key`, its long id, or the ID it was requested by (§9.15)', () => {
    expect(parseStreamBase({ key: '1' }, 'x').key).toBe('1')
    expect(parseStreamBase({ _key: '2' }, 'x').key).toBe('2')
    expect(parseStreamBase({ _key: 3 }, 'x').key).toBe('3')
    expect(parseStreamBase({ id: 'data_streams/4' }, 'x').key).toBe('4')
    expect(parseStreamBase({ name: { en: 'No key' } }, '5').key).toBe('5')
    expect(catalogueKey({ key: '', _key: '6' })).toBe('6')
    expect(catalogueKey('7')).toBeNull()
    expect(() => parseStreamBase([], '8')).toThrow()
  })
})
