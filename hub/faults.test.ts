import type { Database } from 'better-sqlite3'
import { setFlagsFromString } from 'node:v8'
import { runInNewContext } from 'node:vm'
import { createHubApp } from './app'
import { readHubEnv } from './env'
import { parseHubFaults, type HubFaults } from './faults'
import { openTestDb, TEST_API_KEY } from './testing/test-hub'

/** V8's full collection, without starting the test process with --expose-gc. */
setFlagsFromString('--expose-gc')
const collectGarbage = runInNewContext('gc') as () => void

let db: Database
beforeAll(async () => {
  db = await openTestDb()
})

const headers = { 'X-API-KEY': TEST_API_KEY }
const SEARCH = '/api/v2/search/entities/organization?q=gmbh'
const RELATIONS = '/api/v2/relation/list/organization'

const faulty = (faults: HubFaults) => createHubApp({ db, apiKey: TEST_API_KEY, faults })
/** A random source that returns the given draws in turn. */
const draws = (...values: number[]) => {
  let index = 0
  return () => values[index++ % values.length]!
}

describe('hub fault injection', () => {
  it('adds latency', async () => {
    const app = faulty({ latencyMs: 150 })
    const started = performance.now()
    expect((await app.request(SEARCH, { headers })).status).toBe(200)
    expect(performance.now() - started).toBeGreaterThanOrEqual(140)
  })

  it('answers 429 with Retry-After, 500 and 503 with the documented bodies', async () => {
    const limited = await faulty({ rates: { 429: 1 }, retryAfterSeconds: 3 }).request(SEARCH, {
      headers,
    })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('3')
    expect(await limited.json()).toEqual({ detail: 'RATE_LIMITED' })

    const failed = await faulty({ rates: { 500: 1 } }).request(SEARCH, { headers })
    expect(failed.status).toBe(500)
    expect(await failed.json()).toEqual({ detail: 'Internal server error' })

    const unavailable = await faulty({ rates: { 503: 1 } }).request(SEARCH, { headers })
    expect(unavailable.status).toBe(503)
    expect(unavailable.headers.get('retry-after')).toBe('1')
    expect((await unavailable.json()).detail).toMatch(/unavailable/)
  })

  it('draws each request against the rates in turn', async () => {
    const app = faulty({ rates: { 429: 0.2, 500: 0.3 }, random: draws(0.1, 0.25, 0.6) })
    const statuses = []
    for (let index = 0; index < 3; index++)
      statuses.push((await app.request(SEARCH, { headers })).status)
    expect(statuses).toEqual([429, 500, 200])
  })

  it('keeps the deterministic every-n-th mode', async () => {
    const app = faulty({ failEvery: 2, status: 502 })
    expect((await app.request(SEARCH, { headers })).status).toBe(200)
    expect((await app.request(SEARCH, { headers })).status).toBe(502)
  })

  it('truncates a JSON body: a prefix of the real answer that does not parse', async () => {
    const whole = await (await faulty({}).request(SEARCH, { headers })).text()
    const response = await faulty({ rates: { truncated: 1 } }).request(SEARCH, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    expect(response.headers.get('content-length')).toBeNull()
    const text = await response.text()
    expect(text.length).toBeGreaterThan(0)
    expect(whole.startsWith(text)).toBe(true)
    expect(() => JSON.parse(text)).toThrow()
  })

  it('sends a malformed body under a JSON content type', async () => {
    const response = await faulty({ rates: { malformed: 1 } }).request(SEARCH, { headers })
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toContain('application/json')
    const text = await response.text()
    expect(text).toContain('Bad Gateway')
    expect(() => JSON.parse(text)).toThrow()
  })

  it('hangs until the client aborts', async () => {
    const controller = new AbortController()
    let settled = false
    let hung!: () => void
    const hanging = new Promise<void>((resolve) => (hung = resolve))
    const app = faulty({ rates: { hang: 1 }, onFault: (kind) => kind === 'hang' && hung() })
    const pending = Promise.resolve(
      app.request(SEARCH, { headers, signal: controller.signal }),
    ).then((response) => {
      settled = true
      return response
    })
    await hanging
    // A collection while it hangs must not lose the request (its signal follows ours weakly).
    // Each round yields to the event loop, where an answer that did not hang would arrive.
    for (let round = 0; round < 3; round++) {
      collectGarbage()
      await new Promise((resolve) => setImmediate(resolve))
    }
    expect(settled).toBe(false)
    controller.abort()
    const response = await pending
    expect(response.status).toBeGreaterThanOrEqual(500)
  })

  it('restricts faults to a path pattern', async () => {
    const app = faulty({ rates: { 503: 1 }, path: '^/relation/' })
    expect((await app.request(SEARCH, { headers })).status).toBe(200)
    expect((await app.request(RELATIONS, { headers })).status).toBe(503)
  })

  it('faults only the first n requests to each URL when asked, so a retry gets through', async () => {
    const app = faulty({ rates: { 429: 1 }, firstPerUrl: 1 })
    expect((await app.request(SEARCH, { headers })).status).toBe(429)
    expect((await app.request(SEARCH, { headers })).status).toBe(200)
    expect((await app.request(RELATIONS, { headers })).status).toBe(429)
  })

  it('checks the key before injecting anything', async () => {
    const response = await faulty({ rates: { 503: 1 } }).request(SEARCH)
    expect(response.status).toBe(401)
  })
})

describe('HUB_FAULTS and HUB_HOSTILE', () => {
  it('parses the documented JSON form', () => {
    expect(parseHubFaults('{"latencyMs":200,"rates":{"429":0.2},"path":"^/search/"}')).toEqual({
      latencyMs: 200,
      rates: { 429: 0.2 },
      path: '^/search/',
    })
  })

  it('rejects bad configurations with a message naming the variable', () => {
    expect(() => parseHubFaults('{oops')).toThrow(/HUB_FAULTS: not valid JSON/)
    expect(() => parseHubFaults('{"rates":{"429":0.7,"500":0.5}}')).toThrow(/add up/)
    expect(() => parseHubFaults('{"rates":{"418":0.1}}')).toThrow(/HUB_FAULTS\.rates/)
    expect(() => parseHubFaults('{"path":"("}')).toThrow(/regular expression/)
    expect(() => parseHubFaults('{"latency":5}')).toThrow(/HUB_FAULTS/)
    expect(() => readHubEnv({ HUB_FAULTS: '{"rates":{"500":2}}' })).toThrow(
      /Invalid hub configuration: HUB_FAULTS/,
    )
  })

  it('reads faults and hostile mode; a hostile hub gets its own database file', () => {
    const env = readHubEnv(
      { HUB_FAULTS: '{"rates":{"503":0.5}}', HUB_HOSTILE: '1', HUB_SCALE: 'small' },
      '/repo',
    )
    expect(env.faults).toEqual({ rates: { 503: 0.5 } })
    expect(env.hostile).toBe(true)
    expect(env.dbPath).toBe('/repo/.data/hub-small-1-hostile.sqlite')
    expect(readHubEnv({}, '/repo').faults).toBeUndefined()
    expect(() => readHubEnv({ HUB_HOSTILE: 'yes please' })).toThrow(/HUB_HOSTILE/)
  })
})
