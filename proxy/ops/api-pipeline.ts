/**
 * What happens to one API request before and after the forwarder: the user's request rate, the
 * shared cache (with one upstream call for identical requests in flight at once), the user's daily
 * upstream budget (spent only when the upstream is really asked), then metrics, the audit line and
 * a debug log line. Order matters: a cached or shared answer costs no upstream budget, so a user
 * whose day is spent still opens what colleagues have opened.
 */
import type { Context } from 'hono'
import type { Logger } from 'pino'
import { readLimitedBody } from '../gateway/body-limit'
import { jsonError } from '../gateway/forward'
import { requestIdentity } from '../gateway/identity'
import { toUpstreamPath } from '../gateway/upstream-path'
import { answerResponse, readAnswer } from './answer'
import type { AuditLog } from './audit'
import { budgetRefusalResponse, type BudgetRefusal, type Budgets } from './budgets'
import { cacheFamily, cacheKey, canonicalBody, varyValues, type CacheFamily } from './cache-key'
import type { CachedAnswer, CacheStore } from './cache-store'
import type { CacheOutcome, Metrics } from './metrics'

export interface ApiOps {
  /** null = no cache. */
  store: CacheStore | null
  ttlSeconds: Record<CacheFamily, number>
  budgets: Budgets
  audit: AuditLog | null
  metrics: Metrics
  logger: Logger
  maxBodyBytes?: number
  /**
   * Send `X-Cache` and `Age` (CACHE_DEBUG_HEADERS=1): for operators and tests only. To users they
   * would say what colleagues looked at, and when (a hit is a page someone opened before).
   */
  cacheHeaders?: boolean
}

/**
 * The binding under which a batch (proxy/gateway/batch.ts) hands each of its requests the verdict of the
 * per-minute rate, counted for the whole batch at once: `{ refusal }`, null when within the rate.
 */
export const RATE_VERDICT_BINDING = 'explorerRateVerdict'
export interface RateVerdict {
  refusal: BudgetRefusal | null
}

type Forward = (request: Request) => Promise<Response>

const requestDirectives = (headers: Headers) => {
  const value = `${headers.get('cache-control') ?? ''},${headers.get('pragma') ?? ''}`.toLowerCase()
  return { noStore: value.includes('no-store'), noCache: value.includes('no-cache') }
}

export function createApiPipeline(ops: ApiOps) {
  const { store, metrics, budgets } = ops
  // Identical cache misses in flight: the first asks the upstream, the others wait for its answer.
  const flights = new Map<string, Promise<CachedAnswer | null>>()

  async function handle(c: Context, forward: Forward): Promise<Response> {
    const started = performance.now()
    const request = c.req.raw
    const url = new URL(request.url)
    const method = request.method
    const checked = toUpstreamPath(url.pathname)
    // Refusals of the forwarder itself (method, path) cost nothing and count against nothing.
    if (!checked.ok || (method !== 'GET' && method !== 'POST')) return forward(request)

    const who = requestIdentity(c)
    const family = cacheFamily(method, checked.path)
    const label = family ?? 'other'
    const pathAndQuery = checked.path + url.search

    const done = (response: Response, cache: CacheOutcome, refused?: BudgetRefusal['kind']) => {
      const ms = performance.now() - started
      metrics.requests.inc({ family: label, method, status: response.status, cache })
      metrics.requestSeconds.observe({ family: label, cache }, ms / 1000)
      if (ops.cacheHeaders && cache !== 'none') response.headers.set('x-cache', cache.toUpperCase())
      ops.audit?.record({
        user: who.key,
        method,
        path: pathAndQuery,
        status: response.status,
        durationMs: ms,
        cached: cache === 'hit',
        ...(refused ? { refused } : {}),
      })
      ops.logger.debug(
        { user: who.key, method, path: checked.path, status: response.status, ms, cache },
        'api request',
      )
      return response
    }
    const refuse = (refusal: BudgetRefusal) => {
      metrics.budgetRefusals.inc({ budget: refusal.kind })
      ops.logger.info({ user: who.key, budget: refusal.kind }, 'budget reached')
      return done(budgetRefusalResponse(refusal), 'none', refusal.kind)
    }
    const callUpstream = async (upstreamRequest: Request) => {
      const refusal = await budgets.takeUpstreamCall(who.key)
      if (refusal) return refusal
      const callStarted = performance.now()
      const response = await forward(upstreamRequest)
      metrics.upstreamSeconds.observe({ family: label }, (performance.now() - callStarted) / 1000)
      metrics.upstreamCalls.inc({ family: label, status: response.status })
      // A client that went away aborts its upstream call: not the upstream's fault.
      if (response.status >= 500 && !request.signal.aborted) {
        metrics.upstreamErrors.inc({ family: label, reason: String(response.status) })
        ops.logger.warn({ path: checked.path, status: response.status }, 'upstream error')
      }
      return response
    }

    const verdict = (c.env as Record<string, unknown> | undefined)?.[RATE_VERDICT_BINDING] as
      RateVerdict | undefined
    const rate = verdict ? verdict.refusal : await budgets.takeRequest(who.key)
    if (rate) return refuse(rate)

    const ttl = family ? ops.ttlSeconds[family] : 0
    const directives = requestDirectives(request.headers)
    let upstreamRequest = request
    let key: string | null = null
    if (store && family && ttl > 0 && !directives.noStore) {
      let body: string | null = ''
      if (method === 'POST') {
        const read = await readLimitedBody(request, ops.maxBodyBytes)
        if (!read.ok) return done(jsonError(read.status, read.detail), 'none')
        upstreamRequest = new Request(request.url, {
          method,
          headers: request.headers,
          body: read.body,
          signal: request.signal,
        })
        body = canonicalBody(read.body)
      }
      // A body that is not JSON gets a refusal from the upstream, and refusals are never kept.
      if (body !== null)
        key = cacheKey(method, checked.path, url.search, body, varyValues(request.headers))
    }

    if (!key) {
      const response = await callUpstream(upstreamRequest)
      if (!(response instanceof Response)) return refuse(response)
      return done(response, 'bypass')
    }

    if (!directives.noCache) {
      const cached = await store!.get(key)
      if (cached) {
        metrics.cacheHits.inc({ family: label, source: 'cache' })
        return done(answerResponse(cached, ops.cacheHeaders), 'hit')
      }
    }
    const inFlight = flights.get(key)
    if (inFlight) {
      metrics.flightWaiters.inc()
      const shared = await inFlight.finally(() => metrics.flightWaiters.dec())
      if (shared) {
        metrics.cacheHits.inc({ family: label, source: 'in-flight' })
        return done(answerResponse(shared), 'hit')
      }
    }

    let settle: (answer: CachedAnswer | null) => void = () => undefined
    const flight = new Promise<CachedAnswer | null>((resolve) => (settle = resolve))
    flights.set(key, flight)
    try {
      const response = await callUpstream(upstreamRequest)
      if (!(response instanceof Response)) return refuse(response)
      metrics.cacheMisses.inc({ family: label })
      const read = await readAnswer(response)
      if (!read.complete) return done(read.response, 'miss')
      // The client that led this flight went away, so its answer (an error the abort caused, most
      // likely) says nothing about the question: waiting requests ask for themselves.
      if (request.signal.aborted) return done(answerResponse(read.answer), 'miss')
      if (read.storable) await store!.set(key, read.kept, ttl * 1000)
      // Waiting requests share even an error: they asked the same thing at the same moment.
      settle(read.answer)
      metrics.cacheBytes.set(store!.size() ?? 0)
      return done(answerResponse(read.answer), 'miss')
    } finally {
      if (flights.get(key) === flight) flights.delete(key)
      settle(null)
    }
  }

  /**
   * Counts a batch's `count` requests against the per-minute rate at once, as if sent one by one
   * (a duplicate too, though the batch fetches it once); each verdict goes with its request.
   */
  const countRequests = async (c: Context, count: number): Promise<RateVerdict[]> =>
    (await budgets.takeRequests(requestIdentity(c).key, count)).map((refusal) => ({ refusal }))

  return Object.assign(handle, { countRequests })
}

export type ApiHandler = ReturnType<typeof createApiPipeline>
