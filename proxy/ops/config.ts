/**
 * The team-server settings (cache, budgets, audit, logs, shutdown), read from the environment once
 * and validated like proxy/start/env.ts. Kept apart from it so the upstream settings stay one small file.
 * REDIS_URL may hold a password: messages name it, never its value.
 */
import { z } from 'zod'
import { ConfigError } from '../start/env'
import { CACHE_FAMILIES, DEFAULT_TTL_SECONDS, type CacheFamily } from './cache-key'

export interface OpsEnv {
  /** Shared cache and budget counters; undefined = this process's memory. */
  redisUrl: string | undefined
  redisPrefix: string
  /** Bound of the in-memory cache; 0 = no cache. */
  cacheMaxBytes: number
  /** Seconds per endpoint family; 0 = that family is never cached. */
  cacheTtlSeconds: Record<CacheFamily, number>
  /** Requests per minute per user (cache hits included); 0 = unlimited. */
  rateLimitPerMinute: number
  /** Upstream calls per user and UTC day (cache hits are free); 0 = unlimited. */
  upstreamCallsPerDay: number
  /** JSON-lines audit file (default `.data/audit.jsonl`); undefined (`AUDIT_LOG=off`) = no audit. */
  auditLog: string | undefined
  logLevel: 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent'
  /** How long a shutdown waits for requests in flight before closing their connections. */
  shutdownTimeoutMs: number
  /**
   * How long one Redis command may take before the server goes on without it (the documented
   * fallback: a cache miss, budgets counted in the process); also how long the connection may stay
   * silent while a command waits before it is dropped and opened again.
   */
  redisTimeoutMs: number
  /**
   * `X-Cache` and `Age` on API answers (CACHE_DEBUG_HEADERS=1): off by default, since they tell a
   * user what colleagues looked at, and when.
   */
  cacheDebugHeaders: boolean
}

export const DEFAULT_AUDIT_LOG = '.data/audit.jsonl'

const text = z
  .string()
  .optional()
  .transform((value) => value?.trim() || undefined)
const count = (fallback: number) =>
  text.transform((value) => Number(value ?? fallback)).pipe(z.number().int().min(0))

const schema = z.object({
  REDIS_URL: text.refine((value) => value === undefined || /^rediss?:\/\/\S+$/.test(value), {
    message: 'REDIS_URL must look like redis://host:6379 (or rediss:// for TLS)',
  }),
  REDIS_PREFIX: text.pipe(
    z
      .string()
      .regex(/^[\w:.-]+$/)
      .default('dhx:'),
  ),
  CACHE_MAX_BYTES: count(64 * 1024 * 1024),
  CACHE_TTL: text,
  BUDGET_RATE_PER_MINUTE: count(0),
  BUDGET_UPSTREAM_PER_DAY: count(0),
  AUDIT_LOG: text,
  LOG_LEVEL: text.pipe(
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  SHUTDOWN_TIMEOUT_MS: count(10_000),
  REDIS_TIMEOUT_MS: text
    .transform((value) => Number(value ?? 1000))
    .pipe(
      z
        .number({ message: 'REDIS_TIMEOUT_MS must be a number of milliseconds' })
        .int()
        .min(100, 'REDIS_TIMEOUT_MS must be at least 100')
        .max(60_000, 'REDIS_TIMEOUT_MS must be at most 60000'),
    ),
  CACHE_DEBUG_HEADERS: text.pipe(
    z
      .enum(['0', '1', 'true', 'false', 'on', 'off'], {
        message: 'CACHE_DEBUG_HEADERS must be 1 or 0',
      })
      .optional(),
  ),
})

/** `search=60,entities=3600`: named families override the defaults; unknown names are an error. */
export function parseCacheTtl(value: string | undefined): Record<CacheFamily, number> | string {
  const ttl = { ...DEFAULT_TTL_SECONDS }
  for (const part of (value ?? '').split(',')) {
    if (!part.trim()) continue
    const match = /^\s*([a-z]+)\s*=\s*(\d+)\s*$/.exec(part)
    if (!match || !(CACHE_FAMILIES as readonly string[]).includes(match[1]!)) {
      return `CACHE_TTL must be a list such as search=300,entities=3600 with families ${CACHE_FAMILIES.join(', ')}`
    }
    ttl[match[1] as CacheFamily] = Number(match[2])
  }
  return ttl
}

export function loadOpsEnv(source: Record<string, string | undefined> = process.env): OpsEnv {
  const parsed = schema.safeParse(source)
  const problems = parsed.success
    ? []
    : parsed.error.issues.map((issue) => `  - ${issue.path.join('.')}: ${issue.message}`)
  const ttl = parseCacheTtl(source.CACHE_TTL)
  if (typeof ttl === 'string') problems.push(`  - CACHE_TTL: ${ttl}`)
  if (!parsed.success || typeof ttl === 'string')
    throw new ConfigError(`Invalid configuration:\n${problems.join('\n')}`)
  const env = parsed.data
  return {
    redisUrl: env.REDIS_URL,
    redisPrefix: env.REDIS_PREFIX,
    cacheMaxBytes: env.CACHE_MAX_BYTES,
    cacheTtlSeconds: ttl,
    rateLimitPerMinute: env.BUDGET_RATE_PER_MINUTE,
    upstreamCallsPerDay: env.BUDGET_UPSTREAM_PER_DAY,
    auditLog: env.AUDIT_LOG === 'off' ? undefined : (env.AUDIT_LOG ?? DEFAULT_AUDIT_LOG),
    logLevel: env.LOG_LEVEL,
    shutdownTimeoutMs: env.SHUTDOWN_TIMEOUT_MS,
    redisTimeoutMs: env.REDIS_TIMEOUT_MS,
    cacheDebugHeaders: ['1', 'true', 'on'].includes(env.CACHE_DEBUG_HEADERS ?? '0'),
  }
}
