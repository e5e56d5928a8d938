/**
 * The production server's one app: the proxy under /api, the built SPA everywhere else, and the
 * security headers on every response of both. In front of everything: the Host check (DNS
 * rebinding), the body limits, and the client's address as TRUST_PROXY decides it.
 */
import { Hono, type Context } from 'hono'
import type { ProxyApp } from './app'
import type { Auth } from '../auth/auth'
import { bodyLimitMiddleware, routeBodyLimit } from './body-limit'
import { clientAddress, type TrustProxy } from './client-address'
import { CLIENT_ADDRESS_BINDING, IDENTITY_BINDING, requestIdentity } from './identity'
import { securityHeadersMiddleware } from './security-headers'
import { createStaticHandler } from './static'

export interface ServerAppOptions {
  proxy: ProxyApp
  distDir: string
  tileSource?: string | undefined
  /**
   * Which Host names (without port, lower case) the server answers to; undefined = any. A server on
   * loopback answers only to loopback names and PUBLIC_URL's (proxy/start/deployment.ts hostCheck).
   */
  hostAllowed?: ((hostname: string) => boolean) | undefined
  /** Whose X-Forwarded-For counts (TRUST_PROXY); null or undefined = nobody's. */
  trustProxy?: TrustProxy | undefined
  /** Strict-Transport-Security, when PUBLIC_URL is https. */
  hsts?: boolean | undefined
  /** /healthz, /readyz, /metrics (proxy/ops/health.ts): answered before any sign-in check. */
  opsRoutes?: Hono | undefined
  /** Sign-in: page loads without a session go to the sign-in page (the proxy answers /auth/*). */
  auth?: Auth | undefined
}

/** `Host: [::1]:8080` → `[::1]`, `LOCALHOST:80` → `localhost`. */
export const hostName = (host: string) => host.replace(/:\d+$/, '').toLowerCase()

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
}

export function createServerApp({
  proxy,
  distDir,
  tileSource,
  hostAllowed,
  trustProxy,
  hsts,
  opsRoutes,
  auth,
}: ServerAppOptions) {
  const files = createStaticHandler(distDir)
  const app = new Hono()
  app.use(
    '*',
    securityHeadersMiddleware(
      { tileSource, formActions: auth?.formActions, hsts },
      files.scriptHashes,
    ),
  )
  if (hostAllowed) {
    app.use('*', async (c, next) => {
      if (hostAllowed(hostName(c.req.header('host') ?? ''))) return next()
      return c.json({ detail: 'This host name is not allowed.' }, 403)
    })
  }
  app.use('*', bodyLimitMiddleware(routeBodyLimit))
  app.use('*', async (c, next) => {
    const peer = (c.env as NodeBindings | undefined)?.incoming?.socket?.remoteAddress
    const address = clientAddress(peer, c.req.header('x-forwarded-for'), trustProxy ?? null)
    if (c.env && typeof c.env === 'object')
      (c.env as Record<string, unknown>)[CLIENT_ADDRESS_BINDING] = address
    else c.env = { [CLIENT_ADDRESS_BINDING]: address }
    await next()
  })
  if (opsRoutes) app.route('/', opsRoutes)
  // The proxy is its own app. c.env carries the Node socket and the client's address; the client
  // also crosses over as the identity binding, for budgets and the audit log, which the signed-in
  // user (set by the proxy's sign-in gate) takes precedence over.
  const toProxy = (c: Context) =>
    proxy.fetch(c.req.raw, { ...(c.env as object), [IDENTITY_BINDING]: requestIdentity(c) })
  app.all('/api', toProxy)
  app.all('/api/*', toProxy)
  app.all('/auth/*', toProxy)
  app.all('*', async (c) => (await auth?.pageGate(c)) ?? files.handle(c.req.raw))
  return { app, warm: files.warm }
}
