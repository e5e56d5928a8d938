/**
 * Chooses where the proxy forwards to: the real Data Hub when DATAHUB_URL is set, otherwise the
 * embedded hub in this process. The embedded hub is imported lazily so a remote setup never loads
 * SQLite or generates data.
 */
import type { ProxyEnv } from './env'
import type { OpenedUpstream } from './opened-upstream'

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
  const { openEmbeddedHub } = await import('./embedded-hub')
  const opened = await openEmbeddedHub()
  const upstreamInfo = { ...opened.proxy.upstreamInfo, tileUrl: env.tileUrl ?? null }
  return { ...opened, proxy: { ...opened.proxy, upstreamInfo } }
}
