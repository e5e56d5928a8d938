/**
 * The embedded Data Hub as the proxy's upstream: its database is opened (generated on first use)
 * and its Hono app answers on a pool of worker threads (hub/worker-pool.ts; HUB_WORKERS), or in this
 * thread (HUB_WORKERS=0 or 1, or when faults are injected): no second port, no loopback HTTP.
 * The proxy injects HUB_API_KEY, which the hub checks like the real service checks its keys.
 */
import { createHubApp } from '../hub/app'
import { openHubDatabase } from '../hub/db/open'
import type { Database } from 'better-sqlite3'
import { readHubEnv, type HubEnv } from '../hub/env'
import { startHubWorkerPool } from '../hub/worker-pool'
import type { OpenedUpstream } from './upstream'

// Any origin will do: only the in-process hub ever sees this URL.
const EMBEDDED_ORIGIN = 'http://embedded-hub.invalid'

/** Logs generation progress in coarse steps; a default-scale first start takes a while. */
function progressPrinter(log: (line: string) => void) {
  let last = ''
  return (step: string, fraction?: number) => {
    const line = fraction === undefined ? step : `${step} ${Math.floor(fraction * 10) * 10}%`
    if (line !== last) log(`  generating the embedded hub: ${line}`)
    last = line
  }
}

/** The hub app on worker threads, or in this thread when one thread is asked for. */
async function startHubFetch(db: Database, hub: HubEnv) {
  // Fault counters (failEvery, firstPerUrl) must live in one app; each worker would count alone.
  if (hub.workers > 1 && !hub.faults) {
    const pool = await startHubWorkerPool({
      dbPath: hub.dbPath,
      apiKey: hub.apiKey,
      size: hub.workers,
    })
    // The workers opened their own connections; this one was only needed to generate the file.
    db.close()
    return { fetch: pool.fetch, close: pool.close, label: `${hub.workers} worker threads` }
  }
  const app = createHubApp({ db, apiKey: hub.apiKey, faults: hub.faults })
  return {
    fetch: (request: Request) => app.fetch(request),
    close: async () => {
      db.close()
    },
    label: 'in-process',
  }
}

export async function openEmbeddedHub(
  log: (line: string) => void = console.log,
): Promise<OpenedUpstream> {
  const hub = readHubEnv()
  const db = await openHubDatabase({
    path: hub.dbPath,
    scale: hub.scale,
    seed: hub.seed,
    hostile: hub.hostile,
    progress: progressPrinter(log),
    onGenerated: ({ ms }) => log(`  embedded hub generated in ${(ms / 1000).toFixed(1)} s`),
  })
  const hubFetch = await startHubFetch(db, hub)
  return {
    proxy: {
      upstream: EMBEDDED_ORIGIN,
      apiKey: hub.apiKey,
      fetch: hubFetch.fetch,
      // Either way the answers are complete in memory (see ForwardOptions.inProcess).
      inProcess: true,
      upstreamInfo: { mode: 'embedded', host: null, scale: hub.scale },
    },
    description: `embedded Data Hub (scale ${hub.scale}, seed ${hub.seed}, ${hubFetch.label}, ${hub.dbPath})`,
    close: hubFetch.close,
  }
}
