/**
 * The embedded hub on a pool of worker threads. SQLite queries are synchronous, so one thread
 * answers one request at a time; under load the proxy's event loop was a queue in front of the
 * hub. Each worker opens the (already generated) database read-only and runs its own hub app; the
 * pool's `fetch` has the shape of `hubApp.fetch`, so the proxy cannot tell the difference.
 */
import { Worker } from 'node:worker_threads'
import type { HubFaults } from './faults'

export interface HubWorkerData {
  dbPath: string
  apiKey: string
  faults?: Omit<HubFaults, 'random'>
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
  /** Each worker counts on its own (failEvery, firstPerUrl); `random` stays in this thread. */
  faults?: HubFaults
  size: number
}

export interface HubWorkerPool {
  fetch(request: Request): Promise<Response>
  /** Thread ids of the live workers (tests use them to see a replaced worker). */
  readonly threadIds: number[]
  /** Terminates one worker as a crash would (tests only). */
  crash(index: number): Promise<void>
  close(): Promise<void>
}

interface Pending {
  resolve(response: Response): void
  reject(error: Error): void
}

interface Slot {
  worker: Worker
  /** Requests posted and not yet answered, aborted ones included: the worker is still busy. */
  busy: number
  pending: Map<number, Pending>
  exited: boolean
}

const BOOT = new URL('./hub-worker-boot.mjs', import.meta.url)
// A worker that dies before it is ready would otherwise be respawned in a tight loop.
const RESPAWN_DELAY_MS = 1000
const CLOSE_GRACE_MS = 2000

export class HubWorkerError extends Error {}

export async function startHubWorkerPool(options: HubWorkerPoolOptions): Promise<HubWorkerPool> {
  const { random: _random, ...faults } = options.faults ?? {}
  const workerData: HubWorkerData = {
    dbPath: options.dbPath,
    apiKey: options.apiKey,
    ...(options.faults ? { faults } : {}),
  }
  const slots: Slot[] = []
  let nextId = 1
  let closing = false

  /** Starts the worker for slot `index`; resolves when it is ready, rejects if it dies first. */
  function spawn(index: number): Promise<void> {
    const worker = new Worker(BOOT, { workerData })
    const slot: Slot = { worker, busy: 0, pending: new Map(), exited: false }
    slots[index] = slot
    return new Promise((resolve, reject) => {
      let ready = false
      worker.on('message', (message: FromWorker) => {
        if (message.type === 'ready') {
          ready = true
          return resolve()
        }
        slot.busy--
        const pending = slot.pending.get(message.id)
        if (!pending) return
        slot.pending.delete(message.id)
        if (message.type === 'response') {
          pending.resolve(
            new Response(message.body.byteLength > 0 ? new Uint8Array(message.body) : null, {
              status: message.status,
              headers: message.headers,
            }),
          )
        } else {
          pending.reject(new HubWorkerError(`The hub worker failed: ${message.type}`))
        }
      })
      let lastError: Error | undefined
      worker.on('error', (error: Error) => (lastError = error))
      worker.once('exit', (code) => {
        slot.exited = true
        const error = new HubWorkerError(`A hub worker stopped (exit code ${code})`, {
          cause: lastError,
        })
        for (const pending of slot.pending.values()) pending.reject(error)
        slot.pending.clear()
        if (!ready) reject(error)
        if (closing || slots[index] !== slot) return
        const respawn = () => {
          if (!closing) spawn(index).catch(() => undefined)
        }
        if (ready) respawn()
        else setTimeout(respawn, RESPAWN_DELAY_MS).unref()
      })
    })
  }

  /** The least busy worker; ties go round-robin so idle workers share the light load. */
  let turn = 0
  function pick(): Slot {
    turn = (turn + 1) % slots.length
    let best = slots[turn]!
    for (let i = 1; i < slots.length; i++) {
      const slot = slots[(turn + i) % slots.length]!
      if (slot.busy < best.busy) best = slot
    }
    return best
  }

  async function fetch(request: Request): Promise<Response> {
    const { signal } = request
    signal.throwIfAborted()
    const body = request.body ? await request.arrayBuffer() : null
    signal.throwIfAborted()
    if (closing) throw new HubWorkerError('The hub is shutting down')
    const slot = pick()
    const id = nextId++
    return new Promise<Response>((resolve, reject) => {
      const onAbort = () => {
        if (!slot.pending.delete(id)) return
        slot.worker.postMessage({ type: 'abort', id } satisfies ToWorker)
        reject(signal.reason)
      }
      signal.addEventListener('abort', onAbort, { once: true })
      const done = () => signal.removeEventListener('abort', onAbort)
      slot.pending.set(id, {
        resolve: (response) => (done(), resolve(response)),
        reject: (error) => (done(), reject(error)),
      })
      slot.busy++
      const message: ToWorker = {
        type: 'request',
        id,
        method: request.method,
        url: request.url,
        headers: [...request.headers],
        body,
      }
      slot.worker.postMessage(message, body ? [body] : [])
    })
  }

  async function close() {
    closing = true
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
    get threadIds() {
      return slots.map((slot) => slot.worker.threadId)
    },
    crash: async (index) => {
      await slots[index]?.worker.terminate()
    },
    close,
  }
}
