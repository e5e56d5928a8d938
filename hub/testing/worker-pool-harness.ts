/**
 * Test-only: a worker pool whose workers inject faults, with the crash hook and thread ids the
 * pool tests use to see a dead worker replaced. Kept out of hub/worker-pool.ts so production code
 * cannot call either.
 */
import type { HubFaults } from '../faults'
import { startWorkerPool } from '../worker-pool'

const FAULTY_WORKER = new URL('./faulty-hub-worker.ts', import.meta.url).href

export async function startFaultyWorkerPool(options: {
  dbPath: string
  apiKey: string
  size: number
  /** Without `random`: a function cannot cross into a worker. */
  faults: Omit<HubFaults, 'random'>
}) {
  const { dbPath, apiKey, size, faults } = options
  const pool = await startWorkerPool({
    workerData: { entry: FAULTY_WORKER, dbPath, apiKey, faults } as { entry: string },
    size,
  })
  return {
    fetch: pool.fetch,
    close: pool.close,
    /** Thread ids of the live workers. */
    get threadIds() {
      return pool.workers.map((worker) => worker.threadId)
    },
    /** Terminates one worker as a crash would. */
    crash: async (index: number) => {
      await pool.workers[index]?.terminate()
    },
  }
}
