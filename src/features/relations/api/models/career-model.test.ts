import { parseCareer } from './career-model'

const PERSON = 'a'.repeat(31)
const ORG = 'b'.repeat(32)
const OTHER = 'c'.repeat(32)
const context = { entityType: 'PERSON' as const, entityId: PERSON, label: 'PUBLICATIONS' }
const org = (id: string, name: string) => ({
  fb_entity_id: id,
  entity_type: 'ORGANIZATION',
  display_name: name,
})

describe('parseCareer (person History, docs/datahub-api.md §7)', () => {
  it('pairs appointments and departures of the same role into roles, active first', () => {
    const model = parseCareer(
      [
        {
          date: '2015-02-01',
          category: 'MEMBER_ENTRY',
          label: 'MANAGING_DIRECTOR',
          organization: org(ORG, 'A GmbH'),
          text: 'Bestellt',
        },
        {
          date: '2019-06-30',
          category: 'MEMBER_EXIT',
          label: 'MANAGING_DIRECTOR',
          organization: org(ORG, 'A GmbH'),
          text: 'Ausgeschieden',
        },
        {
          date: '2020-01-15',
          category: 'MEMBER_ENTRY',
          label: 'PROKURIST',
          organization: org(OTHER, 'B AG'),
          text: 'Prokura',
        },
        {
          date: '2021-03-01',
          category: 'NAME_CHANGE',
          title: 'Änderung',
          organization: org(OTHER, 'B AG'),
        },
      ],
      context,
    )!
    expect(
      model.roles.map((role) => [role.entity.name, role.label, role.startDate, role.endDate]),
    ).toEqual([
      ['B AG', 'PROKURIST', '2020-01-15', null],
      ['A GmbH', 'MANAGING_DIRECTOR', '2015-02-01', '2019-06-30'],
    ])
    expect(model.events).toHaveLength(4)
  })

  it('reads link-shaped role records with the organization at entity_to', () => {
    const model = parseCareer(
      [
        {
          label: 'MANAGING_DIRECTOR',
          entity_from: { fb_entity_id: PERSON, entity_type: 'PERSON' },
          entity_to: { fb_entity_id: ORG, attributes: { display_name: { en: 'Link GmbH' } } },
          meta: { start_date: '2018-01-01', end_date: null },
        },
      ],
      context,
    )!
    expect(model.roles).toEqual([
      expect.objectContaining({
        entity: { id: ORG, type: 'ORGANIZATION', name: 'Link GmbH' },
        startDate: '2018-01-01',
        endDate: null,
      }),
    ])
  })

  it('keeps a departure whose appointment is not on record, and rejects unknown shapes', () => {
    const model = parseCareer(
      [
        {
          date: '2010-01-01',
          category: 'MEMBER_EXIT',
          label: 'LIQUIDATOR',
          organization: org(ORG, 'C'),
        },
      ],
      context,
    )!
    expect(model.roles[0]).toMatchObject({ startDate: null, endDate: '2010-01-01' })
    expect(parseCareer({ not: 'a list' }, context)).toBeNull()
    expect(parseCareer([{ foo: 1 }], context)).toBeNull()
    expect(parseCareer([], context)).toEqual({ roles: [], events: [] })
  })
})
