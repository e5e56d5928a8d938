/**
 * What the Vite plugin runs on the first /api request: reads the configuration, opens the upstream
 * and returns a Node request listener for the proxy. Loaded through tsx by proxy/start/vite-plugin.ts, so
 * the hub never gets bundled into Vite's config.
 */
import { getRequestListener } from '@hono/node-server'
import { createProxyApp } from '../gateway/app'
import { openAuth } from '../auth/open-auth'
import { loadProxyEnv } from './env'
import { openMonitor, usersFileDirectory } from '../monitor/open-monitor'
import { openUpstream } from './upstream'

/** @param host where the dev server listens (`vite --host` binds beyond loopback). */
export async function createDevListener(host: string) {
  const { auth, users, secret } = await openAuth(process.env, host)
  const upstream = await openUpstream(loadProxyEnv())
  const monitor = await openMonitor(upstream.proxy, {
    serverSecret: secret,
    users: usersFileDirectory(users),
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
