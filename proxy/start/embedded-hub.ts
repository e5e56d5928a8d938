/**
 * The embedded Data Hub as the proxy's upstream, started by hub/start.ts (the same start as
 * `npm run hub`): no second port, no loopback HTTP. The proxy injects the key the hub accepts
 * (HUB_API_KEY), which the hub checks like the real service checks its keys.
 */
import { startHub } from '../../hub/start'
import type { OpenedUpstream } from './opened-upstream'

// Any origin will do: only the in-process hub ever sees this URL.
const EMBEDDED_ORIGIN = 'http://embedded-hub.invalid'

export async function openEmbeddedHub(
  log: (line: string) => void = console.log,
): Promise<OpenedUpstream> {
  const hub = await startHub({ log: (line) => log(`  embedded hub: ${line}`) })
  return {
    proxy: {
      upstream: EMBEDDED_ORIGIN,
      apiKey: hub.env.apiKey,
      fetch: hub.fetch,
      // Worker or same thread, the hub's answers are complete in memory when fetch resolves.
      completeResponses: true,
      upstreamInfo: { mode: 'embedded', host: null, scale: hub.env.scale },
    },
    description: `embedded ${hub.description}`,
    close: hub.close,
  }
}
