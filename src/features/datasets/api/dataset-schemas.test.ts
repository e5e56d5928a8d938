import { describe, expect, it } from 'vitest'
import { datasetColumns } from './dataset-queries'
import { dataSearchResponseSchema, streamBaseSchema } from './dataset-schemas'

describe('dataset schemas', () => {
  it('maps data-search items of both kinds and skips broken ones', () => {
    const hits = dataSearchResponseSchema.parse({
      results: [
        {
          entity_type: 'STREAM',
          linked_context_id: '4412095002',
          linked_data_value: 'German states',
          entity: {
            key: '4412095002',
            name: { en: 'German states' },
            source: { name: 'Destatis' },
            meta: { coverage: { geographical: { iso_alpha_3: ['DEU'] } } },
          },
          score: 0.9,
        },
        {
          entity_type: 'SERVICE',
          linked_context_id: '4658603456',
          entity: { name: { de: 'Web-Kontext' } },
        },
        { entity_type: 'STREAM' },
        'garbage',
      ],
    })
    expect(hits).toEqual([
      {
        type: 'STREAM',
        key: '4412095002',
        name: 'German states',
        source: 'Destatis',
        coverage: ['DEU'],
        score: 0.9,
      },
      {
        type: 'SERVICE',
        key: '4658603456',
        name: 'Web-Kontext',
        source: null,
        coverage: [],
        score: null,
      },
    ])
  })

  it('reads metadata with missing optional keys and unknown column types', () => {
    const base = streamBaseSchema.parse({
      key: 4412095002,
      name: { en: 'States' },
      meta: { entry_count: 16 },
      data_item_collections: [
        { name: 'population', basic_data_type: 'int' },
        { name: 'geo', basic_data_type: 'Geometry', semantic_type: null },
        { name: 'code', basic_data_type: 'int', semantic_type: 'identifier' },
        { broken: true },
      ],
    })
    expect(base.key).toBe('4412095002')
    expect(base.description).toBeUndefined()
    const columns = datasetColumns(base)
    expect(columns.map((column) => [column.id, column.type, column.kind])).toEqual([
      ['population', 'int', 'integer'],
      ['geo', 'String', 'text'],
      ['code', 'int', 'text'],
      ['fb_id', 'String', 'text'],
      ['fb_datetime', 'Datetime', 'datetime'],
      ['fb_data_version', 'String', 'text'],
    ])
  })
})
