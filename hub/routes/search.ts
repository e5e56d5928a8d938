/** `/search/entities/*`, `/search/relation` and `/search/fusion` (docs/datahub-api.md §4). */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { fusionSearch } from '../db/fusion-search'
import { searchLocations } from '../db/location-search'
import { searchOrganizations } from '../db/organization-search'
import { searchPersons } from '../db/person-search'
import { searchRelations } from '../db/relation-search'
import { jsonParam, pageParams, textParam } from '../http'

export function searchRoutes(db: Database) {
  const app = new Hono()
  app.get('/entities/organization', (c) => {
    const query = (name: string) => c.req.query(name)
    const { skip, limit } = pageParams(query, 10, 30)
    const filters = jsonParam(query('filters'), 'filters')
    return c.json(
      searchOrganizations(db, {
        q: textParam(query('q'), 'q'),
        skip,
        limit,
        sourceKey: textParam(query('source_key'), 'source_key') || undefined,
        filters,
      }),
    )
  })
  app.get('/entities/person', (c) => {
    const query = (name: string) => c.req.query(name)
    const { skip, limit } = pageParams(query, 10, 30)
    return c.json(
      searchPersons(db, {
        q: textParam(query('q'), 'q'),
        skip,
        limit,
        sourceKey: textParam(query('source_key'), 'source_key') || undefined,
      }),
    )
  })
  app.get('/entities/location', (c) => {
    const query = (name: string) => c.req.query(name)
    const { skip, limit } = pageParams(query, 10, 30)
    return c.json({ results: searchLocations(db, { q: textParam(query('q'), 'q'), skip, limit }) })
  })
  app.get('/relation', (c) => {
    const query = (name: string) => c.req.query(name)
    const { skip, limit } = pageParams(query, 10, 100)
    return c.json(searchRelations(db, textParam(query('q'), 'q'), { skip, limit }))
  })
  app.get('/fusion', (c) => c.json(fusionSearch(db, textParam(c.req.query('q'), 'q'))))
  return app
}
