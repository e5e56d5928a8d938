/**
 * The proxy in embedded mode against the real hub (small scale, seed 1, the shared test database):
 * the wiring of proxy/start/upstream.ts, the key the proxy injects, and a real search through it.
 */
import { createProxyApp } from '../gateway/app'
import { openEmbeddedHub, type OpenedUpstream } from './upstream'

const HUB_KEY = 'embedded-test-key-5e4d3c2b1a'
let upstream: OpenedUpstream
let saved: NodeJS.ProcessEnv

beforeAll(async () => {
  saved = { ...process.env }
  const { TEST_DB_PATH } = await import('../../hub/testing/test-hub')
  Object.assign(process.env, {
    HUB_SCALE: 'small',
    HUB_SEED: '1',
    HUB_DB: TEST_DB_PATH,
    HUB_API_KEY: HUB_KEY,
  })
  upstream = await openEmbeddedHub(() => undefined)
})
afterAll(() => {
  upstream?.close()
  process.env = saved
})

describe('embedded mode', () => {
  it('describes itself as embedded at small scale', async () => {
    const app = createProxyApp(upstream.proxy)
    expect(await (await app.request('/api/explorer/upstream')).json()).toEqual({
      mode: 'embedded',
      host: null,
      scale: 'small',
    })
    expect(upstream.description).toContain('scale small')
    expect(upstream.description).not.toContain(HUB_KEY)
  })

  it('answers a fusion search through the proxy, with the key added by the proxy', async () => {
    const app = createProxyApp(upstream.proxy)
    const response = await app.request('/api/v2/search/fusion?q=Berlin')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    const body = (await response.json()) as { results: Record<string, unknown[]>; ranks: string[] }
    expect(body.ranks.length).toBeGreaterThan(0)
    expect(Object.values(body.results).some((group) => group.length > 0)).toBe(true)
  })

  it('lets the hub refuse a request that lacks the key', async () => {
    const app = createProxyApp({ ...upstream.proxy, apiKey: 'wrong-key' })
    const response = await app.request('/api/v2/search/fusion?q=Berlin')
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Could not validate credentials.' })
  })

  it('passes hub errors through as JSON', async () => {
    const app = createProxyApp(upstream.proxy)
    const response = await app.request(
      '/api/v2/entities/organization/get/0123456789abcdef0123456789abcdef',
    )
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'ORGANIZATION_NOT_FOUND' })
    const invalid = await app.request('/api/v2/search/entities/organization?q=a&limit=-1')
    expect(invalid.status).toBe(422)
    expect(Array.isArray((await invalid.json()).detail)).toBe(true)
  })
})
