import { assessOwnership, legalRepresentatives } from './beneficial-ownership'
import type { Role, RoleLists } from './roles'
import type { UboOwner, UboSlice } from './ubo'

const ORG = 'o'.repeat(32)
const HOLDING = 'h'.repeat(32)
const person = (letter: string) => letter.repeat(32)

const owner = (letter: string, share: number | null, via: string[] = []): UboOwner => ({
  entity: { id: person(letter), type: 'PERSON', name: `Person ${letter}` },
  effectiveShare: share,
  chain: [ORG, ...via, person(letter)],
})

const slice = (owners: UboOwner[], unresolved: UboSlice['unresolved'] = []): UboSlice => ({
  owners,
  unresolved,
})

const role = (letter: string, label: string, endDate: string | null = null): Role => ({
  entity: { id: person(letter), type: 'PERSON', name: `Person ${letter}` },
  label,
  role: label,
  startDate: '2020-01-01',
  endDate,
  sharePercent: null,
  shareNominalEur: null,
})

const names = (list: { entity: { name: string } }[]) => list.map((entry) => entry.entity.name)

describe('assessOwnership (GwG § 3)', () => {
  it('counts a person above 25 % as beneficial owner and keeps the others below the line', () => {
    const result = assessOwnership(slice([owner('a', 0.6), owner('b', 0.3), owner('c', 0.1)]), null)
    expect(result.verdict).toBe('owners')
    expect(names(result.beneficialOwners)).toEqual(['Person a', 'Person b'])
    expect(names(result.otherHolders)).toEqual(['Person c'])
    expect(result.complete).toBe(true)
    expect(result.unaccountedShare).toBe(0)
  })

  it('does not count exactly 25 % (25 % is not more than 25 %), also when it is a product', () => {
    const direct = assessOwnership(slice([owner('a', 0.25), owner('b', 0.75)]), null)
    expect(names(direct.beneficialOwners)).toEqual(['Person b'])
    expect(names(direct.otherHolders)).toEqual(['Person a'])
    // 50 % of a holding that holds 50 %: 0.5 × 0.5, computed in floating point.
    const chained = assessOwnership(slice([owner('a', 0.5 * 0.5, [HOLDING])]), null)
    expect(chained.beneficialOwners).toEqual([])
    const justAbove = assessOwnership(slice([owner('a', 0.2501)]), null)
    expect(names(justAbove.beneficialOwners)).toEqual(['Person a'])
  })

  it('adds up the chains that lead to one person (15 % direct + 12 % through a holding)', () => {
    const result = assessOwnership(
      slice([owner('a', 0.15), owner('a', 0.6 * 0.2, [HOLDING])]),
      null,
    )
    expect(result.beneficialOwners).toHaveLength(1)
    expect(result.beneficialOwners[0]!.share).toBeCloseTo(0.27)
    expect(result.beneficialOwners[0]!.chains).toHaveLength(2)
  })

  it('multiplied chains can fall below the threshold although every step is above it', () => {
    // 40 % of a holding that holds 60 % of the organization: 24 %.
    const result = assessOwnership(
      slice([owner('a', 0.4 * 0.6, [HOLDING]), owner('b', 0.76)]),
      null,
    )
    expect(names(result.otherHolders)).toEqual(['Person a'])
    expect(names(result.beneficialOwners)).toEqual(['Person b'])
  })

  it('reports the share nobody accounts for and never claims completeness then', () => {
    const result = assessOwnership(slice([owner('a', 0.03)]), null)
    expect(result.accountedShare).toBeCloseTo(0.03)
    expect(result.unaccountedShare).toBeCloseTo(0.97)
    expect(result.complete).toBe(false)
    expect(result.verdict).toBe('fictitious')
  })

  it('keeps people whose share is missing apart and marks the picture incomplete', () => {
    const result = assessOwnership(slice([owner('a', 0.7), owner('b', null)]), null)
    expect(names(result.beneficialOwners)).toEqual(['Person a'])
    expect(names(result.unknownShareHolders)).toEqual(['Person b'])
    expect(result.otherHolders).toEqual([])
    expect(result.complete).toBe(false)
    expect(result.unaccountedShare).toBeCloseTo(0.3)
  })

  it('is incomplete when a chain ends at an entity that could not be followed', () => {
    const deadEnd = {
      entity: { id: HOLDING, type: 'ORGANIZATION' as const, name: 'Holding GmbH' },
      reason: 'no_further_shareholder_data',
    }
    const result = assessOwnership(slice([owner('a', 0.5)], [deadEnd]), null)
    expect(result.complete).toBe(false)
    expect(result.deadEnds).toEqual([deadEnd])
    expect(result.unaccountedShare).toBeCloseTo(0.5)
    // Even 100 % listed is not complete while a dead end remains.
    const full = assessOwnership(slice([owner('a', 1)], [deadEnd]), null)
    expect(full.complete).toBe(false)
  })

  it('names the current legal representatives as fictitious owners when no person crosses 25 %', () => {
    const management: RoleLists = {
      current: [
        role('m', 'MANAGING_DIRECTOR'),
        role('p', 'PROKURIST'),
        role('s', 'SUPERVISORY_BOARD_MEMBER'),
        role('m', 'MANAGING_DIRECTOR'),
      ],
      past: [role('x', 'MANAGING_DIRECTOR', '2019-12-31')],
    }
    const result = assessOwnership(slice([owner('a', 0.2), owner('b', 0.2)]), management)
    expect(result.verdict).toBe('fictitious')
    expect(result.beneficialOwners).toEqual([])
    expect(names(result.otherHolders)).toEqual(['Person a', 'Person b'])
    expect(names(result.legalRepresentatives!)).toEqual(['Person m'])
  })

  it('names fictitious owners when no natural person is listed at all', () => {
    const result = assessOwnership(slice([]), { current: [role('v', 'BOARD_MEMBER')], past: [] })
    expect(result.verdict).toBe('fictitious')
    expect(result.unaccountedShare).toBe(1)
    expect(names(result.legalRepresentatives!)).toEqual(['Person v'])
  })

  it('leaves the representatives unknown (null) without management, and empty when none hold office', () => {
    expect(assessOwnership(slice([owner('a', 0.1)]), null).legalRepresentatives).toBeNull()
    const none = assessOwnership(slice([owner('a', 0.1)]), { current: [], past: [] })
    expect(none.legalRepresentatives).toEqual([])
    // With a beneficial owner the representatives are not asked for.
    const owned = assessOwnership(slice([owner('a', 0.9)]), {
      current: [role('m', 'MANAGING_DIRECTOR')],
      past: [],
    })
    expect(owned.legalRepresentatives).toBeNull()
  })
})

describe('legalRepresentatives', () => {
  it('keeps a representing company (the general partner of a GmbH & Co. KG) apart from the people', () => {
    const company: Role = {
      ...role('g', 'FULLY_LIABLE_PARTNER'),
      entity: { id: 'g'.repeat(32), type: 'ORGANIZATION', name: 'Verwaltungs GmbH' },
    }
    const result = assessOwnership(slice([owner('a', 0.2)]), {
      current: [company, role('m', 'MANAGING_DIRECTOR')],
      past: [],
    })
    expect(names(result.legalRepresentatives!)).toEqual(['Person m'])
    expect(names(result.representingCompanies!)).toEqual(['Verwaltungs GmbH'])
  })

  it('takes managing directors, board members, general partners, liquidators and owners', () => {
    const lists: RoleLists = {
      current: [
        'MANAGING_DIRECTOR',
        'BOARD_MEMBER',
        'FULLY_LIABLE_PARTNER',
        'LIQUIDATOR',
        'OWNER',
        'LIMITED_PARTNER',
      ].map((label, index) => role(String.fromCharCode(97 + index), label)),
      past: [],
    }
    expect(legalRepresentatives(lists).people.map((entry) => entry.label)).toEqual([
      'MANAGING_DIRECTOR',
      'BOARD_MEMBER',
      'FULLY_LIABLE_PARTNER',
      'LIQUIDATOR',
      'OWNER',
    ])
  })
})
