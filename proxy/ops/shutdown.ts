/**
 * Graceful shutdown: on SIGTERM/SIGINT the server stops accepting connections, /readyz turns 503,
 * idle keep-alive connections close at once, requests in flight may finish (their connections
 * close behind them), and at the deadline whatever still runs is aborted (its connection cut).
 * Then the caller's cleanup runs (password threads, the hub, Redis, the audit file), itself
 * bounded, and the process exits: within the timeout (plus a short cleanup grace) whatever clients
 * do. A second signal skips the wait.
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
  /** Longest wait for the cleanup before exiting anyway. */
  cleanupMs?: number
}

export function installGracefulShutdown(server: Server, options: ShutdownOptions) {
  const exit = options.exit ?? ((code: number) => process.exit(code))
  const cleanupMs = options.cleanupMs ?? 2_000
  let inFlight = 0
  let stopping = false
  let finishing = false
  server.on('request', (_request, response) => {
    inFlight++
    // A keep-alive client must not park more requests on a server that is going away.
    if (stopping) response.setHeader('connection', 'close')
    response.once('close', () => {
      inFlight--
      // The connection becomes idle only after this event: close it on the next turn.
      if (stopping) setImmediate(() => server.closeIdleConnections())
    })
  })

  const finish = async (reason: 'drained' | 'timeout' | 'second signal') => {
    if (finishing) return
    finishing = true
    if (reason === 'drained') options.logger.info('shutdown: drained')
    else options.logger.warn({ inFlight, reason }, 'shutdown: closing the remaining connections')
    // Cut what still runs: the requests see their connection close and abort their upstream calls.
    server.closeAllConnections()
    const bounded = new Promise<void>((resolve) => setTimeout(resolve, cleanupMs).unref())
    await Promise.race([options.cleanup().catch(() => undefined), bounded])
    exit(0)
  }

  const stop = (signal: string) => {
    if (stopping) return void finish('second signal')
    stopping = true
    options.onStart()
    console.log(`${signal} received, shutting down …`)
    options.logger.info({ signal, inFlight }, 'shutdown: draining requests in flight')
    setTimeout(() => void finish('timeout'), options.timeoutMs).unref()
    // Idle keep-alive connections (a browser's open tab) would hold server.close() forever.
    const sweep = setInterval(() => server.closeIdleConnections(), 250)
    sweep.unref()
    server.close(() => void finish('drained'))
    server.closeIdleConnections()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}
