import { createProxyApp } from './app'
import { everythingVisible, proxyWith, TEST_KEY } from '../testing/fake-upstream'

const never = () => new Promise<Response>(() => undefined)
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))
const json = { 'Content-Type': 'application/json' }

describe('request body limit', () => {
  const big = JSON.stringify({ pad: 'x'.repeat(70 * 1024) })

  it('answers 413 when Content-Length announces too much', async () => {
    const { app, requests } = proxyWith()
    const response = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      body: big,
      headers: json,
    })
    expect(response.status).toBe(413)
    expect((await response.json()).detail).toMatch(/65536 bytes/)
    expect(requests).toHaveLength(0)
  })

  it('answers 413 for a streamed body without Content-Length', async () => {
    const { app, requests } = proxyWith()
    const chunk = new TextEncoder().encode('x'.repeat(16 * 1024))
    let sent = 0
    const body = new ReadableStream<Uint8Array>({
      pull(controller) {
        // An endless body: only counting can stop it.
        sent += 1
        controller.enqueue(chunk)
      },
    })
    const request = new Request('http://localhost/api/v2/service/invoke', {
      method: 'POST',
      body,
      headers: json,
      duplex: 'half',
    } as RequestInit)
    expect(request.headers.get('content-length')).toBeNull()
    const response = await app.request(request)
    expect(response.status).toBe(413)
    expect(sent).toBeLessThan(10)
    expect(requests).toHaveLength(0)
  })

  it('answers 413 when Content-Length understates the body', async () => {
    const { app, requests } = proxyWith()
    const request = new Request('http://localhost/api/v2/service/invoke', {
      method: 'POST',
      body: big,
      headers: { ...json, 'Content-Length': '10' },
    })
    expect(request.headers.get('content-length')).toBe('10')
    expect((await app.request(request)).status).toBe(413)
    expect(requests).toHaveLength(0)
  })

  it('accepts a body of exactly 64 KiB', async () => {
    const { app, requests } = proxyWith()
    const body = `"${'x'.repeat(64 * 1024 - 2)}"`
    const response = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      body,
      headers: json,
    })
    expect(response.status).toBe(200)
    expect(requests[0]?.body).toHaveLength(64 * 1024)
  })
})

describe('upstream failures', () => {
  it('answers a slow GET with a JSON 504', async () => {
    const { app } = proxyWith(never, { timeouts: { get: 50 } })
    const started = Date.now()
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(504)
    expect(await response.json()).toEqual({ detail: 'The Data Hub did not answer within 0.05 s.' })
    expect(Date.now() - started).toBeLessThan(2000)
  })

  it('aborts the upstream request when the deadline passes', async () => {
    let signal: AbortSignal | undefined
    const { app } = proxyWith((request) => ((signal = request.signal), never()), {
      timeouts: { get: 30 },
    })
    await app.request('/api/v2/search/fusion?q=a')
    expect(signal?.aborted).toBe(true)
  })

  it('gives relation resolves their own, longer deadline', async () => {
    const slow = async () => (await sleep(150), Response.json({ ok: true }))
    const { app } = proxyWith(slow, { timeouts: { get: 50, post: 50, resolve: 2000 } })
    const resolve = await app.request(
      '/api/v2/relation/resolve/1/0123456789abcdef0123456789abcdef',
      { method: 'POST', body: '{}', headers: json },
    )
    const invoke = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      body: '{}',
      headers: json,
    })
    expect(resolve.status).toBe(200)
    expect(invoke.status).toBe(504)
  })

  it('cuts off a body that stalls after the headers', async () => {
    const stalled = new ReadableStream<Uint8Array>({ start: (c) => c.enqueue(new Uint8Array([1])) })
    const { app } = proxyWith(
      (request) => {
        request.signal.addEventListener('abort', () => undefined)
        return new Response(stalled)
      },
      { timeouts: { get: 50 } },
    )
    const response = await app.request('/api/v2/stream/data/1')
    expect(response.status).toBe(200)
    await expect(response.arrayBuffer()).rejects.toThrow()
  })

  it('answers an unreachable upstream with a JSON 502', async () => {
    const { app } = proxyWith(() => Promise.reject(new TypeError('fetch failed')))
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ detail: 'The Data Hub could not be reached.' })
  })

  it('answers a real closed port with a JSON 502', async () => {
    const app = createProxyApp({
      upstream: 'http://127.0.0.1:9',
      apiKey: TEST_KEY,
      fetch: (request) => fetch(request),
      upstreamInfo: { mode: 'remote', host: '127.0.0.1:9', scale: null },
    })
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect((await response.json()).detail).toMatch(/could not be reached/)
  })

  it('answers a hub that throws in-process with a JSON 502', async () => {
    const { app } = proxyWith(() => {
      throw new Error(`boom ${TEST_KEY}`)
    })
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect(await everythingVisible(response)).not.toContain(TEST_KEY)
  })
})

describe('the key in the proxy’s own answers', () => {
  it('appears in no error the proxy makes itself', async () => {
    const { app } = proxyWith(never, { timeouts: { get: 20 } })
    const answers = await Promise.all([
      app.request('/api/v2/search/fusion?q=a'),
      app.request('/api/v2/a%2fb'),
      app.request('/nope'),
      app.request('/api/v2/x', { method: 'PUT' }),
      app.request('/api/v2/service/invoke', {
        method: 'POST',
        body: 'x'.repeat(70_000),
        headers: json,
      }),
      app.request('/api/v2/service/invoke', {
        method: 'POST',
        body: 'x',
        headers: { 'Content-Type': 'text/plain' },
      }),
      app.request('/api/explorer/upstream'),
    ])
    expect(answers.map((r) => r.status)).toEqual([504, 400, 404, 405, 413, 415, 200])
    for (const answer of answers) expect(await everythingVisible(answer)).not.toContain(TEST_KEY)
  })
})
