/**
 * Runs one task per item with limited concurrency, the way a client of a metered, rate-limited
 * API should (docs/datahub-api.md §2, §10):
 *
 * - at most `concurrency` tasks at a time;
 * - a 429 pauses the whole pool (not just the one task) for as long as `Retry-After` says, halves
 *   the concurrency, and puts the task back at the front; after a run of successes the
 *   concurrency grows back by one (additive increase, multiplicative decrease);
 * - 502/503/504 and network failures are retried with backoff a few times; a timeout the proxy
 *   declared itself is not (the upstream may still be billing the first attempt), nor any other 4xx;
 * - the signal cancels: nothing new starts, running tasks get the aborted signal, and the promise
 *   resolves once they have settled.
 *
 * Pure of React and of the API: the match page and `bench/match.ts` run the same code.
 */
import { ApiError } from '@/lib/api/errors'

export interface QueueOptions<T> {
  concurrency: number
  signal: AbortSignal
  /** Called after each item settles (done counts successes and final failures). */
  onProgress?: (done: number, total: number) => void
  /** A task failed for good (after its retries). */
  onFailure?: (item: T, error: unknown) => void
  /** The pool pauses for a rate limit: how long, in ms. */
  onRateLimit?: (waitMs: number) => void
  /** Attempts per item, the first included. */
  maxAttempts?: number
  /** For tests: a clock and a sleep that can be driven by hand. */
  now?: () => number
  sleep?: (ms: number, signal: AbortSignal) => Promise<void>
}

export interface QueueResult {
  completed: number
  failed: number
  cancelled: boolean
  rateLimited: number
}

/** Without a Retry-After: 1 s, 2 s, 4 s … up to 30 s. Retry-After is honoured up to 2 minutes. */
const BACKOFF_BASE_MS = 1000
const BACKOFF_MAX_MS = 30_000
const RETRY_AFTER_MAX_MS = 120_000

export type FailureKind = 'rate-limit' | 'transient' | 'final' | 'abort'

export function classifyFailure(error: unknown): FailureKind {
  if (error instanceof DOMException && error.name === 'AbortError') return 'abort'
  if (!(error instanceof ApiError)) return 'final'
  if (error.status === 429) return 'rate-limit'
  if (error.proxyTimeout) return 'final'
  if (error.status === 0 || error.status === 502 || error.status === 503 || error.status === 504)
    return 'transient'
  return 'final'
}

function defaultSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms)
    function done() {
      clearTimeout(timer)
      signal.removeEventListener('abort', done)
      resolve()
    }
    signal.addEventListener('abort', done, { once: true })
  })
}

interface Task<T> {
  item: T
  attempts: number
}

export function runQueue<T>(
  items: readonly T[],
  worker: (item: T, signal: AbortSignal) => Promise<void>,
  options: QueueOptions<T>,
): Promise<QueueResult> {
  const { signal, concurrency } = options
  const now = options.now ?? (() => Date.now())
  const sleep = options.sleep ?? defaultSleep
  const maxAttempts = options.maxAttempts ?? 5
  const pending: Task<T>[] = items.map((item) => ({ item, attempts: 0 }))
  const total = items.length
  let limit = Math.max(1, concurrency)
  let running = 0
  let done = 0
  let completed = 0
  let failed = 0
  let rateLimited = 0
  let streak = 0
  let pausedUntil = 0
  let waking = false

  return new Promise<QueueResult>((resolve) => {
    let finished = false
    const finish = () => {
      if (finished) return
      finished = true
      resolve({ completed, failed, cancelled: signal.aborted, rateLimited })
    }
    const onAbort = () => pump()
    signal.addEventListener('abort', onAbort, { once: true })

    function pump() {
      if (finished) return
      if (signal.aborted || (pending.length === 0 && running === 0)) {
        if (running === 0) {
          signal.removeEventListener('abort', onAbort)
          finish()
        }
        return
      }
      const wait = pausedUntil - now()
      if (wait > 0) {
        if (!waking) {
          waking = true
          void sleep(wait, signal).then(() => {
            waking = false
            pump()
          })
        }
        return
      }
      while (running < limit && pending.length > 0) void start(pending.shift()!)
    }

    function settle(ok: boolean) {
      done++
      if (ok) completed++
      else failed++
      options.onProgress?.(done, total)
    }

    async function start(task: Task<T>) {
      running++
      task.attempts++
      try {
        await worker(task.item, signal)
        settle(true)
        streak++
        if (limit < concurrency && streak >= concurrency * 4) {
          limit++
          streak = 0
        }
      } catch (error) {
        const kind = signal.aborted ? 'abort' : classifyFailure(error)
        if (kind === 'abort') {
          // Cancelled: the item stays undone.
        } else if (kind !== 'final' && task.attempts < maxAttempts) {
          const backoff = Math.min(BACKOFF_BASE_MS * 2 ** (task.attempts - 1), BACKOFF_MAX_MS)
          if (kind === 'rate-limit') {
            rateLimited++
            streak = 0
            limit = Math.max(1, Math.floor(limit / 2))
            const retryAfter = error instanceof ApiError ? error.retryAfter : null
            const waitMs =
              retryAfter !== null ? Math.min(retryAfter * 1000, RETRY_AFTER_MAX_MS) : backoff
            pausedUntil = Math.max(pausedUntil, now() + waitMs)
            options.onRateLimit?.(waitMs)
          } else {
            pausedUntil = Math.max(pausedUntil, now() + backoff)
          }
          pending.unshift(task)
        } else {
          options.onFailure?.(task.item, error)
          settle(false)
        }
      } finally {
        running--
        pump()
      }
    }

    pump()
  })
}
