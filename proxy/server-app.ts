/**
 * The production server's one app: the proxy under /api, the built SPA everywhere else, and the
 * security headers on every response of both.
 */
import { Hono, type Context } from 'hono'
import type { ProxyApp } from './app'
import type { Auth } from './auth/auth'
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
  /** Sign-in: page loads without a session go to the sign-in page (the proxy answers /auth/*). */
  auth?: Auth | undefined
}

export const LOOPBACK_HOSTS = ['localhost', '127.0.0.1', '[::1]']

const hostName = (host: string) => host.replace(/:\d+$/, '').toLowerCase()

export function createServerApp({
  proxy,
  distDir,
  tileSource,
  allowedHosts,
  opsRoutes,
  auth,
}: ServerAppOptions) {
  const files = createStaticHandler(distDir)
  const app = new Hono()
  app.use('*', securityHeadersMiddleware({ tileSource, formActions: auth?.formActions }))
  if (allowedHosts) {
    app.use('*', async (c, next) => {
      if (allowedHosts.includes(hostName(c.req.header('host') ?? ''))) return next()
      return c.json({ detail: 'This host name is not allowed.' }, 403)
    })
  }
  if (opsRoutes) app.route('/', opsRoutes)
  // The proxy is its own app. c.env carries the Node socket, so the proxy can see the client's
  // address; the client address also crosses over as the identity binding, for budgets and the
  // audit log, which the signed-in user (set by the proxy's sign-in gate) takes precedence over.
  const toProxy = (c: Context) =>
    proxy.fetch(c.req.raw, { ...(c.env as object), [IDENTITY_BINDING]: requestIdentity(c) })
  app.all('/api', toProxy)
  app.all('/api/*', toProxy)
  app.all('/auth/*', toProxy)
  app.all('*', async (c) => (await auth?.pageGate(c)) ?? files.handle(c.req.raw))
  return { app, warm: files.warm }
}
