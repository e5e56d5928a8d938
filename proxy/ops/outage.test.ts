/**
 * `npm start` with a real `redis-server` that goes away mid-run, over HTTP: a forged cache entry
 * is ignored and counted; the process stays ready and serves while Redis is down, budgets go on
 * from the last shared count instead of from zero, and it finds Redis again when it returns;
 * X-Forwarded-For counts behind TRUST_PROXY; and SIGTERM sent to the `npm start` process ends it
 * within its drain timeout although a connection idles and a request hangs.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync, readFileSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import { connect, type AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Redis } from 'ioredis'
import { startProxy, startRedis, type Proxy } from '../testing/processes'
import { cacheKey, varyValues } from './cache-key'

const KEY = 'sk-ops-outage-test-0a1b2c3d4e5f6a7b'
const PREFIX = `outage${Date.now()}:`
const ASKED = { accept: 'application/json', 'accept-language': 'en' }
const auditPath = join(mkdtempSync(join(tmpdir(), 'ops-outage-')), 'audit.jsonl')

let redis: { url: string; child: ChildProcess }
let upstream: Server
const upstreamCalls: string[] = []
let proxy: Proxy

beforeAll(async () => {
  redis = await startRedis()
  upstream = createServer((request, response) => {
    if (request.headers['x-api-key'] !== KEY) {
      response.writeHead(401, { 'content-type': 'application/json' })
      return response.end('{"detail":"Could not validate credentials."}')
    }
    upstreamCalls.push(request.url!)
    if (request.url!.includes('hang')) return // never answers
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ url: request.url, language: request.headers['accept-language'] }))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  proxy = await startProxy(
    {
      DATAHUB_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
      DATAHUB_API_KEY: KEY,
      REDIS_URL: redis.url,
      REDIS_PREFIX: PREFIX,
      AUTH_SECRET: 'outage-test-secret-0123456789abcdef',
      BUDGET_UPSTREAM_PER_DAY: '4',
      TRUST_PROXY: '1',
      SHUTDOWN_TIMEOUT_MS: '2000',
      AUDIT_LOG: auditPath,
      // The tests read X-Cache (users never see it: cache-headers.test.ts).
      CACHE_DEBUG_HEADERS: '1',
    },
    { viaNpm: true },
  )
})

afterAll(async () => {
  proxy?.child.kill('SIGKILL')
  redis?.child.kill('SIGKILL')
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

const get = (path: string, from: string, headers: Record<string, string> = ASKED) =>
  fetch(`${proxy.base}api/v2${path}`, { headers: { ...headers, 'x-forwarded-for': from } })

describe('the shared cache', () => {
  it('ignores and counts a forged entry, and never replays its HTML or cookie', async () => {
    const client = new Redis(redis.url)
    const name = `${PREFIX}cache:${cacheKey('GET', '/api/v2/search/fusion', '?q=forged', '', varyValues(new Headers(ASKED)))}`
    const meta = JSON.stringify({
      s: 200,
      h: [
        ['content-type', 'text/html'],
        ['set-cookie', 'dhx-session=stolen'],
      ],
      t: Date.now(),
    })
    await client.set(
      name,
      Buffer.concat([Buffer.alloc(32), Buffer.from(`${meta}\n<script>alert(1)</script>`)]),
    )
    client.disconnect()
    const response = await get('/search/fusion?q=forged', '198.51.100.1')
    expect(response.headers.get('x-cache')).toBe('MISS')
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(response.headers.getSetCookie()).toEqual([])
    expect(await response.json()).toMatchObject({ url: '/api/v2/search/fusion?q=forged' })
    const metrics = await (await fetch(`${proxy.base}metrics`)).text()
    expect(metrics).toContain('explorer_cache_forged_total 1')
    // The upstream's answer replaced it: now a signed hit.
    expect((await get('/search/fusion?q=forged', '198.51.100.1')).headers.get('x-cache')).toBe(
      'HIT',
    )
  })

  it('keeps answers in other languages apart', async () => {
    const german = await get('/search/fusion?q=sprache', '198.51.100.2', {
      ...ASKED,
      'accept-language': 'de',
    })
    expect(await german.json()).toMatchObject({ language: 'de' })
    const english = await get('/search/fusion?q=sprache', '198.51.100.2')
    expect(english.headers.get('x-cache')).toBe('MISS')
    expect(await english.json()).toMatchObject({ language: 'en' })
  })
})

describe('a Redis outage', () => {
  it('keeps the process ready and serving, and the budget going on from its last count', async () => {
    const from = '198.51.100.3'
    expect((await get('/search/fusion?q=o1', from)).status).toBe(200)
    expect((await get('/search/fusion?q=o2', from)).status).toBe(200)
    redis.child.kill('SIGKILL')
    await new Promise((resolve) => redis.child.on('exit', resolve))

    const ready = await fetch(`${proxy.base}readyz`)
    expect(ready.status).toBe(200)
    expect(await ready.json()).toMatchObject({
      status: 'ready',
      redis: 'unreachable',
      degraded: 'redis unreachable',
    })
    expect((await get('/search/fusion?q=o3', from)).status).toBe(200)
    expect((await get('/search/fusion?q=o4', from)).status).toBe(200)
    // Two before the outage, two during it: the day's 4 are spent (not 2 of a fresh 4).
    const refused = await get('/search/fusion?q=o5', from)
    expect(refused.status).toBe(429)
    expect(refused.headers.get('x-budget')).toBe('daily')
  })

  it('uses Redis again when it is back', async () => {
    const { port } = new URL(redis.url)
    redis = await startRedis(Number(port))
    for (let i = 0; i < 50; i++) {
      const body = (await (await fetch(`${proxy.base}readyz`)).json()) as { redis?: string }
      if (body.redis === 'ok') break
      await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(await (await fetch(`${proxy.base}readyz`)).json()).toMatchObject({ redis: 'ok' })
    expect((await get('/search/fusion?q=back', '198.51.100.4')).headers.get('x-cache')).toBe('MISS')
    expect((await get('/search/fusion?q=back', '198.51.100.5')).headers.get('x-cache')).toBe('HIT')
  })

  it('audited each request under the address X-Forwarded-For named (TRUST_PROXY=1)', () => {
    const audit = readFileSync(auditPath, 'utf8')
    expect(audit).toContain('"user":"addr:198.51.100.3"')
    expect(audit).not.toContain('"user":"addr:127.0.0.1"')
  })
})

describe('SIGTERM to `npm start`', () => {
  it('exits within the drain timeout while a connection idles and a request hangs', async () => {
    const { port } = new URL(proxy.base)
    const idle = connect(Number(port), '127.0.0.1')
    const idleClosed = new Promise<number>((resolve) =>
      idle.on('close', () => resolve(performance.now())),
    )
    let answered = ''
    idle.on('data', (chunk) => (answered += chunk.toString()))
    idle.write('GET /healthz HTTP/1.1\r\nHost: 127.0.0.1\r\nConnection: keep-alive\r\n\r\n')
    while (!answered.includes('"status":"ok"'))
      await new Promise((resolve) => setTimeout(resolve, 20))

    const hanging = get('/search/fusion?q=hang', '198.51.100.6').then(
      (response) => response.status,
      () => 'aborted',
    )
    while (!upstreamCalls.some((url) => url.includes('hang')))
      await new Promise((resolve) => setTimeout(resolve, 20))

    const signalled = performance.now()
    proxy.child.kill('SIGTERM')
    const exitCode = await proxy.exited
    const took = performance.now() - signalled
    // 2 s of drain, a bounded cleanup, and a loaded machine's slack.
    expect(took).toBeLessThan(6000)
    expect(exitCode).toBe(0)
    expect((await idleClosed) - signalled).toBeLessThan(1500)
    expect(await hanging).not.toBe(200)
    expect(proxy.output()).toContain('SIGTERM received')
    // Nothing was left running behind npm.
    await expect(fetch(`${proxy.base}healthz`)).rejects.toThrow()
  })
})
