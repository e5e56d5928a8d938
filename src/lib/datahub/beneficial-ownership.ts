/**
 * Who the beneficial owners of an organization are, as the German Money Laundering Act defines
 * them (GwG § 3): a natural person who holds or controls more than 25 % of the capital or the
 * voting rights, directly or through companies (the shares multiplied along each chain, as the
 * UBO slice delivers them). Where no natural person crosses that line, the legal representatives
 * count as fictitious beneficial owners (GwG § 3 (2) sentence 5).
 *
 * One pure rule for every place that names beneficial owners: the organization's tab, the
 * comparison and their exports. It never claims more than the data carries: a share that is not
 * known, or a chain that ends at an entity that could not be followed, leaves the picture
 * incomplete, and the share nobody accounts for is reported.
 */
import type { EntityRef } from './entity-ref'
import type { Role, RoleLists } from './roles'
import type { UboDeadEnd, UboSlice } from './ubo'

/** More than this share (not equal to it) makes a beneficial owner. */
export const GWG_THRESHOLD = 0.25

/** Shares are compared in millionths, so 0.5 × 0.5 and 0.25000000001 both count as 25 %. */
const PRECISION = 1e6
const millionths = (share: number) => Math.round(share * PRECISION)
const aboveThreshold = (share: number) => millionths(share) > millionths(GWG_THRESHOLD)

/** A natural person and their effective share, summed over every chain that leads to them. */
export interface OwnerShare {
  entity: EntityRef
  /** The sum of the known shares (0–1); null when no chain to this person has a share. */
  share: number | null
  /** True when at least one chain to this person has no share: the sum may be higher. */
  partial: boolean
  /** Each chain of entity IDs from the organization down to the person. */
  chains: string[][]
}

/** Management roles that represent a company in law (GwG § 3 (2): gesetzliche Vertreter). */
export const LEGAL_REPRESENTATIVE_LABELS: ReadonlySet<string> = new Set([
  'MANAGING_DIRECTOR', // Geschäftsführer (GmbH)
  'BOARD_MEMBER', // Vorstand (AG, eG, e. V.)
  'FULLY_LIABLE_PARTNER', // persönlich haftender / geschäftsführender Gesellschafter (OHG, KG)
  'LIQUIDATOR', // Liquidator of a company in liquidation
  'OWNER', // Inhaber (e. K.)
])

export type OwnershipVerdict =
  /** At least one natural person holds more than 25 %. */
  | 'owners'
  /** Nobody is known above 25 %: the legal representatives are the fictitious beneficial owners. */
  | 'fictitious'

export interface OwnershipAssessment {
  verdict: OwnershipVerdict
  /** Natural persons above the threshold, largest share first. */
  beneficialOwners: OwnerShare[]
  /** Natural persons with a known share at or below the threshold (and none unknown). */
  otherHolders: OwnerShare[]
  /** Natural persons with a chain of unknown share, at or below the threshold on what is known. */
  unknownShareHolders: OwnerShare[]
  /** Chains that stop before a natural person. */
  deadEnds: UboDeadEnd[]
  /** The share held by the listed natural persons (0–1, known shares only). */
  accountedShare: number
  /** What no listed natural person accounts for (0–1): dead ends, unknown shares, gaps in the filing. */
  unaccountedShare: number
  /**
   * True only when every chain ends at a natural person with a known share and together they
   * account for the whole: only then does the list claim to be complete.
   */
  complete: boolean
  /**
   * The current legal representatives (fictitious beneficial owners) when the verdict is
   * `fictitious`; null when management is not known (not loaded, or not filed).
   */
  legalRepresentatives: Role[] | null
  /** Companies that represent the organization (then their own representatives count); null as above. */
  representingCompanies: Role[] | null
}

function ownerShares(slice: UboSlice): OwnerShare[] {
  const byPerson = new Map<string, OwnerShare>()
  slice.owners.forEach((owner, index) => {
    // An owner without an ID cannot be matched to another chain: it stands alone.
    const key = owner.entity.id ?? `#${index}`
    const entry = byPerson.get(key) ?? {
      entity: owner.entity,
      share: null,
      partial: false,
      chains: [],
    }
    if (owner.effectiveShare === null) entry.partial = true
    else entry.share = (entry.share ?? 0) + Math.max(0, owner.effectiveShare)
    if (owner.chain.length > 0) entry.chains.push(owner.chain)
    byPerson.set(key, entry)
  })
  return [...byPerson.values()].sort(
    (a, b) => (b.share ?? -1) - (a.share ?? -1) || a.entity.name.localeCompare(b.entity.name),
  )
}

/**
 * The current holders of a legal-representative role, each once, split into natural persons
 * (the fictitious beneficial owners) and companies that represent (the general partner GmbH of a
 * GmbH & Co. KG): a company is never a beneficial owner; its own representatives are, and they are
 * on its page.
 */
export function legalRepresentatives(management: RoleLists): { people: Role[]; companies: Role[] } {
  const seen = new Set<string>()
  const current = management.current.filter((role) => {
    if (!role.label || !LEGAL_REPRESENTATIVE_LABELS.has(role.label.toUpperCase())) return false
    const key = role.entity.id ?? role.entity.name
    if (seen.has(key)) return false
    seen.add(key)
    return true
  })
  return {
    people: current.filter((role) => role.entity.type !== 'ORGANIZATION'),
    companies: current.filter((role) => role.entity.type === 'ORGANIZATION'),
  }
}

/**
 * Applies GwG § 3 to a UBO slice; `management` (the MANAGEMENT slice, or null when it is not at
 * hand) names the fictitious beneficial owners when nobody crosses the threshold.
 */
export function assessOwnership(
  slice: UboSlice,
  management: RoleLists | null,
): OwnershipAssessment {
  const people = ownerShares(slice)
  const beneficialOwners = people.filter(
    (person) => person.share !== null && aboveThreshold(person.share),
  )
  const below = people.filter((person) => !beneficialOwners.includes(person))
  const known = people.reduce((sum, person) => sum + (person.share ?? 0), 0)
  const accountedShare = Math.min(1, known)
  const unaccountedShare = millionths(1 - accountedShare) <= 0 ? 0 : 1 - accountedShare
  const verdict: OwnershipVerdict = beneficialOwners.length > 0 ? 'owners' : 'fictitious'
  const representatives =
    verdict === 'fictitious' && management ? legalRepresentatives(management) : null
  return {
    verdict,
    beneficialOwners,
    otherHolders: below.filter((person) => !person.partial && person.share !== null),
    unknownShareHolders: below.filter((person) => person.partial || person.share === null),
    deadEnds: slice.unresolved,
    accountedShare,
    unaccountedShare,
    complete:
      slice.unresolved.length === 0 &&
      people.every((person) => !person.partial) &&
      unaccountedShare === 0,
    legalRepresentatives: representatives?.people ?? null,
    representingCompanies: representatives?.companies ?? null,
  }
}
