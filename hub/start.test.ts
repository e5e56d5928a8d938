/**
 * hub/start.ts: the one start of the embedded hub answers the same in this thread and on worker
 * threads, describes itself without the key, and closes cleanly.
 */
import { readHubEnv } from './env'
import { startHub, type StartedHub } from './start'
import { TEST_DB_PATH, openTestDb } from './testing/test-hub'

const KEY = 'start-test-key-71c3'
const env = (workers: string, variants = 'none') =>
  readHubEnv({
    HUB_SCALE: 'small',
    HUB_SEED: '1',
    HUB_DB: TEST_DB_PATH,
    HUB_API_KEY: KEY,
    HUB_WORKERS: workers,
    HUB_VARIANTS: variants,
  })

const search = (hub: StartedHub) =>
  hub.fetch(
    new Request('http://hub.test/api/v2/search/entities/organization?q=GmbH&limit=3', {
      headers: { 'x-api-key': KEY },
    }),
  )

describe('startHub', () => {
  beforeAll(() => openTestDb(), 60_000)

  it('answers alike in this thread and on two worker threads', async () => {
    const lines: string[] = []
    const [inThread, pooled] = await Promise.all([
      startHub({ env: env('1'), log: (line) => lines.push(line) }),
      startHub({ env: env('2') }),
    ])
    try {
      expect(inThread.description).toMatch(/scale small, seed 1, in-process/)
      expect(pooled.description).toMatch(/2 worker threads/)
      for (const text of [inThread.description, pooled.description, ...lines])
        expect(text).not.toContain(KEY)
      expect(lines.some((line) => line.startsWith('database ready'))).toBe(true)
      const [a, b] = await Promise.all([search(inThread), search(pooled)])
      expect(a.status).toBe(200)
      expect(await b.json()).toEqual(await a.json())
    } finally {
      await Promise.all([inThread.close(), pooled.close()])
    }
  }, 60_000)

  it('names each injected fault in its log (HUB_FAULTS)', async () => {
    const lines: string[] = []
    const hub = await startHub({
      env: {
        ...env('1'),
        faults: { rates: { 503: 1 }, path: '^/search/entities/' },
      },
      log: (line) => lines.push(line),
    })
    try {
      expect((await search(hub)).status).toBe(503)
      expect(lines).toContain('injected fault 503: /search/entities/organization?q=GmbH&limit=3')
    } finally {
      await hub.close()
    }
  })

  it('threads the documented-variants mode to the worker threads', async () => {
    const [inThread, pooled] = await Promise.all([
      startHub({ env: env('1', 'documented') }),
      startHub({ env: env('2', 'documented') }),
    ])
    try {
      expect(pooled.description).toContain('documented variants')
      for (const hub of [inThread, pooled]) {
        const refused = await hub.fetch(
          new Request('http://hub.test/api/v2/relation/list/organization', {
            headers: { 'x-api-key': KEY },
          }),
        )
        expect(refused.status).toBe(403)
      }
      const [a, b] = await Promise.all([search(inThread), search(pooled)])
      const body = (await a.json()) as { results: { entity: { fb_entity_id: string } }[] }
      expect(await b.json()).toEqual(body)
    } finally {
      await Promise.all([inThread.close(), pooled.close()])
    }
  }, 60_000)
})
