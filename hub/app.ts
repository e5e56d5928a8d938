/**
 * The embedded Data Hub as one Hono app: every resource is a sub-app built from the database,
 * mounted under /api/v2 behind the X-API-KEY check. Every error, thrown anywhere, leaves through
 * `errorResponse`, so each status has its documented body (datahub-api.md §2).
 */
import type { Database } from 'better-sqlite3'
import { Hono, type MiddlewareHandler } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { timingSafeEqual } from 'node:crypto'
import { errorResponse, HubError } from './http'
import { dataSearchRoutes } from './routes/data-search'
import { entityRoutes } from './routes/entities'
import { relationRoutes } from './routes/relations'
import { searchRoutes } from './routes/search'
import { serviceRoutes } from './routes/services'
import { streamRoutes } from './routes/streams'

/** Injected failures for exercising clients' retry and error paths (never on by default). */
export interface HubFaults {
  /** Added delay per request in milliseconds. */
  latencyMs?: number
  /** Fail every n-th API request (1 = all) with `status`. */
  failEvery?: number
  status?: 429 | 500 | 502 | 503
  /** Retry-After seconds sent with a 429. */
  retryAfterSeconds?: number
}

export interface HubAppOptions {
  db: Database
  apiKey: string
  faults?: HubFaults
}

const MAX_BODY_BYTES = 64 * 1024

function keyMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

function faultInjection(faults: HubFaults): MiddlewareHandler {
  let count = 0
  return async (_c, next) => {
    if (faults.latencyMs) await new Promise((resolve) => setTimeout(resolve, faults.latencyMs))
    count++
    if (faults.failEvery && count % faults.failEvery === 0) {
      const status = faults.status ?? 503
      if (status === 429)
        throw new HubError(429, 'RATE_LIMITED', {
          'Retry-After': String(faults.retryAfterSeconds ?? 1),
        })
      throw new HubError(
        status,
        status === 500 ? 'Internal server error' : 'Service temporarily unavailable',
      )
    }
    await next()
  }
}

export function createHubApp({ db, apiKey, faults }: HubAppOptions) {
  const api = new Hono()
  // Header names are case-insensitive; Hono's lookup already is.
  api.use('*', async (c, next) => {
    if (!keyMatches(c.req.header('x-api-key'), apiKey))
      throw new HubError(401, 'Could not validate credentials.')
    await next()
  })
  if (faults) api.use('*', faultInjection(faults))
  api.use(
    '*',
    bodyLimit({
      maxSize: MAX_BODY_BYTES,
      onError: () => {
        throw new HubError(413, `Request body exceeds ${MAX_BODY_BYTES / 1024} KiB`)
      },
    }),
  )
  api.route('/search/data', dataSearchRoutes(db))
  api.route('/search', searchRoutes(db))
  api.route('/entities', entityRoutes(db))
  api.route('/relation', relationRoutes(db))
  api.route('/stream', streamRoutes(db))
  api.route('/service', serviceRoutes(db))

  const app = new Hono()
  app.route('/api/v2', api)
  app.notFound((c) => c.json({ detail: 'NOT_FOUND' }, 404))
  app.onError((error, c) => {
    const { status, body, headers } = errorResponse(error)
    if (status >= 500 && !(error instanceof HubError))
      console.error('[hub] unexpected error:', error)
    return c.json(body, status, headers)
  })
  return app
}

export type HubApp = ReturnType<typeof createHubApp>
