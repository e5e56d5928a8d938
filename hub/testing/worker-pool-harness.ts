/**
 * Test-only: a worker pool whose workers inject faults, with the crash hook and thread ids the
 * pool tests use to see a dead worker replaced. Kept out of hub/worker-pool.ts so production code
 * cannot call either.
 */
import { randomUUID } from 'node:crypto'
import { BroadcastChannel } from 'node:worker_threads'
import type { HubFaults } from '../faults'
import { startWorkerPool } from '../worker-pool'

const FAULTY_WORKER = new URL('./faulty-hub-worker.ts', import.meta.url).href

export async function startFaultyWorkerPool(options: {
  dbPath: string
  apiKey: string
  size: number
  /** Without `random` and `onFault`: a function cannot cross into a worker. */
  faults: Omit<HubFaults, 'random' | 'onFault'>
}) {
  const { dbPath, apiKey, size, faults } = options
  // The workers announce each request they hold on a hang here (hub/testing/faulty-hub-worker.ts).
  const hangChannel = `hub-hangs-${randomUUID()}`
  const hangs = new BroadcastChannel(hangChannel)
  hangs.unref()
  let hung = 0
  let waiters: { count: number; resolve: () => void }[] = []
  hangs.onmessage = () => {
    hung++
    for (const waiter of waiters) if (hung >= waiter.count) waiter.resolve()
    waiters = waiters.filter((waiter) => hung < waiter.count)
  }
  const pool = await startWorkerPool({
    workerData: { entry: FAULTY_WORKER, dbPath, apiKey, faults, hangChannel } as {
      entry: string
    },
    size,
  })
  return {
    fetch: pool.fetch,
    close: async () => {
      hangs.close()
      await pool.close()
    },
    /** Thread ids of the live workers. */
    get threadIds() {
      return pool.workers.map((worker) => worker.threadId)
    },
    /** Terminates one worker as a crash would. */
    crash: async (index: number) => {
      await pool.workers[index]?.terminate()
    },
    /**
     * Resolves once `count` more requests hang in a worker than had when it was called: call it
     * before sending them.
     */
    hangs(count: number): Promise<void> {
      const target = hung + count
      return new Promise((resolve) => waiters.push({ count: target, resolve }))
    },
  }
}
