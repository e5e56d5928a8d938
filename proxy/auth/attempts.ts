/**
 * Slows down password guessing, counted twice:
 * - per address, whatever the name: after `perAddress.limit` failures within the window, that
 *   address's attempts are refused until the window ends (random names included, so one client
 *   cannot keep the password hashing busy);
 * - per user name, from any address: after `perName.free` failures, each further attempt on that
 *   name waits a delay that doubles with every failure up to `perName.maxDelayMs`. A delay and not
 *   a ban: others failing on a name can slow its owner down, never shut them out.
 * The counts live in Redis when it is configured (every server process sees the same), else in
 * this process's memory; a Redis that fails falls back to memory (each process counts its own).
 */
import type { Redis } from 'ioredis'

export interface AttemptCount {
  count: number
  /** Epoch ms of the last failure. */
  last: number
  /** Epoch ms when the count is forgotten. */
  expires: number
}

export interface AttemptStore {
  get(key: string, now: number): Promise<AttemptCount | null>
  /** One more failure; the count is forgotten `windowMs` after the last one. */
  add(key: string, windowMs: number, now: number): Promise<void>
  clear(key: string): Promise<void>
}

export function createMemoryAttemptStore(maxKeys = 10_000): AttemptStore {
  const entries = new Map<string, AttemptCount>()
  return {
    get: async (key, now) => {
      const entry = entries.get(key)
      if (entry && entry.expires <= now) entries.delete(key)
      return entry && entry.expires > now ? entry : null
    },
    add: async (key, windowMs, now) => {
      const entry = entries.get(key)
      const count = entry && entry.expires > now ? entry.count + 1 : 1
      entries.delete(key)
      if (entries.size >= maxKeys) {
        for (const [name, value] of entries) if (value.expires <= now) entries.delete(name)
        // Still full: forget the oldest (a Map iterates in insertion order).
        if (entries.size >= maxKeys) entries.delete(entries.keys().next().value!)
      }
      entries.set(key, { count, last: now, expires: now + windowMs })
    },
    clear: async (key) => {
      entries.delete(key)
    },
  }
}

export function createRedisAttemptStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): AttemptStore {
  const fallback = createMemoryAttemptStore()
  const name = (key: string) => `${prefix}attempts:${key}`
  return {
    get: async (key, now) => {
      try {
        const [[, values], [, ttl]] = (await redis
          .multi()
          .hmget(name(key), 'count', 'last')
          .pttl(name(key))
          .exec()) as [[null, (string | null)[]], [null, number]]
        const [count, last] = values
        if (!count || ttl <= 0) return fallback.get(key, now)
        return { count: Number(count), last: Number(last), expires: now + ttl }
      } catch (error) {
        onError(error)
        return fallback.get(key, now)
      }
    },
    add: async (key, windowMs, now) => {
      await fallback.add(key, windowMs, now)
      try {
        await redis
          .multi()
          .hincrby(name(key), 'count', 1)
          .hset(name(key), 'last', String(now))
          .pexpire(name(key), windowMs)
          .exec()
      } catch (error) {
        onError(error)
      }
    },
    clear: async (key) => {
      await fallback.clear(key)
      await redis.del(name(key)).catch(onError)
    },
  }
}

export interface AttemptRules {
  perAddress: { limit: number; windowMs: number }
  perName: { free: number; baseDelayMs: number; maxDelayMs: number; windowMs: number }
}

export const DEFAULT_ATTEMPT_RULES: AttemptRules = {
  // An office behind one NAT address shares this: generous, yet it bounds a client to a few
  // hundred password hashes an hour.
  perAddress: { limit: 30, windowMs: 15 * 60_000 },
  perName: { free: 5, baseDelayMs: 1000, maxDelayMs: 60_000, windowMs: 60 * 60_000 },
}

export interface AttemptRefusal {
  /** Seconds to wait. */
  wait: number
  reason: 'address' | 'name'
}

export function createAttemptLimiter(
  store: AttemptStore = createMemoryAttemptStore(),
  rules: AttemptRules = DEFAULT_ATTEMPT_RULES,
) {
  const nameKey = (name: string) => `name:${name.toLowerCase()}`
  const addressKey = (address: string) => `addr:${address}`
  const seconds = (ms: number) => Math.max(1, Math.ceil(ms / 1000))

  /** The delay a name has earned with `count` failures. */
  const delayFor = (count: number) =>
    count < rules.perName.free
      ? 0
      : Math.min(
          rules.perName.maxDelayMs,
          rules.perName.baseDelayMs * 2 ** (count - rules.perName.free),
        )

  return {
    delayFor,
    /** Whether this attempt may be checked now; a refusal says how long to wait. */
    async check(address: string, name: string, now = Date.now()): Promise<AttemptRefusal | null> {
      const [byAddress, byName] = await Promise.all([
        store.get(addressKey(address), now),
        name ? store.get(nameKey(name), now) : null,
      ])
      if (byAddress && byAddress.count >= rules.perAddress.limit) {
        return { wait: seconds(byAddress.expires - now), reason: 'address' }
      }
      const until = byName ? byName.last + delayFor(byName.count) : 0
      return until > now ? { wait: seconds(until - now), reason: 'name' } : null
    },
    async fail(address: string, name: string, now = Date.now()) {
      await Promise.all([
        store.add(addressKey(address), rules.perAddress.windowMs, now),
        name ? store.add(nameKey(name), rules.perName.windowMs, now) : null,
      ])
    },
    /** The name's owner got in: the delay others caused ends. */
    async succeed(name: string) {
      await store.clear(nameKey(name))
    },
  }
}

export type AttemptLimiter = ReturnType<typeof createAttemptLimiter>
