/**
 * Stores each sortable dataset column's order once, so any sort the analyst picks can be served at
 * any depth without SQLite sorting a million rows per page (db/stream-sort-orders.ts composes them).
 * For a column: the rowids in `ORDER BY column, rowid` order (SQLite's own ordering, read off the
 * column's index, so NULLs, numbers and text order exactly as in SQL) and where each run of equal
 * values begins, as a bitset. About 4.1 bytes a row per column, and two index walks to build.
 */
import type { Database } from 'better-sqlite3'
import type { GenerateContext } from './context'
import {
  SORT_ORDERS_TABLE,
  encodeRowids,
  encodeRunStarts,
  type StoredColumnOrder,
} from '../db/stream-sort-orders'

const quote = (identifier: string) => `"${identifier.replace(/"/g, '""')}"`

export function createSortOrdersTable(db: Database): void {
  db.exec(`CREATE TABLE IF NOT EXISTS ${SORT_ORDERS_TABLE} (
    table_name TEXT NOT NULL,
    column_name TEXT NOT NULL,
    row_count INTEGER NOT NULL,
    rowids BLOB NOT NULL,
    run_starts BLOB NOT NULL,
    PRIMARY KEY (table_name, column_name)
  )`)
}

/** Reads one column's order through its single-column index (which holds (value, rowid) in order). */
export function columnOrder(db: Database, table: string, column: string): StoredColumnOrder {
  const index = quote(`${table}__${column}`)
  const rowids = db
    .prepare(
      `SELECT rowid FROM ${quote(table)} INDEXED BY ${index} ORDER BY ${quote(column)}, rowid`,
    )
    .pluck()
    .all() as number[]
  // One count per distinct value, in the same order: the run lengths, without moving the values
  // themselves into JavaScript (GROUP BY treats NULLs as one group, first, as ORDER BY does).
  const runLengths = db
    .prepare(
      `SELECT count(*) FROM ${quote(table)} INDEXED BY ${index} GROUP BY ${quote(column)} ORDER BY ${quote(column)}`,
    )
    .pluck()
    .all() as number[]
  return { rowids: Uint32Array.from(rowids), runLengths }
}

/** Stores the order of every given column of a freshly built dataset table. */
export function storeSortOrders(db: Database, table: string, columns: readonly string[]): void {
  createSortOrdersTable(db)
  const insert = db.prepare(
    `INSERT OR REPLACE INTO ${SORT_ORDERS_TABLE} (table_name, column_name, row_count, rowids, run_starts) VALUES (?, ?, ?, ?, ?)`,
  )
  for (const column of columns) {
    const order = columnOrder(db, table, column)
    insert.run(
      table,
      column,
      order.rowids.length,
      encodeRowids(order.rowids),
      encodeRunStarts(order.runLengths, order.rowids.length),
    )
  }
}

/** Below this many rows SQLite sorts any page of any sort in a few milliseconds. */
const MIN_ROWS = 20_000
/** A text column is a category (size class, status) when its values repeat this often on average. */
const CATEGORY_ROWS_PER_VALUE = 50
const TEXT_TYPES = new Set(['String'])

/**
 * After every dataset table is final (hostile data rewrites some of their text) and ANALYZE: the
 * order of each large dataset's columns that have their own index, except free text (names, IDs,
 * titles), which analysts page through by a single key, as the index already serves; and the
 * default order, by `fb_id`. Whether a
 * text column is a category comes from ANALYZE's rows-per-value estimate, so deciding costs nothing.
 */
export function storeAllSortOrders(ctx: GenerateContext): void {
  const { db } = ctx
  const rowsPerValue = new Map(
    (db.prepare('SELECT idx, stat FROM sqlite_stat1').all() as { idx: string; stat: string }[]).map(
      (row) => [row.idx, Number(row.stat.split(' ')[1] ?? 0)],
    ),
  )
  const streams = db
    .prepare('SELECT key, table_name FROM streams WHERE entry_count >= ? ORDER BY position')
    .all(MIN_ROWS) as { key: string; table_name: string }[]
  const columnsOf = db.prepare(
    'SELECT name, basic_data_type AS type FROM stream_columns WHERE stream_key = ? ORDER BY position',
  )
  createSortOrdersTable(db)
  streams.forEach((stream, position) => {
    ctx.progress('dataset sort orders', position / streams.length)
    const columns = (columnsOf.all(stream.key) as { name: string; type: string }[])
      .filter((column) => {
        const perValue = rowsPerValue.get(`${stream.table_name}__${column.name}`)
        if (perValue === undefined) return false
        return !TEXT_TYPES.has(column.type) || perValue >= CATEGORY_ROWS_PER_VALUE
      })
      .map((column) => column.name)
    // The default order (by fingerprint): a deep page of it walks a million-entry index otherwise.
    storeSortOrders(db, stream.table_name, ['fb_id', ...columns])
  })
  ctx.progress('dataset sort orders', 1)
}
