/**
 * What the Vite plugin runs on the first /api request: reads the configuration, opens the upstream
 * and returns a Node request listener for the proxy. Loaded through tsx by proxy/start/vite-plugin.ts, so
 * the hub never gets bundled into Vite's config.
 */
import { getRequestListener } from '@hono/node-server'
import { createProxyApp } from '../gateway/app'
import { DEFAULT_SECRET_FILE } from '../auth/config'
import { openAuth } from '../auth/open-auth'
import { loadSessionSecret } from '../auth/secret'
import { loadProxyEnv } from './env'
import { openMonitor } from '../monitor/open-monitor'
import { openUpstream } from './upstream'

/** @param host where the dev server listens (`vite --host` binds beyond loopback). */
export async function createDevListener(host: string) {
  const { auth, users } = await openAuth(process.env, host)
  const upstream = await openUpstream(loadProxyEnv())
  const monitor = await openMonitor(upstream.proxy, {
    serverSecret: await loadSessionSecret(
      process.env.AUTH_SECRET?.trim(),
      process.env.AUTH_SECRET_FILE?.trim() || DEFAULT_SECRET_FILE,
    ),
    users: users
      ? { authoritative: true, find: async (name) => (await users.get(name))?.id ?? null }
      : undefined,
  })
  const { explorerRoutes, publicRoutes } = monitor
  return {
    listener: getRequestListener(
      createProxyApp({ ...upstream.proxy, auth, explorerRoutes, publicRoutes }).fetch,
    ),
    description: upstream.description,
    close: async () => {
      await monitor.close()
      await upstream.close()
    },
  }
}
