import { describe, expect, it } from 'vitest'
import { matchesCatalogueFilter } from './data-search'
import { dataSearchResponseSchema } from './data-search-schema'

describe('data search', () => {
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
        nameDe: null,
        source: 'Destatis',
        coverage: ['DEU'],
        score: 0.9,
      },
      {
        type: 'SERVICE',
        key: '4658603456',
        name: 'Web-Kontext',
        nameDe: null,
        source: null,
        coverage: [],
        score: null,
      },
    ])
  })

  it('reads a data-search item whose entity names its key `_key`', () => {
    const [hit] = dataSearchResponseSchema.parse({
      results: [{ entity_type: 'STREAM', entity: { _key: '4412095002', name: { en: 'States' } } }],
    })
    expect(hit).toMatchObject({ type: 'STREAM', key: '4412095002', name: 'States' })
  })

  it('keeps a German name that differs and filters on every word', () => {
    const [hit] = dataSearchResponseSchema.parse({
      results: [
        {
          entity_type: 'SERVICE',
          entity: {
            key: '1',
            name: { en: 'Geocode an address', de: 'Geokodierung' },
            source: { name: 'BKG' },
          },
        },
      ],
    })
    expect(hit).toMatchObject({ name: 'Geocode an address', nameDe: 'Geokodierung' })
    expect(matchesCatalogueFilter(hit!, 'geokod')).toBe(true)
    expect(matchesCatalogueFilter(hit!, 'ADDRESS bkg')).toBe(true)
    expect(matchesCatalogueFilter(hit!, 'address postal')).toBe(false)
    expect(matchesCatalogueFilter(hit!, '  ')).toBe(true)
  })
})
