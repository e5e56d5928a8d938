/**
 * The production server's one app: the proxy under /api, the built SPA everywhere else, and the
 * security headers on every response of both.
 */
import { Hono, type Context } from 'hono'
import type { ProxyApp } from './app'
import { IDENTITY_BINDING, requestIdentity } from './identity'
import { securityHeadersMiddleware } from './security-headers'
import { createStaticHandler } from './static'

export interface ServerAppOptions {
  proxy: ProxyApp
  distDir: string
  tileSource?: string | undefined
  /**
   * Host names (without port) the server answers to; undefined = any. A server on loopback should
   * answer only to loopback names: otherwise a page whose DNS name is rebound to 127.0.0.1 becomes
   * "same-origin" and can spend the key through the proxy.
   */
  allowedHosts?: string[] | undefined
  /** /healthz, /readyz, /metrics (proxy/ops/health.ts): answered before any sign-in check. */
  opsRoutes?: Hono | undefined
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

const hostName = (host: string) => host.replace(/:\d+$/, '').toLowerCase()

export function createServerApp({
  proxy,
  distDir,
  tileSource,
  allowedHosts,
  opsRoutes,
}: ServerAppOptions) {
  const files = createStaticHandler(distDir)
  const app = new Hono()
  app.use('*', securityHeadersMiddleware({ tileSource }))
  if (allowedHosts) {
    app.use('*', async (c, next) => {
      if (allowedHosts.includes(hostName(c.req.header('host') ?? ''))) return next()
      return c.json({ detail: 'This host name is not allowed.' }, 403)
    })
  }
  if (opsRoutes) app.route('/', opsRoutes)
  // The proxy is its own app: who is asking (the signed-in user, else the client address) crosses
  // over as a binding, for budgets and the audit log.
  const toProxy = (c: Context) =>
    proxy.fetch(c.req.raw, { ...(c.env as object), [IDENTITY_BINDING]: requestIdentity(c) })
  app.all('/api', toProxy)
  app.all('/api/*', toProxy)
  app.all('*', (c) => files.handle(c.req.raw))
  return { app, warm: files.warm }
}
