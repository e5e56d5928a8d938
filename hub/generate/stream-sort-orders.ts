/**
 * Stores each sortable dataset column's order once, so any sort the analyst picks can be served at
 * any depth without SQLite sorting a million rows per page (db/stream-sort-orders.ts composes them).
 * For a column: the rowids in `ORDER BY column, rowid` order (SQLite's own ordering, read off the
 * column's index, so NULLs, numbers and text order exactly as in SQL) and where each run of equal
 * values begins, as a bitset. About 4.1 bytes a row per column, and two index walks to build.
 */
import type { Database } from 'better-sqlite3'
import { Worker } from 'node:worker_threads'
import type { GenerateContext } from './context'
import { SORT_ORDERS_TABLE, encodeRunStarts, type StoredColumnOrder } from '../db/sort-order-format'

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

/** One column whose order is stored: `rows` is what it costs to read. */
export interface SortOrderJob {
  table: string
  column: string
  rows: number
}

/** A column order as stored: what a worker thread hands back (its buffers are transferred). */
export interface EncodedColumnOrder {
  rowCount: number
  rowids: Uint8Array
  runStarts: Uint8Array
}

export function encodeColumnOrder(db: Database, job: SortOrderJob): EncodedColumnOrder {
  const order = columnOrder(db, job.table, job.column)
  const runStarts = encodeRunStarts(order.runLengths, order.rowids.length)
  return {
    rowCount: order.rowids.length,
    rowids: new Uint8Array(order.rowids.buffer, order.rowids.byteOffset, order.rowids.byteLength),
    // A copy of its own: a Buffer may share its memory with others, which cannot be transferred.
    runStarts: new Uint8Array(runStarts),
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
 * default order, by `fb_id`. Whether a text column is a category comes from ANALYZE's
 * rows-per-value estimate, so deciding costs nothing.
 */
export function planSortOrders(db: Database): SortOrderJob[] {
  const rowsPerValue = new Map(
    (db.prepare('SELECT idx, stat FROM sqlite_stat1').all() as { idx: string; stat: string }[]).map(
      (row) => [row.idx, Number(row.stat.split(' ')[1] ?? 0)],
    ),
  )
  const streams = db
    .prepare(
      'SELECT key, table_name, entry_count FROM streams WHERE entry_count >= ? ORDER BY position',
    )
    .all(MIN_ROWS) as { key: string; table_name: string; entry_count: number }[]
  const columnsOf = db.prepare(
    'SELECT name, basic_data_type AS type FROM stream_columns WHERE stream_key = ? ORDER BY position',
  )
  return streams.flatMap((stream) => {
    const columns = (columnsOf.all(stream.key) as { name: string; type: string }[])
      .filter((column) => {
        const perValue = rowsPerValue.get(`${stream.table_name}__${column.name}`)
        if (perValue === undefined) return false
        return !TEXT_TYPES.has(column.type) || perValue >= CATEGORY_ROWS_PER_VALUE
      })
      .map((column) => column.name)
    // The default order (by fingerprint): a deep page of it walks a million-entry index otherwise.
    return ['fb_id', ...columns].map((column) => ({
      table: stream.table_name,
      column,
      rows: stream.entry_count,
    }))
  })
}

/**
 * Stores every planned column order. Reading them is about 8 s of index walks at the default
 * scale, all on one core: a worker thread reads half of them through its own read-only
 * connection while this one reads the rest (the main connection gives up its exclusive lock for
 * that), and this connection writes them all, in plan order, once both are done.
 */
export async function storeAllSortOrders(ctx: GenerateContext, path: string): Promise<void> {
  const { db } = ctx
  const jobs = planSortOrders(db)
  createSortOrdersTable(db)
  const [mine, theirs] = shareByRows(jobs)
  db.pragma('locking_mode = NORMAL')
  // The exclusive lock is only released by the next access.
  db.prepare('SELECT count(*) FROM sqlite_master').get()
  const fromWorker = theirs.length > 0 ? readInWorker(path, theirs) : Promise.resolve([])
  // The worker's answer, or its failure, is only looked at after this thread's share.
  fromWorker.catch(() => undefined)
  const orders = new Map<SortOrderJob, EncodedColumnOrder>()
  mine.forEach((job, index) => {
    ctx.progress('dataset sort orders', (index / mine.length) * 0.9)
    orders.set(job, encodeColumnOrder(db, job))
  })
  let theirOrders: EncodedColumnOrder[]
  try {
    theirOrders = await fromWorker
  } catch {
    // No worker thread to be had (or it died): read its share here; slower, same result.
    theirOrders = theirs.map((job) => encodeColumnOrder(db, job))
  }
  theirs.forEach((job, index) => orders.set(job, theirOrders[index]!))
  db.pragma('locking_mode = EXCLUSIVE')
  const insert = db.prepare(
    `INSERT OR REPLACE INTO ${SORT_ORDERS_TABLE} (table_name, column_name, row_count, rowids, run_starts) VALUES (?, ?, ?, ?, ?)`,
  )
  db.transaction(() => {
    for (const job of jobs) {
      const order = orders.get(job)!
      insert.run(
        job.table,
        job.column,
        order.rowCount,
        asBuffer(order.rowids),
        asBuffer(order.runStarts),
      )
    }
  })()
  ctx.progress('dataset sort orders', 1)
}

/** better-sqlite3 binds Buffers as blobs; a transferred array arrives as a plain Uint8Array. */
const asBuffer = (bytes: Uint8Array) =>
  Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength)

/** Two shares of about equal rows to read, the largest jobs dealt first. */
function shareByRows(jobs: readonly SortOrderJob[]): [SortOrderJob[], SortOrderJob[]] {
  const shares: [SortOrderJob[], SortOrderJob[]] = [[], []]
  const rows = [0, 0]
  for (const job of [...jobs].sort((a, b) => b.rows - a.rows)) {
    const lighter = rows[0]! <= rows[1]! ? 0 : 1
    shares[lighter]!.push(job)
    rows[lighter]! += job.rows
  }
  return shares
}

const BOOT = new URL('../hub-worker-boot.mjs', import.meta.url)
const ENTRY = new URL('./sort-orders-worker.ts', import.meta.url).href

export interface SortOrderWorkerData {
  entry: string
  path: string
  jobs: SortOrderJob[]
}

function readInWorker(path: string, jobs: SortOrderJob[]): Promise<EncodedColumnOrder[]> {
  return new Promise((resolve, reject) => {
    const workerData: SortOrderWorkerData = { entry: ENTRY, path, jobs }
    const worker = new Worker(BOOT, { workerData })
    worker.once('message', (orders: EncodedColumnOrder[]) => resolve(orders))
    worker.once('error', reject)
    worker.once('exit', (code) => reject(new Error(`sort-order worker exited with ${code}`)))
  })
}
