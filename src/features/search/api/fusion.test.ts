import { describe, expect, it } from 'vitest'
import { fusionResult } from './fusion'

const ORG = '1'.repeat(32)
const LOCATION = '3'.repeat(32)

const response = {
  results: {
    organizations: [
      {
        entity_type: 'ORGANIZATION',
        entity: {
          fb_entity_id: ORG,
          status: 'ACTIVE',
          display_name: 'Muster GmbH',
          display_address: 'Munich, Germany',
          source_key: '1051122944',
        },
        score: 9,
      },
    ],
    persons: [],
    locations: [
      {
        entity_type: 'LOCATION',
        entity: { fb_entity_id: LOCATION, formatted_address: '80331 München' },
      },
    ],
    relations: [
      {
        entity_type: 'RELATION',
        entity: { id: 'relations/5906082026', key: '5906082026', name: { en: 'Management' } },
        score: 1,
      },
    ],
    streams: [
      {
        entity_type: 'STREAM',
        linked_context_id: '42',
        linked_data_value: 'Population',
        entity: {
          key: '42',
          name: { en: 'Population', de: 'Bevölkerung' },
          source: { name: 'Destatis' },
          meta: { coverage: { geographical: { iso_alpha_3: ['DEU'] } } },
        },
        score: 0.8,
      },
    ],
    services: null,
  },
  ranks: ['LOCATION', 'ORGANIZATION', 'BOGUS'],
  knowledge_graph: {
    intent: 'RELATION',
    from_entity_type: 'ORGANIZATION',
    from_entity_id: ORG,
    relation_id: 'relations/5601746763',
    relation_parameters: { params: { reference_year: '2023' } },
  },
}

describe('fusionResult', () => {
  it('orders groups by ranks, then the rest, and drops empty groups', () => {
    const result = fusionResult.parse(response)
    expect(result.groups.map((group) => group.type)).toEqual([
      'LOCATION',
      'ORGANIZATION',
      'STREAM',
      'RELATION',
    ])
    const streams = result.groups.find((group) => group.type === 'STREAM')
    expect(streams?.items[0]).toMatchObject({ key: '42', name: 'Population', coverage: ['DEU'] })
  })

  it('§9.8 unwraps wrapped relation parameters and strips the relations/ prefix', () => {
    expect(fusionResult.parse(response).knowledgeGraph).toEqual({
      intent: 'RELATION',
      fromType: 'ORGANIZATION',
      fromId: ORG,
      relationId: '5601746763',
      parameters: { reference_year: '2023' },
    })
    const flat = fusionResult.parse({
      ...response,
      knowledge_graph: { ...response.knowledge_graph, relation_parameters: { depth: 2 } },
    })
    expect(flat.knowledgeGraph?.parameters).toEqual({ depth: 2 })
  })

  it('survives a missing or malformed body', () => {
    expect(fusionResult.parse(null)).toEqual({ groups: [], knowledgeGraph: null })
    expect(
      fusionResult.parse({
        results: { organizations: [{ entity: { fb_entity_id: 'not-an-id' } }] },
        knowledge_graph: {},
      }),
    ).toEqual({
      groups: [],
      knowledgeGraph: null,
    })
  })
})
