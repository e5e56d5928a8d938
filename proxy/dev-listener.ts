/**
 * What the Vite plugin runs on the first /api request: reads the configuration, opens the upstream
 * and returns a Node request listener for the proxy. Loaded through tsx by proxy/vite-plugin.ts, so
 * the hub never gets bundled into Vite's config.
 */
import { getRequestListener } from '@hono/node-server'
import { createProxyApp } from './app'
import { loadProxyEnv } from './env'
import { openUpstream } from './upstream'

export async function createDevListener() {
  const upstream = await openUpstream(loadProxyEnv())
  return {
    listener: getRequestListener(createProxyApp(upstream.proxy).fetch),
    description: upstream.description,
    close: upstream.close,
  }
}
