/**
 * Builds the team-server layer of `npm start` from its settings: the cache store and budget counters
 * (in memory, or in Redis shared by every server process), the audit log, metrics, the structured
 * logger and the health routes. The dev server (`npm run dev`) forwards without it.
 */
import { Redis } from 'ioredis'
import { pino, type Logger } from 'pino'
import type { OpenedUpstream } from '../opened-upstream'
import { createApiPipeline } from './api-pipeline'
import { createAuditLog } from './audit'
import {
  createBudgets,
  createMemoryCounter,
  createRedisCounter,
  type BudgetCounter,
} from './budgets'
import { createMemoryStore, createRedisStore, type CacheStore } from './cache-store'
import type { OpsEnv } from './config'
import { createHealthRoutes } from './health'
import { createMetrics } from './metrics'

export interface TeamServer {
  handleApi: ReturnType<typeof createApiPipeline>
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
): Promise<TeamServer> {
  const metrics = createMetrics()
  let redis: Redis | null = null
  let store: CacheStore | null
  let counter: BudgetCounter
  if (env.redisUrl) {
    redis = new Redis(env.redisUrl, {
      lazyConnect: true,
      // During an outage, fail fast (the cache answers "miss") instead of queueing requests.
      enableOfflineQueue: false,
      maxRetriesPerRequest: 1,
      connectTimeout: 5_000,
    })
    let lastWarning = 0
    redis.on('error', () => undefined)
    const warn = (error: unknown) => {
      if (Date.now() - lastWarning < 10_000) return
      lastWarning = Date.now()
      logger.warn({ err: error instanceof Error ? error.message : String(error) }, 'redis error')
    }
    try {
      await redis.connect()
    } catch (error) {
      redis.disconnect()
      throw new Error(
        `Cannot connect to REDIS_URL: ${error instanceof Error ? error.message : String(error)}`,
        { cause: error },
      )
    }
    store = createRedisStore(redis, env.redisPrefix, warn)
    counter = createRedisCounter(redis, env.redisPrefix, warn)
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
    routes,
    logger,
    description: `cache ${cache}; budgets per user: ${limits.length ? limits.join(', ') : 'none'}; audit ${env.auditLog ?? 'off'}`,
    startDraining: () => {
      draining = true
    },
    close: async () => {
      await audit?.close()
      if (redis) await redis.quit().catch(() => redis?.disconnect())
    },
  }
}
