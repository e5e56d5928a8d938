/**
 * Prometheus metrics, in a registry of their own (tests build several apps in one process). Labels
 * are bounded sets (endpoint family, method, status, cache outcome): never a path, a query or a
 * user, which would grow without end and leak what people look at.
 */
import { Counter, Gauge, Histogram, Registry, collectDefaultMetrics } from 'prom-client'

export type CacheOutcome = 'hit' | 'miss' | 'bypass' | 'none'

export function createMetrics({ defaults = true } = {}) {
  const registry = new Registry()
  if (defaults) collectDefaultMetrics({ register: registry, prefix: 'explorer_' })
  const registers = [registry]
  const seconds = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30]

  const metrics = {
    registry,
    requests: new Counter({
      name: 'explorer_api_requests_total',
      help: 'API requests answered by the proxy',
      labelNames: ['family', 'method', 'status', 'cache'] as const,
      registers,
    }),
    requestSeconds: new Histogram({
      name: 'explorer_api_request_duration_seconds',
      help: 'Time to answer an API request, cache hits included',
      labelNames: ['family', 'cache'] as const,
      buckets: seconds,
      registers,
    }),
    upstreamSeconds: new Histogram({
      name: 'explorer_upstream_duration_seconds',
      help: 'Time the upstream Data Hub took per call',
      labelNames: ['family'] as const,
      buckets: seconds,
      registers,
    }),
    upstreamCalls: new Counter({
      name: 'explorer_upstream_calls_total',
      help: 'Calls made to the upstream Data Hub (each one spends credits)',
      labelNames: ['family', 'status'] as const,
      registers,
    }),
    upstreamErrors: new Counter({
      name: 'explorer_upstream_errors_total',
      help: 'Upstream calls that failed: unreachable, timed out, or answered 5xx',
      labelNames: ['family', 'reason'] as const,
      registers,
    }),
    cacheHits: new Counter({
      name: 'explorer_cache_hits_total',
      help: 'Answers served without an upstream call of their own (from the cache, or shared with an identical request in flight)',
      labelNames: ['family', 'source'] as const,
      registers,
    }),
    cacheMisses: new Counter({
      name: 'explorer_cache_misses_total',
      help: 'Cacheable requests that had to ask the upstream',
      labelNames: ['family'] as const,
      registers,
    }),
    cacheForged: new Counter({
      name: 'explorer_cache_forged_total',
      help: 'Entries in the shared cache whose signature did not match (written by someone else, or with another AUTH_SECRET): ignored',
      registers,
    }),
    flightWaiters: new Gauge({
      name: 'explorer_flight_waiters',
      help: 'Requests waiting for the answer to an identical request already asking the upstream',
      registers,
    }),
    cacheBytes: new Gauge({
      name: 'explorer_cache_bytes',
      help: "Bytes held by this process's in-memory cache",
      registers,
    }),
    budgetRefusals: new Counter({
      name: 'explorer_budget_refusals_total',
      help: 'Requests refused because a user reached a budget',
      labelNames: ['budget'] as const,
      registers,
    }),
  }
  return metrics
}

export type Metrics = ReturnType<typeof createMetrics>
