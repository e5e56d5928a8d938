/** `GET /search/data` (docs/datahub-api.md §4.4): datasets and services by text and coverage. */
import type { Database } from 'better-sqlite3'
import { Hono } from 'hono'
import { boolParam, invalid, pageParams, textParam } from '../http'
import { searchData } from '../db/data-search'

const LOC = ['query', 'iso_alpha_3_coverage']

/** A URL-encoded JSON array of ISO alpha-3 codes; anything else (a bare `DEU` too) is a 422. */
function coverageParam(raw: string | undefined): string[] | undefined {
  if (raw === undefined || raw === '') return undefined
  let parsed: unknown
  try {
    parsed = JSON.parse(raw)
  } catch {
    throw invalid(
      LOC,
      'iso_alpha_3_coverage must be a JSON array of ISO alpha-3 codes, e.g. ["DEU"]',
      'type_error.list',
    )
  }
  if (!Array.isArray(parsed))
    throw invalid(LOC, 'iso_alpha_3_coverage must be a JSON array', 'type_error.list')
  return parsed.map((code, index) => {
    if (typeof code !== 'string' || !/^[A-Za-z]{3}$/.test(code)) {
      throw invalid([...LOC, index], 'each entry must be a three-letter ISO alpha-3 code')
    }
    return code.toUpperCase()
  })
}

export function dataSearchRoutes(db: Database) {
  const app = new Hono()
  app.get('/', (c) => {
    const query = (name: string) => c.req.query(name)
    const { skip, limit } = pageParams(query, 20, 100)
    const results = searchData(db, {
      q: textParam(query('q'), 'q'),
      skip,
      limit,
      includeStreams: boolParam(query('include_streams'), 'include_streams', true),
      includeServices: boolParam(query('include_services'), 'include_services', true),
      isoAlpha3: coverageParam(query('iso_alpha_3_coverage')),
    })
    return c.json({ results: [...results.streams, ...results.services] })
  })
  return app
}
