/**
 * How a dataset column's order is stored (table `stream_sort_orders`): its rowids in
 * `ORDER BY column, rowid` order as little-endian uint32 (the hub runs on little-endian hosts),
 * and where each run of equal values begins, as a bitset. The generator writes it
 * (generate/stream-sort-orders.ts); db/stream-sort-orders.ts reads it.
 */

export const SORT_ORDERS_TABLE = 'stream_sort_orders'

/** What the generator stores for one column. */
export interface StoredColumnOrder {
  rowids: Uint32Array
  /** Number of rows per distinct value, in order (NULLs as one value, first). */
  runLengths: number[]
}

/** Bit i set when position i of the order starts a run of equal values. */
export function encodeRunStarts(runLengths: readonly number[], rows: number): Buffer {
  const bits = Buffer.alloc(Math.ceil(rows / 8))
  let position = 0
  for (const length of runLengths) {
    if (position < rows) bits[position >> 3]! |= 1 << (position & 7)
    position += length
  }
  return bits
}
