/** `/entities/{organization|person|location}/get/{id}` and the AI organization lookup (§5). */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { searchOrganizations } from '../db/organization-search'
import {
  findLocationRow,
  locationRecord,
  organizationRecord,
  personRecord,
  type OrganizationRow,
  type PersonRow,
} from '../db/records'
import { ENTITY_ID, invalid, notFound, textParam } from '../http'

function entityId(raw: string): string {
  const id = raw.trim()
  if (!ENTITY_ID.test(id))
    throw invalid(
      ['path', 'fb_entity_id'],
      'fb_entity_id must be 32 lowercase hexadecimal characters',
    )
  return id
}

export function entityRoutes(db: Database) {
  const app = new Hono()
  const organization = db.prepare('SELECT * FROM organizations WHERE id = ?')
  const person = db.prepare('SELECT * FROM persons WHERE id = ?')

  app.get('/organization/get/:id', (c) => {
    const row = organization.get(entityId(c.req.param('id'))) as OrganizationRow | undefined
    if (!row) throw notFound('ORGANIZATION')
    return c.json(organizationRecord(db, row))
  })
  app.get('/organization/ai/get/:query', (c) => {
    const query = textParam(c.req.param('query'), 'query', { required: true })
    let row = ENTITY_ID.test(query)
      ? (organization.get(query) as OrganizationRow | undefined)
      : undefined
    if (!row) {
      const best = searchOrganizations(db, { q: query, skip: 0, limit: 1 }).results[0]
      if (best) row = organization.get(best.entity.fb_entity_id) as OrganizationRow | undefined
    }
    if (!row) throw notFound('ORGANIZATION')
    return c.json(organizationRecord(db, row))
  })
  app.get('/person/get/:id', (c) => {
    const row = person.get(entityId(c.req.param('id'))) as PersonRow | undefined
    if (!row) throw notFound('PERSON')
    return c.json(personRecord(db, row))
  })
  app.get('/location/get/:id', (c) => {
    const row = findLocationRow(db, entityId(c.req.param('id')))
    if (!row) throw notFound('LOCATION')
    return c.json(locationRecord(db, row))
  })
  return app
}
