/**
 * Sorted paging without sorting: the generator stores, per sortable dataset column, its rowids in
 * `ORDER BY column, rowid` order and where each run of equal values begins
 * (generate/stream-sort-orders.ts). From those, any sort over stored columns is composed in linear
 * time, as a least-significant-key radix sort: start from the last key's order (which already
 * breaks ties by rowid in that key's direction, as the SQL path does), then stably bucket by the
 * rank of each earlier key. A page at any skip is then a slice of the composed order, and the
 * composed order is kept (bounded, least recently used first out) so the next page of the same sort
 * is a slice and nothing more.
 *
 * When the first key has many distinct values (a money column, a date), composing the whole order
 * would scatter every row over a rank array as long as the data for one page: the page is then
 * cut from just the runs of equal first-key values around it (sort-window.ts).
 *
 * NULLs order as in SQLite, because the stored orders come from SQLite's own index: first when
 * ascending, last when descending (a descending key is its ascending order reversed, rowids
 * included).
 */
import type { Database } from 'better-sqlite3'
import { endianness } from 'node:os'
import { ByteLru } from './byte-lru'
import { windowPage, type Ranks } from './sort-window'
import { SORT_ORDERS_TABLE } from './sort-order-format'
import type { Stream, StreamColumn } from './stream-catalogue'

function rankArray(runs: number, length: number): Ranks {
  return runs <= 0x100
    ? new Uint8Array(length)
    : runs <= 0x10000
      ? new Uint16Array(length)
      : new Uint32Array(length)
}

interface ColumnOrder {
  /** Rowids in ascending order of the column, ties by ascending rowid. */
  rowids: Uint32Array
  runStarts: Buffer
  /** Dense rank of each rowid's value (index = rowid), built the first time the column is an earlier key. */
  rank: Ranks | null
  runs: number
}

export interface SortKey {
  column: StreamColumn
  desc: boolean
}

/** Byte budget of what one database connection keeps: column orders and composed sorts. */
const CACHE_BYTES = 160 * 1024 * 1024

interface State {
  available: boolean
  cache: ByteLru<ColumnOrder | Uint32Array>
  read:
    | ((
        table: string,
        column: string,
      ) => { row_count: number; rowids: Buffer; run_starts: Buffer } | undefined)
    | null
}

const states = new WeakMap<Database, State>()

function stateOf(db: Database): State {
  let state = states.get(db)
  if (state) return state
  const available =
    endianness() === 'LE' &&
    !!db
      .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = ?")
      .get(SORT_ORDERS_TABLE)
  const statement = available
    ? db.prepare(
        `SELECT row_count, rowids, run_starts FROM ${SORT_ORDERS_TABLE} WHERE table_name = ? AND column_name = ?`,
      )
    : null
  state = {
    available,
    cache: new ByteLru(CACHE_BYTES),
    read: statement
      ? (table, column) =>
          statement.get(table, column) as
            { row_count: number; rowids: Buffer; run_starts: Buffer } | undefined
      : null,
  }
  states.set(db, state)
  return state
}

/** Where a column's order is kept in a connection's cache. */
const columnKey = (table: string, column: string) => `column\u0000${table}\u0000${column}`

/** What opening the hub loads ahead of the first sorts, per connection (each hub worker has one). */
export const WARM_BYTES = 64 * 1024 * 1024

/**
 * Loads stored column orders before anyone sorts: the largest datasets' first, up to `budget`
 * bytes, one column per turn of the event loop so that requests arriving meanwhile wait for one
 * blob at most. Otherwise the first sort by a column on each hub worker reads its 4 MB blob (at
 * the default scale), from disk when the page cache has let it go, in front of the analyst.
 * Settles, once done, with the columns it loaded (`table.column`).
 */
export function warmSortOrders(db: Database, budget = WARM_BYTES): Promise<string[]> {
  const state = stateOf(db)
  if (!state.available) return Promise.resolve([])
  const columns = db
    .prepare(
      `SELECT table_name AS "table", column_name AS "column", length(rowids) + length(run_starts) AS bytes
       FROM ${SORT_ORDERS_TABLE} ORDER BY row_count DESC, rowid`,
    )
    .all() as { table: string; column: string; bytes: number }[]
  let left = budget
  const wanted = columns.filter((column) => (left -= column.bytes) >= 0)
  const loaded: string[] = []
  return new Promise((settle) => {
    const next = () => {
      const column = wanted.shift()
      // Stop once the connection is closed.
      if (!column || !db.open) return settle(loaded)
      if (loadColumn(state, column.table, column.column))
        loaded.push(`${column.table}.${column.column}`)
      setImmediate(next)
    }
    setImmediate(next)
  })
}

function loadColumn(state: State, table: string, column: string): ColumnOrder | null {
  const key = columnKey(table, column)
  const cached = state.cache.get(key) as ColumnOrder | undefined
  if (cached) return cached
  const stored = state.read?.(table, column)
  if (!stored) return null
  // Copied into a fresh buffer: the blob's bytes need not be 4-byte aligned where SQLite left them.
  const rowids = new Uint32Array(stored.row_count)
  new Uint8Array(rowids.buffer).set(stored.rowids.subarray(0, rowids.byteLength))
  const order: ColumnOrder = { rowids, runStarts: stored.run_starts, rank: null, runs: 0 }
  state.cache.set(key, order, rowids.byteLength + stored.run_starts.byteLength)
  return order
}

function rankOf(state: State, stream: Stream, column: string, order: ColumnOrder): Ranks {
  if (order.rank) return order.rank
  const { rowids, runStarts } = order
  let max = 0
  let runs = 0
  for (let i = 0; i < rowids.length; i++) {
    if (rowids[i]! > max) max = rowids[i]!
    if (runStarts[i >> 3]! & (1 << (i & 7))) runs++
  }
  const rank = rankArray(runs, max + 1)
  let run = -1
  for (let i = 0; i < rowids.length; i++) {
    if (runStarts[i >> 3]! & (1 << (i & 7))) run++
    rank[rowids[i]!] = run
  }
  order.rank = rank
  order.runs = runs
  state.cache.resize(
    columnKey(stream.table, column),
    rowids.byteLength + runStarts.byteLength + rank.byteLength,
  )
  return rank
}

/**
 * Stable counting sort of `input` by the (optionally reversed) dense rank of each rowid. The rank
 * lookups are the random memory accesses of the whole composition, so each row's key is looked up
 * once, into a sequential array the placing pass then reads in order.
 */
function bucketByRank(
  input: Uint32Array,
  output: Uint32Array,
  rank: Ranks,
  runs: number,
  desc: boolean,
): void {
  const keys = rankArray(runs, input.length)
  const starts = new Uint32Array(runs + 1)
  const flip = runs - 1
  for (let i = 0; i < input.length; i++) {
    const key = desc ? flip - rank[input[i]!]! : rank[input[i]!]!
    keys[i] = key
    starts[key + 1]!++
  }
  for (let r = 1; r <= runs; r++) starts[r]! += starts[r - 1]!
  for (let i = 0; i < input.length; i++) output[starts[keys[i]!]!++] = input[i]!
}

function sortKeyOf(stream: Stream, sort: readonly SortKey[]): string {
  return `sort\u0000${stream.table}\u0000${sort.map((key) => `${key.column.name}\u0000${key.desc ? 'd' : 'a'}`).join('\u0000')}`
}

/** Longest run of equal first-key values that a page sorts by comparison. */
export const WINDOW_ROWS = 20_000
/**
 * A first key with at most this many distinct values (a year, a size class) composes the whole
 * order at once: bucketing by a small rank is one quick pass, and every later page is a slice.
 * With more (a money column), bucketing scatters over a rank array as long as the data, and a
 * page is cheaper cut from the runs around it.
 */
export const COMPOSE_MAX_RUNS = 0x10000

export interface SortStrategy {
  /** `auto` chooses by the first key's distinct values; tests force each way. */
  way?: 'auto' | 'window' | 'compose'
  maxSortedRun?: number
}

/**
 * The rowids of rows `skip .. skip + limit` of `stream` in `sort` order (ties by rowid in the last
 * key's direction), or null when this sort cannot be served here (no stored order for a key, or a
 * database generated before sort orders existed): the caller then asks SQLite.
 */
export function sortedRowidPage(
  db: Database,
  stream: Stream,
  sort: readonly SortKey[],
  skip: number,
  limit: number,
  { way = 'auto', maxSortedRun = WINDOW_ROWS }: SortStrategy = {},
): number[] | null {
  if (sort.length === 0) return null
  const state = stateOf(db)
  if (!state.available) return null
  const columns: ColumnOrder[] = []
  for (const key of sort) {
    const order = loadColumn(state, stream.table, key.column.name)
    if (!order) return null
    columns.push(order)
  }
  const last = sort[sort.length - 1]!
  const lastOrder = columns[columns.length - 1]!.rowids
  const rows = lastOrder.length
  const end = Math.min(rows, skip + limit)
  if (skip >= end) return []
  if (sort.length === 1) {
    const page: number[] = []
    for (let i = skip; i < end; i++) page.push(last.desc ? lastOrder[rows - 1 - i]! : lastOrder[i]!)
    return page
  }
  const composed = state.cache.get(sortKeyOf(stream, sort)) as Uint32Array | undefined
  if (composed) return Array.from(composed.subarray(skip, end))
  const cut = way === 'window' || (way === 'auto' && runCount(columns[0]!) > COMPOSE_MAX_RUNS)
  const window = cut
    ? windowPage(sort, columns, skip, end, {
        maxSortedRun,
        rankOf: (index) => rankOf(state, stream, sort[index]!.column.name, columns[index]!),
        remember: (runStart, order) => {
          const key = `${sortKeyOf(stream, sort)}\u0000run\u0000${runStart}`
          const kept = state.cache.get(key) as Uint32Array | undefined
          if (kept) return kept
          const made = order()
          state.cache.set(key, made, made.byteLength)
          return made
        },
      })
    : null
  if (window) return window
  return Array.from(composedOrder(state, stream, sort, columns).subarray(skip, end))
}

/** Distinct values of a column (runs of its order), counted once. */
function runCount(order: ColumnOrder): number {
  if (order.runs) return order.runs
  let runs = 0
  for (const byte of order.runStarts) {
    let bits = byte
    while (bits) {
      bits &= bits - 1
      runs++
    }
  }
  order.runs = runs
  return runs
}

function composedOrder(
  state: State,
  stream: Stream,
  sort: readonly SortKey[],
  columns: readonly ColumnOrder[],
): Uint32Array {
  const key = sortKeyOf(stream, sort)
  const cached = state.cache.get(key) as Uint32Array | undefined
  if (cached) return cached
  const last = sort[sort.length - 1]!
  const lastOrder = columns[columns.length - 1]!.rowids
  // The cached column order is only ever read; the passes ping-pong between two fresh buffers.
  let current = last.desc ? lastOrder.slice().reverse() : lastOrder
  let spare: Uint32Array | null = null
  for (let index = sort.length - 2; index >= 0; index--) {
    const order = columns[index]!
    const rank = rankOf(state, stream, sort[index]!.column.name, order)
    const output = spare ?? new Uint32Array(lastOrder.length)
    bucketByRank(current, output, rank, order.runs, sort[index]!.desc)
    spare = current === lastOrder ? null : current
    current = output
  }
  state.cache.set(key, current, current.byteLength)
  return current
}
