/**
 * Slows down password guessing: after `limit` failed sign-ins for one user name from one address
 * within the window, further attempts are refused until the window ends. Kept in memory: each
 * server process counts its own, which still bounds guessing to a few per minute.
 */
export function createAttemptLimiter({
  limit = 10,
  windowMs = 15 * 60_000,
  maxKeys = 10_000,
} = {}) {
  const failures = new Map<string, { count: number; resetAt: number }>()

  function current(key: string, now: number) {
    const entry = failures.get(key)
    if (entry && entry.resetAt <= now) failures.delete(key)
    return entry && entry.resetAt > now ? entry : undefined
  }

  return {
    /** Seconds until the next attempt is allowed, or 0 when it is allowed now. */
    blockedFor(key: string, now = Date.now()): number {
      const entry = current(key, now)
      return entry && entry.count >= limit ? Math.ceil((entry.resetAt - now) / 1000) : 0
    },
    fail(key: string, now = Date.now()) {
      const entry = current(key, now)
      if (entry) entry.count += 1
      else {
        if (failures.size >= maxKeys) {
          for (const [name, value] of failures) if (value.resetAt <= now) failures.delete(name)
          if (failures.size >= maxKeys) failures.delete(failures.keys().next().value!)
        }
        failures.set(key, { count: 1, resetAt: now + windowMs })
      }
    },
    succeed(key: string) {
      failures.delete(key)
    },
  }
}
