/**
 * Per-user budgets: a request rate (every API request, cache hits included, in fixed one-minute
 * windows) and a daily number of upstream calls (cache hits are free; the day is the UTC day).
 * Fixed windows make "when does it reset" a plain time the SPA can show. The counters live in Redis
 * when it is configured, so they hold across server processes.
 *
 * When Redis fails, each process enforces its share rather than refusing everyone or letting
 * everyone through: it goes on from the last count Redis gave it for that counter, and each request
 * it counts alone counts as many as there were processes sharing Redis (N), so N processes
 * together stay within the budget. The counts it kept alone are not added to Redis afterwards.
 */
import type { Redis } from 'ioredis'

export type BudgetKind = 'rate' | 'daily'

export interface BudgetRefusal {
  kind: BudgetKind
  limit: number
  resetsAt: Date
}

export interface BudgetCounter {
  /**
   * Adds `by` (default 1) to the counter and returns the new count; the counter disappears after
   * ttlMs.
   */
  increment(key: string, ttlMs: number, by?: number): Promise<number>
}

export function createMemoryCounter(now: () => number = Date.now): BudgetCounter {
  const counts = new Map<string, { count: number; expires: number }>()
  let nextSweep = 0
  return {
    increment: async (key, ttlMs, by = 1) => {
      const time = now()
      if (time >= nextSweep) {
        for (const [name, entry] of counts) if (entry.expires <= time) counts.delete(name)
        nextSweep = time + 60_000
      }
      const entry = counts.get(key)
      if (entry && entry.expires > time) return (entry.count += by)
      counts.set(key, { count: by, expires: time + ttlMs })
      return by
    },
  }
}

export function createRedisCounter(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
  /** Server processes sharing Redis, as last seen (redis.ts). */
  processes: () => number = () => 1,
): BudgetCounter {
  const alone = createMemoryCounter()
  // The last count Redis gave for each counter this process used (forgotten with the counter).
  const lastSeen = new Map<string, { count: number; expires: number }>()
  return {
    increment: async (key, ttlMs, by = 1) => {
      try {
        const results = await redis
          .multi()
          .incrby(`${prefix}budget:${key}`, by)
          .pexpire(`${prefix}budget:${key}`, ttlMs)
          .exec()
        const count = results?.[0]?.[1]
        if (typeof count !== 'number') throw new Error('Redis answered INCR without a number')
        const now = Date.now()
        if (lastSeen.size > 10_000)
          for (const [name, seen] of lastSeen) if (seen.expires <= now) lastSeen.delete(name)
        lastSeen.set(key, { count, expires: now + ttlMs })
        return count
      } catch (error) {
        onError(error)
        const seen = lastSeen.get(key)
        const before = seen && seen.expires > Date.now() ? seen.count : 0
        return before + (await alone.increment(key, ttlMs, by)) * Math.max(1, processes())
      }
    },
  }
}

export interface BudgetOptions {
  counter: BudgetCounter
  /** 0 = unlimited. */
  ratePerMinute: number
  /** 0 = unlimited. */
  upstreamCallsPerDay: number
  now?: () => number
}

const MINUTE = 60_000
const DAY = 24 * 60 * MINUTE

export function createBudgets({
  counter,
  ratePerMinute,
  upstreamCallsPerDay,
  now = Date.now,
}: BudgetOptions) {
  return {
    enabled: ratePerMinute > 0 || upstreamCallsPerDay > 0,
    /** Counts one request; a refusal when the user's minute is used up. */
    async takeRequest(user: string): Promise<BudgetRefusal | null> {
      if (ratePerMinute <= 0) return null
      const start = Math.floor(now() / MINUTE) * MINUTE
      const count = await counter.increment(`rate:${user}:${start}`, MINUTE + 5_000)
      return count > ratePerMinute
        ? { kind: 'rate', limit: ratePerMinute, resetsAt: new Date(start + MINUTE) }
        : null
    },
    /**
     * Counts `count` requests at once (a batch's items, proxy/gateway/batch.ts), in order: a refusal for
     * each one past the user's minute, null for the others.
     */
    async takeRequests(user: string, count: number): Promise<(BudgetRefusal | null)[]> {
      if (ratePerMinute <= 0 || count <= 0) return new Array<null>(Math.max(0, count)).fill(null)
      const start = Math.floor(now() / MINUTE) * MINUTE
      const total = await counter.increment(`rate:${user}:${start}`, MINUTE + 5_000, count)
      const allowed = Math.max(0, Math.min(count, ratePerMinute - (total - count)))
      const refusal = {
        kind: 'rate' as const,
        limit: ratePerMinute,
        resetsAt: new Date(start + MINUTE),
      }
      return Array.from({ length: count }, (_, index) => (index < allowed ? null : refusal))
    },
    /** Counts one upstream call; a refusal (and no call) when the user's day is used up. */
    async takeUpstreamCall(user: string): Promise<BudgetRefusal | null> {
      if (upstreamCallsPerDay <= 0) return null
      const start = Math.floor(now() / DAY) * DAY
      const day = new Date(start).toISOString().slice(0, 10)
      const count = await counter.increment(`day:${user}:${day}`, DAY + MINUTE)
      return count > upstreamCallsPerDay
        ? { kind: 'daily', limit: upstreamCallsPerDay, resetsAt: new Date(start + DAY) }
        : null
    },
  }
}

export type Budgets = ReturnType<typeof createBudgets>

/** Headers the SPA reads to explain a refusal (src/lib/api/budget.ts). */
export const BUDGET_HEADER = 'X-Budget'
export const BUDGET_RESET_HEADER = 'X-Budget-Reset'
export const BUDGET_LIMIT_HEADER = 'X-Budget-Limit'

const clock = (date: Date) => date.toISOString().slice(11, 19)

function waitText(ms: number): string {
  const minutes = Math.ceil(ms / MINUTE)
  if (ms < MINUTE) return `${Math.max(1, Math.ceil(ms / 1000))} s`
  if (minutes < 60) return `${minutes} min`
  return `${Math.floor(minutes / 60)} h ${minutes % 60} min`
}

/** 429 with a readable detail, Retry-After, and when the budget resets. */
export function budgetRefusalResponse(refusal: BudgetRefusal, now = Date.now()): Response {
  const wait = Math.max(0, refusal.resetsAt.getTime() - now)
  const detail =
    refusal.kind === 'rate'
      ? `You have reached your limit of ${refusal.limit} requests per minute. It resets at ${clock(refusal.resetsAt)} UTC, in ${waitText(wait)}.`
      : `You have used today's budget of ${refusal.limit} Data Hub calls. Pages already in the shared cache still load; the budget resets at 00:00 UTC, in ${waitText(wait)}.`
  const resetsAt = refusal.resetsAt.toISOString()
  return new Response(
    JSON.stringify({
      detail,
      budget: { kind: refusal.kind, limit: refusal.limit, resets_at: resetsAt },
    }),
    {
      status: 429,
      headers: {
        'content-type': 'application/json; charset=utf-8',
        'cache-control': 'no-store',
        'retry-after': String(Math.max(1, Math.ceil(wait / 1000))),
        [BUDGET_HEADER]: refusal.kind,
        [BUDGET_RESET_HEADER]: resetsAt,
        [BUDGET_LIMIT_HEADER]: String(refusal.limit),
      },
    },
  )
}
