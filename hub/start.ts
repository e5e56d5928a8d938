/**
 * Starts the embedded Data Hub from its configuration: opens the database (generating it on first
 * use) and answers on a pool of worker threads (HUB_WORKERS) or in this thread. The one entry
 * point of `npm run hub` (hub/server.ts) and of the proxy's embedded mode, so the choice "worker
 * pool or same thread" is made here and nowhere else.
 */
import { createHubApp } from './app'
import { openHubDatabase, readMeta } from './db/open'
import { readHubEnv, type HubEnv } from './env'
import { startHubWorkerPool } from './worker-pool'

export interface StartHubOptions {
  /** Defaults to the environment (readHubEnv). */
  env?: HubEnv
  /** One line per event (generation steps, readiness); never receives the key. */
  log?: (line: string) => void
}

export interface StartedHub {
  /** Answers like `hubApp.fetch`: full URLs under /api/v2, X-API-KEY checked. */
  fetch(request: Request): Promise<Response>
  /** Frees the database and the worker threads. */
  close(): Promise<void>
  /** One line for the console (scale, seed, threads, file); never contains the key. */
  description: string
  /** The configuration it runs with (a caller needs the key it accepts and its scale). */
  env: HubEnv
}

/** Generation progress in coarse steps; a default-scale first start takes a while. */
function progressPrinter(log: (line: string) => void) {
  let last = ''
  return (step: string, fraction?: number) => {
    const line = fraction === undefined ? step : `${step} ${Math.floor(fraction * 10) * 10}%`
    if (line !== last) log(`generating: ${line}`)
    last = line
  }
}

export async function startHub({
  env = readHubEnv(),
  log = () => undefined,
}: StartHubOptions = {}): Promise<StartedHub> {
  const started = performance.now()
  const db = await openHubDatabase({
    path: env.dbPath,
    scale: env.scale,
    seed: env.seed,
    hostile: env.hostile,
    progress: progressPrinter(log),
    onGenerated: ({ ms }) => log(`generated in ${(ms / 1000).toFixed(1)} s`),
  })
  const meta = readMeta(db)
  log(
    `database ready in ${((performance.now() - started) / 1000).toFixed(2)} s (generated ${meta.generated_at}, took ${(Number(meta.generation_ms) / 1000).toFixed(1)} s)`,
  )
  const where = `scale ${env.scale}, seed ${env.seed}${env.variants ? `, ${env.variants} variants` : ''}`

  // Fault counters (failEvery, firstPerUrl) must live in one app; each worker would count alone.
  if (env.workers > 1 && !env.faults) {
    // The workers open their own read-only connections; this one was only needed to generate.
    db.close()
    const pool = await startHubWorkerPool({
      dbPath: env.dbPath,
      apiKey: env.apiKey,
      variants: env.variants,
      size: env.workers,
    })
    return {
      fetch: pool.fetch,
      close: pool.close,
      description: `Data Hub (${where}, ${env.workers} worker threads, ${env.dbPath})`,
      env,
    }
  }
  const app = createHubApp({
    db,
    apiKey: env.apiKey,
    faults: env.faults && {
      ...env.faults,
      onFault: (kind, path) => log(`injected fault ${kind}: ${path}`),
    },
    variants: env.variants,
  })
  return {
    fetch: async (request) => app.fetch(request),
    close: async () => {
      db.close()
    },
    description: `Data Hub (${where}, in-process, ${env.dbPath})`,
    env,
  }
}
