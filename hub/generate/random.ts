/**
 * Deterministic randomness of the generator: the same seed always yields the same data, so IDs and
 * `fb_entity_version`s are stable between two generations (a contract requirement). Only the
 * generator draws: a resolver reads what was drawn here (hub/relations/README.md).
 */
import { createHash } from 'node:crypto'

/**
 * mulberry32: tiny, fast, good enough for synthetic data. A class, not a bag of closures: the
 * generator makes a few million of these (one per entity and purpose), and prototype methods
 * cost nothing to create.
 */
class SeededRandom {
  private state: number
  constructor(seed: number) {
    this.state = seed >>> 0
  }
  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0
    let t = this.state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1))
  }
  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error('pick from an empty list')
    return items[Math.floor(this.next() * items.length)] as T
  }
  /** Picks by weight: `weighted([['GmbH', 60], ['AG', 3]])`. */
  weighted<T>(entries: readonly (readonly [T, number])[]): T {
    const total = entries.reduce((sum, [, weight]) => sum + weight, 0)
    let roll = this.next() * total
    for (const [value, weight] of entries) {
      roll -= weight
      if (roll < 0) return value
    }
    return entries[entries.length - 1]![0]
  }
  chance(probability: number): boolean {
    return this.next() < probability
  }
  /** Log-normal-ish positive number around `median`. */
  logNormal(median: number, spread = 1): number {
    const u = Math.max(this.next(), 1e-12)
    const v = this.next()
    const gaussian = Math.sqrt(-2 * Math.log(u)) * Math.cos(2 * Math.PI * v)
    return median * Math.exp(gaussian * spread)
  }
}

export function createRandom(seed: number) {
  return new SeededRandom(seed)
}

export type Random = ReturnType<typeof createRandom>

/** A stable 32-hex id from a namespace and a natural key: `entityId('org', 'München HRB 271144')`. */
export function entityId(namespace: string, key: string | number): string {
  return createHash('md5').update(`${namespace}:${key}`).digest('hex')
}

/** A generator seeded by an entity id and a purpose: an entity's details do not depend on the order of generation. */
export function randomFor(id: string, purpose: string) {
  let hash = 0x811c9dc5
  const text = `${purpose}:${id}`
  for (let index = 0; index < text.length; index++)
    hash = Math.imul(hash ^ text.charCodeAt(index), 0x01000193)
  return createRandom(hash >>> 0)
}
