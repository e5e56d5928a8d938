/** Data services (docs/datahub-api.md §8): metadata and invocation. */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { HubError, badRequest, notFound } from '../http'
import { findService, serviceRecord } from '../services/service-catalogue'
import { invokeService } from '../services/invoke'

const MAX_BODY_BYTES = 64 * 1024

export function serviceRoutes(db: Database) {
  const app = new Hono()

  app.get('/get/:key', (c) => {
    const service = findService(db, c.req.param('key'))
    if (!service) throw notFound('SERVICE')
    return c.json(serviceRecord(service))
  })

  app.post('/invoke', async (c) => {
    const declared = Number(c.req.header('content-length') ?? 0)
    if (declared > MAX_BODY_BYTES)
      throw new HubError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes`)
    const text = await c.req.text()
    if (Buffer.byteLength(text) > MAX_BODY_BYTES)
      throw new HubError(413, `Request body exceeds ${MAX_BODY_BYTES} bytes`)
    let body: unknown
    try {
      body = JSON.parse(text)
    } catch {
      throw badRequest('Request body is not valid JSON')
    }
    return c.json(invokeService(db, body))
  })

  return app
}
