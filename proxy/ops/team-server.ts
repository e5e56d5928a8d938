/**
 * Builds the team-server layer of `npm start` from its settings: the cache store and budget counters
 * (in memory, or in Redis shared by every server process), the audit log, metrics, the structured
 * logger and the health routes. The dev server (`npm run dev`) forwards without it.
 */
import { pino, type Logger } from 'pino'
import type { OpenedUpstream } from '../start/upstream'
import { createApiPipeline } from './api-pipeline'
import { createAuditLog, type AuditLog } from './audit'
import {
  createBudgets,
  createMemoryCounter,
  createRedisCounter,
  type BudgetCounter,
} from './budgets'
import { cacheMacKey, createMemoryStore, createRedisStore, type CacheStore } from './cache-store'
import type { OpsEnv } from './config'
import { createHealthRoutes } from './health'
import { createMetrics } from './metrics'
import type { SharedRedis } from './redis'

export interface TeamServer {
  handleApi: ReturnType<typeof createApiPipeline>
  /** The per-user budgets: monitoring's checks spend them too. */
  budgets: ReturnType<typeof createBudgets>
  audit: AuditLog | null
  routes: ReturnType<typeof createHealthRoutes>
  logger: Logger
  /** One line for the console about the cache and budgets. */
  description: string
  /** From now on /readyz says "shutting down". */
  startDraining(): void
  close(): Promise<void>
}

export function createLogger(level: OpsEnv['logLevel']): Logger {
  // Nothing logged carries headers; the redaction is a second line of defence for the key.
  return pino({
    level,
    base: { service: 'datahub-explorer' },
    redact: { paths: ['headers', '*.headers', 'apiKey', '*.apiKey'], remove: true },
  })
}

export async function createTeamServer(
  env: OpsEnv,
  upstream: OpenedUpstream['proxy'],
  logger: Logger = createLogger(env.logLevel),
  /**
   * Redis (REDIS_URL, proxy/ops/redis.ts), opened by the caller because sign-in shares it; and the
   * secret its cache entries are signed with (AUTH_SECRET or the session secret file).
   */
  shared: { redis: SharedRedis; secret: string } | null = null,
): Promise<TeamServer> {
  const metrics = createMetrics()
  const redis = shared?.redis.client ?? null
  let store: CacheStore | null
  let counter: BudgetCounter
  if (shared) {
    const { warn, processes } = shared.redis
    store = createRedisStore(shared.redis.client, env.redisPrefix, warn, {
      macKey: cacheMacKey(shared.secret),
      onForged: () => {
        metrics.cacheForged.inc()
        logger.warn('cache: ignored an entry with a wrong signature')
      },
    })
    counter = createRedisCounter(shared.redis.client, env.redisPrefix, warn, processes)
  } else {
    store = env.cacheMaxBytes > 0 ? createMemoryStore(env.cacheMaxBytes) : null
    counter = createMemoryCounter()
  }
  const audit = env.auditLog ? createAuditLog(env.auditLog, upstream.apiKey) : null
  const budgets = createBudgets({
    counter,
    ratePerMinute: env.rateLimitPerMinute,
    upstreamCallsPerDay: env.upstreamCallsPerDay,
  })
  let draining = false
  const routes = createHealthRoutes({
    upstream: upstream.upstream,
    fetch: upstream.fetch,
    metrics,
    redis,
    draining: () => draining,
  })
  const handleApi = createApiPipeline({
    store,
    ttlSeconds: env.cacheTtlSeconds,
    budgets,
    audit,
    metrics,
    logger,
    cacheHeaders: env.cacheDebugHeaders,
  })

  const cache = store
    ? store.kind === 'redis'
      ? 'shared in Redis'
      : `in memory, up to ${Math.round(env.cacheMaxBytes / 1024 / 1024)} MB`
    : 'off'
  const limits = [
    env.rateLimitPerMinute ? `${env.rateLimitPerMinute} requests/min` : null,
    env.upstreamCallsPerDay ? `${env.upstreamCallsPerDay} upstream calls/day` : null,
  ].filter(Boolean)
  return {
    handleApi,
    budgets,
    audit,
    routes,
    logger,
    description: `cache ${cache}; budgets per user: ${limits.length ? limits.join(', ') : 'none'}; audit ${env.auditLog ?? 'off'}`,
    startDraining: () => {
      draining = true
    },
    close: async () => {
      await audit?.close()
      await shared?.redis.close()
    },
  }
}
