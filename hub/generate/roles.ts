/**
 * Roles: management positions (managing directors, boards, Prokuristen, liquidators, partners)
 * and shareholdings. Holding companies own subsidiaries, holdings own holdings (multi-level
 * chains), and now and then a subsidiary holds a stake back in its parent (a cycle), so UBO
 * resolution has real work to do. Shares of one company never sum to more than 100 %.
 */
import type { GenerateContext } from './context'
import type { OrganizationSummary } from './organizations'
import { groupBy } from './group-by'
import type { PersonSummary } from './persons'
import type { Random } from './random'
import { dayToDate } from './sampling'
import { inserter } from './sql'
import { planOwnership, type Stake } from './ownership'

const NOW_DAY = Math.floor(Date.parse('2026-03-02T00:00:00Z') / 86_400_000)

export function generateRoles(
  ctx: GenerateContext,
  organizations: OrganizationSummary[],
  persons: PersonSummary[],
): void {
  const random = ctx.random('roles')
  const insert = inserter<Record<string, unknown>>(ctx.db, 'roles', [
    'organization_id',
    'holder_id',
    'holder_type',
    'label',
    'start_date',
    'end_date',
    'share_percentage',
    'share_nominal_eur',
  ])
  const personsByState = groupBy(persons, (person) => person.stateCode)
  // A skewed pick: early persons of each state collect many mandates, as real serial directors do.
  const pickPerson = (stateCode: string): PersonSummary => {
    const pool = random.chance(0.85) ? (personsByState.get(stateCode) ?? persons) : persons
    return pool[Math.floor(pool.length * random.next() ** 1.3)]!
  }
  const ownership = planOwnership(random, organizations)

  organizations.forEach((org, index) => {
    const seen = new Set<string>()
    const endOfLife = org.cessationDay
    const span = (endOfLife ?? NOW_DAY) - org.registrationDay
    const add = (
      holderId: string,
      holderType: 'PERSON' | 'ORGANIZATION',
      label: string,
      startDay: number,
      endDay: number | null,
      share?: number,
      nominal?: number,
    ) => {
      const key = `${holderId}:${label}:${endDay === null}`
      if (seen.has(key) || holderId === org.id) return
      seen.add(key)
      const end = endDay ?? endOfLife
      insert({
        organization_id: org.id,
        holder_id: holderId,
        holder_type: holderType,
        label,
        start_date: dayToDate(startDay),
        end_date: end === null ? null : dayToDate(Math.max(startDay + 1, end)),
        share_percentage: share ?? null,
        share_nominal_eur: nominal ?? null,
      })
    }
    const person = () => pickPerson(org.stateCode).id
    const later = (fraction: number) =>
      org.registrationDay + Math.floor(span * fraction * random.next())
    /** A position held by several people over time: maybe a predecessor, then the current holder. */
    const position = (label: string, count: number, pastChance: number) => {
      for (let seat = 0; seat < count; seat++) {
        if (random.chance(pastChance)) {
          const handover = later(0.8) + 30
          add(person(), 'PERSON', label, org.registrationDay, handover - 1)
          add(person(), 'PERSON', label, handover, null)
        } else add(person(), 'PERSON', label, seat === 0 ? org.registrationDay : later(0.7), null)
      }
    }
    const liquidationDay =
      org.status === 'LIQUIDATION'
        ? Math.max(org.registrationDay + 30, NOW_DAY - random.int(30, 700))
        : null

    switch (org.legalForm) {
      case 'AG':
      case 'SE':
        position('BOARD_MEMBER', random.int(2, 4), 0.5)
        position('SUPERVISORY_BOARD_MEMBER', random.pick([3, 3, 6]), 0.3)
        position('PROKURIST', random.int(1, 4), 0.2)
        break
      case 'eG':
        position('BOARD_MEMBER', random.int(2, 3), 0.3)
        position('SUPERVISORY_BOARD_MEMBER', 3, 0.2)
        break
      case 'e.V.':
        position('BOARD_MEMBER', random.int(2, 4), 0.4)
        break
      case 'e.K.':
        add(person(), 'PERSON', 'OWNER', org.registrationDay, null)
        if (random.chance(0.15)) position('PROKURIST', 1, 0)
        break
      case 'KG':
      case 'GmbH & Co. KG':
      case 'OHG':
      case 'GbR':
      case 'PartG mbB':
        if (org.legalForm === 'GmbH & Co. KG') position('MANAGING_DIRECTOR', 1, 0.3)
        break
      default: {
        const directors =
          org.size === 'large'
            ? random.int(2, 4)
            : random.weighted([
                [1, 70],
                [2, 25],
                [3, 5],
              ])
        position('MANAGING_DIRECTOR', directors, 0.35)
        const prokuristen =
          org.size === 'large'
            ? random.int(1, 4)
            : org.size === 'medium'
              ? random.int(0, 2)
              : random.chance(0.15)
                ? 1
                : 0
        position('PROKURIST', prokuristen, 0.1)
      }
    }
    if (liquidationDay !== null) add(person(), 'PERSON', 'LIQUIDATOR', liquidationDay, null)

    const capital =
      org.legalForm === 'AG' || org.legalForm === 'SE'
        ? 50_000 * random.int(2, 2000)
        : org.legalForm === 'UG (haftungsbeschränkt)'
          ? random.int(1, 50) * 100
          : 25_000 * random.pick([1, 1, 1, 2, 4, 10])
    for (const stake of ownership.stakesOf(org, () => pickPerson(org.stateCode).id, random)) {
      const start = stake.start === 'founding' ? org.registrationDay : later(0.6)
      addStake(add, stake, start, capital, random)
    }
    if (index % 10_000 === 0) ctx.progress('roles', index / organizations.length)
  })
}

function addStake(
  add: (
    holder: string,
    type: 'PERSON' | 'ORGANIZATION',
    label: string,
    start: number,
    end: number | null,
    share?: number,
    nominal?: number,
  ) => void,
  stake: Stake,
  start: number,
  capital: number,
  random: Random,
) {
  const share = stake.percentage ?? undefined
  const nominal = share === undefined ? undefined : Math.round((capital * share) / 100)
  if (stake.pastHolderId && random.chance(0.5)) {
    const handover = start + random.int(200, 3000)
    if (handover < NOW_DAY) {
      add(stake.pastHolderId, 'PERSON', stake.label, start, handover - 1, share, nominal)
      add(stake.holderId, stake.holderType, stake.label, handover, null, share, nominal)
      return
    }
  }
  add(stake.holderId, stake.holderType, stake.label, start, null, share, nominal)
}
