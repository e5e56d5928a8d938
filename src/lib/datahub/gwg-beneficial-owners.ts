/**
 * Who the beneficial owners of a company are, by the rule of the German Money Laundering Act
 * (GwG § 3 (2) sentences 2–4, control as in § 290 (2)–(4) HGB):
 *
 * - A natural person is a beneficial owner who holds more than 25 % of the capital directly, or
 *   through one or more companies that the person controls, where those holdings together exceed
 *   25 % (direct shares and the controlled companies' shares add up; they are not multiplied).
 * - A person controls a company who holds more than 50 % of its shares, counting the person's direct
 *   shares and the shares held by companies the person controls, recursively. Exactly 50 % is not
 *   control; exactly 25 % is not more than 25 %.
 * - When the register data cannot rule out that someone else (or a known holder, through what is
 *   missing) is above 25 %, the verdict is "cannot be determined", with what is missing. Only when
 *   the data is complete and nobody crosses the line do the legal representatives count as the
 *   fictitious beneficial owners (§ 3 (2) sentence 5); when it cannot be determined they are named
 *   only as those who would be, should a Transparenzregister check find nobody.
 *
 * One pure function for every place that names beneficial owners: the organization's tab, /compare,
 * the connection finder's wording, monitoring's descriptions, the exports and the dossier. Shares
 * are fractions 0–1 throughout. The multiplied share along a path is reported as the economic
 * interest, for information only: it never decides.
 */
import type { EntityRef } from './entity-ref'
import type { Role, RoleLists } from './roles'

/** More than this share (not equal to it) makes a beneficial owner. */
export const GWG_THRESHOLD = 0.25
/** More than this share (not equal to it) is control (§ 290 (2) no. 1 HGB: a majority). */
export const CONTROL_THRESHOLD = 0.5
/** The legal reference of the rule, as every sentence that states it cites it. */
export const GWG_REFERENCE = 'GwG § 3 (2)'

/** Shares are compared in millionths, so 0.5 × 0.5 and 0.25000000001 both count as 25 %. */
const PRECISION = 1e6
const millionths = (share: number) => Math.round(share * PRECISION)
export const isAboveThreshold = (share: number) => millionths(share) > millionths(GWG_THRESHOLD)
export const isControlShare = (share: number) => millionths(share) > millionths(CONTROL_THRESHOLD)
/** A gap of at most 0.01 percentage points is rounding in the filing, not a missing holder. */
const ROUNDING = 1e-4

/** One current shareholder of a company as its filing states it. */
export interface ShareholderLink {
  holder: EntityRef
  /** 0–1, as filed; null when the filing states no share. */
  share: number | null
  /** The day the holding began, when the filing states it. */
  since: string | null
}

/**
 * What is known of a company's current shareholders:
 * - `filed`: the SHAREHOLDERS slice was read (its holders may leave a gap or state no share);
 * - `none`: the slice was read and lists nobody (no shareholder data on file);
 * - `failed`: the slice could not be read;
 * - `not-loaded`: not read (yet): its call was not spent, or it lies beyond the depth bound.
 */
export type ShareholderFiling =
  | { status: 'filed'; holders: ShareholderLink[] }
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'not-loaded' }

export type FilingLookup = (companyId: string) => ShareholderFiling

/** Reads a SHAREHOLDERS slice (current roles) into a filing; `null` is a slice that lists nobody. */
export function filingFromRoles(lists: RoleLists | null): ShareholderFiling {
  if (!lists || lists.current.length === 0) return { status: 'none' }
  const holders = lists.current
  // The filed percentage; where no holder states one but all state a nominal amount, the nominal
  // amounts' proportions (the list is then the whole capital).
  const byNominal =
    holders.every((role) => role.sharePercent === null) &&
    holders.every((role) => role.shareNominalEur !== null && role.shareNominalEur > 0)
  const nominalTotal = byNominal
    ? holders.reduce((sum, role) => sum + (role.shareNominalEur ?? 0), 0)
    : 0
  return {
    status: 'filed',
    holders: holders.map((role) => ({
      holder: role.entity,
      share:
        role.sharePercent !== null
          ? Math.max(0, Math.min(1, role.sharePercent / 100))
          : byNominal && nominalTotal > 0
            ? (role.shareNominalEur ?? 0) / nominalTotal
            : null,
      since: role.startDate,
    })),
  }
}

/** One link of an ownership path: the holder holds `share` of `held`. */
export interface PathLink {
  holder: EntityRef
  held: EntityRef
  share: number | null
  since: string | null
}

/** A chain from a person down to the company, top first. */
export interface OwnershipPath {
  links: PathLink[]
  /** The product of the links' shares: the economic interest along this path (information only). */
  economicInterest: number | null
}

/** A natural person with a holding in the company, directly or through companies. */
export interface PersonHolding {
  person: EntityRef
  /**
   * The share counted by the rule: the person's direct share plus the shares held by companies the
   * person controls (known shares only).
   */
  countedShare: number
  /** The person's own direct share in the company (known shares only; 0 when none). */
  directShare: number
  /** The companies the person controls that hold shares in the company directly. */
  through: { company: EntityRef; share: number | null }[]
  /** Every company on the way that the person controls (> 50 %, counted recursively). */
  controls: EntityRef[]
  /**
   * For a beneficial owner, the paths that make them one (direct, or through controlled companies
   * only); for another holder, every path that leads from them to the company.
   */
  paths: OwnershipPath[]
  /** The sum of the multiplied shares over every path (information only); null when a share is missing. */
  economicInterest: number | null
  /** True when something missing could put this person above 25 %. */
  couldBeOwner: boolean
}

export type MissingReason =
  /** The company's holder is no register entry the hub could link. */
  | 'unlinked'
  /** No shareholder list is on file for a company holder. */
  | 'no-data'
  /** The holder's SHAREHOLDERS slice could not be read. */
  | 'failed'
  /** The holder's SHAREHOLDERS slice was not read (its cost not spent, or beyond the depth). */
  | 'not-loaded'

/** What the register data does not say, each naming the company whose filing it concerns. */
export type MissingPiece =
  /** The shares the company's filing lists add up to less than 100 %, no holder lacking a share. */
  | { kind: 'gap'; company: EntityRef; unaccounted: number; couldMatter: boolean }
  /** Holders in the company's filing without a stated share; together at most `upTo`. */
  | {
      kind: 'unknown-share'
      company: EntityRef
      holders: EntityRef[]
      upTo: number
      couldMatter: boolean
    }
  /** A holder of the company whose own owners could not be followed. */
  | {
      kind: 'unresolved'
      company: EntityRef
      holder: EntityRef
      share: number | null
      reason: MissingReason
      couldMatter: boolean
    }
  /** The company itself has no shareholder list (or it could not be read). */
  | {
      kind: 'no-filing'
      company: EntityRef
      reason: Exclude<MissingReason, 'unlinked'>
      couldMatter: boolean
    }

export type BeneficialOwnerVerdict =
  /** The beneficial owners are determined: nothing missing could change who they are. */
  | 'owners'
  /** Nobody is above 25 % and nothing missing could hide anyone: the legal representatives count. */
  | 'fictitious'
  /** What is missing could hide someone above 25 %: a Transparenzregister extract is the next step. */
  | 'cannot-be-determined'

export interface BeneficialOwnerResult {
  company: EntityRef
  verdict: BeneficialOwnerVerdict
  /** Beneficial owners for certain, by counted share (largest first). */
  owners: PersonHolding[]
  /** Other natural persons with a holding (direct or indirect), largest counted share first. */
  otherHolders: PersonHolding[]
  /** What is missing (every gap met on the way up), each with whether it could change the verdict. */
  missing: MissingPiece[]
  /** True when someone not on file could be above 25 % through what is missing. */
  someoneUnknownCouldBeOwner: boolean
  /** Circular holdings met on the way up (each a list of companies); they are followed, not stopped at. */
  cycles: EntityRef[][]
  /** Every company above, whose SHAREHOLDERS slice the rule reads (the company itself first). */
  companies: EntityRef[]
  /** Companies whose SHAREHOLDERS slice is still to be read for a full answer (not loaded). */
  toLoad: EntityRef[]
  /**
   * The current legal representatives, when management is given and nobody is an owner for certain:
   * `fictitious` verdict, the fictitious beneficial owners; `cannot-be-determined`, those who
   * would be if the Transparenzregister check finds nobody. Null otherwise.
   */
  legalRepresentatives: Role[] | null
  /** Companies that represent the organization (its general partner): their representatives count. */
  representingCompanies: Role[] | null
}

/** Management roles that represent a company in law (GwG § 3 (2): gesetzliche Vertreter). */
export const LEGAL_REPRESENTATIVE_LABELS: ReadonlySet<string> = new Set([
  'MANAGING_DIRECTOR', // Geschäftsführer (GmbH)
  'BOARD_MEMBER', // Vorstand (AG, eG, e. V.)
  'FULLY_LIABLE_PARTNER', // persönlich haftender / geschäftsführender Gesellschafter (OHG, KG)
  'LIQUIDATOR', // Liquidator of a company in liquidation
  'OWNER', // Inhaber (e. K.)
])

/**
 * The current holders of a legal-representative role, each once, split into natural persons and
 * companies that represent (the general partner GmbH of a GmbH & Co. KG): a company is never a
 * beneficial owner; its own representatives are, and they are on its page.
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

// ---------------------------------------------------------------------------------------------
// The graph above the company

/** A missing piece before it is known whether it could matter. */
type MissingFact = MissingPiece extends infer P
  ? P extends MissingPiece
    ? Omit<P, 'couldMatter'>
    : never
  : never

const personKey = (ref: EntityRef) => (ref.id ? ref.id : `name:${ref.name}`)

interface Edge {
  /** The holder: a company ID, or a person key. */
  holderKey: string
  holder: EntityRef
  heldId: string
  share: number | null
  since: string | null
}

/** An org holder whose owners are not followed, or a holder of unknown kind. */
interface OpenEnd {
  index: number
  heldId: string
  holder: EntityRef
  share: number | null
  reason: MissingReason
}

/** A company's unaccounted share (pool) that someone not on file, or a holder without share, holds. */
interface Pool {
  index: number
  companyId: string
  size: number
}

interface Graph {
  companies: Map<string, EntityRef>
  order: string[]
  /** Edges into each company (its holders), companies and persons alike. */
  holdersOf: Map<string, Edge[]>
  persons: Map<string, EntityRef>
  openEnds: OpenEnd[]
  pools: Pool[]
  poolByCompany: Map<string, Pool>
  openEndsByCompany: Map<string, OpenEnd[]>
  missing: MissingFact[]
  toLoad: string[]
}

const isCompanyHolder = (ref: EntityRef) => ref.type === 'ORGANIZATION' && ref.id !== null

function collect(company: EntityRef & { id: string }, lookup: FilingLookup): Graph {
  const graph: Graph = {
    companies: new Map([[company.id, company]]),
    order: [company.id],
    holdersOf: new Map(),
    persons: new Map(),
    openEnds: [],
    pools: [],
    poolByCompany: new Map(),
    openEndsByCompany: new Map(),
    missing: [],
    toLoad: [],
  }
  const queue = [company.id]
  const unresolvedReason = (status: ShareholderFiling['status']): MissingReason =>
    status === 'none' ? 'no-data' : status === 'failed' ? 'failed' : 'not-loaded'
  const addOpen = (heldId: string, edge: Edge, reason: MissingReason) => {
    const index = graph.missing.length
    graph.openEnds.push({ index, heldId, holder: edge.holder, share: edge.share, reason })
    graph.missing.push({
      kind: 'unresolved',
      company: graph.companies.get(heldId)!,
      holder: edge.holder,
      share: edge.share,
      reason,
    })
  }
  // Breadth first, so the companies come nearest first; each company is read once (cycles end).
  for (let at = 0; at < queue.length; at++) {
    const id = queue[at]!
    const self = graph.companies.get(id)!
    const filing = lookup(id)
    if (filing.status === 'not-loaded') graph.toLoad.push(id)
    if (filing.status !== 'filed') {
      if (id === company.id) {
        const index = graph.missing.length
        graph.missing.push({
          kind: 'no-filing',
          company: self,
          reason: unresolvedReason(filing.status) as Exclude<MissingReason, 'unlinked'>,
        })
        graph.pools.push({ index, companyId: id, size: 1 })
      }
      continue
    }
    const edges: Edge[] = []
    let known = 0
    const withoutShare: EntityRef[] = []
    for (const link of filing.holders) {
      const share = link.share === null ? null : Math.max(0, link.share)
      if (share !== null) known += share
      else withoutShare.push(link.holder)
      if (link.holder.type === 'PERSON') {
        const key = personKey(link.holder)
        if (!graph.persons.has(key)) graph.persons.set(key, link.holder)
        edges.push({ holderKey: key, holder: link.holder, heldId: id, share, since: link.since })
      } else if (isCompanyHolder(link.holder)) {
        const holderId = link.holder.id!
        edges.push({
          holderKey: holderId,
          holder: link.holder,
          heldId: id,
          share,
          since: link.since,
        })
        if (!graph.companies.has(holderId)) {
          graph.companies.set(holderId, link.holder)
          graph.order.push(holderId)
          queue.push(holderId)
        }
      } else {
        // A holder without a register entry, or of unknown kind: a person or a company, nobody knows.
        addOpen(
          id,
          { holderKey: '', holder: link.holder, heldId: id, share, since: link.since },
          'unlinked',
        )
      }
    }
    graph.holdersOf.set(id, edges)
    const pool = Math.max(0, 1 - known)
    if (pool > ROUNDING) {
      const index = graph.missing.length
      graph.pools.push({ index, companyId: id, size: pool })
      graph.missing.push(
        withoutShare.length > 0
          ? { kind: 'unknown-share', company: self, holders: withoutShare, upTo: pool }
          : { kind: 'gap', company: self, unaccounted: pool },
      )
    }
  }
  // Company holders whose own filing is not at hand are open ends of the companies they hold.
  for (const [heldId, edges] of graph.holdersOf) {
    for (const edge of edges) {
      if (!graph.companies.has(edge.holderKey) || edge.holder.type !== 'ORGANIZATION') continue
      const status = lookup(edge.holderKey).status
      if (status !== 'filed') addOpen(heldId, edge, unresolvedReason(status))
    }
  }
  for (const pool of graph.pools) graph.poolByCompany.set(pool.companyId, pool)
  for (const end of graph.openEnds) {
    const list = graph.openEndsByCompany.get(end.heldId)
    if (list) list.push(end)
    else graph.openEndsByCompany.set(end.heldId, [end])
  }
  return graph
}

// ---------------------------------------------------------------------------------------------
// Control and counted shares

/**
 * What one (possibly hypothetical) person is assumed to hold: their own edges, and, for an upper
 * bound, the pools and open ends taken as theirs (a person behind the gap, or behind an entity
 * that could not be followed, controls it).
 */
interface Assumption {
  key: string | null
  /** Indices into `graph.missing` whose uncertainty counts in the person's favour. */
  uncertain: ReadonlySet<number>
}

interface Counted {
  controlled: Set<string>
  /** The counted share in each company: direct plus controlled holders' shares. */
  counted: Map<string, number>
}

function countShares(graph: Graph, assumption: Assumption): Counted {
  const controlled = new Set<string>()
  const counted = new Map<string, number>()
  const shareIn = (companyId: string) => {
    let sum = 0
    for (const edge of graph.holdersOf.get(companyId) ?? []) {
      if (edge.share === null) continue
      if (assumption.key !== null && edge.holderKey === assumption.key) sum += edge.share
      else if (controlled.has(edge.holderKey)) sum += edge.share
    }
    if (assumption.uncertain.size > 0) {
      const pool = graph.poolByCompany.get(companyId)
      if (pool && assumption.uncertain.has(pool.index)) sum += pool.size
      for (const end of graph.openEndsByCompany.get(companyId) ?? [])
        if (assumption.uncertain.has(end.index)) sum += end.share ?? pool?.size ?? 0
    }
    return Math.min(1, sum)
  }
  // The least fixpoint: control only grows, and nothing controls itself by going round a cycle.
  let changed = true
  while (changed) {
    changed = false
    for (const id of graph.order) {
      const share = shareIn(id)
      counted.set(id, share)
      if (!controlled.has(id) && isControlShare(share)) {
        controlled.add(id)
        changed = true
      }
    }
  }
  return { controlled, counted }
}

// ---------------------------------------------------------------------------------------------
// Paths

const MAX_PATHS = 40

/** Simple paths from the person down to the company; through `via` companies only when given. */
function pathsOf(
  graph: Graph,
  rootId: string,
  key: string,
  via: ReadonlySet<string> | null,
): OwnershipPath[] {
  const paths: OwnershipPath[] = []
  // Walk up from the company: each partial path is the links from some holder down to the root.
  const walk = (companyId: string, below: PathLink[], seen: Set<string>) => {
    for (const edge of graph.holdersOf.get(companyId) ?? []) {
      if (paths.length >= MAX_PATHS) return
      const link: PathLink = {
        holder: edge.holder,
        held: graph.companies.get(companyId)!,
        share: edge.share,
        since: edge.since,
      }
      if (edge.holderKey === key) {
        const links = [link, ...below]
        paths.push({
          links,
          economicInterest: links.every((step) => step.share !== null)
            ? links.reduce((product, step) => product * step.share!, 1)
            : null,
        })
      } else if (
        graph.companies.has(edge.holderKey) &&
        edge.holder.type === 'ORGANIZATION' &&
        !seen.has(edge.holderKey) &&
        (via === null || via.has(edge.holderKey))
      ) {
        walk(edge.holderKey, [link, ...below], new Set(seen).add(edge.holderKey))
      }
    }
  }
  walk(rootId, [], new Set([rootId]))
  return paths.sort((a, b) => (b.economicInterest ?? -1) - (a.economicInterest ?? -1))
}

function sumInterest(paths: OwnershipPath[]): number | null {
  if (paths.some((path) => path.economicInterest === null)) return null
  return paths.reduce((sum, path) => sum + path.economicInterest!, 0)
}

/** Cycles among the companies above (each once, as the companies on it). */
function cyclesOf(graph: Graph): EntityRef[][] {
  const cycles: EntityRef[][] = []
  const seenCycles = new Set<string>()
  const state = new Map<string, 'open' | 'done'>()
  const stack: string[] = []
  const visit = (id: string) => {
    state.set(id, 'open')
    stack.push(id)
    for (const edge of graph.holdersOf.get(id) ?? []) {
      if (!graph.companies.has(edge.holderKey) || edge.holder.type !== 'ORGANIZATION') continue
      const next = edge.holderKey
      if (state.get(next) === 'open') {
        const ids = stack.slice(stack.indexOf(next))
        const signature = [...ids].sort().join('|')
        if (!seenCycles.has(signature)) {
          seenCycles.add(signature)
          cycles.push(ids.map((cycleId) => graph.companies.get(cycleId)!))
        }
      } else if (!state.has(next)) visit(next)
    }
    stack.pop()
    state.set(id, 'done')
  }
  for (const id of graph.order) if (!state.has(id)) visit(id)
  return cycles
}

// ---------------------------------------------------------------------------------------------
// The rule

export interface BeneficialOwnerInput {
  /** The company whose beneficial owners are asked (its ID is required). */
  company: EntityRef & { id: string }
  /** Each company's current shareholders, by company ID (the company itself and those above). */
  filings: FilingLookup
  /**
   * The MANAGEMENT slice (current roles), to name the legal representatives when nobody is an
   * owner for certain; null when not at hand.
   */
  management?: RoleLists | null
}

/** Applies GwG § 3 (2) to the shareholder filings of a company and of the companies above it. */
export function determineBeneficialOwners(input: BeneficialOwnerInput): BeneficialOwnerResult {
  const rootId = input.company.id
  const graph = collect(input.company, input.filings)
  const allUncertain = new Set(graph.missing.map((_, index) => index))
  const none: ReadonlySet<number> = new Set()

  const certain = new Map<string, Counted>()
  for (const key of graph.persons.keys())
    certain.set(key, countShares(graph, { key, uncertain: none }))
  const ownerKeys = new Set(
    [...certain].filter(([, c]) => isAboveThreshold(c.counted.get(rootId) ?? 0)).map(([k]) => k),
  )

  /** Whether anyone not yet an owner could be above 25 % with the given uncertainties theirs. */
  const couldHide = (uncertain: ReadonlySet<number>) => {
    const unknown = isAboveThreshold(
      countShares(graph, { key: null, uncertain }).counted.get(rootId) ?? 0,
    )
    const known = [...graph.persons.keys()].filter(
      (key) =>
        !ownerKeys.has(key) &&
        isAboveThreshold(countShares(graph, { key, uncertain }).counted.get(rootId) ?? 0),
    )
    return { unknown, known }
  }
  const whole = graph.missing.length > 0 ? couldHide(allUncertain) : { unknown: false, known: [] }
  const undetermined = whole.unknown || whole.known.length > 0
  const matters = graph.missing.map((_, index) => {
    if (!undetermined) return false
    const alone = couldHide(new Set([index]))
    return alone.unknown || alone.known.length > 0
  })
  // Several small gaps can matter only together: then each of them does.
  const anyAlone = matters.some(Boolean)
  const missing = graph.missing.map(
    (piece, index) =>
      ({ ...piece, couldMatter: matters[index]! || (undetermined && !anyAlone) }) as MissingPiece,
  )

  const holdingOf = (key: string, owner: boolean): PersonHolding => {
    const { controlled, counted } = certain.get(key)!
    const edges = graph.holdersOf.get(rootId) ?? []
    const direct = edges
      .filter((edge) => edge.holderKey === key && edge.share !== null)
      .reduce((sum, edge) => sum + edge.share!, 0)
    const allPaths = pathsOf(graph, rootId, key, null)
    const paths = owner ? pathsOf(graph, rootId, key, controlled) : allPaths
    return {
      person: graph.persons.get(key)!,
      countedShare: counted.get(rootId) ?? 0,
      directShare: direct,
      through: edges
        .filter((edge) => controlled.has(edge.holderKey))
        .map((edge) => ({ company: edge.holder, share: edge.share })),
      controls: graph.order
        .filter((id) => id !== rootId && controlled.has(id))
        .map((id) => graph.companies.get(id)!),
      paths,
      economicInterest: sumInterest(allPaths),
      couldBeOwner: whole.known.includes(key),
    }
  }
  const byShare = (a: PersonHolding, b: PersonHolding) =>
    b.countedShare - a.countedShare ||
    (b.economicInterest ?? -1) - (a.economicInterest ?? -1) ||
    a.person.name.localeCompare(b.person.name)
  const owners = [...ownerKeys].map((key) => holdingOf(key, true)).sort(byShare)
  const otherHolders = [...graph.persons.keys()]
    .filter((key) => !ownerKeys.has(key))
    .map((key) => holdingOf(key, false))
    .filter((holding) => holding.paths.length > 0)
    .sort(byShare)

  const verdict: BeneficialOwnerVerdict = undetermined
    ? 'cannot-be-determined'
    : owners.length > 0
      ? 'owners'
      : 'fictitious'
  const representatives =
    owners.length === 0 && input.management ? legalRepresentatives(input.management) : null
  return {
    company: input.company,
    verdict,
    owners,
    otherHolders,
    missing,
    someoneUnknownCouldBeOwner: whole.unknown,
    cycles: cyclesOf(graph),
    companies: graph.order.map((id) => graph.companies.get(id)!),
    toLoad: graph.toLoad.map((id) => graph.companies.get(id)!),
    legalRepresentatives: representatives?.people ?? null,
    representingCompanies: representatives?.companies ?? null,
  }
}

/** Whether a person (by ID) is a beneficial owner of the company by the result. */
export function isBeneficialOwner(result: BeneficialOwnerResult, personId: string): boolean {
  return result.owners.some((owner) => owner.person.id === personId)
}

/** Filings from a map of SHAREHOLDERS slices; a company not in the map is not loaded. */
export function filingsFrom(slices: ReadonlyMap<string, ShareholderFiling>): FilingLookup {
  return (id) => slices.get(id) ?? { status: 'not-loaded' }
}
