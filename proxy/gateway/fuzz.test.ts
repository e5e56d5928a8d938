/**
 * Property-based fuzzing of the proxy in embedded mode (the in-process hub behind it, as `npm start`
 * runs it): random and malformed requests, with hostile prefixes and browser headers mixed in.
 * Never a 5xx, every 4xx is JSON with a `detail`, and the key never appears in an answer.
 */
import fc from 'fast-check'
import { errorProblem } from '../../hub/testing/fuzz-answers'
import { sampleIds, type FuzzIds } from '../../hub/testing/fuzz-ids'
import { fuzzRequest } from '../../hub/testing/fuzz-requests'
import { createProxyApp, type ProxyApp } from './app'
import { openEmbeddedHub, type OpenedUpstream } from '../start/upstream'

const RUNS = Number(process.env.FUZZ_RUNS ?? 4500)
const HUB_KEY = 'fuzz-hub-key-0d9c8b7a6f5e'

let upstream: OpenedUpstream
let app: ProxyApp
let ids: FuzzIds
let saved: NodeJS.ProcessEnv

beforeAll(async () => {
  saved = { ...process.env }
  const { TEST_DB_PATH, openTestDb } = await import('../../hub/testing/test-hub')
  ids = sampleIds(await openTestDb())
  Object.assign(process.env, {
    HUB_SCALE: 'small',
    HUB_SEED: '1',
    HUB_DB: TEST_DB_PATH,
    HUB_API_KEY: HUB_KEY,
  })
  delete process.env.HUB_FAULTS
  delete process.env.HUB_HOSTILE
  upstream = await openEmbeddedHub(() => undefined)
  app = createProxyApp(upstream.proxy)
})
afterAll(() => {
  upstream?.close()
  process.env = saved
})

/** Prefixes a browser (or an attacker) could put before the API path. */
const prefix = fc.oneof(
  { weight: 12, arbitrary: fc.constant('/api/v2') },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      '/api/v2/',
      '/api/v2/..',
      '/api/v2/%2e%2e',
      '/api/v2/%2E%2E/%2E%2E',
      '/api/v2//',
      '/api/v2/.',
      '/api/v2%2F',
      '/api/v1',
      '/api/explorer/upstream',
      '/api',
      '/api/v2/%00',
      '/api/v2/%ff',
      '/API/V2',
    ),
  },
)

const browserHeaders = fc.record(
  {
    origin: fc.constantFrom('http://localhost', 'https://evil.example', 'null', 'not a url'),
    'sec-fetch-site': fc.constantFrom('same-origin', 'none', 'cross-site', 'same-site', ''),
    cookie: fc.constantFrom('session=abc', 'x=' + 'y'.repeat(5000)),
    authorization: fc.constantFrom('Bearer x', 'Basic Zm9vOmJhcg=='),
    'x-api-key': fc.constantFrom('client-key', ''),
    'x-forwarded-host': fc.constantFrom('evil.example'),
    accept: fc.constantFrom('application/json', 'text/html', '*/*', 'application/msgpack'),
    'accept-encoding': fc.constantFrom('gzip', 'br', 'identity', 'gzip;q=0, *;q=0'),
  },
  { requiredKeys: [] },
)

/** app.request does not decompress: gzip answers (Accept-Encoding above) are unpacked here. */
function decode(response: Response): Response {
  if (response.headers.get('content-encoding') !== 'gzip' || !response.body) return response
  return new Response(response.body.pipeThrough(new DecompressionStream('gzip')), response)
}

describe('proxy fuzzing (embedded mode)', () => {
  it(`answers ${RUNS} random and malformed requests without a 5xx, every 4xx with a detail`, async () => {
    let sent = 0
    let succeeded = 0
    await fc.assert(
      fc.asyncProperty(
        fuzzRequest(ids, ''),
        prefix,
        browserHeaders,
        async (request, base, extra) => {
          sent++
          const url = `${base}${request.url}`
          const response = await app.request(`http://localhost${url}`, {
            method: request.method,
            headers: { host: 'localhost', ...request.headers, ...extra },
            ...(request.body !== undefined ? { body: request.body } : {}),
          })
          if (response.ok) succeeded++
          const decoded = decode(response)
          const text = await decoded.clone().text()
          if (text.includes(HUB_KEY))
            throw new Error(`${request.method} ${url.slice(0, 300)} leaked the key`)
          const problem = await errorProblem(decoded, request.method)
          if (problem) throw new Error(`${request.method} ${url.slice(0, 300)} → ${problem}`)
        },
      ),
      { numRuns: RUNS, seed: Number(process.env.FUZZ_SEED ?? 20260302), endOnFailure: true },
    )
    expect(sent).toBeGreaterThanOrEqual(RUNS)
    expect(succeeded / sent).toBeGreaterThan(0.1)
  }, 120_000)
})
