import { everythingVisible, proxyWith, TEST_KEY } from '../testing/fake-upstream'

describe('responses', () => {
  it('passes msgpack bytes and content type through unchanged', async () => {
    const bytes = new Uint8Array([0x92, 0x01, 0xa3, 0x61, 0x62, 0x63, 0x00, 0xff])
    const { app } = proxyWith(
      () => new Response(bytes, { headers: { 'content-type': 'application/msgpack' } }),
    )
    const response = await app.request('/api/v2/stream/data/5906082026?format=msgpack')
    expect(response.headers.get('content-type')).toBe('application/msgpack')
    expect(new Uint8Array(await response.arrayBuffer())).toEqual(bytes)
  })

  it('gzips large JSON for clients that accept it, and only JSON', async () => {
    const results = Array.from({ length: 200 }, (_, index) => ({ name: `Organisation ${index}` }))
    const { app } = proxyWith((request) =>
      request.url.includes('stream')
        ? new Response(new Uint8Array(4096), { headers: { 'content-type': 'application/msgpack' } })
        : Response.json({ results }),
    )
    const zipped = await app.request('/api/v2/search/fusion?q=a', {
      headers: { 'Accept-Encoding': 'gzip, br' },
    })
    expect(zipped.headers.get('content-encoding')).toBe('gzip')
    const text = await new Response(
      zipped.body!.pipeThrough(new DecompressionStream('gzip')),
    ).text()
    expect(JSON.parse(text)).toEqual({ results })
    const plain = await app.request('/api/v2/search/fusion?q=a')
    expect(plain.headers.get('content-encoding')).toBeNull()
    const rows = await app.request('/api/v2/stream/data/1', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(rows.headers.get('content-encoding')).toBeNull()
  })

  it('streams the body instead of buffering it', async () => {
    let release: () => void = () => undefined
    const released = new Promise<void>((resolve) => (release = resolve))
    const body = new ReadableStream<Uint8Array>({
      async start(controller) {
        controller.enqueue(new TextEncoder().encode('first'))
        await released
        controller.enqueue(new TextEncoder().encode('second'))
        controller.close()
      },
    })
    const { app } = proxyWith(
      () => new Response(body, { headers: { 'content-type': 'text/plain' } }),
    )
    const response = await app.request('/api/v2/stream/data/1')
    const reader = response.body!.getReader()
    // The first chunk arrives while the upstream is still holding the rest back.
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('first')
    release()
    expect(new TextDecoder().decode((await reader.read()).value)).toBe('second')
    expect((await reader.read()).done).toBe(true)
  })

  it.each([
    [404, { detail: 'ORGANIZATION_NOT_FOUND' }],
    [409, { detail: 'RELATION_NOT_APPLICABLE' }],
    [
      422,
      {
        detail: [
          { loc: ['query', 'limit'], msg: 'limit must be an integer', type: 'type_error.integer' },
        ],
      },
    ],
    [500, { detail: 'Internal server error' }],
    [503, { detail: 'Service unavailable' }],
  ])('passes an upstream %i through with its JSON body', async (status, body) => {
    const { app } = proxyWith(() => Response.json(body, { status }))
    const response = await app.request(
      '/api/v2/entities/organization/get/0123456789abcdef0123456789abcdef',
    )
    expect(response.status).toBe(status)
    expect(response.headers.get('content-type')).toMatch(/^application\/json/)
    expect(await response.json()).toEqual(body)
  })

  it('keeps Retry-After on a 429', async () => {
    const { app } = proxyWith(() =>
      Response.json({ detail: 'RATE_LIMITED' }, { status: 429, headers: { 'Retry-After': '3' } }),
    )
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(429)
    expect(response.headers.get('retry-after')).toBe('3')
    expect(await response.json()).toEqual({ detail: 'RATE_LIMITED' })
  })

  it('turns a non-JSON upstream error page into a JSON detail', async () => {
    const { app } = proxyWith(
      () =>
        new Response('<html><h1>Bad Gateway</h1></html>', {
          status: 502,
          headers: { 'content-type': 'text/html' },
        }),
    )
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect(await response.json()).toEqual({ detail: 'The Data Hub answered with status 502.' })
  })

  it('does not follow upstream redirects (they would carry the key elsewhere)', async () => {
    const { app, requests } = proxyWith(
      () =>
        new Response(null, { status: 307, headers: { location: 'https://evil.example/steal' } }),
    )
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(response.status).toBe(502)
    expect(response.headers.get('location')).toBeNull()
    expect(requests).toHaveLength(1)
  })

  it('passes in-process responses on as they are, minus the headers it never forwards', async () => {
    const made = Response.json(
      { ok: true },
      { headers: { 'x-echo': TEST_KEY, 'set-cookie': 'a=b', etag: '"v1"' } },
    )
    const { app } = proxyWith(() => made, { completeResponses: true })
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(await response.json()).toEqual({ ok: true })
    expect(response.headers.get('etag')).toBe('"v1"')
    expect(response.headers.get('x-echo')).toBeNull()
    expect(response.headers.get('set-cookie')).toBeNull()
  })

  it.each([false, true])(
    'never shows the key, even when the upstream echoes it (in-process: %s)',
    async (inProcess) => {
      const { app } = proxyWith(
        (request) => {
          const key = request.headers.get('x-api-key') ?? ''
          const headers = {
            'set-cookie': `key=${key}`,
            'x-api-key': key,
            'x-echo': key,
            etag: `"${key}"`,
            'access-control-allow-origin': '*',
          }
          if (request.url.includes('fail')) {
            return Response.json(
              { detail: [{ loc: ['header', 'x-api-key'], msg: 'bad', input: key }] },
              { status: 422, headers },
            )
          }
          return Response.json({ ok: true }, { headers })
        },
        { completeResponses: inProcess },
      )
      for (const path of ['/api/v2/search/fusion?q=a', '/api/v2/search/fusion?q=fail']) {
        const response = await app.request(path)
        const visible = await everythingVisible(response)
        expect(visible).not.toContain(TEST_KEY)
        expect(response.headers.get('set-cookie')).toBeNull()
        expect(response.headers.get('access-control-allow-origin')).toBeNull()
      }
    },
  )
})
