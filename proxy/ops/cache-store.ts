/**
 * Where cached answers live: this process's memory (an LRU bounded in bytes) or Redis, so that
 * several server processes share one cache. A store that fails (Redis down) answers "miss": the
 * cache saves credits, it must never cost an answer. Redis entries are signed (encodeAnswer), and
 * an entry whose signature does not match is ignored and counted (explorer_cache_forged_total).
 */
import { createHmac, hkdfSync, timingSafeEqual } from 'node:crypto'
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

/**
 * What a kept answer may bring back: the headers that describe a JSON or msgpack body, and only
 * such bodies. Whoever can write to Redis must not be able to serve a page, a script or a cookie
 * on the explorer's origin, even with a valid signature.
 */
const REPLAY_HEADERS = new Set([
  'content-type',
  'content-language',
  'cache-control',
  'etag',
  'last-modified',
  'expires',
  'vary',
])
const REPLAY_TYPE = /^application\/(([a-z0-9.+-]+\+)?json|msgpack)\s*(;|$)/i

/** The answer's headers that may be kept and replayed; null when its type may not be. */
export function replayableHeaders(headers: [string, string][]): [string, string][] | null {
  const kept = headers.filter(([name]) => REPLAY_HEADERS.has(name.toLowerCase()))
  const type = kept.find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? ''
  return REPLAY_TYPE.test(type) ? kept : null
}

const MAC_BYTES = 32

/**
 * HMAC-SHA256 over the entry's Redis key name, metadata and body, then the metadata line, newline
 * and body bytes: one Redis string, no base64 inflation. The key name is signed too, so an entry
 * cannot be copied under another question.
 */
export function encodeAnswer(answer: CachedAnswer, macKey: Buffer, name: string): Buffer {
  const meta = JSON.stringify({ s: answer.status, h: answer.headers, t: answer.storedAt })
  const payload = Buffer.concat([Buffer.from(`${meta}\n`), answer.body])
  return Buffer.concat([mac(macKey, name, payload), payload])
}

const mac = (macKey: Buffer, name: string, payload: Buffer) =>
  createHmac('sha256', macKey).update(name).update('\0').update(payload).digest()

/** null when the entry is not one this deployment wrote (forged, or another AUTH_SECRET). */
export function decodeAnswer(buffer: Buffer, macKey: Buffer, name: string): CachedAnswer | null {
  if (buffer.byteLength <= MAC_BYTES) return null
  const payload = buffer.subarray(MAC_BYTES)
  if (!timingSafeEqual(buffer.subarray(0, MAC_BYTES), mac(macKey, name, payload))) return null
  const newline = payload.indexOf(10)
  if (newline < 0) return null
  try {
    const meta = JSON.parse(payload.subarray(0, newline).toString()) as {
      s: number
      h: [string, string][]
      t: number
    }
    const headers = replayableHeaders(meta.h)
    if (meta.s !== 200 || !headers || typeof meta.t !== 'number') return null
    return { status: meta.s, headers, storedAt: meta.t, body: payload.subarray(newline + 1) }
  } catch {
    return null
  }
}

/** The key that signs cache entries, derived from the session secret (AUTH_SECRET). */
export function cacheMacKey(secret: string): Buffer {
  return Buffer.from(hkdfSync('sha256', secret, 'datahub-explorer', 'cache entries v1', 32))
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
  signing: { macKey: Buffer; onForged: () => void },
): CacheStore {
  const name = (key: string) => `${prefix}cache:${key}`
  return {
    kind: 'redis',
    size: () => null,
    get: async (key) => {
      let buffer: Buffer | null
      try {
        buffer = await redis.getBuffer(name(key))
      } catch (error) {
        onError(error)
        return null
      }
      if (!buffer) return null
      const answer = decodeAnswer(buffer, signing.macKey, name(key))
      // Ignored (the upstream is asked, and the answer overwrites it) and counted.
      if (!answer) signing.onForged()
      return answer
    },
    set: async (key, answer, ttlMs) => {
      try {
        const value = encodeAnswer(answer, signing.macKey, name(key))
        await redis.set(name(key), value, 'PX', Math.max(1, Math.round(ttlMs)))
      } catch (error) {
        onError(error)
      }
    },
  }
}
