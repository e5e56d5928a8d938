/**
 * Monitoring names a watched company's beneficial owners by the one GwG rule
 * (src/lib/datahub/gwg-beneficial-owners.ts) from its own shareholder list, and reports a change
 * only when who they are, or the verdict, changes.
 */
import { currentShareholders } from './describe'
import { beneficialOwnerChanges, beneficialOwnerSummary } from './describe-owners'
import {
  ANNA,
  anna,
  BERND,
  bernd,
  holding,
  hubShareholderSlice as hubSlice,
  type Holder,
} from './testing/shareholders'

const COMPANY = { id: 'c0ffee00c0ffee00c0ffee00c0ffee00', name: 'Beispiel GmbH' }
/** The documented variant (docs/datahub-api.md §9 (14)): link records, the holder `entity_from`. */
const linkSlice = (holders: Holder[]) =>
  holders.map((holder) => ({
    label: 'SHAREHOLDER',
    entity_from: {
      fb_entity_id: holder.id,
      entity_type: holder.type,
      attributes: { display_name: { en: holder.name } },
    },
    entity_to: { fb_entity_id: COMPANY.id, entity_type: 'ORGANIZATION' },
    meta: { start_date: '2020-01-01', end_date: null, share_percentage: holder.share },
  }))

describe.each([
  ['the hub’s own shape', hubSlice],
  ['link records', linkSlice],
])('beneficial owners from a shareholder list in %s', (_, slice) => {
  const state = (...holders: Holder[]) => currentShareholders(slice(holders))
  const changes = (before: Holder[], after: Holder[]) =>
    beneficialOwnerChanges(COMPANY, state(...before), state(...after))

  it('names a holder who crosses 25 % as a new beneficial owner', () => {
    expect(changes([anna(20), bernd(80)], [anna(30), bernd(70)])).toEqual([
      {
        kind: 'beneficial-owners',
        before: 'Bernd Muster (direct, 80 %)',
        after: 'Bernd Muster (direct, 70 %); Anna Beispiel (direct, 30 %)',
      },
    ])
    // Exactly 25 % is not more than 25 %.
    expect(changes([anna(20), bernd(80)], [anna(25), bernd(75)])).toEqual([])
  })

  it('cannot determine them while a company above 25 % is not followed', () => {
    expect(changes([anna(100)], [anna(60), holding(40)])).toEqual([
      {
        kind: 'beneficial-owners',
        before: 'Anna Beispiel (direct, 100 %)',
        after:
          'cannot be determined: Muster Holding GmbH (40 %) not followed | owners for certain: Anna Beispiel (direct, 60 %)',
      },
    ])
    // A company holding everything: nobody is named, and the verdict says why.
    expect(beneficialOwnerSummary(COMPANY, state(holding(100)))?.text).toBe(
      'cannot be determined: Muster Holding GmbH (100 %) not followed',
    )
    // A company at 25 % or less cannot hide anyone above 25 %: Anna is the only owner.
    expect(beneficialOwnerSummary(COMPANY, state(anna(75), holding(25)))?.text).toBe(
      'Anna Beispiel (direct, 75 %)',
    )
  })

  it('reports nothing while the owners and the verdict stay the same', () => {
    // The shares move (the shareholder changes say so), the owners do not.
    expect(changes([anna(60), bernd(40)], [anna(55), bernd(45)])).toEqual([])
    expect(changes([holding(100)], [holding(70), anna(10), bernd(20)])).toEqual([])
    expect(changes([anna(10), bernd(20), holding(70)], [anna(10), bernd(20), holding(70)])).toEqual(
      [],
    )
  })

  it('says when nobody is above 25 % and nothing is missing', () => {
    const carla = { ...anna(25), id: 'c0000000000000000000000000000004', name: 'Carla Klein' }
    const dieter = { ...anna(25), id: 'd0000000000000000000000000000005', name: 'Dieter Groß' }
    const spread = state(anna(25), bernd(25), carla, dieter)
    expect(beneficialOwnerSummary(COMPANY, spread)?.text).toBe('nobody above 25 %')
    expect(beneficialOwnerChanges(COMPANY, spread, state(anna(50), bernd(50)))).toEqual([
      {
        kind: 'beneficial-owners',
        before: 'nobody above 25 %',
        after: 'Anna Beispiel (direct, 50 %); Bernd Muster (direct, 50 %)',
      },
    ])
  })
})

describe('snapshots stored before beneficial owners were named', () => {
  it('produce no change: the holders’ kinds were not kept', () => {
    const old = {
      [ANNA]: { name: 'Anna Beispiel', share: 20 },
      [BERND]: { name: 'Bernd Muster', share: 80 },
    }
    const now = currentShareholders(hubSlice([anna(30), bernd(70)]))
    expect(beneficialOwnerSummary(COMPANY, old)).toBeNull()
    expect(beneficialOwnerChanges(COMPANY, old, now)).toEqual([])
    expect(beneficialOwnerChanges(COMPANY, undefined, now)).toEqual([])
  })
})
