/**
 * The proxy's own timeout answer carries `X-Proxy-Timeout: 1`; an upstream's 504 (or any other
 * failure) never does, even when the upstream sends that header itself.
 */
import { PROXY_TIMEOUT_HEADER } from './forward'
import { proxyWith } from '../testing/fake-upstream'

const never = () => new Promise<Response>(() => undefined)
const json = { 'content-type': 'application/json' }

describe('X-Proxy-Timeout', () => {
  it('marks the 504 of a GET whose deadline passed', async () => {
    const { app } = proxyWith(never, { timeouts: { get: 30 } })
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(504)
    expect(response.headers.get(PROXY_TIMEOUT_HEADER)).toBe('1')
    expect(response.headers.get('x-proxy-timeout')).toBe('1')
    expect(await response.json()).toEqual({ detail: 'The Data Hub did not answer within 0.03 s.' })
  })

  it('marks the 504 of a relation resolve whose deadline passed', async () => {
    const { app } = proxyWith(never, { timeouts: { resolve: 30 } })
    const response = await app.request(
      '/api/v2/relation/resolve/5906082026/0123456789abcdef0123456789abcdef',
      { method: 'POST', body: '{}', headers: json },
    )
    expect(response.status).toBe(504)
    expect(response.headers.get(PROXY_TIMEOUT_HEADER)).toBe('1')
  })

  it("never marks the upstream's own 504, even when the upstream sends the header", async () => {
    const { app } = proxyWith(() =>
      Response.json(
        { detail: 'Gateway Timeout' },
        { status: 504, headers: { [PROXY_TIMEOUT_HEADER]: '1' } },
      ),
    )
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(504)
    expect(response.headers.get(PROXY_TIMEOUT_HEADER)).toBeNull()
    expect(await response.json()).toEqual({ detail: 'Gateway Timeout' })
  })

  it('does not mark other failures of its own', async () => {
    const { app } = proxyWith(() => Promise.reject(new TypeError('fetch failed')))
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect(response.headers.get(PROXY_TIMEOUT_HEADER)).toBeNull()
  })
})
