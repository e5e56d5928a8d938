import { describe, expect, it } from 'vitest'
import { fusionResult } from './fusion'
import { knowledgeAnswer } from './knowledge-answer'

const ORG = '1'.repeat(32)
const PERSON = '2'.repeat(32)
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

describe('knowledgeAnswer (§9.12 value shapes)', () => {
  const envelope = (label: string, value: unknown) => [
    {
      label,
      entity_from: { fb_entity_id: ORG, entity_type: 'ORGANIZATION', display_name: 'Muster GmbH' },
      entity: { entity_type: 'FEATURE', value },
    },
  ]

  it('picks the current managing directors', () => {
    const answer = knowledgeAnswer.parse(
      envelope('MANAGEMENT', {
        current: [
          {
            fb_entity_id: PERSON,
            entity_type: 'PERSON',
            display_name: 'Anna Maier',
            label: 'MANAGING_DIRECTOR',
            start_date: '2020-01-01',
          },
          {
            fb_entity_id: ORG,
            entity_type: 'PERSON',
            display_name: 'Paul Prokura',
            label: 'PROKURIST',
          },
        ],
        past: [],
      }),
    )
    expect(answer).toMatchObject({ kind: 'management', from: { name: 'Muster GmbH' } })
    expect(answer.kind === 'management' && answer.current.map((holder) => holder.ref.name)).toEqual(
      ['Anna Maier'],
    )
  })

  it('picks the latest KPI year, with nulls kept', () => {
    const answer = knowledgeAnswer.parse(
      envelope('FINANCIALS_KPI', [
        { year: 2021, employees_estimate: 10, revenue: null, net_income: 5, active_total: 100 },
        {
          year: '2023',
          employees_estimate: 12,
          revenue: null,
          net_income: null,
          active_total: 120,
        },
      ]),
    )
    expect(answer).toMatchObject({
      kind: 'kpi',
      latest: { year: 2023, employees: 12, revenue: null, totalAssets: 120 },
    })
  })

  it('treats null, [] and missing envelopes as empty and unknown labels as generic', () => {
    expect(knowledgeAnswer.parse(envelope('UBO', null)).kind).toBe('empty')
    expect(knowledgeAnswer.parse(envelope('NEWS', [])).kind).toBe('empty')
    expect(knowledgeAnswer.parse([]).kind).toBe('empty')
    expect(knowledgeAnswer.parse(envelope('NEWS', [{ headline: 'x' }]))).toMatchObject({
      kind: 'generic',
      value: [{ headline: 'x' }],
    })
  })
})
