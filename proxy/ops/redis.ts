/**
 * The Redis connection the server processes share (cache, budgets, sign-in attempts), and a count
 * of those processes: each one marks itself alive every few seconds, so that during an outage each
 * knows its share of a budget (budgets.ts).
 *
 * A Redis that refuses connections fails fast; one that hangs (stopped, overloaded, a network that
 * drops packets) keeps the connection open and never answers. So every command has a timeout, the
 * connection is dropped and opened again when it stays silent that long while a command waits,
 * and TCP keep-alive finds a peer that went away: a hung Redis costs a request about a second, and
 * the ones after it none (commands fail at once while the connection is being opened again).
 */
import { randomUUID } from 'node:crypto'
import { Redis } from 'ioredis'
import type { Logger } from 'pino'

export interface SharedRedis {
  client: Redis
  /** Logs a Redis failure, at most every 10 s (an outage fails every request). */
  warn: (error: unknown) => void
  /** Server processes seen alive in the last 30 s, this one included (1 before the first look). */
  processes: () => number
  close(): Promise<void>
}

const HEARTBEAT_MS = 10_000
const ALIVE_MS = 30_000
/** REDIS_TIMEOUT_MS's default (proxy/ops/config.ts). */
export const REDIS_TIMEOUT_MS = 1_000
/** First TCP keep-alive probe after this long without traffic. */
const KEEP_ALIVE_MS = 5_000

export async function connectRedis(
  url: string,
  prefix: string,
  logger: Logger,
  timeoutMs = REDIS_TIMEOUT_MS,
): Promise<SharedRedis> {
  const client = new Redis(url, {
    lazyConnect: true,
    // During an outage, fail fast (the cache answers "miss") instead of queueing requests; the
    // connection is retried in the background (ioredis's default backoff, up to every 5 s).
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 5_000,
    // A command without an answer after this long fails, and the caller takes the fallback.
    commandTimeout: timeoutMs,
    // A connection silent this long while commands wait is dropped; until it is open again (its
    // handshake times out the same way), commands fail at once instead of waiting each in turn.
    socketTimeout: timeoutMs,
    keepAlive: KEEP_ALIVE_MS,
  })
  let lastWarning = 0
  client.on('error', () => undefined)
  const warn = (error: unknown) => {
    if (Date.now() - lastWarning < 10_000) return
    lastWarning = Date.now()
    logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'redis error')
  }
  try {
    await client.connect()
  } catch (error) {
    client.disconnect()
    throw new Error(
      `Cannot connect to REDIS_URL: ${error instanceof Error ? error.message : String(error)}`,
      { cause: error },
    )
  }

  const id = randomUUID()
  const key = `${prefix}processes`
  let processes = 1
  const beat = async () => {
    const now = Date.now()
    try {
      const results = await client
        .multi()
        .zadd(key, now, id)
        .zremrangebyscore(key, 0, now - ALIVE_MS)
        .zcard(key)
        .pexpire(key, ALIVE_MS * 2)
        .exec()
      const count = results?.[2]?.[1]
      if (typeof count === 'number' && count > 0) processes = count
    } catch {
      // Keep the last count: it is what an outage needs.
    }
  }
  await beat()
  const timer = setInterval(() => void beat(), HEARTBEAT_MS)
  timer.unref()

  return {
    client,
    warn,
    processes: () => processes,
    close: async () => {
      clearInterval(timer)
      await client.zrem(key, id).catch(() => undefined)
      await client.quit().catch(() => client.disconnect())
    },
  }
}
