/**
 * Who owns whom. First every corporation may get a parent holding (holdings mostly point at
 * older holdings, so chains run several levels deep; a few point "forward"), then each company's
 * stakes are split: parent first, occasionally a stake held back by a child holding (a cycle),
 * the rest among persons. Stakes of one company sum to at most 100 %; a GmbH's or UG's to exactly
 * 100 %. Only companies that still exist hold stakes (hub/generate/roles.ts dates them).
 */
import { groupBy } from './group-by'
import type { OrganizationSummary } from './organizations'
import type { Random } from './random'

export interface Stake {
  holderId: string
  holderType: 'PERSON' | 'ORGANIZATION'
  label: 'SHAREHOLDER' | 'LIMITED_PARTNER' | 'FULLY_LIABLE_PARTNER'
  percentage: number | null
  start: 'founding' | 'later'
  /** A holding company's registration day: it holds nothing before it existed. */
  holderFrom?: number
  pastHolderId?: string
}

const CORPORATE = new Set(['GmbH', 'UG (haftungsbeschränkt)', 'AG', 'SE', 'GmbH & Co. KG'])

export function planOwnership(random: Random, organizations: OrganizationSummary[]) {
  // Only companies that still exist hold stakes today.
  const alive = (org: OrganizationSummary) => org.cessationDay === null
  const holdings = organizations.filter((org) => org.isHolding && alive(org))
  const holdingsByState = groupBy(holdings, (org) => org.stateCode)
  // Stock corporations own subsidiaries too; a widely held one ends a beneficial-owner chain
  // (its owners are not in the register), as a listed parent does in reality.
  const stockCorporations = organizations.filter(
    (org) => (org.legalForm === 'AG' || org.legalForm === 'SE') && alive(org),
  )
  const limitedCompanies = organizations.filter(
    (org) => org.legalForm === 'GmbH' && !org.isHolding && alive(org),
  )
  const limitedByState = groupBy(limitedCompanies, (org) => org.stateCode)
  const parentOf = new Map<string, { parent: OrganizationSummary; percentage: number }>()
  const childHoldings = new Map<string, OrganizationSummary[]>()

  for (const org of organizations) {
    if (!CORPORATE.has(org.legalForm) || !holdings.length) continue
    const chance = org.isHolding
      ? 0.4
      : org.legalForm === 'AG' || org.legalForm === 'SE'
        ? 0.5
        : 0.22
    if (!random.chance(chance)) continue
    const pool =
      !org.isHolding && stockCorporations.length && random.chance(0.12)
        ? stockCorporations
        : random.chance(0.7)
          ? (holdingsByState.get(org.stateCode) ?? holdings)
          : holdings
    const parent = random.pick(pool)
    // A parent registered only after the company ceased (or too late to matter) holds nothing in it.
    if (parent.id === org.id || parent.registrationDay >= (org.cessationDay ?? Infinity) - 30)
      continue
    if (org.isHolding && parent.seq > org.seq && !random.chance(0.05)) continue
    const percentage = random.weighted<number>([
      [100, 45],
      [random.int(51, 99), 35],
      [random.int(10, 50), 20],
    ])
    parentOf.set(org.id, { parent, percentage })
    if (org.isHolding && alive(org)) {
      const children = childHoldings.get(parent.id)
      if (children) children.push(org)
      else childHoldings.set(parent.id, [org])
    }
  }

  /** Splits `total` percent among `count` holders in random proportions, exactly (two decimals). */
  const split = (total: number, count: number): number[] => {
    const weights = Array.from({ length: count }, () => 0.3 + random.next())
    const sum = weights.reduce((a, b) => a + b, 0)
    const parts = weights.map((weight) => Math.floor((total * weight * 100) / sum) / 100)
    parts[0] = Math.round((total - parts.slice(1).reduce((a, b) => a + b, 0)) * 100) / 100
    return parts
  }

  /**
   * The planned stakes of one company; person stakes leave the holder to the caller (holderId ''),
   * who picks someone adult on the day the stake starts.
   */
  function stakesOf(org: OrganizationSummary, rnd: Random): Stake[] {
    const stakes: Stake[] = []
    const personStakes = (label: Stake['label'], total: number, count: number) => {
      if (total <= 0 || count <= 0) return
      for (const percentage of split(total, count)) {
        stakes.push({
          holderId: '',
          holderType: 'PERSON',
          label,
          percentage,
          start: 'founding',
          ...(rnd.chance(0.1) ? { pastHolderId: '' } : {}),
        })
      }
    }
    const parent = parentOf.get(org.id)
    let remaining = 100
    switch (org.legalForm) {
      case 'OHG':
        personStakes('FULLY_LIABLE_PARTNER', 100, rnd.int(2, 3))
        return stakes
      case 'GbR':
      case 'PartG mbB':
        personStakes('SHAREHOLDER', 100, rnd.int(2, 4))
        return stakes
      case 'KG': {
        const general = rnd.int(10, 40)
        personStakes('FULLY_LIABLE_PARTNER', general, 1)
        personStakes('LIMITED_PARTNER', 100 - general, rnd.int(1, 3))
        return stakes
      }
      case 'GmbH & Co. KG': {
        // The general partner is a GmbH without a capital share: the classic Komplementär-GmbH.
        const pool = limitedByState.get(org.stateCode) ?? limitedCompanies
        const partner = pool.length ? rnd.pick(pool) : undefined
        if (partner && partner.id !== org.id)
          stakes.push({
            holderId: partner.id,
            holderFrom: partner.registrationDay,
            holderType: 'ORGANIZATION',
            label: 'FULLY_LIABLE_PARTNER',
            percentage: null,
            start: 'founding',
          })
        if (parent) {
          stakes.push({
            holderId: parent.parent.id,
            holderFrom: parent.parent.registrationDay,
            holderType: 'ORGANIZATION',
            label: 'LIMITED_PARTNER',
            percentage: parent.percentage,
            start: 'later',
          })
          remaining -= parent.percentage
        }
        personStakes('LIMITED_PARTNER', remaining, rnd.int(1, 3))
        return stakes
      }
    }
    if (!CORPORATE.has(org.legalForm)) return stakes
    if (parent) {
      stakes.push({
        holderId: parent.parent.id,
        holderFrom: parent.parent.registrationDay,
        holderType: 'ORGANIZATION',
        label: 'SHAREHOLDER',
        percentage: parent.percentage,
        start: rnd.chance(0.5) ? 'founding' : 'later',
      })
      remaining -= parent.percentage
    }
    const children = childHoldings.get(org.id)
    if (children?.length && remaining > 0 && rnd.chance(0.08)) {
      const percentage = Math.min(remaining, rnd.int(5, 20))
      const child = rnd.pick(children)
      stakes.push({
        holderId: child.id,
        holderFrom: child.registrationDay,
        holderType: 'ORGANIZATION',
        label: 'SHAREHOLDER',
        percentage,
        start: 'later',
      })
      remaining -= percentage
    }
    if (org.legalForm === 'AG' || org.legalForm === 'SE') {
      // Listed companies: a few named blockholders, the rest is free float without names.
      if (rnd.chance(0.4))
        personStakes('SHAREHOLDER', Math.min(remaining, rnd.int(3, 30)), rnd.int(1, 2))
      return stakes
    }
    personStakes(
      'SHAREHOLDER',
      remaining,
      rnd.weighted([
        [1, 50],
        [2, 35],
        [3, 15],
      ]),
    )
    return stakes
  }

  return { stakesOf }
}
