/**
 * Pairs of entities whose shortest connection over roles is exactly 1, 2, 3 and 4 steps, found in
 * a generated database by breadth-first search over the roles table itself, so the connection
 * finder's tests have an oracle that does not go through the network relation they test.
 *
 * Deterministic for a given database: the start is the first organization (by seq) whose
 * 4-step neighbourhood has no entity above the network relation's per-node bound (so the relation
 * lists every role the oracle sees), the far end the first entity (organizations first, then by ID)
 * at each distance.
 */
import type { Database } from 'better-sqlite3'

export interface ConnectionPair {
  steps: number
  from: { id: string; type: 'ORGANIZATION' }
  to: { id: string; type: 'ORGANIZATION' | 'PERSON' }
  /** How many distinct shortest paths there are (entity sequences). */
  pathCount: number
  /** One shortest path, as entity IDs from `from` to `to`. */
  path: string[]
}

/** hub/relations/resolvers/network.ts lists at most 40 roles per entity and direction. */
const PER_NODE_BOUND = 40
const MAX_STEPS = 4

interface Graph {
  neighbours: Map<string, Set<string>>
  types: Map<string, 'ORGANIZATION' | 'PERSON'>
  degree: Map<string, number>
}

function loadGraph(db: Database): Graph {
  const rows = db
    .prepare('SELECT organization_id AS o, holder_id AS h, holder_type AS t FROM roles')
    .all() as { o: string; h: string; t: 'ORGANIZATION' | 'PERSON' }[]
  const graph: Graph = { neighbours: new Map(), types: new Map(), degree: new Map() }
  const add = (a: string, b: string) => {
    let set = graph.neighbours.get(a)
    if (!set) graph.neighbours.set(a, (set = new Set()))
    set.add(b)
    graph.degree.set(a, (graph.degree.get(a) ?? 0) + 1)
  }
  for (const row of rows) {
    graph.types.set(row.o, 'ORGANIZATION')
    graph.types.set(row.h, row.t)
    add(row.o, row.h)
    add(row.h, row.o)
  }
  return graph
}

function distancesFrom(graph: Graph, start: string, limit: number): Map<string, number> {
  const distances = new Map([[start, 0]])
  let frontier = [start]
  for (let hop = 1; hop <= limit && frontier.length > 0; hop++) {
    const next: string[] = []
    for (const key of frontier)
      for (const neighbour of graph.neighbours.get(key) ?? [])
        if (!distances.has(neighbour)) {
          distances.set(neighbour, hop)
          next.push(neighbour)
        }
    frontier = next
  }
  return distances
}

function countAndOnePath(graph: Graph, distances: Map<string, number>, to: string) {
  const counts = new Map<string, number>()
  const count = (key: string): number => {
    const d = distances.get(key)!
    if (d === 0) return 1
    const known = counts.get(key)
    if (known !== undefined) return known
    let sum = 0
    for (const previous of graph.neighbours.get(key) ?? [])
      if (distances.get(previous) === d - 1) sum += count(previous)
    counts.set(key, sum)
    return sum
  }
  const path = [to]
  while (distances.get(path[0]!)! > 0) {
    const d = distances.get(path[0]!)!
    const previous = [...(graph.neighbours.get(path[0]!) ?? [])]
      .filter((key) => distances.get(key) === d - 1)
      .sort()[0]!
    path.unshift(previous)
  }
  return { pathCount: count(to), path }
}

/**
 * Sets of pairs at 1, 2, 3 and 4 steps from successive qualifying organizations (the first set is
 * findConnectionPairs'), for benchmarks that want several questions; the graph is read once.
 */
export function* connectionPairSets(db: Database): Generator<ConnectionPair[]> {
  const graph = loadGraph(db)
  const organizations = db
    .prepare('SELECT id FROM organizations ORDER BY seq')
    .pluck()
    .all() as string[]
  for (const start of organizations) {
    if (!graph.neighbours.has(start)) continue
    const distances = distancesFrom(graph, start, MAX_STEPS)
    const bounded = [...distances.keys()].every(
      (key) => (graph.degree.get(key) ?? 0) < PER_NODE_BOUND,
    )
    if (!bounded) continue
    const pairs: ConnectionPair[] = []
    for (let steps = 1; steps <= MAX_STEPS; steps++) {
      const at = [...distances]
        .filter(([, distance]) => distance === steps)
        .map(([key]) => key)
        .sort((a, b) => {
          const rank = (key: string) => (graph.types.get(key) === 'ORGANIZATION' ? 0 : 1)
          return rank(a) - rank(b) || a.localeCompare(b)
        })
      const to = at[0]
      if (!to) break
      pairs.push({
        steps,
        from: { id: start, type: 'ORGANIZATION' },
        to: { id: to, type: graph.types.get(to)! },
        ...countAndOnePath(graph, distances, to),
      })
    }
    if (pairs.length === MAX_STEPS) yield pairs
  }
}

export function findConnectionPairs(db: Database): ConnectionPair[] {
  for (const pairs of connectionPairSets(db)) return pairs
  throw new Error('no organization has connections of 1 to 4 steps')
}

export interface OwnershipChainPair {
  from: { id: string; type: 'ORGANIZATION' }
  to: { id: string; type: 'ORGANIZATION' }
  /** The current shares along the chain, holder first, in percent. */
  shares: [number, number]
}

/**
 * An organization that holds a current share of one that holds a current share of a third, with
 * that chain the only shortest connection between the first and the third (so the finder shows
 * exactly this chain and its effective share, the product of the two).
 */
export function findOwnershipChainPair(db: Database): OwnershipChainPair {
  const chains = db
    .prepare(
      `SELECT a.holder_id AS top, a.share_percentage AS s1, b.organization_id AS bottom,
         b.share_percentage AS s2
       FROM roles a JOIN roles b ON b.holder_id = a.organization_id
       WHERE a.holder_type = 'ORGANIZATION' AND b.holder_type = 'ORGANIZATION'
         AND a.label = 'SHAREHOLDER' AND b.label = 'SHAREHOLDER'
         AND a.end_date IS NULL AND b.end_date IS NULL
         AND a.share_percentage IS NOT NULL AND b.share_percentage IS NOT NULL
         AND a.holder_id <> b.organization_id
       ORDER BY a.id, b.id`,
    )
    .all() as { top: string; s1: number; bottom: string; s2: number }[]
  const graph = loadGraph(db)
  for (const chain of chains) {
    const distances = distancesFrom(graph, chain.top, 2)
    if (distances.get(chain.bottom) !== 2) continue
    if (countAndOnePath(graph, distances, chain.bottom).pathCount !== 1) continue
    return {
      from: { id: chain.top, type: 'ORGANIZATION' },
      to: { id: chain.bottom, type: 'ORGANIZATION' },
      shares: [chain.s1, chain.s2],
    }
  }
  throw new Error('no two-step ownership chain in the data')
}

export interface DistressedMiddlePair {
  from: { id: string; type: 'ORGANIZATION' | 'PERSON' }
  to: { id: string; type: 'ORGANIZATION' | 'PERSON' }
  /** The organization in insolvency, in liquidation or dissolved between them. */
  middle: string
}

/**
 * Two entities whose only shortest connection (2 steps) runs through an organization in insolvency
 * proceedings, in liquidation or dissolved, within the network relation's per-node bound, so the
 * finder shows exactly that path with the distressed organization in the middle.
 */
export function findDistressedMiddlePair(db: Database): DistressedMiddlePair {
  const graph = loadGraph(db)
  const distressed = db
    .prepare(
      `SELECT id FROM organizations
       WHERE status IN ('INSOLVENCY_PROCEEDINGS', 'LIQUIDATION', 'DISSOLVED') ORDER BY seq`,
    )
    .pluck()
    .all() as string[]
  for (const middle of distressed) {
    const around = [...(graph.neighbours.get(middle) ?? [])].sort()
    for (const from of around) {
      const distances = distancesFrom(graph, from, 2)
      const bounded = [...distances.keys()].every(
        (key) => (graph.degree.get(key) ?? 0) < PER_NODE_BOUND,
      )
      if (!bounded) continue
      for (const to of around) {
        if (to === from || distances.get(to) !== 2) continue
        if (countAndOnePath(graph, distances, to).pathCount !== 1) continue
        return {
          from: { id: from, type: graph.types.get(from)! },
          to: { id: to, type: graph.types.get(to)! },
          middle,
        }
      }
    }
  }
  throw new Error('no two-step path through a distressed organization in the data')
}
