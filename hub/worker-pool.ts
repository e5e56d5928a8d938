/**
 * The embedded hub on a pool of worker threads. SQLite queries are synchronous, so one thread
 * answers one request at a time; under load the proxy's event loop was a queue in front of the
 * hub. Each worker opens the (already generated) database read-only and runs its own hub app; the
 * pool's `fetch` has the shape of `hubApp.fetch`, so the proxy cannot tell the difference.
 */
import { Worker } from 'node:worker_threads'
import type { HubVariants } from './env'

/** What every worker gets: `entry` is the module it runs (hub/hub-worker.ts in production). */
export interface WorkerStart {
  entry: string
}

export interface HubWorkerData extends WorkerStart {
  dbPath: string
  apiKey: string
  variants?: HubVariants | undefined
}

type Header = [string, string]
export type ToWorker =
  | {
      type: 'request'
      id: number
      method: string
      url: string
      headers: Header[]
      body: ArrayBuffer | null
    }
  | { type: 'abort'; id: number }
  | { type: 'close' }
export type FromWorker =
  | { type: 'ready' }
  | { type: 'response'; id: number; status: number; headers: Header[]; body: ArrayBuffer }
  | { type: 'aborted'; id: number }
  | { type: 'failed'; id: number; message: string }

export interface HubWorkerPoolOptions {
  dbPath: string
  apiKey: string
  /** HUB_VARIANTS: each worker builds its app in the same mode. */
  variants?: HubVariants | undefined
  size: number
}

export interface HubWorkerPool {
  fetch(request: Request): Promise<Response>
  close(): Promise<void>
}

/** The pool with its live workers in view (hub/testing/ crashes one to see it replaced). */
export interface WorkerPool extends HubWorkerPool {
  /** The live worker of each slot (a replaced one shows up here once it is spawned). */
  readonly workers: readonly Worker[]
}

interface Job {
  id: number
  message: Extract<ToWorker, { type: 'request' }>
  resolve(response: Response): void
  reject(error: unknown): void
  /** The worker it was posted to; unset while it waits in the queue. */
  slot?: Slot
}

interface Slot {
  worker: Worker
  ready: boolean
  exited: boolean
  /** Posted and not yet answered, aborted ones included: the worker is still on them. */
  busy: number
  jobs: Map<number, Job>
}

const BOOT = new URL('./hub-worker-boot.mjs', import.meta.url)
// One request per worker at a time, the rest wait here in one queue: a slow query then delays
// only its own request, where per-worker queues would hold everything posted behind it.
const MAX_IN_FLIGHT = 1
// A worker that dies before it is ready would otherwise be respawned in a tight loop.
const RESPAWN_DELAY_MS = 1000
const CLOSE_GRACE_MS = 2000

const HUB_WORKER = new URL('./hub-worker.ts', import.meta.url).href

export class HubWorkerError extends Error {}

export function startHubWorkerPool({
  dbPath,
  apiKey,
  variants,
  size,
}: HubWorkerPoolOptions): Promise<HubWorkerPool> {
  const workerData: HubWorkerData = { entry: HUB_WORKER, dbPath, apiKey, variants }
  return startWorkerPool({ workerData, size })
}

/** Runs `size` workers of `workerData.entry`, each speaking the ToWorker/FromWorker protocol. */
export async function startWorkerPool(options: {
  workerData: WorkerStart
  size: number
}): Promise<WorkerPool> {
  const { workerData } = options
  const slots: Slot[] = []
  const queue: Job[] = []
  let nextId = 1
  let closing = false

  /** Posts waiting jobs to free workers, taking the workers in turn. */
  let turn = 0
  function drain() {
    for (let tried = 0; queue.length > 0 && tried < slots.length; tried++) {
      turn = (turn + 1) % slots.length
      const slot = slots[turn]!
      while (slot.ready && !slot.exited && slot.busy < MAX_IN_FLIGHT && queue.length > 0) {
        const job = queue.shift()!
        job.slot = slot
        slot.busy++
        slot.jobs.set(job.id, job)
        const { body } = job.message
        slot.worker.postMessage(job.message, body ? [body] : [])
      }
    }
  }

  function settle(slot: Slot, message: Exclude<FromWorker, { type: 'ready' }>) {
    slot.busy--
    const job = slot.jobs.get(message.id)
    slot.jobs.delete(message.id)
    if (message.type === 'response') {
      const body = message.body.byteLength > 0 ? new Uint8Array(message.body) : null
      job?.resolve(new Response(body, { status: message.status, headers: message.headers }))
    } else {
      const reason = message.type === 'failed' ? message.message : 'aborted'
      job?.reject(new HubWorkerError(`The hub worker could not answer: ${reason}`))
    }
    drain()
  }

  /** Starts the worker for slot `index`; resolves when it is ready, rejects if it dies first. */
  function spawn(index: number): Promise<void> {
    const worker = new Worker(BOOT, { workerData })
    const slot: Slot = { worker, ready: false, exited: false, busy: 0, jobs: new Map() }
    slots[index] = slot
    return new Promise((resolve, reject) => {
      worker.on('message', (message: FromWorker) => {
        if (message.type !== 'ready') return settle(slot, message)
        slot.ready = true
        resolve()
        drain()
      })
      let lastError: Error | undefined
      worker.on('error', (error: Error) => (lastError = error))
      worker.once('exit', (code) => {
        slot.exited = true
        const error = new HubWorkerError(`A hub worker stopped (exit code ${code})`, {
          cause: lastError,
        })
        for (const job of slot.jobs.values()) job.reject(error)
        slot.jobs.clear()
        if (!slot.ready) reject(error)
        if (closing) return
        const respawn = () => {
          if (!closing) spawn(index).catch(() => undefined)
        }
        if (slot.ready) respawn()
        else setTimeout(respawn, RESPAWN_DELAY_MS).unref()
      })
    })
  }

  async function fetch(request: Request): Promise<Response> {
    const { signal } = request
    signal.throwIfAborted()
    const body = request.body ? await request.arrayBuffer() : null
    signal.throwIfAborted()
    if (closing) throw new HubWorkerError('The hub is shutting down')
    const id = nextId++
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        if (job.slot) {
          // The worker finishes or drops it and answers 'aborted'; until then it stays busy.
          if (!job.slot.jobs.delete(id)) return
          job.slot.worker.postMessage({ type: 'abort', id } satisfies ToWorker)
        } else {
          queue.splice(queue.indexOf(job), 1)
        }
        reject(signal.reason)
      }
      const done = () => signal.removeEventListener('abort', onAbort)
      const job: Job = {
        id,
        message: {
          type: 'request',
          id,
          method: request.method,
          url: request.url,
          headers: [...request.headers],
          body,
        },
        resolve: (response) => (done(), resolve(response)),
        reject: (error) => (done(), reject(error)),
      }
      signal.addEventListener('abort', onAbort, { once: true })
      queue.push(job)
      drain()
    })
  }

  async function close() {
    closing = true
    const error = new HubWorkerError('The hub is shutting down')
    for (const job of queue.splice(0)) job.reject(error)
    await Promise.all(
      slots.map(async ({ worker, exited: gone }) => {
        if (gone) return
        const exited = new Promise((resolve) => worker.once('exit', resolve))
        // The worker closes its database and ends; one stuck in a query is terminated.
        worker.postMessage({ type: 'close' } satisfies ToWorker)
        const timer = setTimeout(() => void worker.terminate(), CLOSE_GRACE_MS)
        await exited
        clearTimeout(timer)
      }),
    )
  }

  const size = Math.max(1, options.size)
  try {
    await Promise.all(Array.from({ length: size }, (_, index) => spawn(index)))
  } catch (error) {
    await close()
    throw error
  }
  return {
    fetch,
    get workers() {
      return slots.map((slot) => slot.worker)
    },
    close,
  }
}
