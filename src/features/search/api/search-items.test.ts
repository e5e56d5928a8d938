import { describe, expect, it } from 'vitest'
import { listOf } from '@/lib/datahub/fields'
import { dataItem, relationItem } from './search-items'

describe('relation search items', () => {
  const revenue = (parameters?: unknown) => ({
    entity_type: 'RELATION',
    entity: { id: 'relations/5601746763', key: '5601746763', name: { en: 'Financial KPIs' } },
    ...(parameters === undefined ? {} : { relation_parameters: parameters }),
  })

  it('keeps the same key with different parameters as distinct results', () => {
    const items = listOf(relationItem).parse([
      revenue({ reference_year: '2022' }),
      revenue({ params: { reference_year: '2023' } }),
      revenue(),
    ])
    expect(items.map((item) => item.parameters)).toEqual([
      { reference_year: '2022' },
      { reference_year: '2023' },
      {},
    ])
    expect(new Set(items.map((item) => item.identity)).size).toBe(3)
    expect(items[2]!.identity).toBe('5601746763')
  })

  it('gives the same parameters in another order the same identity', () => {
    const [a, b] = listOf(relationItem).parse([
      revenue({ reference_year: '2023', document_type: 'Jahresabschluss' }),
      {
        ...revenue(),
        entity: {
          ...revenue().entity,
          parameters: { document_type: 'Jahresabschluss', reference_year: '2023' },
        },
      },
    ])
    expect(a!.identity).toBe(b!.identity)
  })
})

describe('data search items', () => {
  it('find streams and services by `key` or `_key` (§9.15)', () => {
    const items = listOf(dataItem).parse([
      { entity_type: 'STREAM', entity: { key: '1', name: { en: 'A' } } },
      { entity_type: 'STREAM', entity: { _key: '2', name: { en: 'B' } } },
      { entity_type: 'SERVICE', entity: { _key: 'services/3', name: { en: 'C' } } },
      { entity_type: 'SERVICE', linked_context_id: '4', entity: { name: { en: 'D' } } },
    ])
    expect(items.map((item) => [item.kind, item.key])).toEqual([
      ['STREAM', '1'],
      ['STREAM', '2'],
      ['SERVICE', '3'],
      ['SERVICE', '4'],
    ])
  })
})
