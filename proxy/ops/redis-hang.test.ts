/**
 * A Redis that hangs (stopped with SIGSTOP: its port still accepts connections, nothing answers)
 * must not hang the server: `npm start` with AUTH=basic and a real `redis-server`, over HTTP. While
 * it is stopped, the API, /readyz and sign-in answer within a few seconds by the documented
 * fallback (no shared cache, budgets and sign-in attempts counted in the process); after SIGCONT
 * the server uses Redis again.
 */
import type { ChildProcess } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { hashPassword, writeUsers } from '../auth/users-file'
import { startProxy, startRedis, type Proxy } from '../testing/processes'

const KEY = 'sk-redis-hang-test-1f2e3d4c5b6a7988'
const PASSWORD = 'correct horse battery'
/** What "within a few seconds" means here: the command timeout is 1 s, and a loaded machine. */
const FEW_SECONDS = 5_000

let redis: { url: string; child: ChildProcess }
let upstream: Server
let proxy: Proxy
let stopped = false

beforeAll(async () => {
  redis = await startRedis()
  upstream = createServer((request, response) => {
    if (request.headers['x-api-key'] !== KEY) {
      response.writeHead(401, { 'content-type': 'application/json' })
      return response.end('{"detail":"Could not validate credentials."}')
    }
    response.writeHead(200, { 'content-type': 'application/json' })
    response.end(JSON.stringify({ url: request.url }))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const dir = mkdtempSync(join(tmpdir(), 'redis-hang-'))
  const usersFile = join(dir, 'users.json')
  await writeUsers(usersFile, [
    { id: 'alice', name: 'Alice', hash: await hashPassword(PASSWORD, 4) },
  ])
  proxy = await startProxy({
    DATAHUB_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    DATAHUB_API_KEY: KEY,
    REDIS_URL: redis.url,
    REDIS_PREFIX: `hang${Date.now()}:`,
    AUTH: 'basic',
    AUTH_USERS_FILE: usersFile,
    AUTH_SECRET: 'redis-hang-test-secret-0123456789abcdef',
    BUDGET_UPSTREAM_PER_DAY: '100',
    BUDGET_RATE_PER_MINUTE: '100',
    AUDIT_LOG: 'off',
    CACHE_DEBUG_HEADERS: '1',
  })
})

afterAll(async () => {
  if (stopped) redis?.child.kill('SIGCONT')
  proxy?.child.kill('SIGKILL')
  redis?.child.kill('SIGKILL')
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

const signIn = (password: string) =>
  fetch(`${proxy.base}auth/sign-in`, {
    method: 'POST',
    redirect: 'manual',
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      origin: proxy.base.replace(/\/$/, ''),
      'sec-fetch-site': 'same-origin',
    },
    body: new URLSearchParams({ username: 'alice', password, next: '/' }),
  })

let cookie = ''
const api = (query: string) =>
  fetch(`${proxy.base}api/v2/search/fusion?q=${query}`, { headers: { cookie } })

/** The answer and how long it took. */
async function timed<T>(work: () => Promise<T>): Promise<{ value: T; ms: number }> {
  const started = performance.now()
  const value = await work()
  return { value, ms: performance.now() - started }
}

describe('a Redis that stops answering', () => {
  it('serves through Redis while it answers', async () => {
    const signedIn = await signIn(PASSWORD)
    expect(signedIn.status).toBe(303)
    cookie = signedIn.headers.getSetCookie()[0]!.split(';')[0]!
    expect((await api('before')).headers.get('x-cache')).toBe('MISS')
    expect((await api('before')).headers.get('x-cache')).toBe('HIT')
  })

  it('answers the API, /readyz and sign-in within a few seconds while Redis hangs', async () => {
    redis.child.kill('SIGSTOP')
    stopped = true
    // The first request meets the hung connection; the next ones find it given up.
    for (const query of ['during-1', 'during-2', 'before']) {
      const { value: response, ms } = await timed(() => api(query))
      expect(response.status, query).toBe(200)
      expect(ms, query).toBeLessThan(FEW_SECONDS)
      expect(await response.json()).toEqual({ url: `/api/v2/search/fusion?q=${query}` })
    }
    const ready = await timed(() => fetch(`${proxy.base}readyz`))
    expect(ready.ms).toBeLessThan(FEW_SECONDS)
    expect(ready.value.status).toBe(200)
    expect(await ready.value.json()).toMatchObject({ redis: 'unreachable' })

    const wrong = await timed(() => signIn('wrong password'))
    expect(wrong.ms).toBeLessThan(FEW_SECONDS)
    expect(wrong.value.status).toBe(401)
    const right = await timed(() => signIn(PASSWORD))
    expect(right.ms).toBeLessThan(FEW_SECONDS)
    expect(right.value.status).toBe(303)
  })

  it('uses Redis again once it answers', async () => {
    redis.child.kill('SIGCONT')
    stopped = false
    let redisState: unknown
    for (let waited = 0; waited < 20_000 && redisState !== 'ok'; waited += 200) {
      redisState = ((await (await fetch(`${proxy.base}readyz`)).json()) as { redis?: string }).redis
      if (redisState !== 'ok') await new Promise((resolve) => setTimeout(resolve, 200))
    }
    expect(redisState).toBe('ok')
    expect((await api('after')).headers.get('x-cache')).toBe('MISS')
    expect((await api('after')).headers.get('x-cache')).toBe('HIT')
  })
})
