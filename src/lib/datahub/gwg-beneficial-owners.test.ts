import {
  determineBeneficialOwners,
  filingFromRoles,
  filingsFrom,
  legalRepresentatives,
  type BeneficialOwnerResult,
  type ShareholderFiling,
  type ShareholderLink,
} from './gwg-beneficial-owners'
import type { EntityRef } from './entity-ref'
import type { Role, RoleLists } from './roles'

const id = (name: string) =>
  name
    .toLowerCase()
    .replace(/[^a-z0-9]/g, '')
    .padEnd(32, 'x')
const org = (name: string): EntityRef & { id: string } => ({
  id: id(name),
  type: 'ORGANIZATION',
  name,
})
const person = (name: string): EntityRef & { id: string } => ({
  id: id(name),
  type: 'PERSON',
  name,
})

const TARGET = org('Target GmbH')
const H1 = org('Holding One GmbH')
const H2 = org('Holding Two GmbH')
const H3 = org('Holding Three GmbH')
const ANNA = person('Anna')
const BERT = person('Bert')
const CARL = person('Carl')

const holds = (holder: EntityRef, percent: number | null, since: string | null = null) =>
  ({ holder, share: percent === null ? null : percent / 100, since }) satisfies ShareholderLink

/** The filings of a little group: each company's holders; a company not listed is not loaded. */
function run(
  filings: [EntityRef & { id: string }, ShareholderLink[] | ShareholderFiling][],
  management: RoleLists | null = null,
  company = TARGET,
): BeneficialOwnerResult {
  const map = new Map<string, ShareholderFiling>(
    filings.map(([entity, value]) => [
      entity.id,
      Array.isArray(value) ? { status: 'filed', holders: value } : value,
    ]),
  )
  return determineBeneficialOwners({ company, filings: filingsFrom(map), management })
}

const ownerNames = (result: BeneficialOwnerResult) => result.owners.map((o) => o.person.name)
const otherNames = (result: BeneficialOwnerResult) => result.otherHolders.map((o) => o.person.name)

const role = (who: EntityRef, label: string): Role => ({
  entity: who,
  label,
  role: label,
  startDate: '2020-01-01',
  endDate: null,
  sharePercent: null,
  shareNominalEur: null,
})

describe('determineBeneficialOwners (GwG § 3 (2), control as § 290 HGB)', () => {
  it('counts a direct holding above 25 %, and not exactly 25 %', () => {
    const result = run([[TARGET, [holds(ANNA, 25), holds(BERT, 25.01), holds(CARL, 49.99)]]])
    expect(result.verdict).toBe('owners')
    expect(ownerNames(result)).toEqual(['Carl', 'Bert'])
    expect(otherNames(result)).toEqual(['Anna'])
    expect(result.owners[0]!.directShare).toBeCloseTo(0.4999)
    expect(result.missing).toEqual([])
  })

  it('40 % of a holding that holds 100 % is no beneficial owner (no control on the way)', () => {
    const result = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 40), holds(BERT, 60)]],
    ])
    expect(result.verdict).toBe('owners')
    expect(ownerNames(result)).toEqual(['Bert'])
    expect(otherNames(result)).toEqual(['Anna'])
    const anna = result.otherHolders[0]!
    expect(anna.countedShare).toBe(0)
    // The multiplied share is reported for information: 40 % of 100 %.
    expect(anna.economicInterest).toBeCloseTo(0.4)
    const bert = result.owners[0]!
    expect(bert.countedShare).toBeCloseTo(1)
    expect(bert.through.map((t) => t.company.name)).toEqual(['Holding One GmbH'])
    expect(bert.controls.map((c) => c.name)).toEqual(['Holding One GmbH'])
    expect(bert.paths).toHaveLength(1)
    expect(bert.paths[0]!.links.map((l) => [l.holder.name, l.held.name, l.share])).toEqual([
      ['Bert', 'Holding One GmbH', 0.6],
      ['Holding One GmbH', 'Target GmbH', 1],
    ])
    expect(bert.paths[0]!.economicInterest).toBeCloseTo(0.6)
  })

  it('60 % of a holding that holds 30 % makes a beneficial owner, though the product is 18 %', () => {
    const result = run([
      [TARGET, [holds(H1, 30), holds(BERT, 70)]],
      [H1, [holds(ANNA, 60), holds(CARL, 40)]],
    ])
    expect(ownerNames(result)).toEqual(['Bert', 'Anna'])
    const anna = result.owners.find((o) => o.person.name === 'Anna')!
    expect(anna.countedShare).toBeCloseTo(0.3)
    expect(anna.economicInterest).toBeCloseTo(0.18)
    expect(otherNames(result)).toEqual(['Carl'])
    expect(result.otherHolders[0]!.economicInterest).toBeCloseTo(0.12)
  })

  it('adds up holdings through several controlled companies (15 % + 15 % = 30 %)', () => {
    const result = run([
      [TARGET, [holds(H1, 15), holds(H2, 15), holds(BERT, 70)]],
      [H1, [holds(ANNA, 51), holds(CARL, 49)]],
      [H2, [holds(ANNA, 100)]],
    ])
    const anna = result.owners.find((o) => o.person.name === 'Anna')!
    expect(anna.countedShare).toBeCloseTo(0.3)
    expect(anna.directShare).toBe(0)
    expect(anna.through.map((t) => t.company.name).sort()).toEqual([
      'Holding One GmbH',
      'Holding Two GmbH',
    ])
    expect(anna.paths).toHaveLength(2)
    // Carl holds 49 % of a 15 % holding: no control, no owner.
    expect(otherNames(result)).toEqual(['Carl'])
  })

  it('adds a direct share to the shares of controlled companies (10 % + 20 %)', () => {
    const result = run([
      [TARGET, [holds(ANNA, 10), holds(H1, 20), holds(BERT, 70)]],
      [H1, [holds(ANNA, 80), holds(CARL, 20)]],
    ])
    const anna = result.owners.find((o) => o.person.name === 'Anna')!
    expect(anna.countedShare).toBeCloseTo(0.3)
    expect(anna.directShare).toBeCloseTo(0.1)
    expect(anna.paths).toHaveLength(2)
  })

  it('exactly 50 % is not control; more than 50 % is', () => {
    const even = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 50), holds(BERT, 50)]],
    ])
    expect(even.owners).toEqual([])
    expect(even.verdict).toBe('fictitious')
    expect(otherNames(even)).toEqual(['Anna', 'Bert'])
    const majority = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 50.01), holds(BERT, 49.99)]],
    ])
    expect(ownerNames(majority)).toEqual(['Anna'])
  })

  it('counts control recursively: direct shares and controlled companies’ shares together', () => {
    // Anna holds 30 % of H1 herself and controls H2, which holds another 30 % of H1: 60 %, control.
    const result = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 30), holds(H2, 30), holds(BERT, 40)]],
      [H2, [holds(ANNA, 70), holds(CARL, 30)]],
    ])
    expect(ownerNames(result)).toEqual(['Anna'])
    expect(result.owners[0]!.controls.map((c) => c.name)).toEqual([
      'Holding One GmbH',
      'Holding Two GmbH',
    ])
  })

  it('follows three levels, each controlled', () => {
    const result = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(H2, 75), holds(BERT, 25)]],
      [H2, [holds(H3, 51), holds(CARL, 49)]],
      [H3, [holds(ANNA, 60), holds(BERT, 40)]],
    ])
    expect(ownerNames(result)).toEqual(['Anna'])
    const anna = result.owners[0]!
    expect(anna.paths[0]!.links.map((l) => l.share)).toEqual([0.6, 0.51, 0.75, 1])
    expect(anna.economicInterest).toBeCloseTo(0.6 * 0.51 * 0.75)
    // Carl holds 49 % of H2: no control, so his 36.75 % economic interest does not count.
    expect(otherNames(result)).toEqual(['Bert', 'Carl'])
    expect(result.otherHolders.find((o) => o.person.name === 'Carl')!.economicInterest).toBeCloseTo(
      0.49 * 0.75,
    )
    // Bert: 25 % of H1 and 40 % of H3 control nothing.
    expect(result.otherHolders.find((o) => o.person.name === 'Bert')!.countedShare).toBe(0)
  })

  it('stops at a level where control breaks, even though the levels above are controlled', () => {
    const result = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(H2, 50), holds(BERT, 50)]],
      [H2, [holds(ANNA, 100)]],
    ])
    expect(result.owners).toEqual([])
    expect(result.verdict).toBe('fictitious')
  })

  it('ends on cycles and does not let a company control itself round them', () => {
    // H1 and H2 hold each other; Anna's 30 % of H1 does not become control through the loop.
    const loop = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 30), holds(H2, 40), holds(BERT, 30)]],
      [H2, [holds(H1, 60), holds(CARL, 40)]],
    ])
    expect(loop.owners).toEqual([])
    expect(loop.verdict).toBe('fictitious')
    expect(loop.cycles.map((cycle) => cycle.map((c) => c.name).sort())).toEqual([
      ['Holding One GmbH', 'Holding Two GmbH'],
    ])
    // Control reached through the loop counts: Carl controls H2 (60 %), H2 holds 40 % of H1 and
    // Carl 20 % directly: 60 % of H1, so Carl controls H1 and is the owner of the target.
    const reached = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(CARL, 20), holds(H2, 40), holds(BERT, 40)]],
      [H2, [holds(H1, 40), holds(CARL, 60)]],
    ])
    expect(ownerNames(reached)).toEqual(['Carl'])
    // A company held only by itself through a loop: no natural person, nothing missing.
    const closed = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(TARGET, 100)]],
    ])
    expect(closed.verdict).toBe('fictitious')
    expect(closed.missing).toEqual([])
  })

  it('cannot determine the owners when the unaccounted share could hide someone above 25 %', () => {
    // 20 % known, 80 % unaccounted: the register data cannot tell (Horn Brotmanufaktur SE).
    const result = run([[TARGET, [holds(ANNA, 10), holds(BERT, 10)]]], {
      current: [role(CARL, 'BOARD_MEMBER')],
      past: [],
    })
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.owners).toEqual([])
    expect(result.someoneUnknownCouldBeOwner).toBe(true)
    expect(result.missing).toEqual([
      { kind: 'gap', company: TARGET, unaccounted: expect.closeTo(0.8), couldMatter: true },
    ])
    // The legal representatives are those who would be the fictitious owners, not owners.
    expect(result.legalRepresentatives!.map((r) => r.entity.name)).toEqual(['Carl'])
  })

  it('names a gap that cannot matter, and still determines the owners', () => {
    // 3 % unaccounted cannot lift anyone (Bert 20 % + 3 % ≤ 25 %) above the line.
    const result = run([[TARGET, [holds(ANNA, 77), holds(BERT, 20)]]])
    expect(result.verdict).toBe('owners')
    expect(result.missing).toEqual([
      { kind: 'gap', company: TARGET, unaccounted: expect.closeTo(0.03), couldMatter: false },
    ])
    // 6 % could lift Bert to 26 %.
    const close = run([[TARGET, [holds(ANNA, 74), holds(BERT, 20)]]])
    expect(close.verdict).toBe('cannot-be-determined')
    expect(ownerNames(close)).toEqual(['Anna'])
    expect(close.otherHolders[0]!.couldBeOwner).toBe(true)
  })

  it('names the company whose filing has the gap, not the company asked about', () => {
    const result = run([
      [TARGET, [holds(H1, 100)]],
      [H1, [holds(ANNA, 45)]],
    ])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.missing).toHaveLength(1)
    expect(result.missing[0]).toMatchObject({ kind: 'gap', company: H1 })
  })

  it('treats holders without a stated share as unknown, up to what the others leave', () => {
    const result = run([[TARGET, [holds(ANNA, 60), holds(BERT, null)]]])
    expect(ownerNames(result)).toEqual(['Anna'])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.missing).toEqual([
      {
        kind: 'unknown-share',
        company: TARGET,
        holders: [BERT],
        upTo: expect.closeTo(0.4),
        couldMatter: true,
      },
    ])
    expect(result.otherHolders[0]!.couldBeOwner).toBe(true)
    // An unknown share in a filing that already adds up to 100 % changes nothing.
    const full = run([[TARGET, [holds(ANNA, 100), holds(BERT, null)]]])
    expect(full.verdict).toBe('owners')
    expect(full.missing).toEqual([])
  })

  it('cannot determine the owners when a chain ends at an entity that could not be followed', () => {
    const result = run([
      [TARGET, [holds(H1, 40), holds(ANNA, 60)]],
      [H1, { status: 'none' }],
    ])
    expect(ownerNames(result)).toEqual(['Anna'])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.missing).toEqual([
      {
        kind: 'unresolved',
        company: TARGET,
        holder: H1,
        share: 0.4,
        reason: 'no-data',
        couldMatter: true,
      },
    ])
    // A 10 % stake that could not be followed cannot put anyone above 25 %.
    const small = run([
      [TARGET, [holds(H1, 10), holds(ANNA, 90)]],
      [H1, { status: 'failed' }],
    ])
    expect(small.verdict).toBe('owners')
    expect(small.missing[0]).toMatchObject({ reason: 'failed', couldMatter: false })
  })

  it('lists the intermediate companies still to be read, and does not guess in the meantime', () => {
    const result = run([[TARGET, [holds(H1, 100)]]])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.toLoad).toEqual([H1])
    expect(result.missing[0]).toMatchObject({ kind: 'unresolved', reason: 'not-loaded' })
    expect(result.companies).toEqual([TARGET, H1])
  })

  it('treats a holder that is no register entry as a possible person', () => {
    const unlinked: EntityRef = { id: null, type: null, name: 'Treuhand Ltd.' }
    const result = run([[TARGET, [holds(unlinked, 30), holds(ANNA, 70)]]])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.missing[0]).toMatchObject({ kind: 'unresolved', reason: 'unlinked' })
  })

  it('cannot determine anything for a company without a shareholder list', () => {
    const result = run([[TARGET, { status: 'none' }]])
    expect(result.verdict).toBe('cannot-be-determined')
    expect(result.missing).toEqual([
      { kind: 'no-filing', company: TARGET, reason: 'no-data', couldMatter: true },
    ])
  })

  it('names the legal representatives as the fictitious owners when the data is complete', () => {
    const management: RoleLists = {
      current: [
        role(CARL, 'MANAGING_DIRECTOR'),
        role(person('Dora'), 'PROKURIST'),
        role(CARL, 'MANAGING_DIRECTOR'),
      ],
      past: [],
    }
    const result = run(
      [
        [TARGET, [holds(ANNA, 25), holds(BERT, 25), holds(H1, 50)]],
        [H1, [holds(ANNA, 50), holds(BERT, 50)]],
      ],
      management,
    )
    expect(result.verdict).toBe('fictitious')
    expect(result.legalRepresentatives!.map((r) => r.entity.name)).toEqual(['Carl'])
    // With an owner the representatives are not named.
    const owned = run([[TARGET, [holds(ANNA, 100)]]], management)
    expect(owned.legalRepresentatives).toBeNull()
  })

  it('reads a SHAREHOLDERS slice: percentages, or nominal amounts when no holder states one', () => {
    const shareholder = (who: EntityRef, percent: number | null, nominal: number | null): Role => ({
      ...role(who, 'SHAREHOLDER'),
      sharePercent: percent,
      shareNominalEur: nominal,
    })
    expect(
      filingFromRoles({
        current: [shareholder(ANNA, 60, 15000), shareholder(BERT, null, 10000)],
        past: [],
      }),
    ).toEqual({
      status: 'filed',
      holders: [
        { holder: ANNA, share: 0.6, since: '2020-01-01' },
        { holder: BERT, share: null, since: '2020-01-01' },
      ],
    })
    const nominal = filingFromRoles({
      current: [shareholder(ANNA, null, 15000), shareholder(BERT, null, 10000)],
      past: [],
    })
    expect(nominal.status === 'filed' && nominal.holders.map((h) => h.share)).toEqual([0.6, 0.4])
    expect(filingFromRoles({ current: [], past: [] })).toEqual({ status: 'none' })
    expect(filingFromRoles(null)).toEqual({ status: 'none' })
  })
})

describe('legalRepresentatives', () => {
  it('keeps a representing company (the general partner of a GmbH & Co. KG) apart', () => {
    const general = org('Verwaltungs GmbH')
    const result = legalRepresentatives({
      current: [role(general, 'FULLY_LIABLE_PARTNER'), role(CARL, 'MANAGING_DIRECTOR')],
      past: [],
    })
    expect(result.people.map((r) => r.entity.name)).toEqual(['Carl'])
    expect(result.companies.map((r) => r.entity.name)).toEqual(['Verwaltungs GmbH'])
  })
})
