/**
 * Dates the planned stakes of one company (hub/generate/ownership.ts) and writes them as roles:
 * person stakes go to someone adult on the day they start, company stakes start after the holder
 * was registered, and all end with the company. A GmbH's or UG's list stays complete: a stake that
 * cannot be placed (its holder registered too late) passes to a person. Nominal amounts and
 * percentages come from the share capital (stake-amounts.ts).
 */
import type { OrganizationSummary } from './organizations'
import type { Stake } from './ownership'
import type { PersonPicker } from './person-picker'
import type { Random } from './random'
import { NOW_DAY } from './organization-life'
import { limitedCompanyShares, stockCompanyShare, type StakeAmount } from './stake-amounts'

const LIMITED = new Set(['GmbH', 'UG (haftungsbeschränkt)'])

interface PlacedStake {
  stake: Stake
  start: number
}

/** Writes one role of a company (roles.ts keeps the company's roles together). */
export type AddRole = (
  holderId: string,
  holderType: 'PERSON' | 'ORGANIZATION',
  label: string,
  startDay: number,
  endDay: number | null,
  share?: number,
  nominal?: number,
) => void

export function placeStakes({
  org,
  stakes,
  random,
  add,
  listed,
  later,
  pickPerson,
}: {
  org: OrganizationSummary
  stakes: Stake[]
  random: Random
  add: AddRole
  listed: (day: number) => number
  later: (fraction: number) => number
  pickPerson: PersonPicker
}) {
  const end = org.cessationDay
  const lastStart = (end ?? NOW_DAY) - 1
  const holders = new Set<string>()
  const placed: PlacedStake[] = []
  let unplaced = 0
  for (const stake of stakes) {
    let start = stake.start === 'founding' ? org.registrationDay : later(0.6)
    if (stake.holderType === 'ORGANIZATION') {
      if (stake.holderFrom !== undefined && start <= stake.holderFrom)
        start = stake.holderFrom + random.int(1, 365)
    } else start = listed(start)
    if (start > lastStart || holders.has(stake.holderId)) {
      unplaced += stake.percentage ?? 0
      continue
    }
    if (stake.holderId) holders.add(stake.holderId)
    placed.push({ stake, start })
  }
  // A limited company's shares always belong to someone: what could not be placed goes to a person.
  if (LIMITED.has(org.legalForm) && unplaced > 0 && org.registrationDay <= lastStart) {
    const start = listed(org.registrationDay)
    if (start <= lastStart)
      placed.push({
        stake: {
          holderId: '',
          holderType: 'PERSON',
          label: 'SHAREHOLDER',
          percentage: Math.round(unplaced * 100) / 100,
          start: 'founding',
        },
        start,
      })
  }

  const amounts = amountsOf(org, placed)
  placed.forEach(({ stake, start }, index) => {
    const amount = amounts[index]
    const holder = (day: number) =>
      stake.holderType === 'ORGANIZATION'
        ? stake.holderId
        : pickPerson(org.stateCode, day, { exclude: holders, currentOffice: false })?.id
    const write = (holderId: string, from: number, to: number | null) =>
      add(
        holderId,
        stake.holderType,
        stake.label,
        from,
        to,
        amount?.percentage ?? stake.percentage ?? undefined,
        amount?.nominal,
      )
    // Now and then the stake changed hands: an earlier holder, then the current one.
    if (stake.pastHolderId !== undefined && random.chance(0.5)) {
      const handover = start + random.int(200, 3000)
      if (handover < lastStart) {
        const past = holder(start)
        const current = holder(handover)
        if (past && current) {
          holders.add(past).add(current)
          write(past, start, handover - 1)
          write(current, handover, end)
          return
        }
      }
    }
    const current = holder(start)
    if (!current) return
    holders.add(current)
    write(current, start, end)
  })
}

/** Nominal amounts for companies with share capital; partnerships have percentages only. */
function amountsOf(org: OrganizationSummary, placed: PlacedStake[]): (StakeAmount | undefined)[] {
  const capital = org.shareCapital
  if (capital === null) return placed.map(() => undefined)
  if (LIMITED.has(org.legalForm))
    return limitedCompanyShares(
      capital,
      placed.map(({ stake }) => stake.percentage ?? 0),
    )
  return placed.map(({ stake }) =>
    stake.percentage === null ? undefined : stockCompanyShare(capital, stake.percentage),
  )
}
