/**
 * The batch route through the proxy app with a fake upstream: each request of a batch is
 * forwarded as if sent alone (key, path, its own answer), at most BATCH_CONCURRENCY at a time, and
 * the team server's budgets count every one of them.
 */
import { pino } from 'pino'
import { createProxyApp } from './app'
import { BATCH_CONCURRENCY, BATCH_PATH, MAX_BATCH_REQUESTS, mapLimited } from './batch'
import { createApiPipeline } from '../ops/api-pipeline'
import { createBudgets, createMemoryCounter } from '../ops/budgets'
import { DEFAULT_TTL_SECONDS } from '../ops/cache-key'
import { createMetrics } from '../ops/metrics'
import { proxyWith, fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'

const post = (body: unknown) => ({
  method: 'POST',
  body: typeof body === 'string' ? body : JSON.stringify(body),
  headers: { 'content-type': 'application/json' },
})

interface Answers {
  answers: { status: number; headers: Record<string, string>; body: string }[]
}

describe('POST /api/explorer/batch', () => {
  it('forwards each GET with the key and answers each with its own status and body, in order', async () => {
    const { app, requests } = proxyWith((request) => {
      const path = new URL(request.url).pathname
      return path.endsWith('/missing')
        ? Response.json({ detail: 'NOT_FOUND' }, { status: 404 })
        : Response.json({ path, query: new URL(request.url).search })
    })
    const response = await app.request(
      BATCH_PATH,
      post({
        requests: [
          '/api/v2/search/entities/organization?limit=1&q=a',
          '/api/v2/stream/base/missing',
        ],
      }),
    )
    expect(response.status).toBe(200)
    const { answers } = (await response.json()) as Answers
    expect(answers.map((answer) => answer.status)).toEqual([200, 404])
    expect(JSON.parse(answers[0]!.body)).toEqual({
      path: '/api/v2/search/entities/organization',
      query: '?limit=1&q=a',
    })
    expect(JSON.parse(answers[1]!.body)).toEqual({ detail: 'NOT_FOUND' })
    expect(answers[0]!.headers['content-type']).toMatch(/^application\/json/)
    expect(requests.map((request) => request.url).sort()).toEqual([
      `${TEST_UPSTREAM}/api/v2/search/entities/organization?limit=1&q=a`,
      `${TEST_UPSTREAM}/api/v2/stream/base/missing`,
    ])
    expect(requests.every((request) => request.headers['x-api-key'] === TEST_KEY)).toBe(true)
    expect(requests.every((request) => request.method === 'GET')).toBe(true)
  })

  it('keeps at most BATCH_CONCURRENCY upstream calls in flight', async () => {
    // Every upstream answer is held until the test lets it go, one at a time, so the calls the
    // batch starts meanwhile show how many it keeps in flight.
    const held = heldCalls()
    let most = 0
    const { app, requests } = proxyWith(async () => {
      const released = held.call()
      most = Math.max(most, held.count)
      await released
      return Response.json({ ok: true })
    })
    const paths = Array.from({ length: 20 }, (_, index) => `/api/v2/stream/base/${index}`)
    const answered = app.request(BATCH_PATH, post({ requests: paths }))
    for (let released = 0; released < paths.length; released++) {
      await held.reaching(Math.min(BATCH_CONCURRENCY, paths.length - released))
      // The batch goes through the pipeline in microtasks: a call started beyond the limit
      // arrives before the event loop's next turn.
      await new Promise((resolve) => setImmediate(resolve))
      held.releaseOne()
    }
    const response = await answered
    expect(response.status).toBe(200)
    expect(requests).toHaveLength(20)
    expect(most).toBe(BATCH_CONCURRENCY)
  })

  it('refuses what is not a batch of /api/v2 paths, asking nothing upstream', async () => {
    const { app, requests } = proxyWith()
    const refusals = [
      post('not json'),
      post({}),
      post({ requests: [] }),
      post({ requests: ['/api/explorer/upstream'] }),
      post({ requests: ['https://elsewhere.example/api/v2/x'] }),
      post({ requests: [42] }),
      post({ requests: Array.from({ length: MAX_BATCH_REQUESTS + 1 }, () => '/api/v2/x') }),
    ]
    for (const init of refusals) {
      const response = await app.request(BATCH_PATH, init)
      expect(response.status).toBe(400)
      expect(((await response.json()) as { detail: string }).detail).toBeTruthy()
    }
    const get = await app.request(BATCH_PATH)
    expect(get.status).toBe(405)
    const crossSite = await app.request(BATCH_PATH, {
      ...post({ requests: ['/api/v2/x'] }),
      headers: { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
    })
    expect(crossSite.status).toBe(403)
    expect(requests).toHaveLength(0)
  })

  it('counts every request of a batch against the budgets, as if sent one by one', async () => {
    const upstream = fakeUpstream()
    const handleApi = createApiPipeline({
      store: null,
      ttlSeconds: DEFAULT_TTL_SECONDS,
      budgets: createBudgets({
        counter: createMemoryCounter(),
        ratePerMinute: 0,
        upstreamCallsPerDay: 3,
      }),
      audit: null,
      metrics: createMetrics({ defaults: false }),
      logger: pino({ level: 'silent' }),
    })
    const app = createProxyApp({
      upstream: TEST_UPSTREAM,
      apiKey: TEST_KEY,
      fetch: upstream.fetch,
      upstreamInfo: { mode: 'remote', host: 'hub.example.test', scale: null },
      handleApi,
    })
    const paths = Array.from({ length: 5 }, (_, index) => `/api/v2/stream/base/${index}`)
    const { answers } = (await (
      await app.request(BATCH_PATH, post({ requests: paths }))
    ).json()) as Answers
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(3)
    const refused = answers.filter((answer) => answer.status === 429)
    expect(refused).toHaveLength(2)
    expect(refused[0]!.headers['x-budget']).toBe('daily')
    expect(upstream.requests).toHaveLength(3)
  })
})

describe('mapLimited', () => {
  it('keeps the order of the items, whatever order the work finishes in', async () => {
    const items = ['a', 'b', 'c', 'd']
    const finish = new Map<string, (value: string) => void>()
    const started = heldCalls() // never released: counts the items started
    const results = mapLimited(items, 2, (item) => {
      void started.call()
      return new Promise<string>((resolve) => finish.set(item, resolve))
    })
    // Finishes b, c, d, then a: each finish lets the next item start.
    await started.reaching(2)
    finish.get('b')!('B')
    await started.reaching(3)
    finish.get('c')!('C')
    await started.reaching(4)
    finish.get('d')!('D')
    finish.get('a')!('A')
    expect(await results).toEqual(['A', 'B', 'C', 'D'])
  })
})

/**
 * Calls that wait until the test releases them (oldest first); `reaching(n)` resolves once `n`
 * calls are waiting.
 */
function heldCalls() {
  const waiting: (() => void)[] = []
  let watchers: { count: number; resolve: () => void }[] = []
  const notify = () => {
    for (const watcher of watchers) if (waiting.length >= watcher.count) watcher.resolve()
    watchers = watchers.filter((watcher) => waiting.length < watcher.count)
  }
  return {
    get count() {
      return waiting.length
    },
    call(): Promise<void> {
      const released = new Promise<void>((resolve) => waiting.push(resolve))
      notify()
      return released
    },
    reaching(count: number): Promise<void> {
      return new Promise((resolve) => {
        watchers.push({ count, resolve })
        notify()
      })
    },
    releaseOne() {
      waiting.shift()?.()
    },
  }
}
