/**
 * `/relation/*` (docs/datahub-api.md §7): catalogue list and get, and resolve. Mounted at /api/v2/relation.
 * Errors are left to the hub's one error handler (app.ts), which answers and logs them like every
 * other route's: a handler of this sub-app's own would replace it and lose the log line.
 */
import { isEntityType } from '../../contract/entity-types'
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { invalid, notFound } from '../http'
import { findRelation, relationRecord, relationsFor } from '../relations/catalogue'
import { parseParams, readBody } from '../relations/params'
import { resolveRelation } from '../relations/resolve'

export function relationRoutes(db: Database) {
  const app = new Hono()

  app.get('/list/:entity_type', (c) => {
    const type = c.req.param('entity_type').toUpperCase()
    if (!isEntityType(type))
      throw invalid(['path', 'entity_type'], 'entity_type must be organization, person or location')
    return c.json(relationsFor(type).map(relationRecord))
  })

  app.get('/get/:relation_id', (c) => {
    const relation = findRelation(c.req.param('relation_id'))
    if (!relation) throw notFound('RELATION')
    return c.json(relationRecord(relation))
  })

  app.post('/resolve/:relation_id/:fb_entity_id', async (c) => {
    const relation = findRelation(c.req.param('relation_id'))
    if (!relation) throw notFound('RELATION')
    const params = parseParams(relation, await readBody(c.req.raw))
    return c.json(resolveRelation(db, relation, c.req.param('fb_entity_id'), params))
  })

  return app
}
