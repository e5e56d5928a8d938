/**
 * What every generation step receives. Steps run in this order, each in its own transaction:
 *   1. generateCore          (hub/generate/core.ts)          geography, locations, organizations, persons, roles
 *   2. generateRelationData  (hub/generate/relation-data.ts) filings, history, news, insolvencies, statistics
 *   3. generateStreams       (hub/generate/streams.ts)       dataset tables, their catalogue, services
 *   4. search indexes (FTS5) for entities, then ANALYZE
 */
import type { Database } from 'better-sqlite3'
import { createRandom, type Random } from './random'

export type HubScale = 'small' | 'default' | 'large'

export interface ScaleSize {
  organizations: number
  persons: number
}

const SCALE_SIZES: Record<HubScale, ScaleSize> = {
  small: { organizations: 2_000, persons: 3_000 },
  default: { organizations: 100_000, persons: 150_000 },
  large: { organizations: 1_000_000, persons: 1_500_000 },
}

export interface GenerateContext {
  db: Database
  scale: HubScale
  size: ScaleSize
  seed: number
  /** The generation's fixed "now" (ISO with offset), so timestamps are deterministic too. */
  now: string
  /** A fresh generator per step name: steps stay deterministic even when another step changes. */
  random: (step: string) => Random
  /** Reports progress to the console (`npm run hub`) or nowhere (tests). */
  progress: (step: string, fraction?: number) => void
}

export function createGenerateContext(
  db: Database,
  options: { scale: HubScale; seed: number; progress?: GenerateContext['progress'] },
): GenerateContext {
  return {
    db,
    scale: options.scale,
    size: SCALE_SIZES[options.scale],
    seed: options.seed,
    now: '2026-03-02T09:14:05.120000+00:00',
    random: (step) => createRandom(hashStep(options.seed, step)),
    progress: options.progress ?? (() => {}),
  }
}

function hashStep(seed: number, step: string): number {
  let hash = seed ^ 0x9e3779b9
  for (let index = 0; index < step.length; index++)
    hash = Math.imul(hash ^ step.charCodeAt(index), 0x01000193)
  return hash >>> 0
}
