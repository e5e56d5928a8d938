/**
 * Worker thread of generate/stream-sort-orders.ts: reads its share of the dataset column orders
 * through a read-only connection of its own and hands them back, buffers transferred.
 */
import Database from 'better-sqlite3'
import { parentPort, workerData } from 'node:worker_threads'
import { encodeColumnOrder, type SortOrderWorkerData } from './stream-sort-orders'

const { path, jobs } = workerData as SortOrderWorkerData
const db = new Database(path, { readonly: true, fileMustExist: true })
try {
  const orders = jobs.map((job) => encodeColumnOrder(db, job))
  parentPort!.postMessage(
    orders,
    orders.flatMap((order) => [
      order.rowids.buffer as ArrayBuffer,
      order.runStarts.buffer as ArrayBuffer,
    ]),
  )
} finally {
  db.close()
}
