/**
 * The embedded Data Hub as the proxy's upstream: its database is opened (generated on first use)
 * and its Hono app is called in-process, so no second port, no loopback HTTP and no network.
 * The proxy injects HUB_API_KEY, which the hub checks like the real service checks its keys.
 */
import { createHubApp } from '../hub/app'
import { openHubDatabase } from '../hub/db/open'
import { readHubEnv } from '../hub/env'
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
  const app = createHubApp({ db, apiKey: hub.apiKey, faults: hub.faults })
  return {
    proxy: {
      upstream: EMBEDDED_ORIGIN,
      apiKey: hub.apiKey,
      fetch: (request) => app.fetch(request),
      inProcess: true,
      upstreamInfo: { mode: 'embedded', host: null, scale: hub.scale },
    },
    description: `embedded Data Hub (scale ${hub.scale}, seed ${hub.seed}, ${hub.dbPath})`,
    close: () => db.close(),
  }
}
