/**
 * Sorts served from the stored column orders must equal a reference sort in JavaScript (SQLite's
 * ordering: NULL < numbers < text, text by UTF-8 bytes; ties by rowid in the last key's direction)
 * at every skip, and SQLite's own sort through the public reader.
 */
import BetterSqlite3, { type Database } from 'better-sqlite3'
import { openTestDb, TEST_DB_PATH } from '../testing/test-hub'
import { streamCatalogue, type Stream } from './stream-catalogue'
import type { StreamQuery } from './stream-query'
import { readStreamRows } from './stream-rows'
import {
  sortedRowidPage,
  warmSortOrders,
  type SortKey,
  type SortStrategy,
} from './stream-sort-orders'

type Value = string | number | null
type Row = { rowid: number } & Record<string, Value>

function compareValues(a: Value, b: Value): number {
  if (a === b) return 0
  if (a === null) return -1
  if (b === null) return 1
  if (typeof a === 'number' && typeof b === 'number') return a - b
  if (typeof a === 'number') return -1
  if (typeof b === 'number') return 1
  // UTF-16 order equals UTF-8 byte order except around surrogates; ASCII text skips the bytes.
  const ascii = (text: string) => {
    for (let index = 0; index < text.length; index++)
      if (text.charCodeAt(index) > 0x7f) return false
    return true
  }
  if (ascii(a) && ascii(b)) return a < b ? -1 : 1
  return Buffer.compare(Buffer.from(a), Buffer.from(b))
}

function referenceOrder(rows: readonly Row[], sort: readonly SortKey[]): number[] {
  const lastDesc = sort[sort.length - 1]!.desc
  const keys = sort.map(({ column, desc }) => ({
    values: rows.map((row) => row[column.name] ?? null),
    sign: desc ? -1 : 1,
  }))
  return rows
    .map((_, index) => index)
    .sort((x, y) => {
      for (const { values, sign } of keys) {
        const order = compareValues(values[x]!, values[y]!)
        if (order !== 0) return sign * order
      }
      return lastDesc ? rows[y]!.rowid - rows[x]!.rowid : rows[x]!.rowid - rows[y]!.rowid
    })
    .map((index) => rows[index]!.rowid)
}

let db: Database
let streams: Stream[]
const rowsOf = new Map<string, Row[]>()

beforeAll(async () => {
  db = await openTestDb()
  streams = [...streamCatalogue(db).values()].sort((a, b) => b.entryCount - a.entryCount)
})

function tableRows(stream: Stream): Row[] {
  let rows = rowsOf.get(stream.key)
  if (!rows) {
    rows = db.prepare(`SELECT rowid, * FROM "${stream.table}"`).all() as Row[]
    rowsOf.set(stream.key, rows)
  }
  return rows
}

/**
 * A connection of its own keeps nothing from earlier sorts (column orders and composed sorts are
 * kept per connection), as a hub worker that has just started.
 */
async function withFreshConnection<T>(use: (fresh: Database) => T | Promise<T>): Promise<T> {
  const fresh = new BetterSqlite3(TEST_DB_PATH, { readonly: true })
  try {
    return await use(fresh)
  } finally {
    fresh.close()
  }
}

/**
 * The same query through SQLite's own sort: a version range that admits every row changes no
 * answer, but the stored orders serve only unrestricted queries.
 */
const bySqlite = (query: StreamQuery): StreamQuery => ({
  ...query,
  versions: { low: 1, high: Number.MAX_SAFE_INTEGER },
})

const sortable = (stream: Stream) =>
  stream.columns.filter(
    (column) =>
      !column.system && ['int', 'float', 'bool', 'Date', 'Datetime'].includes(column.type),
  )

/**
 * Every way of serving a sort, before anything is cached: pages cut from the first key's runs with
 * each run sorted by comparison, then with each run of more than one row read in the second key's
 * order (a sort of three keys composes instead), then the whole order composed and kept.
 */
async function expectSortMatches(stream: Stream, sort: SortKey[]) {
  const rows = tableRows(stream)
  const expected = referenceOrder(rows, sort)
  const n = rows.length
  const strategies: SortStrategy[] = [
    { way: 'window', maxSortedRun: Number.MAX_SAFE_INTEGER },
    { way: 'window', maxSortedRun: 1 },
    { way: 'compose' },
  ]
  for (const strategy of strategies)
    await withFreshConnection((fresh) => {
      for (const skip of [0, 1, 99, Math.floor(n / 2) + 7, n - 100, n - 1, n]) {
        const page = sortedRowidPage(fresh, stream, sort, skip, 100, strategy)
        const label = `${stream.table} ${sort.map((key) => `${key.column.name} ${key.desc ? 'desc' : 'asc'}`).join(', ')} skip ${skip} ${JSON.stringify(strategy)}`
        expect(page, label).toEqual(expected.slice(skip, skip + 100))
      }
    })
}

describe('stream sort orders', () => {
  it('serves every two-key sort over non-text columns of the largest datasets like a reference sort', async () => {
    for (const stream of streams.slice(0, 2)) {
      const columns = sortable(stream)
      expect(columns.length).toBeGreaterThan(2)
      let combination = 0
      for (const first of columns)
        for (const second of columns) {
          if (first === second) continue
          // Every pair once, the four direction combinations in turn.
          const turn = combination++ % 4
          await expectSortMatches(stream, [
            { column: first, desc: turn >= 2 },
            { column: second, desc: turn % 2 === 1 },
          ])
        }
    }
  }, 180_000)

  it('serves one key both ways, text keys, all four directions of a pair and three keys', async () => {
    const kpis = streams.find((stream) => stream.table === 'ds_yearly_kpis')!
    const column = (name: string) => kpis.columnsByName.get(name)!
    for (const desc of [false, true]) {
      await expectSortMatches(kpis, [{ column: column('revenue_eur'), desc }])
      await expectSortMatches(kpis, [{ column: column('size_class'), desc }])
    }
    for (const [a, b] of [
      [false, false],
      [false, true],
      [true, false],
      [true, true],
    ] as const)
      await expectSortMatches(kpis, [
        { column: column('size_class'), desc: a },
        { column: column('employees'), desc: b },
      ])
    await expectSortMatches(kpis, [
      { column: column('year'), desc: true },
      { column: column('group_accounts'), desc: false },
      { column: column('cash_eur'), desc: true },
    ])
  })

  it('declines derived columns and free text, which the reader then sorts in SQLite', () => {
    const kpis = streams.find((stream) => stream.table === 'ds_yearly_kpis')!
    for (const name of ['fb_datetime', 'organization_name']) {
      const column = kpis.columnsByName.get(name)!
      expect(sortedRowidPage(db, kpis, [{ column, desc: false }], 0, 10)).toBeNull()
    }
  })

  it('pages the default order (by fingerprint) from its stored order exactly as SQLite does', () => {
    for (const stream of streams.slice(0, 2)) {
      const query = { sort: [], filters: [], project: null, versions: null }
      for (const skip of [0, 1, 5_000, stream.entryCount - 50]) {
        const fast = readStreamRows(db, stream, query, skip, 100)
        expect(fast.length).toBeGreaterThan(0)
        expect(fast, `${stream.table} skip ${skip}`).toEqual(
          readStreamRows(db, stream, bySqlite(query), skip, 100),
        )
      }
      const fingerprint = stream.columnsByName.get('fb_id')!
      expect(
        sortedRowidPage(db, stream, [{ column: fingerprint, desc: false }], 0, 1),
      ).not.toBeNull()
    }
  })

  it('answers the public reader exactly as SQLite sorts, with and without stored orders', () => {
    const kpis = streams.find((stream) => stream.table === 'ds_yearly_kpis')!
    const column = (name: string) => kpis.columnsByName.get(name)!
    const query = {
      sort: [
        { column: column('size_class'), desc: true },
        { column: column('net_income_eur'), desc: false },
      ],
      filters: [],
      project: null,
      versions: null,
    }
    for (const skip of [0, 5_000, kpis.entryCount - 50]) {
      const fast = readStreamRows(db, kpis, query, skip, 100)
      expect(fast).toEqual(readStreamRows(db, kpis, bySqlite(query), skip, 100))
    }
  })

  it("loads the largest datasets' column orders ahead of the first sort, within its budget", async () => {
    const stored = db
      .prepare(
        `SELECT table_name AS "table", column_name AS "column", length(rowids) + length(run_starts) AS bytes
         FROM stream_sort_orders ORDER BY row_count DESC, rowid`,
      )
      .all() as { table: string; column: string; bytes: number }[]
    expect(stored.length).toBeGreaterThan(2)
    const names = stored.map(({ table, column }) => `${table}.${column}`)
    // Room for the first two columns only: those two, nothing else.
    const budget = stored[0]!.bytes + stored[1]!.bytes
    expect(await withFreshConnection((fresh) => warmSortOrders(fresh, budget))).toEqual(
      names.slice(0, 2),
    )
    expect(await withFreshConnection((fresh) => warmSortOrders(fresh))).toEqual(names)
  })
})
