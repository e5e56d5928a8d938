/**
 * The key-injecting proxy: the only code that holds the Data Hub key. Built by a factory that takes
 * the upstream and a fetch function, so the same app forwards to a remote service (global fetch), to
 * the embedded hub in-process (`hubApp.fetch`), or to a fake in tests. Mounted by the Vite dev server
 * and by the production server alike.
 */
import { Hono, type Context } from 'hono'
import { compress } from 'hono/compress'
import { requestId } from 'hono/request-id'
import { UPSTREAM_INFO_PATH, type UpstreamInfo } from '../../contract/upstream'
import { noAuth, type Auth } from '../auth/auth'
import { mountBatch, type BatchOptions } from './batch'
import { crossSiteReason } from './cross-site'
import { createForwarder, jsonError, type ForwardOptions } from './forward'

export type { ProxyTimeouts, UpstreamFetch } from './forward'

export interface ProxyOptions extends ForwardOptions {
  upstreamInfo: UpstreamInfo
  /** Longest accepted request URL; longer ones get a 414 before any work is done. */
  maxUrlLength?: number
  /**
   * The team server's layer around forwarding (cache, budgets, audit, metrics: proxy/ops/); without
   * it (the dev server, most tests) every request is forwarded as it is.
   */
  handleApi?: ApiHandler
  /** Sign-in (proxy/auth/); none by default. */
  auth?: Auth
  /**
   * Told of every exception the routes did not handle (the production server logs it); the client
   * only sees a 500 with the request's id, which the log line carries too.
   */
  onUnhandledError?: (failure: UnhandledFailure) => void
  /** PUBLIC_URL's origin: behind a reverse proxy, the browser's Origin is that, not the Host. */
  publicOrigin?: string | undefined
  /** The explorer's own routes under /api/explorer/ behind the sign-in gate (proxy/monitor/). */
  explorerRoutes?: Hono
  /** Routes whose URL holds their own secret (private feeds): answered without a session. */
  publicRoutes?: Hono
}

/**
 * The team server's layer (proxy/ops/api-pipeline.ts); `countRequests` counts a batch's requests
 * against the per-minute rate at once (proxy/gateway/batch.ts).
 */
export type ApiHandler = ((
  c: Context,
  forward: (request: Request) => Promise<Response>,
) => Promise<Response>) &
  BatchOptions

export interface UnhandledFailure {
  requestId: string
  method: string
  path: string
  error: unknown
}

const logToConsole = ({ error, ...where }: UnhandledFailure) =>
  console.error('Unhandled error in the proxy', where, error)

export const MAX_URL_LENGTH = 8192

export function createProxyApp(options: ProxyOptions) {
  const forward = createForwarder(options)
  const maxUrlLength = options.maxUrlLength ?? MAX_URL_LENGTH
  const app = new Hono()
  // Every answer carries an id (the client's X-Request-Id when it sent a valid one), so a user's
  // report of a failure can be found in the server's log.
  app.use('*', requestId())

  app.use('/api/*', async (c, next) => {
    if (c.req.url.length > maxUrlLength) {
      c.res = jsonError(414, `The URL must be at most ${maxUrlLength} characters.`)
    } else if (crossSiteReason(c.req.raw.headers, options.publicOrigin) !== null) {
      c.res = jsonError(403, 'Cross-site requests to the API are not allowed.')
    } else {
      await next()
    }
    c.res.headers.set('x-content-type-options', 'nosniff')
  })

  // Search results compress well and browsers ask for it; msgpack rows are left alone, and clients
  // that do not send Accept-Encoding (benchmarks, the SPA's tests) get identity bodies.
  app.use('/api/*', compress({ encoding: 'gzip', contentTypeFilter: /^application\/json/ }))

  // Sign-in routes and the session endpoint answer without a session; everything after the gate
  // needs one, and reads the signed-in user with c.get('user').
  const auth = options.auth ?? noAuth()
  app.route('/', auth.routes)
  if (options.publicRoutes) app.route('/', options.publicRoutes)
  app.use('/api/*', auth.gate)
  if (options.explorerRoutes) app.route('/', options.explorerRoutes)

  app.all(UPSTREAM_INFO_PATH, (c) => {
    if (c.req.raw.method !== 'GET') return jsonError(405, 'Only GET is allowed.', { allow: 'GET' })
    return c.json(options.upstreamInfo, 200, { 'cache-control': 'no-store' })
  })

  // Several small GETs in one browser request, each dispatched through this app (proxy/gateway/batch.ts).
  mountBatch(app, { countRequests: options.handleApi?.countRequests })

  const { handleApi } = options
  app.all('/api/v2/*', (c) => (handleApi ? handleApi(c, forward) : forward(c.req.raw)))

  app.notFound(() => jsonError(404, 'NOT_FOUND'))
  // Never echo an internal error: its message could name the upstream request and its headers.
  const reportFailure = options.onUnhandledError ?? logToConsole
  app.onError((error, c) => {
    const id = c.get('requestId')
    reportFailure({ requestId: id, method: c.req.method, path: c.req.path, error })
    return jsonError(500, `Internal proxy error (request ${id}).`, { 'x-request-id': id })
  })
  return app
}

export type ProxyApp = ReturnType<typeof createProxyApp>
