/**
 * Datasets (docs/datahub-api.md §6): metadata, rows and in-dataset search. Rows default to msgpack like
 * the real service; `format=json` is what browsers ask for.
 */
import type { Database } from 'better-sqlite3'
import { Hono, type Context } from 'hono'
import { encode } from '@msgpack/msgpack'
import { invalid, jsonParam, notFound, pageParams, textParam } from '../http'
import { findStream, type Stream } from '../db/stream-catalogue'
import { parseStreamQuery } from '../db/stream-query'
import { readStreamRows, searchStreamRows, type StreamRow } from '../db/stream-rows'
import { streamRecord } from '../db/stream-record'

const SAMPLE_ROWS = 10

function streamOf(db: Database, id: string): Stream {
  const stream = findStream(db, id)
  if (!stream) throw notFound('STREAM')
  return stream
}

function formatOf(raw: string | undefined): 'json' | 'msgpack' {
  if (raw === undefined || raw === '' || raw === 'msgpack') return 'msgpack'
  if (raw === 'json') return 'json'
  throw invalid(['query', 'format'], 'format must be "json" or "msgpack"')
}

function respond(c: Context, rows: StreamRow[], format: 'json' | 'msgpack') {
  if (format === 'json') return c.json(rows)
  const bytes = encode(rows)
  return c.body(
    bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength) as ArrayBuffer,
    200,
    {
      'content-type': 'application/msgpack',
    },
  )
}

export function streamRoutes(db: Database) {
  const app = new Hono()

  app.get('/base/:id', (c) => {
    const stream = streamOf(db, c.req.param('id'))
    const sample = readStreamRows(
      db,
      stream,
      { sort: [], filters: [], project: null, versions: null },
      0,
      SAMPLE_ROWS,
    )
    return c.json({ ...streamRecord(stream), data: sample })
  })

  app.get('/data/search/:id', (c) => {
    const stream = streamOf(db, c.req.param('id'))
    const q = textParam(c.req.query('q'), 'q', { required: true })
    const { skip, limit } = pageParams((name) => c.req.query(name), 10, 1000)
    const format = formatOf(c.req.query('format'))
    return respond(c, searchStreamRows(db, stream, q, skip, limit), format)
  })

  app.get('/data/:id', (c) => {
    const stream = streamOf(db, c.req.param('id'))
    const { skip, limit } = pageParams((name) => c.req.query(name), 100, 10_000)
    const format = formatOf(c.req.query('format'))
    const query = parseStreamQuery(
      stream,
      jsonParam(c.req.query('query_parameters'), 'query_parameters'),
      c.req.query('version_boundary'),
    )
    return respond(c, readStreamRows(db, stream, query, skip, limit), format)
  })

  return app
}
