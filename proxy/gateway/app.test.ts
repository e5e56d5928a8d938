import type { UnhandledFailure } from './app'
import { proxyWith, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'

describe('forwarding', () => {
  it('forwards GET to the upstream with the key and the query string untouched', async () => {
    const { app, requests } = proxyWith()
    const query = '?q=M%C3%BCller%20GmbH&filters=%7B%22a%22%3A1%7D&x=1&x=2&empty='
    const response = await app.request(`/api/v2/search/entities/organization${query}`)
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ ok: true })
    expect(requests).toHaveLength(1)
    expect(requests[0]?.url).toBe(`${TEST_UPSTREAM}/api/v2/search/entities/organization${query}`)
    expect(requests[0]?.headers['x-api-key']).toBe(TEST_KEY)
  })

  it('overwrites a key the client sent', async () => {
    const { app, requests } = proxyWith()
    await app.request('/api/v2/search/fusion?q=a', {
      headers: { 'X-API-KEY': 'client-chosen-key' },
    })
    expect(requests[0]?.headers['x-api-key']).toBe(TEST_KEY)
  })

  it('drops cookies, Authorization, hop-by-hop and forwarding headers', async () => {
    const { app, requests } = proxyWith()
    await app.request('/api/v2/search/fusion?q=a', {
      headers: {
        Cookie: 'session=abc',
        Authorization: 'Bearer token',
        'Proxy-Authorization': 'Basic x',
        Connection: 'keep-alive, x-secret',
        'X-Secret': 'named by Connection',
        'Keep-Alive': 'timeout=5',
        Forwarded: 'for=1.2.3.4',
        'X-Forwarded-For': '1.2.3.4',
        Accept: 'application/json',
        'Accept-Language': 'de',
      },
    })
    expect(requests[0]?.headers).toEqual({
      accept: 'application/json',
      'accept-language': 'de',
      'x-api-key': TEST_KEY,
    })
  })

  it('forwards a JSON POST body byte for byte with its content type', async () => {
    const { app, requests } = proxyWith()
    const body = JSON.stringify({ service_key: '1', inputs: { name: 'Ärger & Söhne' } })
    const response = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      body,
      headers: { 'Content-Type': 'application/json; charset=utf-8' },
    })
    expect(response.status).toBe(200)
    expect(requests[0]).toMatchObject({ method: 'POST', body })
    expect(requests[0]?.headers['content-type']).toBe('application/json; charset=utf-8')
  })

  it('refuses POST bodies that are not JSON (a cross-site form cannot send JSON without preflight)', async () => {
    const { app, requests } = proxyWith()
    const response = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      body: 'a=1',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    })
    expect(response.status).toBe(415)
    expect(requests).toHaveLength(0)
  })

  it('keeps a path prefix of the configured base', async () => {
    const { app, requests } = proxyWith(undefined, { upstream: 'https://hub.example.test/prefix/' })
    await app.request('/api/v2/entities/organization/get/0123456789abcdef0123456789abcdef')
    expect(requests[0]?.url).toBe(
      'https://hub.example.test/prefix/api/v2/entities/organization/get/0123456789abcdef0123456789abcdef',
    )
  })

  it('re-encodes free text in path segments canonically', async () => {
    const { app, requests } = proxyWith()
    await app.request('/api/v2/entities/organization/ai/get/M%C3%BCller%20GmbH%20100%25')
    expect(requests[0]?.url).toBe(
      `${TEST_UPSTREAM}/api/v2/entities/organization/ai/get/M%C3%BCller%20GmbH%20100%25`,
    )
  })

  it('does not turn query-string CR/LF into upstream headers', async () => {
    const { app, requests } = proxyWith()
    const response = await app.request('/api/v2/search/fusion?q=a%0D%0AX-Injected:%201%0D%0A')
    expect(response.status).toBe(200)
    expect(requests[0]?.headers['x-injected']).toBeUndefined()
    expect(requests[0]?.url).toBe(
      `${TEST_UPSTREAM}/api/v2/search/fusion?q=a%0D%0AX-Injected:%201%0D%0A`,
    )
  })

  it('forwards to the configured upstream even for an absolute-form request URL', async () => {
    const { app, requests } = proxyWith()
    await app.request('http://evil.example/api/v2/search/fusion?q=a')
    expect(new URL(requests[0]?.url ?? '').origin).toBe(TEST_UPSTREAM)
  })
})

describe('what the proxy accepts', () => {
  it.each(['HEAD', 'OPTIONS', 'PUT', 'DELETE', 'PATCH'])(
    'answers %s with 405 and Allow',
    async (method) => {
      const { app, requests } = proxyWith()
      const response = await app.request('/api/v2/search/fusion?q=a', { method })
      expect(response.status).toBe(405)
      expect(response.headers.get('allow')).toBe('GET, POST')
      expect(requests).toHaveLength(0)
    },
  )

  it.each([
    '/api',
    '/api/',
    '/api/v2',
    '/api/v2/',
    '/api/v1/search/fusion',
    '/api/v3/x',
    '/API/V2/search/fusion',
    '/admin',
    '/api/explorer/other',
  ])('answers %s with a JSON 404', async (path) => {
    const { app, requests } = proxyWith()
    const response = await app.request(path)
    expect(response.status).toBe(404)
    expect(await response.json()).toEqual({ detail: 'NOT_FOUND' })
    expect(requests).toHaveLength(0)
  })

  it('refuses cross-site browser requests', async () => {
    const { app, requests } = proxyWith()
    const crossSite = await app.request('/api/v2/search/fusion?q=a', {
      headers: { 'Sec-Fetch-Site': 'cross-site' },
    })
    const foreignOrigin = await app.request('http://localhost:8080/api/v2/service/invoke', {
      method: 'POST',
      body: '{}',
      headers: {
        Origin: 'https://evil.example',
        Host: 'localhost:8080',
        'Content-Type': 'application/json',
      },
    })
    const sameOrigin = await app.request('/api/v2/search/fusion?q=a', {
      headers: { 'Sec-Fetch-Site': 'same-origin' },
    })
    expect(crossSite.status).toBe(403)
    expect(foreignOrigin.status).toBe(403)
    expect(sameOrigin.status).toBe(200)
    expect(requests).toHaveLength(1)
  })

  it('refuses very long URLs with a JSON 414', async () => {
    const { app, requests } = proxyWith()
    const response = await app.request(`/api/v2/search/fusion?q=${'a'.repeat(9000)}`)
    expect(response.status).toBe(414)
    expect((await response.json()).detail).toMatch(/at most/)
    expect(requests).toHaveLength(0)
  })

  it('serves the upstream indicator without touching the upstream', async () => {
    const { app, requests } = proxyWith()
    const response = await app.request('/api/explorer/upstream')
    expect(response.status).toBe(200)
    expect(await response.json()).toEqual({ mode: 'remote', host: 'hub.example.test', scale: null })
    expect((await app.request('/api/explorer/upstream', { method: 'POST' })).status).toBe(405)
    expect(requests).toHaveLength(0)
  })
})

describe('unhandled errors', () => {
  it('answers 500 with the request id and reports the error with the same id', async () => {
    const failures: UnhandledFailure[] = []
    const { app } = proxyWith(undefined, {
      handleApi: () => Promise.reject(new Error(`pipeline broke near ${TEST_KEY}`)),
      onUnhandledError: (failure) => failures.push(failure),
    })
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(500)
    const id = response.headers.get('x-request-id')
    expect(id).toMatch(/^[\w-]{16,}$/)
    const { detail } = (await response.json()) as { detail: string }
    expect(detail).toBe(`Internal proxy error (request ${id}).`)
    expect(detail).not.toContain(TEST_KEY)
    expect(failures).toHaveLength(1)
    expect(failures[0]).toMatchObject({
      requestId: id,
      method: 'GET',
      path: '/api/v2/search/fusion',
    })
    expect((failures[0]!.error as Error).message).toContain('pipeline broke')
  })

  it('keeps a request id the client sent, so its own log and the server’s meet', async () => {
    const failures: UnhandledFailure[] = []
    const { app } = proxyWith(undefined, {
      handleApi: () => Promise.reject(new Error('broke')),
      onUnhandledError: (failure) => failures.push(failure),
    })
    const response = await app.request('/api/v2/search/fusion?q=a', {
      headers: { 'X-Request-Id': 'client-7f3a' },
    })
    expect(response.headers.get('x-request-id')).toBe('client-7f3a')
    expect(failures[0]?.requestId).toBe('client-7f3a')
  })
})
