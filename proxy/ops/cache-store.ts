/**
 * Where cached answers live: this process's memory (an LRU bounded in bytes) or Redis, so that
 * several server processes share one cache. A store that fails (Redis down) answers "miss": the
 * cache saves credits, it must never cost an answer.
 */
import type { Redis } from 'ioredis'

export interface CachedAnswer {
  status: number
  headers: [string, string][]
  body: Uint8Array
  /** Epoch ms when the upstream answered, for `Age`. */
  storedAt: number
}

export interface CacheStore {
  readonly kind: 'memory' | 'redis'
  get(key: string): Promise<CachedAnswer | null>
  set(key: string, answer: CachedAnswer, ttlMs: number): Promise<void>
  /** Bytes held (memory) or null when another process owns the bound (Redis maxmemory). */
  size(): number | null
}

/** Metadata line, newline, body bytes: one Redis string, no base64 inflation. */
export function encodeAnswer(answer: CachedAnswer): Buffer {
  const meta = JSON.stringify({ s: answer.status, h: answer.headers, t: answer.storedAt })
  return Buffer.concat([Buffer.from(`${meta}\n`), answer.body])
}

export function decodeAnswer(buffer: Buffer): CachedAnswer | null {
  const newline = buffer.indexOf(10)
  if (newline < 0) return null
  try {
    const meta = JSON.parse(buffer.subarray(0, newline).toString()) as {
      s: number
      h: [string, string][]
      t: number
    }
    return { status: meta.s, headers: meta.h, storedAt: meta.t, body: buffer.subarray(newline + 1) }
  } catch {
    return null
  }
}

const answerBytes = (key: string, answer: CachedAnswer) =>
  key.length + answer.body.byteLength + JSON.stringify(answer.headers).length + 64

export function createMemoryStore(maxBytes: number): CacheStore {
  // A Map iterates in insertion order; re-inserting on every read makes the first key the least
  // recently used.
  const entries = new Map<string, { answer: CachedAnswer; expires: number; bytes: number }>()
  let total = 0
  const remove = (key: string) => {
    const entry = entries.get(key)
    if (!entry) return
    entries.delete(key)
    total -= entry.bytes
  }
  return {
    kind: 'memory',
    size: () => total,
    get: async (key) => {
      const entry = entries.get(key)
      if (!entry) return null
      if (entry.expires <= Date.now()) {
        remove(key)
        return null
      }
      entries.delete(key)
      entries.set(key, entry)
      return entry.answer
    },
    set: async (key, answer, ttlMs) => {
      const bytes = answerBytes(key, answer)
      remove(key)
      if (bytes > maxBytes) return
      entries.set(key, { answer, expires: Date.now() + ttlMs, bytes })
      total += bytes
      for (const oldest of entries.keys()) {
        if (total <= maxBytes) break
        remove(oldest)
      }
    },
  }
}

export function createRedisStore(
  redis: Redis,
  prefix: string,
  onError: (error: unknown) => void,
): CacheStore {
  const name = (key: string) => `${prefix}cache:${key}`
  return {
    kind: 'redis',
    size: () => null,
    get: async (key) => {
      try {
        const buffer = await redis.getBuffer(name(key))
        return buffer ? decodeAnswer(buffer) : null
      } catch (error) {
        onError(error)
        return null
      }
    },
    set: async (key, answer, ttlMs) => {
      try {
        await redis.set(name(key), encodeAnswer(answer), 'PX', Math.max(1, Math.round(ttlMs)))
      } catch (error) {
        onError(error)
      }
    },
  }
}
