import { describe, expect, it } from 'vitest'
import { readRoleLists } from '@/lib/datahub/roles'
import { isShared, sharedEntities } from './shared-entities'

const ORG_A = 'a'.repeat(32)
const ORG_B = 'b'.repeat(32)
const ORG_C = 'c'.repeat(32)
const PERSON = '0' + '1'.repeat(31)
const HOLDING = 'f'.repeat(32)

const management = (orgId: string, value: unknown) =>
  readRoleLists(value, { selfId: orgId, farType: 'PERSON', fallbackEnd: 'from' })
const shareholders = (orgId: string, value: unknown) =>
  readRoleLists(value, { selfId: orgId, farType: null, fallbackEnd: 'from' })

describe('sharedEntities', () => {
  it('finds people and companies the organizations share, across every documented shape', () => {
    const people = [
      {
        // The hub's split of flat references.
        management: management(ORG_A, {
          current: [
            {
              fb_entity_id: PERSON,
              entity_type: 'PERSON',
              display_name: 'Leon Müller',
              label: 'MANAGING_DIRECTOR',
            },
          ],
          past: [],
        }),
        shareholders: shareholders(ORG_A, {
          current: [
            {
              fb_entity_id: HOLDING,
              entity_type: 'ORGANIZATION',
              display_name: 'Holding AG',
              label: 'SHAREHOLDER',
            },
          ],
          past: [],
        }),
      },
      {
        // The published real shape: a plain array of link records, the short ID (§9 (13)).
        management: management(ORG_B, [
          {
            label: 'MANAGING_DIRECTOR',
            entity_from: {
              fb_entity_id: PERSON.slice(1),
              attributes: { display_name: { en: 'Leon Müller' } },
            },
            entity_to: { fb_entity_id: ORG_B, entity_type: 'ORGANIZATION', display_name: 'B GmbH' },
            meta: { start_date: '2020-01-01', end_date: null },
          },
        ]),
        shareholders: null,
      },
      {
        management: management(ORG_C, {
          current: [],
          past: [
            {
              fb_entity_id: PERSON,
              display_name: 'Leon Müller',
              label: 'PROKURIST',
              end_date: '2019-01-01',
            },
          ],
        }),
        shareholders: shareholders(ORG_C, [
          {
            label: 'SHAREHOLDER',
            entity_from: {
              fb_entity_id: HOLDING,
              entity_type: 'ORGANIZATION',
              display_name: 'Holding AG',
            },
            entity_to: { fb_entity_id: ORG_C, entity_type: 'ORGANIZATION', display_name: 'C GmbH' },
            meta: { start_date: '2020-01-01', share_percentage: 60 },
          },
        ]),
      },
    ]
    const shared = sharedEntities(people)
    expect(shared.map((entry) => [entry.entity.name, entry.organizations])).toEqual([
      ['Leon Müller', [0, 1, 2]],
      ['Holding AG', [0, 2]],
    ])
    expect(shared[0]!.entity.type).toBe('PERSON')
    expect(shared[0]!.roles).toContainEqual({
      organization: 2,
      kind: 'management',
      role: 'Authorised officer (Prokurist)',
      current: false,
    })
    expect(isShared(shared, PERSON.slice(1))).toBe(true)
    expect(isShared(shared, ORG_A)).toBe(false)
  })

  it('ignores references without an ID and people at one organization only', () => {
    const shared = sharedEntities([
      {
        management: management(ORG_A, [{ display_name: 'No ID', label: 'OWNER' }]),
        shareholders: null,
      },
      {
        management: management(ORG_B, [{ display_name: 'No ID', label: 'OWNER' }]),
        shareholders: null,
      },
    ])
    expect(shared).toEqual([])
  })
})
