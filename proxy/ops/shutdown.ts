/**
 * Graceful shutdown: on SIGTERM/SIGINT the server stops accepting connections, /readyz turns 503,
 * requests in flight finish (their keep-alive connections close behind them), and only after the
 * timeout are the connections still open cut. Then the caller's cleanup runs (the hub, Redis, the
 * audit file).
 */
import type { Server } from 'node:http'
import type { Logger } from 'pino'

export interface ShutdownOptions {
  timeoutMs: number
  logger: Logger
  /** Marks the server as draining (readiness) before anything closes. */
  onStart(): void
  cleanup(): Promise<void>
  exit?: (code: number) => void
}

export function installGracefulShutdown(server: Server, options: ShutdownOptions) {
  let inFlight = 0
  let stopping = false
  server.on('request', (_request, response) => {
    inFlight++
    // A keep-alive client must not park more requests on a server that is going away.
    if (stopping) response.setHeader('connection', 'close')
    response.once('close', () => {
      inFlight--
      if (stopping) server.closeIdleConnections()
    })
  })

  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    options.onStart()
    console.log(`${signal} received, shutting down …`)
    options.logger.info({ signal, inFlight }, 'shutdown: draining requests in flight')
    const timer = setTimeout(() => {
      options.logger.warn({ inFlight }, 'shutdown: timeout, closing the remaining connections')
      server.closeAllConnections()
    }, options.timeoutMs)
    timer.unref()
    server.close(async () => {
      clearTimeout(timer)
      options.logger.info('shutdown: drained')
      await options.cleanup().catch(() => undefined)
      ;(options.exit ?? process.exit)(0)
    })
    server.closeIdleConnections()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
