import { parseRoleLists, parseUbo, roleInWords } from './people-models'

const P = 'a'.repeat(32)
const O = 'b'.repeat(32)

describe('parseRoleLists', () => {
  it('maps the {current, past} shape with role words, dates and shares', () => {
    const lists = parseRoleLists({
      current: [
        {
          fb_entity_id: P,
          entity_type: 'PERSON',
          display_name: 'Anna Berg',
          label: 'MANAGING_DIRECTOR',
          start_date: '2019-04-01',
          end_date: null,
          share_percentage: '25.5',
        },
      ],
      past: [
        {
          fb_entity_id: O,
          entity_type: 'ORGANIZATION',
          display_name: 'Holding GmbH',
          label: 'PROKURIST',
          start_date: '2010-01-01',
          end_date: '2015-06-30',
        },
      ],
    })!
    expect(lists.current[0]).toMatchObject({
      entity: { id: P, type: 'PERSON', name: 'Anna Berg' },
      role: 'Managing director',
      startDate: '2019-04-01',
      endDate: null,
      sharePercent: 25.5,
    })
    expect(lists.past[0]).toMatchObject({
      entity: { type: 'ORGANIZATION' },
      role: 'Authorised officer (Prokurist)',
      endDate: '2015-06-30',
      sharePercent: null,
    })
  })

  it('splits a flat role array by end date and reads attributes.display_name.en', () => {
    const lists = parseRoleLists([
      {
        fb_entity_id: P,
        entity_type: 'PERSON',
        attributes: { display_name: { en: 'Old Name' } },
        label: 'OWNER',
        start_date: '2001-01-01',
      },
      {
        fb_entity_id: O,
        entity_type: 'ORGANIZATION',
        display_name: 'X AG',
        label: 'SHAREHOLDER',
        start_date: '2000-01-01',
        end_date: '2002-01-01',
      },
    ])!
    expect(lists.current.map((role) => role.entity.name)).toEqual(['Old Name'])
    expect(lists.past.map((role) => role.entity.name)).toEqual(['X AG'])
  })

  it('returns null for shapes it does not know, so the generic view takes over', () => {
    expect(parseRoleLists({ something: 'else' })).toBeNull()
    expect(parseRoleLists('text')).toBeNull()
  })

  it('puts unknown role labels into words', () => {
    expect(roleInWords('SPECIAL_REPRESENTATIVE')).toBe('Special representative')
    expect(roleInWords(null)).toBe('Role not stated')
  })
})

describe('parseUbo', () => {
  it('maps owners with effective shares and chains, and unresolved owners with reasons', () => {
    const model = parseUbo({
      beneficial_owners: [
        { fb_entity_id: P, display_name: 'Small', effective_share: 0.1, chain: [O, P] },
        { fb_entity_id: P, display_name: 'Big', effective_share: 0.6, chain: [O, P] },
      ],
      unresolved_beneficial_owners: [
        { fb_entity_id: O, display_name: 'Loop GmbH', reason: 'cycle' },
        { fb_entity_id: O, display_name: 'Odd', reason: 'mystery' },
      ],
    })!
    expect(model.owners.map((owner) => [owner.entity.name, owner.effectiveShare])).toEqual([
      ['Big', 0.6],
      ['Small', 0.1],
    ])
    expect(model.owners[0]!.chain).toEqual([O, P])
    expect(model.owners[0]!.entity.type).toBe('PERSON')
    expect(model.unresolved[0]!.entity.type).toBe('ORGANIZATION')
    expect(model.unresolved[0]!.reasonText).toMatch(/loops back/)
    expect(model.unresolved[1]!.reasonText).toBe('Reason: mystery')
  })

  it('rejects an unknown shape', () => {
    expect(parseUbo([1, 2])).toBeNull()
  })
})
