/**
 * The embedded Data Hub as one Hono app: every resource is a sub-app built from the database,
 * mounted under /api/v2 behind the X-API-KEY check. Every error, thrown anywhere, leaves through
 * `errorResponse`, so each status has its documented body (docs/datahub-api.md §2).
 */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { bodyLimit } from 'hono/body-limit'
import { timingSafeEqual } from 'node:crypto'
import type { HubVariants } from './env'
import { faultInjection, type HubFaults } from './faults'
import { errorResponse, HubError } from './http'
import { dataSearchRoutes } from './routes/data-search'
import { entityRoutes } from './routes/entities'
import { relationRoutes } from './routes/relations'
import { searchRoutes } from './routes/search'
import { serviceRoutes } from './routes/services'
import { streamRoutes } from './routes/streams'
import { warmSortOrders } from './db/stream-sort-orders'
import { withDocumentedVariants } from './variants/app'

export interface HubAppOptions {
  db: Database
  apiKey: string
  faults?: HubFaults
  /** HUB_VARIANTS: `documented` wraps the app in the documented-variants layer (hub/variants/). */
  variants?: HubVariants | undefined
}

const MAX_BODY_BYTES = 64 * 1024

function keyMatches(given: string | undefined, expected: string): boolean {
  if (!given) return false
  const a = Buffer.from(given)
  const b = Buffer.from(expected)
  return a.length === b.length && timingSafeEqual(a, b)
}

export function createHubApp({ db, apiKey, faults, variants }: HubAppOptions) {
  void warmSortOrders(db)
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
  return variants === 'documented' ? withDocumentedVariants(app, db) : app
}

export type HubApp = ReturnType<typeof createHubApp>
