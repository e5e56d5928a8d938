/** `/relation/*` (datahub-api.md §7): catalogue list and get, and resolve. Mounted at /api/v2/relation. */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { errorResponse, invalid, notFound } from '../http'
import {
  findRelation,
  relationRecord,
  relationsFor,
  type RelationEntityType,
} from '../relations/catalogue'
import { parseParams, readBody } from '../relations/params'
import { resolveRelation } from '../relations/resolve'

const ENTITY_TYPES: RelationEntityType[] = ['ORGANIZATION', 'PERSON', 'LOCATION']

export function relationRoutes(db: Database) {
  const app = new Hono()

  // Same bodies as the hub's global handler, so the sub-app also answers correctly on its own.
  app.onError((error, c) => {
    const { status, body, headers } = errorResponse(error)
    return c.json(body, status, headers)
  })

  app.get('/list/:entity_type', (c) => {
    const type = c.req.param('entity_type').toUpperCase() as RelationEntityType
    if (!ENTITY_TYPES.includes(type))
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
