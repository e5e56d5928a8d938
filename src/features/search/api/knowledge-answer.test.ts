import { describe, expect, it } from 'vitest'
import { readKnowledgeAnswer } from './knowledge-answer'

const ORG = '1'.repeat(32)
const PERSON = '2'.repeat(31)

const envelope = (label: string, value: unknown) => [
  {
    label,
    entity_from: { fb_entity_id: ORG, entity_type: 'ORGANIZATION', display_name: 'Muster GmbH' },
    entity: { entity_type: 'FEATURE', value },
  },
]

describe('readKnowledgeAnswer (docs/datahub-api.md §9 (12), (14))', () => {
  it('picks the current managing directors from the {current, past} split', () => {
    const answer = readKnowledgeAnswer(
      envelope('MANAGEMENT', {
        current: [
          {
            fb_entity_id: PERSON,
            entity_type: 'PERSON',
            display_name: 'Anna Maier',
            label: 'MANAGING_DIRECTOR',
            start_date: '2020-01-01',
          },
          { fb_entity_id: ORG, entity_type: 'PERSON', display_name: 'Paul P', label: 'PROKURIST' },
        ],
        past: [],
      }),
      ORG,
    )
    expect(answer).toMatchObject({ kind: 'management', from: { name: 'Muster GmbH' } })
    expect(answer.kind === 'management' && answer.current.map((role) => role.entity.name)).toEqual([
      'Anna Maier',
    ])
  })

  it('reads management as published network-link records (person at entity_from)', () => {
    const answer = readKnowledgeAnswer(
      envelope('MANAGEMENT', [
        {
          label: 'MANAGING_DIRECTOR',
          entity_from: {
            fb_entity_id: PERSON,
            entity_type: 'PERSON',
            attributes: { display_name: { en: 'Jane Roe' } },
          },
          entity_to: { fb_entity_id: ORG, entity_type: 'ORGANIZATION' },
          meta: { start_date: '2021-05-01', end_date: null },
        },
      ]),
      ORG,
    )
    expect(answer.kind).toBe('management')
    if (answer.kind !== 'management') return
    expect(answer.current).toHaveLength(1)
    expect(answer.current[0]).toMatchObject({
      entity: { id: PERSON, name: 'Jane Roe', type: 'PERSON' },
      startDate: '2021-05-01',
    })
  })

  it('shows management it cannot read as delivered, never as nameless rows', () => {
    const value = [{ label: 'MANAGING_DIRECTOR', meta: { start_date: '2020-01-01' } }]
    expect(readKnowledgeAnswer(envelope('MANAGEMENT', value), ORG)).toMatchObject({
      kind: 'generic',
      value,
    })
  })

  it('picks the latest KPI year, with nulls kept', () => {
    const answer = readKnowledgeAnswer(
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
      ORG,
    )
    expect(answer).toMatchObject({
      kind: 'kpi',
      latest: { year: 2023, employees: 12, revenue: null, balanceSheetTotal: 120 },
    })
  })

  it('treats null, [] and missing envelopes as empty and unknown labels as generic', () => {
    expect(readKnowledgeAnswer(envelope('UBO', null), ORG).kind).toBe('empty')
    expect(readKnowledgeAnswer(envelope('NEWS', []), ORG).kind).toBe('empty')
    expect(readKnowledgeAnswer([], ORG).kind).toBe('empty')
    expect(readKnowledgeAnswer(envelope('NEWS', [{ headline: 'x' }]), ORG)).toMatchObject({
      kind: 'generic',
      value: [{ headline: 'x' }],
    })
  })
})
