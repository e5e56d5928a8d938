/**
 * The team server over real parts: a real `redis-server` (Debian's) on a free port, two `npm start`
 * processes sharing it, and an upstream in this process that counts the calls it gets. A cache hit
 * in one process is a hit in the other, a budget spent in one is spent in both; health, readiness,
 * metrics, logs without the key, and a shutdown that lets a request in flight finish.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync, statSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startProxy, startRedis, type Proxy } from '../testing/processes'

const KEY = 'sk-ops-process-test-5e4d3c2b1a09f8e7'

let redis: { url: string; child: ChildProcess }
let upstream: Server
const upstreamCalls: string[] = []
let a: Proxy
let b: Proxy
const auditPath = join(mkdtempSync(join(tmpdir(), 'ops-processes-')), 'audit.jsonl')

beforeAll(async () => {
  redis = await startRedis()
  upstream = createServer((request, response) => {
    // Readiness asks without the key: answer it as the real service would.
    if (request.headers['x-api-key'] !== KEY) {
      response.writeHead(401, { 'content-type': 'application/json' })
      return response.end('{"detail":"Could not validate credentials."}')
    }
    upstreamCalls.push(request.url!)
    const delay = request.url!.includes('slow') ? 1500 : 0
    setTimeout(() => {
      response.writeHead(200, { 'content-type': 'application/json' })
      response.end(JSON.stringify({ url: request.url }))
    }, delay)
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const env = {
    DATAHUB_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    DATAHUB_API_KEY: KEY,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `test${Date.now()}:`,
    BUDGET_UPSTREAM_PER_DAY: '4',
    AUDIT_LOG: auditPath,
    LOG_LEVEL: 'debug',
    // The tests read X-Cache (users never see it: cache-headers.test.ts).
    CACHE_DEBUG_HEADERS: '1',
  }
  ;[a, b] = await Promise.all([startProxy(env), startProxy(env)])
})

afterAll(async () => {
  for (const proxy of [a, b]) proxy?.child.kill('SIGKILL')
  redis?.child.kill('SIGKILL')
  await new Promise((resolve) => upstream?.close(resolve))
})

const get = (proxy: Proxy, path: string) => fetch(`${proxy.base}api/v2${path}`)

describe('two server processes sharing one Redis', () => {
  it('a cache hit in one is a hit in the other', async () => {
    const first = await get(a, '/search/fusion?q=shared&limit=5')
    const second = await get(b, '/search/fusion?limit=5&q=shared')
    expect(first.headers.get('x-cache')).toBe('MISS')
    expect(second.headers.get('x-cache')).toBe('HIT')
    expect(await second.json()).toEqual(await first.json())
    expect(upstreamCalls.filter((url) => url.includes('shared'))).toHaveLength(1)
  })

  it('drains a request in flight on SIGTERM, then exits cleanly', async () => {
    const slow = get(a, '/search/fusion?q=slow')
    // In flight once the upstream has it (it answers 1.5 s later): then the signal comes.
    await vi.waitFor(() => expect(upstreamCalls.some((url) => url.includes('slow'))).toBe(true), {
      timeout: 10_000,
      interval: 20,
    })
    a.child.kill('SIGTERM')
    const response = await slow
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ url: '/api/v2/search/fusion?q=slow' })
    expect(await a.exited).toBe(0)
    expect(a.output()).toContain('shutdown: drained')
    await expect(fetch(`${a.base}healthz`)).rejects.toThrow()
  })

  it('a budget spent in one is spent in both', async () => {
    // Two of the 4 daily upstream calls went through the first process (now stopped).
    expect((await get(b, '/search/fusion?q=one')).status).toBe(200)
    expect((await get(b, '/search/fusion?q=two')).status).toBe(200)
    const refused = await get(b, '/search/fusion?q=three')
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-budget')).toBe('daily')
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/today's budget of 4/)
    // What either process has cached is still served.
    expect((await get(b, '/search/fusion?q=one')).headers.get('x-cache')).toBe('HIT')
  })
})

describe('operations', () => {
  it('answers /healthz, /readyz (the upstream and Redis answer) and /metrics without a session', async () => {
    expect(await (await fetch(`${b.base}healthz`)).json()).toEqual({ status: 'ok' })
    const ready = await fetch(`${b.base}readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      upstream: { ok: true, status: 401 },
      redis: 'ok',
    })
    const metrics = await (await fetch(`${b.base}metrics`)).text()
    expect(metrics).toContain('explorer_cache_hits_total{family="search",source="cache"}')
    expect(metrics).toContain('explorer_budget_refusals_total{budget="daily"} 1')
    expect(metrics).toMatch(/explorer_api_request_duration_seconds_bucket/)
    expect(metrics).toContain('explorer_process_resident_memory_bytes')
  })

  it('keeps the key out of logs and the audit file', async () => {
    const audit = readFileSync(auditPath, 'utf8')
    expect(audit.trim().split('\n').length).toBeGreaterThanOrEqual(6)
    expect(audit).toContain('"user":"addr:127.0.0.1"')
    for (const text of [audit, a.output(), b.output()]) expect(text).not.toContain(KEY)
    // Who looked at what: readable by the server's user only.
    expect(statSync(auditPath).mode & 0o777).toBe(0o600)
    expect(b.output()).toContain('"msg":"api request"')
  })
})
