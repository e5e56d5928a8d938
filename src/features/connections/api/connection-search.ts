/**
 * The connection finder's search, pure: it takes a resolve function, so the page (through React
 * Query's cache) and the benchmark (over HTTP in Node) drive the same code.
 *
 * Every resolve costs the customer a credit on the real service, so the search is frugal:
 * - It grows from both ends. One ENTITY_NETWORK resolve of depth k lists every role of every entity
 *   fewer than k hops from the one resolved; two resolves of depth 2, one per end, cover every path
 *   of up to 4 steps. A path of length L is certain to be the shortest (and all shortest paths are
 *   known) once every entity within a hops of `from` and within b hops of `to` has had its roles
 *   listed ("is complete") with a + b ≥ L; "no connection within N steps" needs a + b ≥ N.
 * - An answer that reached the network's size bound may have left roles out; then only the entity
 *   resolved counts as complete (the service lists direct roles first), and the search resolves
 *   the incomplete entities nearest to an end one by one, on the side with fewer of them.
 * - It never spends more than `budget` resolves. When the budget runs out before the proof, it says
 *   so (`exact: false`) instead of claiming an answer it has not proven.
 */
import {
  ConnectionGraph,
  entityKey,
  type ConnectionEntity,
  type ConnectionEntityType,
  type NetworkAnswer,
} from './connection-graph'

/** The Data Hub's ENTITY_NETWORK takes `depth` up to 3 (docs/datahub-api.md §7). */
export const MAX_NETWORK_DEPTH = 3
export const MAX_STEPS = 4
/** The hub's bound on one network answer; an answer this long may have been cut short. */
export const NETWORK_LINK_BOUND = 300
/** Shortest paths listed at most; their total is still counted. */
export const PATH_CAP = 25

export interface ConnectionEnd {
  id: string
  type: ConnectionEntityType
}

export type ResolveNetwork = (
  entity: ConnectionEnd,
  depth: number,
  signal?: AbortSignal,
) => Promise<NetworkAnswer>

export interface SearchProgress {
  used: number
  budget: number
  /** The entity being resolved now, when there is one. */
  current: ConnectionEntity | null
}

export interface ConnectionSearchOptions {
  from: ConnectionEnd
  to: ConnectionEnd
  maxSteps: number
  budget: number
  resolve: ResolveNetwork
  signal?: AbortSignal
  onProgress?: (progress: SearchProgress) => void
  linkBound?: number
}

export interface ConnectionSearchResult {
  /** Paths as entity keys, `from` first; all of the same (shortest known) length. */
  paths: string[][]
  /** How many shortest paths there are in what was learned (more than `paths` when capped). */
  pathCount: number
  /** Steps of the paths, or null when none was found within `maxSteps`. */
  steps: number | null
  /** True when the answer is proven: the paths are the shortest, or there is none within maxSteps. */
  exact: boolean
  used: number
  budget: number
  maxSteps: number
  graph: ConnectionGraph
  fromKey: string
  toKey: string
}

type Side = 'from' | 'to'

export async function findConnections(
  options: ConnectionSearchOptions,
): Promise<ConnectionSearchResult> {
  const { from, to, budget, resolve, signal, onProgress } = options
  const maxSteps = Math.max(1, Math.min(MAX_STEPS, Math.floor(options.maxSteps)))
  const linkBound = options.linkBound ?? NETWORK_LINK_BOUND
  const graph = new ConnectionGraph()
  const roots: Record<Side, string> = { from: entityKey(from.id), to: entityKey(to.id) }
  graph.addEntity({ id: from.id, type: from.type, name: from.id })
  graph.addEntity({ id: to.id, type: to.type, name: to.id })
  const complete = new Set<string>()
  const resolved = new Set<string>()
  let used = 0

  const report = (current: ConnectionEntity | null) => onProgress?.({ used, budget, current })

  const finish = (exact: boolean, distances: Map<string, number>): ConnectionSearchResult => {
    const steps = distances.get(roots.to)
    const found = steps !== undefined && steps <= maxSteps
    const { paths, total } = found
      ? graph.shortestPaths(roots.from, roots.to, distances, PATH_CAP)
      : { paths: [], total: 0 }
    return {
      paths,
      pathCount: total,
      steps: found ? steps : null,
      exact,
      used,
      budget,
      maxSteps,
      graph,
      fromKey: roots.from,
      toKey: roots.to,
    }
  }

  report(null)
  if (roots.from === roots.to) return finish(true, new Map([[roots.from, 0]]))

  for (;;) {
    signal?.throwIfAborted()
    const distances = { from: graph.distancesFrom(roots.from), to: graph.distancesFrom(roots.to) }
    const best = distances.from.get(roots.to)
    const target = Math.min(maxSteps, best ?? Infinity)
    const frontier = { from: incomplete(distances.from), to: incomplete(distances.to) }
    const radius = { from: frontier.from.radius, to: frontier.to.radius }
    if (radius.from + radius.to >= target) return finish(true, distances.from)

    // Grow the side whose nearest incomplete layer is smaller (the classic bidirectional choice).
    const sides = (['from', 'to'] as const).filter((side) => frontier[side].next.length > 0)
    if (sides.length === 0 || used >= budget) return finish(false, distances.from)
    const side = sides.reduce((a, b) => (frontier[b].next.length < frontier[a].next.length ? b : a))
    const other: Side = side === 'from' ? 'to' : 'from'
    const key = frontier[side].next[0]!
    const entity = graph.entities.get(key)!
    const deficit = target - radius.from - radius.to
    // While the other end has not been resolved, it will cover about half of what is missing.
    const share = resolved.has(roots[other]) ? deficit : Math.ceil(deficit / 2)
    const depth = Math.max(1, Math.min(MAX_NETWORK_DEPTH, share))

    report(entity)
    const answer = await resolve({ id: entity.id, type: entity.type! }, depth, signal)
    used += 1
    resolved.add(key)
    graph.addAnswer(answer)
    markComplete(key, depth, answer.roles.length >= linkBound)
    report(null)
  }

  /** The nearest incomplete entities of one side and how far from its end everything is complete. */
  function incomplete(distances: Map<string, number>) {
    let radius = Infinity
    let next: string[] = []
    for (const [key, distance] of distances) {
      if (complete.has(key)) continue
      if (distance < radius) {
        radius = distance
        next = []
      }
      // An entity of unknown type cannot be resolved, so it holds the proof back but is skipped.
      if (distance === radius && graph.entities.get(key)?.type) next.push(key)
    }
    next.sort()
    return { radius, next }
  }

  /**
   * After resolving `key` at `depth`: every entity fewer than `depth` hops from it within this
   * answer has had all its roles listed, unless the answer may have been cut short.
   */
  function markComplete(key: string, depth: number, cut: boolean) {
    complete.add(key)
    if (cut) return
    for (const [reached, distance] of graph.distancesFrom(key, depth - 1))
      if (distance < depth) complete.add(reached)
  }
}
