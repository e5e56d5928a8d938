/**
 * The message loop of one hub worker thread: answers the requests the pool (hub/worker-pool.ts)
 * posts with the given app. Bodies travel as transferred ArrayBuffers, never as JSON strings.
 */
import { parentPort } from 'node:worker_threads'
import type { FromWorker, ToWorker } from './worker-pool'

interface FetchApp {
  fetch(request: Request): Response | Promise<Response>
}

export function serveInWorker(app: FetchApp, onClose: () => void): void {
  const port = parentPort!
  const running = new Map<number, AbortController>()
  const post = (message: FromWorker, transfer: ArrayBuffer[] = []) =>
    port.postMessage(message, transfer)

  async function answer({
    id,
    method,
    url,
    headers,
    body,
  }: Extract<ToWorker, { type: 'request' }>) {
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
        // Slow handlers (and an injected hang) listen to the request's signal.
        running.get(message.id)?.abort()
        break
      case 'close':
        onClose()
        port.close()
        break
    }
  })
  post({ type: 'ready' })
}
