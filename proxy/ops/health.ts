/**
 * `/healthz` (the process answers), `/readyz` (this process can serve: the upstream answers) and
 * `/metrics` (Prometheus). None needs a session: probes and scrapers have none.
 *
 * Readiness asks the upstream without the key: any HTTP answer below 500 (the 401 it gives a keyless
 * request included) shows the service is up and reachable, and a request without a key cannot spend
 * credits. The result is kept for a few seconds so a busy prober does not turn into upstream load.
 *
 * Redis is reported but does not decide readiness: without it a process still serves (the cache
 * answers "miss", budgets hold by the rule in budgets.ts), and a Redis outage that made every
 * process unready would take the whole deployment out of its load balancer.
 */
import { Hono } from 'hono'
import type { Redis } from 'ioredis'
import type { UpstreamFetch } from '../gateway/forward'
import type { Metrics } from './metrics'

export const READY_PROBE_PATH = '/api/v2/relation/list/organization'
const PROBE_TIMEOUT_MS = 5_000
const PROBE_KEEP_MS = 10_000

export interface HealthOptions {
  upstream: string
  fetch: UpstreamFetch
  metrics: Metrics
  redis: Redis | null
  /** True once shutdown began: load balancers must stop sending new requests. */
  draining: () => boolean
  now?: () => number
}

interface Probe {
  ok: boolean
  status: number | null
  ms: number
  at: number
}

export function createHealthRoutes(options: HealthOptions) {
  const now = options.now ?? Date.now
  let last: Probe | null = null
  let running: Promise<Probe> | null = null

  const probeUpstream = async (): Promise<Probe> => {
    const started = performance.now()
    const base = options.upstream.replace(/\/+$/, '')
    try {
      const response = await Promise.race([
        Promise.resolve(
          options.fetch(
            new Request(`${base}${READY_PROBE_PATH}`, {
              headers: { accept: 'application/json' },
              redirect: 'manual',
              signal: AbortSignal.timeout(PROBE_TIMEOUT_MS),
            }),
          ),
        ),
        new Promise<never>((_, reject) =>
          setTimeout(() => reject(new Error('timeout')), PROBE_TIMEOUT_MS).unref(),
        ),
      ])
      await response.body?.cancel().catch(() => undefined)
      const ms = performance.now() - started
      return { ok: response.status < 500, status: response.status, ms, at: now() }
    } catch {
      return { ok: false, status: null, ms: performance.now() - started, at: now() }
    }
  }

  const upstreamProbe = () => {
    if (last && now() - last.at < PROBE_KEEP_MS) return Promise.resolve(last)
    running ??= probeUpstream().then((probe) => {
      last = probe
      running = null
      return probe
    })
    return running
  }

  const redisOk = async () => {
    if (!options.redis) return null
    try {
      return (await options.redis.ping()) === 'PONG'
    } catch {
      return false
    }
  }

  const app = new Hono()
  const noStore = { 'cache-control': 'no-store' }
  app.get('/healthz', (c) => c.json({ status: 'ok' }, 200, noStore))
  app.get('/readyz', async (c) => {
    if (options.draining()) return c.json({ status: 'shutting down' }, 503, noStore)
    const [upstream, redis] = await Promise.all([upstreamProbe(), redisOk()])
    const ready = upstream.ok
    return c.json(
      {
        status: ready ? 'ready' : 'not ready',
        // Serving, but without the shared cache and with budgets counted per process.
        ...(ready && redis === false ? { degraded: 'redis unreachable' } : {}),
        upstream: { ok: upstream.ok, status: upstream.status, ms: Math.round(upstream.ms) },
        ...(redis === null ? {} : { redis: redis ? 'ok' : 'unreachable' }),
      },
      ready ? 200 : 503,
      noStore,
    )
  })
  app.get('/metrics', async (c) => {
    const body = await options.metrics.registry.metrics()
    return c.body(body, 200, { 'content-type': options.metrics.registry.contentType, ...noStore })
  })
  return app
}
