/**
 * The cache, budgets and audit around the forwarder, through the proxy app with a fake upstream
 * that counts its calls (the processes, Redis and health routes: processes.test.ts).
 */
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Hono } from 'hono'
import { pino } from 'pino'
import { createProxyApp } from '../gateway/app'
import { createServerApp } from '../gateway/server-app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'
import { createApiPipeline } from './api-pipeline'
import { createAuditLog } from './audit'
import { createBudgets, createMemoryCounter } from './budgets'
import { DEFAULT_TTL_SECONDS } from './cache-key'
import { createMemoryStore } from './cache-store'
import { createMetrics } from './metrics'

type Respond = Parameters<typeof fakeUpstream>[0]

/** How many requests wait for an identical request's flight (the pipeline's own gauge). */
async function waiters(metrics: ReturnType<typeof createMetrics>) {
  const { values } = await metrics.flightWaiters.get()
  return values[0]?.value ?? 0
}

function opsProxy(
  respond: Respond = () => Response.json({ ok: true }),
  { rate = 0, daily = 0, maxBytes = 1024 * 1024 } = {},
) {
  const upstream = fakeUpstream(respond)
  const auditPath = join(mkdtempSync(join(tmpdir(), 'ops-audit-')), 'audit.jsonl')
  const audit = createAuditLog(auditPath, TEST_KEY)
  const metrics = createMetrics({ defaults: false })
  const handleApi = createApiPipeline({
    store: createMemoryStore(maxBytes),
    ttlSeconds: DEFAULT_TTL_SECONDS,
    budgets: createBudgets({
      counter: createMemoryCounter(),
      ratePerMinute: rate,
      upstreamCallsPerDay: daily,
    }),
    audit,
    metrics,
    logger: pino({ level: 'silent' }),
    // X-Cache and Age say what these tests check; users never see them (cache-headers.test.ts).
    cacheHeaders: true,
  })
  const app = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: { mode: 'remote', host: 'hub.example.test', scale: null },
    handleApi,
  })
  const auditLines = async () => {
    await audit.close()
    return readFileSync(auditPath, 'utf8')
  }
  return { app, calls: upstream.requests, metrics, auditLines }
}

const resolve = (body: string) => ({
  method: 'POST',
  body,
  headers: { 'content-type': 'application/json' },
})

describe('the shared cache', () => {
  it('answers a repeated GET (parameters in another order) from the cache and says so', async () => {
    const { app, calls, metrics } = opsProxy(() => Response.json({ results: [1, 2] }))
    const first = await app.request('/api/v2/search/entities/organization?q=Bau&limit=5')
    const second = await app.request('/api/v2/search/entities/organization?limit=5&q=Bau')
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(second.headers.get('age')).toBe('0')
    expect(await second.json()).toEqual({ results: [1, 2] })
    expect(calls).toHaveLength(1)
    const text = await metrics.registry.metrics()
    expect(text).toContain('explorer_cache_hits_total{family="search",source="cache"} 1')
  })

  it('shares one resolve between bodies that differ only in layout, not between parameters', async () => {
    const { app, calls } = opsProxy(() => Response.json({ data: [] }))
    const path = '/api/v2/relation/resolve/5906082026/abc'
    await app.request(path, resolve('{"params":{"a":1,"b":2}}'))
    const same = await app.request(path, resolve('{ "params": { "b": 2, "a": 1 } }'))
    const other = await app.request(path, resolve('{"params":{"a":1,"b":3}}'))
    expect(same.headers.get('x-cache')).toBe('HIT')
    expect(other.headers.get('x-cache')).toBe('MISS')
    expect(calls.map((call) => call.body)).toEqual([
      '{"params":{"a":1,"b":2}}',
      '{"params":{"a":1,"b":3}}',
    ])
  })

  it('never caches a data service invocation', async () => {
    const { app, calls } = opsProxy()
    for (let i = 0; i < 2; i++) {
      const response = await app.request('/api/v2/service/invoke', resolve('{"service_key":"1"}'))
      expect(response.headers.get('x-cache')).toBe('BYPASS')
    }
    expect(calls).toHaveLength(2)
  })

  it('honours Cache-Control: no-store from the client and from the upstream', async () => {
    const { app, calls } = opsProxy((request) =>
      Response.json(
        { ok: true },
        { headers: request.url.includes('private') ? { 'cache-control': 'no-store' } : {} },
      ),
    )
    const noStore = { headers: { 'cache-control': 'no-store' } }
    await app.request('/api/v2/search/fusion?q=a', noStore)
    const bypassed = await app.request('/api/v2/search/fusion?q=a', noStore)
    expect(bypassed.headers.get('x-cache')).toBe('BYPASS')
    await app.request('/api/v2/search/fusion?q=private')
    const again = await app.request('/api/v2/search/fusion?q=private')
    expect(again.headers.get('x-cache')).toBe('MISS')
    // The first no-store request was not stored either.
    expect((await app.request('/api/v2/search/fusion?q=a')).headers.get('x-cache')).toBe('MISS')
    expect(calls).toHaveLength(5)
  })

  it('never keeps an error, a torn body or JSON that does not parse', async () => {
    let call = 0
    const { app, calls } = opsProxy((request) => {
      call++
      if (request.url.includes('error')) return Response.json({ detail: 'busy' }, { status: 503 })
      if (request.url.includes('torn')) {
        const stream = new ReadableStream({
          start(controller) {
            controller.enqueue(new TextEncoder().encode('{"results":['))
            controller.error(new Error('connection reset'))
          },
        })
        return new Response(stream, { headers: { 'content-type': 'application/json' } })
      }
      return new Response('{"results": [', { headers: { 'content-type': 'application/json' } })
    })
    for (const q of ['error', 'torn', 'broken']) {
      const first = await app.request(`/api/v2/search/fusion?q=${q}`)
      const second = await app.request(`/api/v2/search/fusion?q=${q}`)
      expect(second.headers.get('x-cache'), q).toBe('MISS')
      if (q === 'torn') expect(first.status).toBe(502)
    }
    expect(call).toBe(6)
    expect(calls).toHaveLength(6)
  })

  it('expires answers after their family’s time to live', async () => {
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      const { app, calls } = opsProxy()
      await app.request('/api/v2/search/fusion?q=a')
      vi.setSystemTime(Date.now() + (DEFAULT_TTL_SECONDS.search - 1) * 1000)
      expect((await app.request('/api/v2/search/fusion?q=a')).headers.get('x-cache')).toBe('HIT')
      vi.setSystemTime(Date.now() + 2000)
      expect((await app.request('/api/v2/search/fusion?q=a')).headers.get('x-cache')).toBe('MISS')
      expect(calls).toHaveLength(2)
    } finally {
      vi.useRealTimers()
    }
  })

  it('asks the upstream once for identical requests in flight at the same time', async () => {
    let release: () => void = () => undefined
    const gate = new Promise<void>((resolve) => (release = resolve))
    const { app, calls, metrics } = opsProxy(async () => {
      await gate
      return Response.json({ ok: 'once' })
    })
    const pending = Array.from({ length: 5 }, () => app.request('/api/v2/entities/person/get/ab'))
    // Released once the other four wait for the first one's flight (the signal, not a delay).
    await vi.waitFor(async () => expect(await waiters(metrics)).toBe(4))
    release()
    const responses = await Promise.all(pending)
    expect(calls).toHaveLength(1)
    expect(responses.map((response) => response.headers.get('x-cache')).sort()).toEqual([
      'HIT',
      'HIT',
      'HIT',
      'HIT',
      'MISS',
    ])
    for (const response of responses) expect(await response.json()).toEqual({ ok: 'once' })
  })

  it('does not hand a request the error that another client’s abort caused', async () => {
    // An upstream that answers like the embedded hub: the first call hangs until its client goes
    // away and then fails; later calls answer.
    const { app, calls, metrics } = opsProxy(async (request) => {
      if (calls.length > 1) return Response.json({ ok: 'own answer' })
      await new Promise((resolve) => request.signal.addEventListener('abort', resolve))
      return Response.json({ detail: 'The client went away' }, { status: 503 })
    })
    const leader = new AbortController()
    const first = app.request('/api/v2/stream/data/1?skip=0', { signal: leader.signal })
    await vi.waitFor(() => expect(calls).toHaveLength(1))
    const second = app.request('/api/v2/stream/data/1?skip=0')
    await vi.waitFor(async () => expect(await waiters(metrics)).toBe(1))
    leader.abort()
    await Promise.resolve(first).catch(() => undefined)
    const answer = await second
    expect(answer.status).toBe(200)
    expect(await answer.json()).toEqual({ ok: 'own answer' })
    expect(calls).toHaveLength(2)
  })
})

describe('the in-memory store', () => {
  it('stays within its byte bound, dropping the least recently used answer', async () => {
    const store = createMemoryStore(1000)
    const answer = { status: 200, headers: [], body: new Uint8Array(300), storedAt: 0 }
    await store.set('a', answer, 60_000)
    await store.set('b', answer, 60_000)
    await store.get('a')
    await store.set('c', answer, 60_000)
    expect(store.size()).toBeLessThanOrEqual(1000)
    expect(await store.get('a')).not.toBeNull()
    expect(await store.get('b')).toBeNull()
    expect(await store.get('c')).not.toBeNull()
    await store.set('huge', { ...answer, body: new Uint8Array(2000) }, 60_000)
    expect(await store.get('huge')).toBeNull()
  })
})

describe('budgets', () => {
  it('refuse past the daily upstream budget with a readable 429, while cached answers still load', async () => {
    const { app, calls, metrics } = opsProxy(undefined, { daily: 2 })
    await app.request('/api/v2/search/fusion?q=a')
    await app.request('/api/v2/search/fusion?q=b')
    const refused = await app.request('/api/v2/search/fusion?q=c')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-budget')).toBe('daily')
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0)
    const reset = new Date(refused.headers.get('x-budget-reset')!)
    expect(reset.getUTCHours()).toBe(0)
    expect(reset.getTime()).toBeGreaterThan(Date.now())
    const body = (await refused.json()) as { detail: string }
    expect(body.detail).toMatch(/today's budget of 2 Data Hub calls.*resets at 00:00 UTC/)
    expect((await app.request('/api/v2/search/fusion?q=a')).status).toBe(200)
    expect(calls).toHaveLength(2)
    expect(await metrics.registry.metrics()).toContain(
      'explorer_budget_refusals_total{budget="daily"} 1',
    )
  })

  it('refuse past the request rate, cache hits included, until the minute ends', async () => {
    const { app } = opsProxy(undefined, { rate: 2 })
    await app.request('/api/v2/search/fusion?q=a')
    await app.request('/api/v2/search/fusion?q=a')
    const refused = await app.request('/api/v2/search/fusion?q=a')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-budget')).toBe('rate')
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(
      /limit of 2 requests per minute/,
    )
  })

  it('count per signed-in user when the auth middleware sets `user`, else per address', async () => {
    const { app: proxy, auditLines } = opsProxy(undefined, { daily: 1 })
    const { app } = createServerApp({ proxy, distDir: mkdtempSync(join(tmpdir(), 'dist-')) })
    const signedIn = new Hono<{ Variables: { user: { id: string; name: string } } }>()
    signedIn.use('*', async (c, next) => {
      const id = c.req.header('x-test-user')
      if (id) c.set('user', { id, name: id.toUpperCase() })
      await next()
    })
    signedIn.route('/', app)
    const as = (user: string) => ({ headers: { 'x-test-user': user } })
    expect((await signedIn.request('/api/v2/search/fusion?q=1', as('alice'))).status).toBe(200)
    expect((await signedIn.request('/api/v2/search/fusion?q=2', as('alice'))).status).toBe(429)
    expect((await signedIn.request('/api/v2/search/fusion?q=3', as('bob'))).status).toBe(200)
    expect((await signedIn.request('/api/v2/search/fusion?q=4')).status).toBe(200)
    const users = (await auditLines())
      .trim()
      .split('\n')
      .map((line) => (JSON.parse(line) as { user: string }).user)
    expect(users).toEqual(['user:alice', 'user:alice', 'user:bob', 'addr:unknown'])
  })
})

describe('the audit log', () => {
  it('records every request with its user, status, duration and cache outcome, never the key', async () => {
    const { app, auditLines } = opsProxy(() =>
      Response.json({ detail: `bad key ${TEST_KEY}` }, { status: 401 }),
    )
    await app.request(`/api/v2/search/fusion?q=${TEST_KEY}`, {
      headers: { 'x-api-key': TEST_KEY },
    })
    const text = await auditLines()
    expect(text).not.toContain(TEST_KEY)
    expect(JSON.parse(text.trim())).toMatchObject({
      user: 'addr:unknown',
      method: 'GET',
      path: '/api/v2/search/fusion?q=[redacted]',
      status: 401,
      cached: false,
      duration_ms: expect.any(Number),
      time: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
    })
  })
})
