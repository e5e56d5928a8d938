/**
 * One hub worker thread (started by hub/worker-pool.ts through hub-worker-boot.mjs): opens the
 * already-generated database read-only, builds the hub app and answers the requests the pool
 * posts to it. Bodies travel as transferred ArrayBuffers, never as JSON strings.
 */
import { parentPort, workerData } from 'node:worker_threads'
import { createHubApp } from './app'
import { openReadOnly } from './db/open'
import type { ToWorker, FromWorker, HubWorkerData } from './worker-pool'

const port = parentPort!
const { dbPath, apiKey, faults } = workerData as HubWorkerData
const db = openReadOnly(dbPath)
const app = createHubApp({ db, apiKey, faults })
const running = new Map<number, AbortController>()

const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
  port.postMessage(message, transfer)

async function answer({ id, method, url, headers, body }: Extract<ToWorker, { type: 'request' }>) {
  const controller = new AbortController()
  running.set(id, controller)
  try {
    const request = new Request(url, { method, headers, body, signal: controller.signal })
    const response = await app.fetch(request)
    const bytes = await response.arrayBuffer()
    if (controller.signal.aborted) return post({ type: 'aborted', id })
    post(
      {
        type: 'response',
        id,
        status: response.status,
        headers: [...response.headers],
        body: bytes,
      },
      [bytes],
    )
  } catch (error) {
    post({ type: 'failed', id, message: (error as Error).message ?? String(error) })
  } finally {
    running.delete(id)
  }
}

port.on('message', (message: ToWorker) => {
  switch (message.type) {
    case 'request':
      void answer(message)
      break
    case 'abort':
      // The hang fault and slow handlers listen to the request's signal.
      running.get(message.id)?.abort()
      break
    case 'close':
      db.close()
      port.close()
      break
  }
})
post({ type: 'ready' })
