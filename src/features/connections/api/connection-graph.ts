/**
 * The part of the network a connection search has learned so far: entities and the roles between
 * them, undirected for distances (a role links its holder and the organization either way).
 */

export type ConnectionEntityType = 'ORGANIZATION' | 'PERSON'

export interface ConnectionEntity {
  /** The ID as the Data Hub gave it (31 or 32 characters, §9 (13)). */
  id: string
  /** Null when the answer did not say; such an entity cannot be expanded. */
  type: ConnectionEntityType | null
  name: string
}

/** One role: `holder` holds `label` in `organization` (a network link, docs/datahub-api.md §7 (k)). */
export interface ConnectionRole {
  holder: string
  organization: string
  label: string | null
  startDate: string | null
  endDate: string | null
  /** The holder's share in percent, when the link carries one (`meta.share_percentage`). */
  sharePercentage: number | null
}

/** What one ENTITY_NETWORK resolve told, already read into IDs (see network-answer.ts). */
export interface NetworkAnswer {
  entities: ConnectionEntity[]
  roles: ConnectionRole[]
}

/**
 * One entity under one key whether its ID came with 32 or 31 characters: a short ID is a long one
 * without its leading zeros (§9 (13)).
 */
export const entityKey = (id: string) => id.toLowerCase().replace(/^0+/, '')

export class ConnectionGraph {
  readonly entities = new Map<string, ConnectionEntity>()
  /** Roles by the unordered pair of their ends, so repeated answers do not duplicate them. */
  private readonly roles = new Map<string, ConnectionRole>()
  private readonly neighbours = new Map<string, Set<string>>()

  addEntity(entity: ConnectionEntity) {
    const key = entityKey(entity.id)
    const known = this.entities.get(key)
    if (!known) return void this.entities.set(key, entity)
    // A later answer may know the type or the name (an end starts out named by its ID).
    this.entities.set(key, {
      id: known.id,
      type: known.type ?? entity.type,
      name: known.name === known.id && entity.name ? entity.name : known.name,
    })
  }

  addAnswer(answer: NetworkAnswer) {
    for (const entity of answer.entities) this.addEntity(entity)
    for (const role of answer.roles) {
      const holder = entityKey(role.holder)
      const organization = entityKey(role.organization)
      if (holder === organization) continue
      const id = [holder, organization, role.label, role.startDate, role.endDate].join('|')
      if (this.roles.has(id)) continue
      this.roles.set(id, { ...role, holder, organization })
      this.link(holder, organization)
      this.link(organization, holder)
    }
  }

  private link(a: string, b: string) {
    let set = this.neighbours.get(a)
    if (!set) this.neighbours.set(a, (set = new Set()))
    set.add(b)
  }

  neighboursOf(key: string): ReadonlySet<string> {
    return this.neighbours.get(key) ?? new Set()
  }

  /** Every role between two entities, in either direction. */
  rolesBetween(a: string, b: string): ConnectionRole[] {
    return [...this.roles.values()].filter(
      (role) =>
        (role.holder === a && role.organization === b) ||
        (role.holder === b && role.organization === a),
    )
  }

  /** Hops from `start` to every entity reachable within `limit` hops. */
  distancesFrom(start: string, limit = Infinity): Map<string, number> {
    const distances = new Map([[start, 0]])
    let frontier = [start]
    for (let hop = 1; frontier.length > 0 && hop <= limit; hop++) {
      const next: string[] = []
      for (const key of frontier)
        for (const neighbour of this.neighboursOf(key))
          if (!distances.has(neighbour)) {
            distances.set(neighbour, hop)
            next.push(neighbour)
          }
      frontier = next
    }
    return distances
  }

  /**
   * Every shortest path (as entity keys) from `from` to `to`, given the distances from `from`;
   * at most `cap` of them, in a stable order, and how many there are in all.
   */
  shortestPaths(
    from: string,
    to: string,
    distances: Map<string, number>,
    cap: number,
  ): { paths: string[][]; total: number } {
    const length = distances.get(to)
    if (length === undefined) return { paths: [], total: 0 }
    // Walk back from `to` along entities one hop closer to `from` each time.
    const counts = new Map<string, number>()
    const count = (key: string): number => {
      if (key === from) return 1
      const known = counts.get(key)
      if (known !== undefined) return known
      const d = distances.get(key)!
      let sum = 0
      for (const previous of this.neighboursOf(key))
        if (distances.get(previous) === d - 1) sum += count(previous)
      counts.set(key, sum)
      return sum
    }
    const total = count(to)
    const paths: string[][] = []
    const walk = (key: string, tail: string[]) => {
      if (paths.length >= cap) return
      if (key === from) {
        paths.push([from, ...tail])
        return
      }
      const d = distances.get(key)!
      const previous = [...this.neighboursOf(key)]
        .filter((candidate) => distances.get(candidate) === d - 1)
        .sort()
      for (const candidate of previous) walk(candidate, [key, ...tail])
    }
    walk(to, [])
    return { paths, total }
  }
}
