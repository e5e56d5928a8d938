/**
 * Reads pages of stream rows. An unfiltered sort over columns with a stored order takes its rowids
 * from stream-sort-orders.ts; everything else asks SQLite. Paging is two-step: first the rowids of
 * the page, from a query that
 * only touches an index (so skip 900,000 walks a narrow covering index, not the wide table), then
 * those rows by rowid. Ties in every order are broken by rowid (the order the generator inserted the
 * rows in); the tie-break follows the direction of the last sort key so one single-column index
 * serves the whole ORDER BY.
 */
import type { Database, Statement } from 'better-sqlite3'
import type { Stream, StreamColumn } from './stream-catalogue'
import type { SqlValue, StreamFilter, StreamQuery } from './stream-query'
import { sortedRowidPage } from './stream-sort-orders'
import { byVersionSql, fbIdRange, versionOrdinal } from './stream-versions'

export type StreamRow = Record<string, string | number | boolean | null>

const q = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`
const escapeLike = (value: string) => value.replace(/[\\%_]/g, (char) => `\\${char}`)
const isText = (column: StreamColumn) =>
  column.type === 'String' || column.type === 'Date' || column.type === 'Datetime'

/** A column as SQL: stored columns by name, the derived system columns by their fb_id mapping. */
function columnSql(stream: Stream, column: StreamColumn): string {
  if (column.name === 'fb_datetime')
    return byVersionSql(stream.versions.map((version) => version.ingestedAt))
  if (column.name === 'fb_data_version')
    return byVersionSql(stream.versions.map((version) => version.version))
  return q(column.name)
}

const DERIVED = new Set(['fb_datetime', 'fb_data_version'])

function filterSql(stream: Stream, filter: StreamFilter, params: SqlValue[]): string {
  const name = columnSql(stream, filter.column)
  const text = isText(filter.column) ? name : `CAST(${name} AS TEXT)`
  const [value] = filter.values
  const like = (pattern: string) => {
    params.push(pattern)
    return `${text} LIKE ? ESCAPE '\\'`
  }
  const compare = (operator: string) => {
    params.push(value ?? null)
    return `${name} ${operator} ?`
  }
  switch (filter.operator) {
    case 'EQUALS':
      return compare('IS')
    // Null is "not equal" to any value here: the hub's reading of NOT_EQUALS (and of the NOT_* below).
    case 'NOT_EQUALS':
      return compare('IS NOT')
    case 'GREATER_THAN':
      return compare('>')
    case 'GREATER_EQUALS':
      return compare('>=')
    case 'LESS_THAN':
      return compare('<')
    case 'LESS_EQUALS':
      return compare('<=')
    case 'CONTAINS':
      return like(`%${escapeLike(String(value))}%`)
    case 'NOT_CONTAINS':
      return `(${name} IS NULL OR NOT ${like(`%${escapeLike(String(value))}%`)})`
    case 'STARTS_WITH':
      return like(`${escapeLike(String(value))}%`)
    case 'ENDS_WITH':
      return like(`%${escapeLike(String(value))}`)
    case 'IN':
    case 'NOT_IN': {
      if (filter.values.length === 0) return filter.operator === 'IN' ? '0' : '1'
      params.push(...filter.values)
      const list = `${name} IN (${filter.values.map(() => '?').join(', ')})`
      return filter.operator === 'IN' ? list : `(${name} IS NULL OR NOT ${list})`
    }
    case 'IS_NULL':
      return `${name} IS NULL`
    case 'IS_NOT_NULL':
      return `${name} IS NOT NULL`
  }
}

function whereSql(stream: Stream, query: StreamQuery, params: SqlValue[]): string {
  const clauses = query.filters.map((filter) => filterSql(stream, filter, params))
  if (query.versions) {
    const { low, high } = query.versions
    if (low > high) clauses.push('0')
    const range = fbIdRange(low, high)
    if (range.from !== undefined) clauses.push(`fb_id >= '${range.from}'`)
    if (range.to !== undefined) clauses.push(`fb_id < '${range.to}'`)
  }
  return clauses.length > 0 ? `WHERE ${clauses.join(' AND ')}` : ''
}

function orderSql(stream: Stream, query: StreamQuery): string {
  if (query.sort.length === 0) return 'ORDER BY fb_id, rowid'
  const last = query.sort[query.sort.length - 1]!
  const keys = query.sort.map(
    ({ column, desc }) => `${columnSql(stream, column)} ${desc ? 'DESC' : 'ASC'}`,
  )
  return `ORDER BY ${keys.join(', ')}, rowid ${last.desc ? 'DESC' : 'ASC'}`
}

const statements = new WeakMap<Database, Map<string, Statement>>()

/** Prepared statements are cached per SQL text; the text only varies with whitelisted identifiers. */
function prepare(db: Database, sql: string): Statement {
  let cache = statements.get(db)
  if (!cache) statements.set(db, (cache = new Map()))
  let statement = cache.get(sql)
  if (!statement) {
    if (cache.size > 500) cache.clear()
    statement = db.prepare(sql)
    cache.set(sql, statement)
  }
  return statement
}

export function readStreamRows(
  db: Database,
  stream: Stream,
  query: StreamQuery,
  skip: number,
  limit: number,
): StreamRow[] {
  // Unfiltered sorts page through the stored column orders (stream-sort-orders.ts): any skip of
  // any sort costs a slice, where SQLite would sort or walk up to a million rows per page.
  // The default order is by fb_id (ties by rowid), stored like any column's.
  const fingerprint = stream.columnsByName.get('fb_id')
  const sort =
    query.sort.length === 0 && fingerprint ? [{ column: fingerprint, desc: false }] : query.sort
  const sorted =
    query.filters.length === 0 && !query.versions
      ? sortedRowidPage(db, stream, sort, skip, limit)
      : null
  if (sorted) return rowsById(db, stream, sorted, query.project)
  const params: SqlValue[] = []
  const where = whereSql(stream, query, params)
  const rowids = prepare(
    db,
    `SELECT rowid FROM ${q(stream.table)} ${where} ${orderSql(stream, query)} LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...params, limit, skip) as number[]
  return rowsById(db, stream, rowids, query.project)
}

/** In-dataset search: the text of any column contains `text` (case-insensitive for ASCII). */
export function searchStreamRows(
  db: Database,
  stream: Stream,
  text: string,
  skip: number,
  limit: number,
): StreamRow[] {
  // Numbers only match a query that could be part of one: LIKE on a number first converts it to
  // text, which on a million rows is the difference between a fast and a slow scan.
  const numeric = /^[-+]?[\d.,]*\d[\d.,]*$/.test(text)
  const searchable = stream.columns.filter(
    (column) =>
      !DERIVED.has(column.name) && (isText(column) || (numeric && column.type !== 'bool')),
  )
  const pattern = `%${escapeLike(text)}%`
  const where = searchable.map((column) => `${q(column.name)} LIKE ? ESCAPE '\\'`).join(' OR ')
  const rowids = prepare(
    db,
    `SELECT rowid FROM ${q(stream.table)} WHERE ${where} ORDER BY rowid LIMIT ? OFFSET ?`,
  )
    .pluck()
    .all(...searchable.map(() => pattern), limit, skip) as number[]
  return rowsById(db, stream, rowids, null)
}

function rowsById(
  db: Database,
  stream: Stream,
  rowids: number[],
  project: StreamColumn[] | null,
): StreamRow[] {
  if (rowids.length === 0) return []
  const columns = project ?? stream.columns
  const stored = columns.filter((column) => !DERIVED.has(column.name) && column.name !== 'fb_id')
  const select = ['rowid AS "__rowid"', 'fb_id', ...stored.map((column) => q(column.name))].join(
    ', ',
  )
  const found = prepare(
    db,
    `SELECT ${select} FROM ${q(stream.table)} WHERE rowid IN (SELECT value FROM json_each(?))`,
  ).all(JSON.stringify(rowids)) as Record<string, string | number | null>[]
  const byId = new Map(found.map((row) => [row.__rowid as number, row]))
  return rowids.map((rowid) => {
    const row = byId.get(rowid)!
    const version = stream.versions[versionOrdinal(row.fb_id as string) - 1]!
    const out: StreamRow = {}
    for (const column of columns) {
      const value = row[column.name] ?? null
      if (column.name === 'fb_datetime') out[column.name] = version.ingestedAt
      else if (column.name === 'fb_data_version') out[column.name] = version.version
      else out[column.name] = column.type === 'bool' && value !== null ? value === 1 : value
    }
    return out
  })
}
