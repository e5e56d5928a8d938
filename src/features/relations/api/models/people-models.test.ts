import { activateLocale, i18n } from '@/lib/i18n/i18n'
import { textOf, type Text } from '../../relation-text'
import { parsePeopleSlice, parseUbo } from './people-models'

// Titles are messages translated when shown; these tests read them in English.
const english = (text: Text) => textOf(i18n, text)
beforeAll(() => activateLocale('en'))

const P = 'a'.repeat(32)
const O = 'b'.repeat(32)
const context = (label: string) => ({ entityType: 'ORGANIZATION' as const, entityId: O, label })

describe('parsePeopleSlice', () => {
  it('shows the person for management and the held company for shareholdings', () => {
    const link = {
      label: 'MANAGING_DIRECTOR',
      entity_from: { fb_entity_id: P, display_name: 'Person' },
      entity_to: { fb_entity_id: 'c'.repeat(31), display_name: 'Company' },
    }
    expect(parsePeopleSlice([link], context('MANAGEMENT'))!.current[0]!.entity).toMatchObject({
      name: 'Person',
      type: 'PERSON',
    })
    expect(parsePeopleSlice([link], context('SHAREHOLDINGS'))!.current[0]!.entity).toMatchObject({
      name: 'Company',
      type: 'ORGANIZATION',
    })
  })
})

describe('parseUbo', () => {
  it('maps owners with effective shares and chains, and unresolved owners with reasons', () => {
    const model = parseUbo(
      {
        beneficial_owners: [
          { fb_entity_id: P, display_name: 'Small', effective_share: 0.1, chain: [O, P] },
          { fb_entity_id: P, display_name: 'Big', effective_share: 0.6, chain: [O, P] },
        ],
        unresolved_beneficial_owners: [
          { fb_entity_id: O, display_name: 'Loop GmbH', reason: 'cycle' },
          { fb_entity_id: O, display_name: 'Odd', reason: 'mystery' },
        ],
      },
      context('UBO'),
    )!
    expect(model.owners.map((owner) => [owner.entity.name, owner.effectiveShare])).toEqual([
      ['Big', 0.6],
      ['Small', 0.1],
    ])
    expect(model.owners[0]!.chain).toEqual([O, P])
    expect(model.owners[0]!.entity.type).toBe('PERSON')
    expect(model.unresolved[0]!.entity.type).toBe('ORGANIZATION')
    expect(english(model.unresolved[0]!.reasonText)).toMatch(/loops back/)
    expect(english(model.unresolved[1]!.reasonText)).toBe('Reason: mystery')
  })

  it('reads link-shaped owners (owner at entity_to) and localized names', () => {
    const model = parseUbo(
      {
        beneficial_owners: [
          {
            entity_from: { fb_entity_id: O, entity_type: 'ORGANIZATION' },
            entity_to: { fb_entity_id: P, attributes: { display_name: { en: 'Ultimate Owner' } } },
            effective_share: 0.75,
            chain: [O, P],
          },
        ],
        unresolved_beneficial_owners: [
          { fb_entity_id: O, display_name: { de: 'Ende GmbH' }, reason: 'max_depth' },
        ],
      },
      context('UBO'),
    )!
    expect(model.owners[0]).toEqual({
      entity: { id: P, type: 'PERSON', name: 'Ultimate Owner' },
      effectiveShare: 0.75,
      chain: [O, P],
    })
    expect(model.unresolved[0]!.entity.name).toBe('Ende GmbH')
  })

  it('rejects an unknown shape', () => {
    expect(parseUbo([1, 2], context('UBO'))).toBeNull()
    expect(parseUbo({ beneficial_owners: [{ effective_share: 1 }] }, context('UBO'))).toBeNull()
  })
})
