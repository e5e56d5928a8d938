/**
 * One bounded call to the upstream. The deadline covers the whole exchange, body included: a hub
 * that sends headers and then stalls must not hold a connection forever. The deadline is enforced
 * by racing as well as by aborting, because the embedded hub runs in-process and ignores signals.
 */

export class UpstreamTimeout extends Error {
  constructor(readonly ms: number) {
    super(`The upstream did not answer within ${ms} ms`)
  }
}

export interface UpstreamCall {
  signal: AbortSignal
  /** Resolves with the upstream response, rejects with UpstreamTimeout or the fetch error. */
  run(call: () => Response | Promise<Response>): Promise<Response>
  /** Passes a body through while the deadline still applies; the deadline ends with the body. */
  guardBody(body: ReadableStream<Uint8Array>): ReadableStream<Uint8Array>
  readonly timedOut: boolean
  finish(): void
}

export function startUpstreamCall(ms: number, clientSignal?: AbortSignal): UpstreamCall {
  const controller = new AbortController()
  let timedOut = false
  let rejectTimeout: (error: UpstreamTimeout) => void = () => undefined
  const deadline = new Promise<never>((_, reject) => {
    rejectTimeout = reject
  })
  // A rejection nobody awaits any more (the call already settled) must not crash the process.
  deadline.catch(() => undefined)

  // Set while a body is being passed on: the deadline must also stop a body that an in-process
  // hub (which never sees the abort signal) keeps open.
  let bodyController: TransformStreamDefaultController<Uint8Array> | undefined
  const timer = setTimeout(() => {
    timedOut = true
    const error = new UpstreamTimeout(ms)
    rejectTimeout(error)
    controller.abort(error)
    bodyController?.error(error)
  }, ms)
  timer.unref?.()

  // The browser went away: stop working for it.
  const onClientAbort = () => controller.abort(clientSignal?.reason)
  clientSignal?.addEventListener('abort', onClientAbort, { once: true })

  const finish = () => {
    clearTimeout(timer)
    clientSignal?.removeEventListener('abort', onClientAbort)
  }

  return {
    signal: controller.signal,
    get timedOut() {
      return timedOut
    },
    run: (call) => Promise.race([Promise.resolve().then(call), deadline]),
    guardBody: (body) =>
      body.pipeThrough(
        new TransformStream<Uint8Array, Uint8Array>({
          start: (controller) => {
            bodyController = controller
          },
          flush: finish,
        }),
      ),
    finish,
  }
}
