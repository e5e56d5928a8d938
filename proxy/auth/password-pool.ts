/**
 * Checks passwords off the event loop. bcrypt is slow on purpose (~0.2 s a check at cost 11); on
 * the event loop every sign-in attempt would stall every other request, so anyone could stall the
 * server through the sign-in page. Here a few worker threads do the hashing, behind a bounded
 * queue: when the queue is full the attempt is refused at once (429) instead of piling up.
 */
import { availableParallelism } from 'node:os'
import { Worker } from 'node:worker_threads'

const WORKER_FILE = new URL('./password-worker.mjs', import.meta.url)

export interface PasswordPool {
  /** Whether the password matches the hash; null when the queue is full (answer 429). */
  compare(password: string, hash: string): Promise<boolean> | null
  /** Ends the worker threads (shutdown). */
  close(): Promise<void>
}

interface Job {
  id: number
  password: string
  hash: string
  resolve: (matches: boolean) => void
}

/** One core stays free for the event loop; more than four threads only queue on a small machine. */
export const DEFAULT_POOL_SIZE = Math.max(1, Math.min(4, availableParallelism() - 1))

export function createPasswordPool({
  size = DEFAULT_POOL_SIZE,
  maxQueue = 16,
}: { size?: number; maxQueue?: number } = {}): PasswordPool {
  const idle: Worker[] = []
  const all = new Set<Worker>()
  const running = new Map<Worker, Job>()
  const queue: Job[] = []
  let nextId = 0
  let closed = false

  const start = () => {
    const worker = new Worker(WORKER_FILE)
    // A pool waiting for work must not keep a stopping process alive.
    worker.unref()
    worker.on('message', ({ matches }: { matches: boolean }) => {
      const job = running.get(worker)
      running.delete(worker)
      job?.resolve(matches === true)
      release(worker)
    })
    worker.on('error', () => replace(worker))
    worker.on('exit', () => replace(worker))
    all.add(worker)
    return worker
  }
  const replace = (worker: Worker) => {
    if (!all.delete(worker)) return
    running.get(worker)?.resolve(false)
    running.delete(worker)
    const index = idle.indexOf(worker)
    if (index >= 0) idle.splice(index, 1)
    if (!closed) release(start())
  }
  const release = (worker: Worker) => {
    const job = queue.shift()
    if (!job) return void idle.push(worker)
    running.set(worker, job)
    worker.postMessage({ id: job.id, password: job.password, hash: job.hash })
  }
  // Threads start on first use: a server with AUTH=oidc or none never starts any.
  let started = false

  return {
    compare(password, hash) {
      if (closed) return Promise.resolve(false)
      if (!started) {
        started = true
        for (let i = 0; i < size; i++) idle.push(start())
      }
      if (queue.length >= maxQueue) return null
      return new Promise<boolean>((resolve) => {
        queue.push({ id: nextId++, password, hash, resolve })
        const worker = idle.shift()
        if (worker) release(worker)
      })
    },
    async close() {
      closed = true
      for (const job of queue.splice(0)) job.resolve(false)
      await Promise.all([...all].map((worker) => worker.terminate()))
    },
  }
}
