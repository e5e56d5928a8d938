import { describe, expect, it } from 'vitest'
import { readRoleLists, roleInWords } from './roles'
import type { LinkReadContext } from './relation-links'

const P = 'a'.repeat(32)
const O = 'b'.repeat(32)
/** A real person ID is 31 characters long (docs/datahub-api.md §1). */
const SHORT = 'c'.repeat(31)

const management = (selfId = O): LinkReadContext => ({
  selfId,
  farType: 'PERSON',
  fallbackEnd: 'from',
})

describe('readRoleLists: flat references', () => {
  it('maps the {current, past} shape with role words, dates and shares', () => {
    const lists = readRoleLists(
      {
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
      },
      management(SHORT),
    )!
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

  it('splits a plain array by end date and reads every name form', () => {
    const lists = readRoleLists(
      [
        { fb_entity_id: P, attributes: { display_name: { en: 'Old Name' } }, label: 'OWNER' },
        { fb_entity_id: SHORT, display_name: { de: 'Nur Deutsch' }, label: 'PROKURIST' },
        {
          fb_entity_id: O,
          entity_type: 'ORGANIZATION',
          display_name: 'X AG',
          label: 'SHAREHOLDER',
          start_date: '2000-01-01',
          end_date: '2002-01-01',
        },
      ],
      management(),
    )!
    expect(lists.current.map((role) => role.entity.name).sort()).toEqual([
      'Nur Deutsch',
      'Old Name',
    ])
    expect(lists.current.find((role) => role.entity.name === 'Nur Deutsch')!.entity.id).toBe(SHORT)
    expect(lists.past.map((role) => role.entity.name)).toEqual(['X AG'])
  })

  it('returns null for shapes it does not know, so the generic view takes over', () => {
    expect(readRoleLists({ something: 'else' }, management())).toBeNull()
    expect(readRoleLists('text', management())).toBeNull()
  })

  it('puts unknown role labels into words', () => {
    expect(roleInWords('SPECIAL_REPRESENTATIVE')).toBe('Special representative')
    expect(roleInWords(null)).toBe('Role not stated')
  })
})

describe('readRoleLists: network-link records (docs/datahub-api.md §9 (14))', () => {
  /** The shape of a published real management answer: the person at entity_from. */
  const published = (person: object, end: string | null = null) => ({
    label: 'MANAGING_DIRECTOR',
    entity_from: person,
    entity_to: {
      fb_entity_id: O,
      entity_type: 'ORGANIZATION',
      attributes: { display_name: { en: 'Muster GmbH' } },
    },
    meta: { start_date: '2018-03-01', end_date: end },
  })

  it('shows the person at the far end, with the name, the 31-character ID and the dates', () => {
    const lists = readRoleLists(
      [
        published({
          fb_entity_id: SHORT,
          entity_type: 'PERSON',
          attributes: { display_name: { en: 'Jane Roe' } },
        }),
        published(
          { fb_entity_id: P, entity_type: 'PERSON', display_name: { de: 'Max Mustermann' } },
          '2020-12-31',
        ),
      ],
      management(),
    )!
    expect(lists.current).toEqual([
      expect.objectContaining({
        entity: { id: SHORT, type: 'PERSON', name: 'Jane Roe' },
        label: 'MANAGING_DIRECTOR',
        startDate: '2018-03-01',
        endDate: null,
      }),
    ])
    expect(lists.past[0]).toMatchObject({
      entity: { id: P, name: 'Max Mustermann' },
      endDate: '2020-12-31',
    })
  })

  it('knows the organization itself under its 32-character ID when the link carries 31', () => {
    const lists = readRoleLists(
      [
        {
          label: 'MANAGING_DIRECTOR',
          entity_from: { fb_entity_id: P, display_name: 'Anna' },
          entity_to: { fb_entity_id: SHORT, display_name: 'Self GmbH' },
        },
      ],
      { selfId: `0${SHORT}`, farType: null, fallbackEnd: 'to' },
    )!
    expect(lists.current[0]!.entity.name).toBe('Anna')
  })

  it('shows the held company for shareholdings, with the share from meta', () => {
    const lists = readRoleLists(
      [
        {
          label: 'SHAREHOLDER',
          entity_from: { fb_entity_id: O, entity_type: 'ORGANIZATION', display_name: 'Self' },
          entity_to: { fb_entity_id: P, entity_type: 'ORGANIZATION', display_name: 'Held AG' },
          meta: { start_date: '2015-01-01', share_percentage: 40 },
        },
      ],
      { selfId: O, farType: 'ORGANIZATION', fallbackEnd: 'to' },
    )!
    expect(lists.current[0]).toMatchObject({ entity: { name: 'Held AG' }, sharePercent: 40 })
  })

  it('falls back to the documented end when neither IDs nor types tell', () => {
    const link = {
      label: 'MANAGING_DIRECTOR',
      entity_from: { display_name: 'Holder' },
      entity_to: { display_name: 'Company' },
    }
    expect(readRoleLists([link], { fallbackEnd: 'from' })!.current[0]!.entity.name).toBe('Holder')
    expect(readRoleLists([link], { fallbackEnd: 'to' })!.current[0]!.entity.name).toBe('Company')
  })

  it('gives null (the generic view) when no item names anyone, never "unnamed" rows', () => {
    const nameless = [{ label: 'MANAGING_DIRECTOR', meta: { start_date: '2020-01-01' } }]
    expect(readRoleLists(nameless, management())).toBeNull()
    expect(readRoleLists({ current: nameless, past: [] }, management())).toBeNull()
    expect(readRoleLists([], management())).toEqual({ current: [], past: [] })
  })
})
