/**
 * Configuration of the embedded hub, read once from the environment and validated, so the
 * standalone server (`npm run hub`) and the proxy's embedded mode agree on every default.
 */
import { availableParallelism } from 'node:os'
import { resolve } from 'node:path'
import { z } from 'zod'
import type { HubScale } from './generate/context'
import { parseHubFaults, type HubFaults } from './faults'

const schema = z.object({
  HUB_PORT: z.coerce.number().int().min(1).max(65_535).default(8787),
  HUB_SCALE: z.enum(['small', 'default', 'large']).default('default'),
  HUB_SEED: z.coerce
    .number()
    .int()
    .min(0)
    .max(2 ** 31 - 1)
    .default(1),
  HUB_API_KEY: z.string().min(1).default('dev-hub-key'),
  HUB_DB: z.string().min(1).optional(),
  HUB_FAULTS: z.string().optional(),
  HUB_HOSTILE: z.enum(['0', '1', 'true', 'false']).optional(),
  HUB_WORKERS: z.coerce.number().int().min(0).max(64).optional(),
  HUB_VARIANTS: z.enum(['none', 'documented']).optional(),
})

export interface HubEnv {
  port: number
  scale: HubScale
  seed: number
  apiKey: string
  dbPath: string
  /** Injected faults (HUB_FAULTS, JSON; see hub/faults.ts); absent = a well-behaved hub. */
  faults?: HubFaults
  /** HUB_HOSTILE=1: names, news and reports carry markup payloads (hub/generate/hostile.ts). */
  hostile: boolean
  /**
   * HUB_WORKERS: worker threads answering the embedded hub's requests (hub/worker-pool.ts);
   * 0 or 1 = in the server's own thread. Default: one per core, at least 2.
   */
  workers: number
  /**
   * HUB_VARIANTS=documented: the documented-variants mode (hub/variants/), answers rewritten into
   * the alternatives of docs/datahub-api.md §9; absent (unset or `none`) = the hub's own shapes.
   */
  variants?: HubVariants
}

/** The one alternative mode there is; a type of its own so every layer names it alike. */
export type HubVariants = 'documented'

export const defaultHubWorkers = () => Math.max(2, availableParallelism())

/** Throws a readable error naming the bad variable; empty strings count as unset. */
export function readHubEnv(env: NodeJS.ProcessEnv = process.env, cwd = process.cwd()): HubEnv {
  const cleaned = Object.fromEntries(
    Object.entries(env).filter(([key, value]) => key.startsWith('HUB_') && value !== ''),
  )
  const parsed = schema.safeParse(cleaned)
  if (!parsed.success) {
    const problems = parsed.error.issues
      .map((issue) => `${issue.path.join('.')}: ${issue.message}`)
      .join('; ')
    throw new Error(`Invalid hub configuration: ${problems}`)
  }
  const {
    HUB_PORT,
    HUB_SCALE,
    HUB_SEED,
    HUB_API_KEY,
    HUB_DB,
    HUB_FAULTS,
    HUB_HOSTILE,
    HUB_WORKERS,
    HUB_VARIANTS,
  } = parsed.data
  const hostile = HUB_HOSTILE === '1' || HUB_HOSTILE === 'true'
  let faults: HubFaults | undefined
  try {
    faults = HUB_FAULTS ? parseHubFaults(HUB_FAULTS) : undefined
  } catch (error) {
    throw new Error(`Invalid hub configuration: ${(error as Error).message}`, { cause: error })
  }
  // A hostile database is a different database: it gets its own file.
  const name = `hub-${HUB_SCALE}-${HUB_SEED}${hostile ? '-hostile' : ''}.sqlite`
  return {
    port: HUB_PORT,
    scale: HUB_SCALE,
    seed: HUB_SEED,
    apiKey: HUB_API_KEY,
    dbPath: resolve(cwd, HUB_DB ?? `.data/${name}`),
    ...(faults ? { faults } : {}),
    hostile,
    workers: HUB_WORKERS ?? defaultHubWorkers(),
    ...(HUB_VARIANTS === 'documented' ? { variants: HUB_VARIANTS } : {}),
  }
}
