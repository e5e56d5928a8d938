/**
 * The ownership tree of a company as a pure model: up to the ultimate owners (each company's
 * SHAREHOLDERS slice) and down to the subsidiaries (each company's SHAREHOLDINGS slice), within a
 * depth bound. Nodes carry their layer (negative above the company, positive below), the
 * beneficial-owner mark from the GwG rule (gwg-beneficial-owners.ts) and, where the tree stops
 * early, why; edges carry the share, the since-date and the control mark (> 50 %).
 *
 * The view draws it (a layered layout) and lists it (a nested list); the BODS export and the
 * dossier read the same model. Nothing here fetches: the caller says which slices are at hand, and
 * the tree names the companies whose slices the next level would cost (`frontier`).
 */
import type { EntityRef } from './entity-ref'
import { isControlShare, type FilingLookup, type ShareholderFiling } from './gwg-beneficial-owners'

/** Why the tree stops at a node before its end is known. */
export type TreeEnd =
  /** The depth bound: the next level is not drawn (its calls are not spent). */
  | 'depth'
  /** The slice is not read (yet). */
  | 'not-loaded'
  /** The slice lists nobody above a company (no shareholder data on file). */
  | 'no-data'
  /** The slice could not be read. */
  | 'failed'
  /** A holder that is no register entry (or of unknown kind): it cannot be followed. */
  | 'unlinked'

export interface TreeNode {
  /** The entity's ID, or `name:<name>` for one without a register entry. */
  key: string
  entity: EntityRef
  kind: 'organization' | 'person' | 'unknown'
  /** 0 the company; −1 its shareholders, −2 theirs…; 1 its subsidiaries, 2 theirs… */
  layer: number
  root: boolean
  /** A natural person who is a beneficial owner of the root company by the rule. */
  beneficialOwner: boolean
  /** Where the tree stops before the end is known, and why; null at a real end or inside. */
  end: TreeEnd | null
}

export interface TreeEdge {
  /** The holder's node key. */
  from: string
  /** The held company's node key. */
  to: string
  /** 0–1, as filed; null when the filing states no share. */
  share: number | null
  since: string | null
  /** More than 50 %: the holder controls the company through this holding alone. */
  control: boolean
}

/** One current holding of a company (its SHAREHOLDINGS slice, the company held). */
export interface HoldingLink {
  company: EntityRef
  share: number | null
  since: string | null
}

export type HoldingsFiling =
  | { status: 'filed'; holdings: HoldingLink[] }
  | { status: 'none' }
  | { status: 'failed' }
  | { status: 'not-loaded' }

export type HoldingsLookup = (companyId: string) => HoldingsFiling

export interface OwnershipTree {
  root: TreeNode
  nodes: TreeNode[]
  edges: TreeEdge[]
  depthUp: number
  depthDown: number
  /**
   * The companies whose slice the next level costs (one call each): `up` their SHAREHOLDERS,
   * `down` their SHAREHOLDINGS. Those within the bound that are still to be read come first.
   */
  frontier: { up: EntityRef[]; down: EntityRef[] }
  /** Companies within the bound whose slice is still to be read (one call each). */
  pending: { up: EntityRef[]; down: EntityRef[] }
}

export interface OwnershipTreeInput {
  root: EntityRef & { id: string }
  shareholders: FilingLookup
  shareholdings: HoldingsLookup
  /** Levels above the company (1 = its shareholders). */
  depthUp: number
  /** Levels below the company (1 = its direct subsidiaries). */
  depthDown: number
  /** IDs of the root's beneficial owners by the rule (gwg-beneficial-owners.ts). */
  beneficialOwnerIds?: ReadonlySet<string>
}

const keyOf = (ref: EntityRef) => ref.id ?? `name:${ref.name}`
const kindOf = (ref: EntityRef): TreeNode['kind'] =>
  ref.type === 'PERSON'
    ? 'person'
    : ref.type === 'ORGANIZATION' && ref.id
      ? 'organization'
      : 'unknown'

const endOf = (status: ShareholderFiling['status'] | HoldingsFiling['status']): TreeEnd | null =>
  status === 'not-loaded' ? 'not-loaded' : status === 'failed' ? 'failed' : null

/** Builds the tree from the slices at hand; pure, and cheap enough to run on every render. */
export function buildOwnershipTree(input: OwnershipTreeInput): OwnershipTree {
  const owners = input.beneficialOwnerIds ?? new Set<string>()
  const nodes = new Map<string, TreeNode>()
  const edges = new Map<string, TreeEdge>()
  const frontier = { up: [] as EntityRef[], down: [] as EntityRef[] }
  const pending = { up: [] as EntityRef[], down: [] as EntityRef[] }

  const addNode = (entity: EntityRef, layer: number): TreeNode => {
    const key = keyOf(entity)
    const existing = nodes.get(key)
    if (existing) return existing
    const kind = kindOf(entity)
    const node: TreeNode = {
      key,
      entity,
      kind,
      layer,
      root: layer === 0,
      beneficialOwner: kind === 'person' && entity.id !== null && owners.has(entity.id),
      end: kind === 'unknown' ? 'unlinked' : null,
    }
    nodes.set(key, node)
    return node
  }
  const addEdge = (from: string, to: string, share: number | null, since: string | null) => {
    const key = `${from}>${to}`
    const existing = edges.get(key)
    if (existing) {
      // Two entries for one holder (two tranches): their shares add up.
      existing.share =
        existing.share === null || share === null ? null : Math.min(1, existing.share + share)
      existing.control = existing.share !== null && isControlShare(existing.share)
      existing.since =
        existing.since && since ? (existing.since < since ? existing.since : since) : null
      return
    }
    edges.set(key, {
      from,
      to,
      share,
      since,
      control: share !== null && isControlShare(share),
    })
  }

  const root = addNode(input.root, 0)

  // Upwards: each level's companies, their shareholders on the next.
  let level: TreeNode[] = [root]
  const expandedUp = new Set<string>()
  for (let depth = 1; level.length > 0; depth++) {
    const next: TreeNode[] = []
    for (const node of level) {
      if (node.kind !== 'organization' || expandedUp.has(node.key)) continue
      if (depth > input.depthUp) {
        const status = input.shareholders(node.key).status
        if (status === 'none') continue
        node.end ??= 'depth'
        frontier.up.push(node.entity)
        continue
      }
      expandedUp.add(node.key)
      const filing = input.shareholders(node.key)
      if (filing.status !== 'filed') {
        // Above the company, a company without shareholders on file ends the tree unexplained.
        node.end ??=
          filing.status === 'none' ? (node.root ? null : 'no-data') : endOf(filing.status)
        if (filing.status === 'not-loaded') pending.up.push(node.entity)
        continue
      }
      for (const link of filing.holders) {
        const isNew = !nodes.has(keyOf(link.holder))
        const holder = addNode(link.holder, -depth)
        addEdge(holder.key, node.key, link.share, link.since)
        if (isNew) next.push(holder)
      }
    }
    level = next
  }

  // Downwards: each level's companies, the companies they hold on the next.
  level = [root]
  const expandedDown = new Set<string>()
  for (let depth = 1; level.length > 0; depth++) {
    const next: TreeNode[] = []
    for (const node of level) {
      if (node.kind !== 'organization' || expandedDown.has(node.key)) continue
      if (depth > input.depthDown) {
        const status = input.shareholdings(node.key).status
        if (status === 'none') continue
        node.end ??= 'depth'
        frontier.down.push(node.entity)
        continue
      }
      expandedDown.add(node.key)
      const filing = input.shareholdings(node.key)
      if (filing.status !== 'filed') {
        // Below, a company that holds nothing is a plain end.
        if (!node.root) node.end ??= endOf(filing.status)
        if (filing.status === 'not-loaded') pending.down.push(node.entity)
        continue
      }
      for (const link of filing.holdings) {
        const isNew = !nodes.has(keyOf(link.company))
        const held = addNode(link.company, depth)
        addEdge(node.key, held.key, link.share, link.since)
        if (isNew) next.push(held)
      }
    }
    level = next
  }

  return {
    root,
    nodes: [...nodes.values()],
    edges: [...edges.values()],
    depthUp: input.depthUp,
    depthDown: input.depthDown,
    frontier,
    pending,
  }
}

/** Reads a SHAREHOLDINGS slice (current roles, the companies held). */
export function holdingsFromRoles(
  lists: {
    current: { entity: EntityRef; sharePercent: number | null; startDate: string | null }[]
  } | null,
): HoldingsFiling {
  if (!lists || lists.current.length === 0) return { status: 'none' }
  return {
    status: 'filed',
    holdings: lists.current.map((role) => ({
      company: role.entity,
      share: role.sharePercent === null ? null : Math.max(0, Math.min(1, role.sharePercent / 100)),
      since: role.startDate,
    })),
  }
}

/**
 * The tree as nested lists (the accessible alternative and the dossier's outline): from the
 * company up through its holders, and down through its holdings; each node once (a node met again
 * is listed as a reference, `repeat`).
 */
export interface TreeOutlineItem {
  node: TreeNode
  /** The edge that leads here from the parent item (holder → held, either direction). */
  edge: TreeEdge | null
  children: TreeOutlineItem[]
  /** True when the node is listed elsewhere already (a shared holder, a loop). */
  repeat: boolean
}

export function treeOutline(tree: OwnershipTree): {
  up: TreeOutlineItem[]
  down: TreeOutlineItem[]
} {
  const byKey = new Map(tree.nodes.map((node) => [node.key, node]))
  const holdersOf = new Map<string, TreeEdge[]>()
  const heldBy = new Map<string, TreeEdge[]>()
  for (const edge of tree.edges) {
    const up = byKey.get(edge.from)!.layer < 0 || byKey.get(edge.to)!.layer <= 0
    if (up) holdersOf.set(edge.to, [...(holdersOf.get(edge.to) ?? []), edge])
    else heldBy.set(edge.from, [...(heldBy.get(edge.from) ?? []), edge])
  }
  const byShare = (a: TreeEdge, b: TreeEdge) => (b.share ?? -1) - (a.share ?? -1)
  const listed = new Set<string>([tree.root.key])
  const walk = (
    key: string,
    links: Map<string, TreeEdge[]>,
    far: 'from' | 'to',
  ): TreeOutlineItem[] =>
    [...(links.get(key) ?? [])].sort(byShare).map((edge) => {
      const farKey = edge[far]
      const repeat = listed.has(farKey)
      listed.add(farKey)
      return {
        node: byKey.get(farKey)!,
        edge,
        repeat,
        children: repeat ? [] : walk(farKey, links, far),
      }
    })
  const up = walk(tree.root.key, holdersOf, 'from')
  const down = walk(tree.root.key, heldBy, 'to')
  return { up, down }
}
