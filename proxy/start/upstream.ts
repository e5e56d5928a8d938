/**
 * Where the proxy forwards to: the real Data Hub when DATAHUB_URL is set, otherwise the embedded
 * Data Hub in this process, started by hub/start.ts (the same start as `npm run hub`): no second
 * port, no loopback HTTP. The proxy injects the key the embedded hub accepts (HUB_API_KEY), which
 * the hub checks like the real service checks its keys.
 *
 * The hub is imported only when it is opened, so a remote setup never loads SQLite or generates
 * data.
 */
import type { ProxyOptions } from '../gateway/app'
import type { ProxyEnv } from './env'

/** An upstream ready for the proxy: a remote Data Hub or the embedded one. */
export interface OpenedUpstream {
  proxy: Pick<ProxyOptions, 'upstream' | 'apiKey' | 'fetch' | 'upstreamInfo' | 'completeResponses'>
  /** One line for the console; never contains the key. */
  description: string
  /** Frees the upstream (the embedded hub's database and worker threads). */
  close(): void | Promise<void>
}

// Any origin will do: only the in-process hub ever sees this URL.
const EMBEDDED_ORIGIN = 'http://embedded-hub.invalid'

export async function openUpstream(env: ProxyEnv): Promise<OpenedUpstream> {
  if (env.datahubUrl && env.datahubApiKey) {
    const { host } = env.datahubUrl
    return {
      proxy: {
        upstream: env.datahubUrl.href,
        apiKey: env.datahubApiKey,
        fetch: (request) => fetch(request),
        upstreamInfo: { mode: 'remote', host, scale: null, tileUrl: env.tileUrl ?? null },
      },
      description: `remote Data Hub at ${host}`,
      close: () => undefined,
    }
  }
  const opened = await openEmbeddedHub()
  const upstreamInfo = { ...opened.proxy.upstreamInfo, tileUrl: env.tileUrl ?? null }
  return { ...opened, proxy: { ...opened.proxy, upstreamInfo } }
}

/** The embedded Data Hub as the proxy's upstream (also what the tests forward to). */
export async function openEmbeddedHub(
  log: (line: string) => void = console.log,
): Promise<OpenedUpstream> {
  const { startHub } = await import('../../hub/start')
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
