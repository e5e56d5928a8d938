import { ApiError } from './errors'

const RETRYABLE_STATUSES = new Set([429, 502, 503, 504])
const MAX_RETRIES = 3

/**
 * Retry only what can succeed later: rate limits, gateway faults and network errors; never 4xx,
 * never a timeout the proxy declared itself: the upstream may still be computing (and billing)
 * the first attempt, so a retry would pay twice for one answer; and never a budget refusal, which
 * only time cures (its reset can be hours away).
 */
export function shouldRetry(failureCount: number, error: unknown): boolean {
  if (failureCount >= MAX_RETRIES) return false
  if (!(error instanceof ApiError)) return false
  if (error.proxyTimeout || error.budget) return false
  return error.status === 0 || RETRYABLE_STATUSES.has(error.status)
}

/** Exponential backoff with jitter, or exactly what `Retry-After` asked for (capped at 30 s). */
export function retryDelay(failureCount: number, error: unknown): number {
  if (error instanceof ApiError && error.retryAfter !== null)
    return Math.min(error.retryAfter, 30) * 1000
  const base = Math.min(500 * 2 ** failureCount, 8000)
  return base / 2 + Math.random() * (base / 2)
}
