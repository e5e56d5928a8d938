import type { ProxyOptions } from '../gateway/app'

/** An upstream ready for the proxy: a remote Data Hub (proxy/start/upstream.ts) or the embedded one. */
export interface OpenedUpstream {
  proxy: Pick<ProxyOptions, 'upstream' | 'apiKey' | 'fetch' | 'upstreamInfo' | 'completeResponses'>
  /** One line for the console; never contains the key. */
  description: string
  /** Frees the upstream (the embedded hub's database and worker threads). */
  close(): void | Promise<void>
}
