/**
 * The worker pool answers exactly like the hub app in this thread (status, headers, bytes), lets a
 * caller abort a request the hub is still working on, and replaces a worker that dies.
 */
import { createHubApp } from './app'
import { openTestDb, TEST_DB_PATH } from './testing/test-hub'
import { startFaultyWorkerPool } from './testing/worker-pool-harness'
import { HubWorkerError, startHubWorkerPool, type HubWorkerPool } from './worker-pool'

const KEY = 'pool-test-key-9d2e'
const HANG = '^/search/fusion\\?q=hang$'
let pool: HubWorkerPool
let hangingPool: Awaited<ReturnType<typeof startFaultyWorkerPool>>

beforeAll(async () => {
  await openTestDb() // generates the shared small database once
  ;[pool, hangingPool] = await Promise.all([
    startHubWorkerPool({ dbPath: TEST_DB_PATH, apiKey: KEY, size: 2 }),
    startFaultyWorkerPool({
      dbPath: TEST_DB_PATH,
      apiKey: KEY,
      size: 2,
      faults: { rates: { hang: 1 }, path: HANG },
    }),
  ])
}, 60_000)
afterAll(async () => {
  await Promise.all([pool?.close(), hangingPool?.close()])
})

const request = (path: string, init: RequestInit = {}) =>
  new Request(`http://hub.test/api/v2${path}`, {
    ...init,
    headers: { 'x-api-key': KEY, ...init.headers },
  })

async function snapshot(response: Response) {
  return {
    status: response.status,
    headers: Object.fromEntries(response.headers),
    body: Buffer.from(await response.arrayBuffer()).toString('base64'),
  }
}

describe('hub worker pool', () => {
  it('answers like the in-process hub app', async () => {
    const db = await openTestDb()
    const app = createHubApp({ db, apiKey: KEY })
    const found = (await (await app.fetch(request('/search/data?q=a&limit=1'))).json()) as {
      results: { entity: { key: string } }[]
    }
    const streamId = found.results[0]?.entity.key
    expect(streamId).toBeTruthy()
    const cases: [string, RequestInit?][] = [
      ['/search/fusion?q=Berlin'],
      ['/search/entities/organization?q=GmbH&limit=5'],
      ['/entities/organization/get/0123456789abcdef0123456789abcdef'], // 404
      ['/nowhere'], // 404 of the router
      ['/search/entities/organization?q=a&limit=-1'], // 422
      [`/stream/data/${streamId}?limit=20`], // a msgpack page
      ['/search/fusion', { headers: { 'x-api-key': 'wrong' } }], // 401
      [
        '/relation/resolve/organization',
        { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } },
      ],
    ]
    for (const [path, init] of cases) {
      const expected = await snapshot(await app.fetch(request(path, init)))
      const actual = await snapshot(await pool.fetch(request(path, init)))
      expect(actual, path).toEqual(expected)
    }
    const page = await pool.fetch(request(`/stream/data/${streamId}?limit=20`))
    expect(page.headers.get('content-type')).toBe('application/msgpack')
    expect((await page.arrayBuffer()).byteLength).toBeGreaterThan(0)
  })

  it('rejects an aborted request at once and keeps serving', async () => {
    const controller = new AbortController()
    const held = hangingPool.hangs(1)
    const hanging = hangingPool.fetch(
      request('/search/fusion?q=hang', { signal: controller.signal }),
    )
    // Aborted while a worker is on it, not while it waits in the pool's queue.
    await held
    controller.abort(new Error('client went away'))
    await expect(hanging).rejects.toThrow('client went away')
    // Both workers still answer (the aborted one was told to stop waiting).
    for (let i = 0; i < 4; i++) {
      expect((await hangingPool.fetch(request('/search/fusion?q=Berlin'))).status).toBe(200)
    }
    const aborted = new AbortController()
    aborted.abort(new Error('already gone'))
    await expect(
      hangingPool.fetch(request('/search/fusion?q=Berlin', { signal: aborted.signal })),
    ).rejects.toThrow('already gone')
  })

  it('rejects the requests of a crashed worker and replaces it', async () => {
    const before = hangingPool.threadIds
    // One request per worker at a time: two hanging requests occupy both workers.
    const controllers = [new AbortController(), new AbortController()]
    const outcomes: (Error | 'pending')[] = ['pending', 'pending']
    const held = hangingPool.hangs(2)
    controllers.forEach((controller, i) => {
      hangingPool
        .fetch(request('/search/fusion?q=hang', { signal: controller.signal }))
        .catch((error: Error) => (outcomes[i] = error))
    })
    await held
    await hangingPool.crash(0)
    await vi.waitFor(() =>
      expect(outcomes.filter((o) => o instanceof HubWorkerError)).toHaveLength(1),
    )
    expect(outcomes).toContain('pending')
    for (const controller of controllers) controller.abort(new Error('done'))
    await vi.waitFor(() => expect(hangingPool.threadIds[0]).not.toBe(before[0]), {
      timeout: 20_000,
    })
    expect(hangingPool.threadIds[0]).toBeGreaterThan(0)
    for (let i = 0; i < 4; i++) {
      expect((await hangingPool.fetch(request('/search/fusion?q=Berlin'))).status).toBe(200)
    }
    expect(hangingPool.threadIds[1]).toBe(before[1])
  }, 30_000)
})
