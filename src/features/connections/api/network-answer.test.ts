import { describe, expect, it } from 'vitest'
import { networkValue } from './connection-queries'
import { readNetworkAnswer } from './network-answer'

const ORG = '0' + 'a'.repeat(31)
const PERSON = 'b'.repeat(31)
const HOLDING = 'c'.repeat(32)

describe('readNetworkAnswer', () => {
  it('reads names in every documented form, short IDs and the hub share', () => {
    const answer = readNetworkAnswer({
      root: { fb_entity_id: ORG, entity_type: 'ORGANIZATION', display_name: 'Muster GmbH' },
      links: [
        {
          depth: 1,
          label: 'MANAGING_DIRECTOR',
          entity_from: {
            fb_entity_id: PERSON,
            entity_type: 'PERSON',
            attributes: { display_name: { en: 'Eva Muster' } },
          },
          entity_to: {
            fb_entity_id: ORG,
            entity_type: 'ORGANIZATION',
            display_name: { de: 'Muster GmbH' },
          },
          meta: { start_date: '2020-01-01', end_date: null },
        },
        {
          depth: 1,
          label: 'SHAREHOLDER',
          entity_from: {
            fb_entity_id: HOLDING,
            entity_type: 'organization',
            display_name: 'Holding AG',
          },
          // No type given: what is held is an organization (§7 (k)).
          entity_to: { fb_entity_id: ORG, display_name: 'Muster GmbH' },
          meta: {
            start_date: '2019-05-01T00:00:00Z',
            end_date: '2021-01-01',
            share_percentage: '40.5',
          },
        },
      ],
    })
    expect(answer.roles).toEqual([
      {
        holder: PERSON,
        organization: ORG,
        label: 'MANAGING_DIRECTOR',
        startDate: '2020-01-01',
        endDate: null,
        sharePercentage: null,
      },
      {
        holder: HOLDING,
        organization: ORG,
        label: 'SHAREHOLDER',
        startDate: '2019-05-01T00:00:00Z',
        endDate: '2021-01-01',
        sharePercentage: 40.5,
      },
    ])
    expect(answer.entities).toContainEqual({ id: PERSON, type: 'PERSON', name: 'Eva Muster' })
    expect(answer.entities).toContainEqual({
      id: HOLDING,
      type: 'ORGANIZATION',
      name: 'Holding AG',
    })
  })

  it('leaves out links it cannot follow and shares it cannot trust', () => {
    const answer = readNetworkAnswer({
      root: { fb_entity_id: ORG },
      links: [
        {
          label: 'OWNER',
          entity_from: { display_name: 'No ID' },
          entity_to: { fb_entity_id: ORG },
        },
        {
          label: 'SHAREHOLDER',
          entity_from: { fb_entity_id: PERSON, entity_type: 'PERSON' },
          entity_to: { fb_entity_id: ORG },
          meta: { share_percentage: 140 },
        },
        'not a link',
      ],
    })
    expect(answer.roles).toHaveLength(1)
    expect(answer.roles[0]!.sharePercentage).toBeNull()
  })

  it('reads nothing from nonsense, null or an unresolved answer', () => {
    for (const value of [null, [], 'x', { links: 'x' }])
      expect(readNetworkAnswer(value)).toEqual({ entities: [], roles: [] })
    expect(networkValue([])).toBeNull()
    expect(networkValue([{ label: 'MANAGEMENT', entity: { value: { root: {} } } }])).toBeNull()
    expect(networkValue([{ label: 'ENTITY_NETWORK', entity: { value: { links: [] } } }])).toEqual({
      links: [],
    })
    expect(networkValue({ entity: { value: 1 } })).toBe(1)
  })
})
