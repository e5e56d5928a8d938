/**
 * One page of a multi-key sort cut from the first key's stored order, without composing the whole
 * order (stream-sort-orders.ts). The page lies inside a few runs of equal first-key values. A short
 * run is sorted by the later keys' ranks; a long run of a two-key sort (a year, a size class, the
 * NULLs of a sparse money column) is read in the second key's stored order, keeping only that run's
 * rows. A run of a thousand rows or more is kept once ordered, so the next page in it is a slice.
 * Ties go by rowid in the last key's direction, as in the composed order and in SQLite's answer.
 */
/** A column's stored order: rowids ascending by value, and a bit where each run of equal values starts. */
export interface RunOrder {
  rowids: Uint32Array
  runStarts: Buffer
}
/** Dense value ranks by rowid, in the narrowest array that holds them. */
export type Ranks = Uint8Array | Uint16Array | Uint32Array
type SortKey = { desc: boolean }

export interface WindowOptions {
  /** Longest run sorted by comparison; a longer one of a sort of three or more keys gives up. */
  maxSortedRun: number
  /** Dense value ranks of the sort's key at `index`, by rowid. */
  rankOf: (index: number) => Ranks
  /** Keeps a long run's order for the next page of the same sort (by the run's start). */
  remember: (runStart: number, order: () => Uint32Array) => Uint32Array
}

/** Runs at least this long are kept once ordered: the next page of the sort is then a slice. */
const REMEMBERED_RUN = 1000

const isRunStart = (runStarts: Buffer, index: number) =>
  (runStarts[index >> 3]! & (1 << (index & 7))) !== 0

/** Where the run holding `index` begins. */
function runStartAtOrBefore(runStarts: Buffer, index: number): number {
  let at = index
  while (at > 0 && !isRunStart(runStarts, at)) {
    // A byte without run starts is eight positions inside the same run.
    if ((at & 7) === 0 && runStarts[(at >> 3) - 1] === 0) at -= 8
    else at--
  }
  return at
}

/** Where the run after the one holding `index` begins (or `rows`). */
function nextRunStart(runStarts: Buffer, index: number, rows: number): number {
  let at = index + 1
  while (at < rows && !isRunStart(runStarts, at)) {
    if ((at & 7) === 0 && runStarts[at >> 3] === 0) at += 8
    else at++
  }
  return Math.min(at, rows)
}

/** A run's rows in the order of the later keys (ranks), then rowid in the last key's direction. */
function sortRun(
  rowids: Uint32Array,
  sort: readonly SortKey[],
  rankOf: WindowOptions['rankOf'],
): Uint32Array {
  const later = sort.slice(1).map((key, index) => ({
    rank: rankOf(index + 1),
    sign: key.desc ? -1 : 1,
  }))
  const rowidSign = sort[sort.length - 1]!.desc ? -1 : 1
  return rowids.slice().sort((x, y) => {
    for (const { rank, sign } of later) if (rank[x] !== rank[y]) return sign * (rank[x]! - rank[y]!)
    return rowidSign * (x - y)
  })
}

/**
 * A run's rows in the second key's order: that key's stored order (backwards when descending,
 * which also turns its rowid ties) filtered to the run's rows, read until all of them are found.
 */
function runInSecondKeyOrder(rowids: Uint32Array, second: RunOrder, desc: boolean): Uint32Array {
  const count = rowids.length
  let size = 0
  for (const rowid of rowids) if (rowid >= size) size = rowid + 1
  const member = new Uint8Array(size)
  for (const rowid of rowids) member[rowid] = 1
  const out = new Uint32Array(count)
  const order = second.rowids
  let found = 0
  for (let i = 0; i < order.length && found < count; i++) {
    const rowid = order[desc ? order.length - 1 - i : i]!
    if (rowid < size && member[rowid]) out[found++] = rowid
  }
  return out
}

/** Rowids at positions `skip .. end` of the sort, or null when composing the order is the better way. */
export function windowPage(
  sort: readonly SortKey[],
  columns: readonly RunOrder[],
  skip: number,
  end: number,
  { maxSortedRun, rankOf, remember }: WindowOptions,
): number[] | null {
  const first = columns[0]!
  const rows = first.rowids.length
  const firstDesc = sort[0]!.desc
  // The page in the first key's ascending order (a descending key reads it backwards).
  const from = firstDesc ? rows - end : skip
  const to = firstDesc ? rows - skip : end
  const runs: [number, number][] = []
  for (let start = runStartAtOrBefore(first.runStarts, from); start < to;) {
    const next = nextRunStart(first.runStarts, start, rows)
    runs.push([start, next])
    start = next
  }
  if (firstDesc) runs.reverse()

  const page: number[] = []
  // Position in the requested order where the current run begins.
  let position = firstDesc ? rows - runs[0]![1] : runs[0]![0]
  for (const [start, stop] of runs) {
    const length = stop - start
    const wantFrom = Math.max(0, skip - position)
    const wantTo = Math.min(length, end - position)
    const members = first.rowids.subarray(start, stop)
    // A long run of three or more keys has no second key's order to read: compose instead.
    if (length > maxSortedRun && sort.length !== 2) return null
    const order = () =>
      length <= maxSortedRun
        ? sortRun(members, sort, rankOf)
        : runInSecondKeyOrder(members, columns[1]!, sort[1]!.desc)
    const ordered =
      length === 1 ? members : length < REMEMBERED_RUN ? order() : remember(start, order)
    for (let i = wantFrom; i < wantTo; i++) page.push(ordered[i]!)
    position += length
  }
  return page
}
