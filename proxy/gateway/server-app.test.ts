import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { gunzipSync, brotliDecompressSync } from 'node:zlib'
import { createProxyApp } from './app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'
import { hostCheck } from '../start/deployment'
import { createServerApp } from './server-app'
import { IMMUTABLE, REVALIDATE } from './static'

const INDEX =
  '<!doctype html><html><head><script type="module" src="/assets/index-AbC123.js"></script></head><body><div id="root"></div></body></html>'
const SCRIPT = `console.log(${JSON.stringify('explorer '.repeat(400))})`

let dist: string
beforeAll(() => {
  dist = mkdtempSync(join(tmpdir(), 'explorer-dist-'))
  mkdirSync(join(dist, 'assets'))
  writeFileSync(join(dist, 'index.html'), INDEX)
  writeFileSync(join(dist, 'assets', 'index-AbC123.js'), SCRIPT)
  writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
})
afterAll(() => rmSync(dist, { recursive: true, force: true }))

function server(tileSource?: string, hostAllowed?: (hostname: string) => boolean) {
  const upstream = fakeUpstream(() => Response.json({ results: [] }))
  const proxy = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: { mode: 'embedded', host: null, scale: 'small' },
  })
  return {
    ...createServerApp({ proxy, distDir: dist, tileSource, hostAllowed }),
    requests: upstream.requests,
  }
}

describe('static files', () => {
  it('serves hashed assets with long-lived immutable caching', async () => {
    const { app } = server()
    const response = await app.request('/assets/index-AbC123.js')
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toBe('text/javascript; charset=utf-8')
    expect(response.headers.get('cache-control')).toBe(IMMUTABLE)
    expect(await response.text()).toBe(SCRIPT)
  })

  it('serves index.html to be revalidated', async () => {
    const { app } = server()
    for (const path of ['/', '/index.html']) {
      const response = await app.request(path)
      expect(response.headers.get('cache-control')).toBe(REVALIDATE)
      expect(response.headers.get('content-type')).toBe('text/html; charset=utf-8')
      expect(await response.text()).toBe(INDEX)
    }
  })

  it.each([
    '/organizations/0123456789abcdef0123456789abcdef',
    '/search?q=m%C3%BCller',
    '/datasets/5906082026/rows',
    '/a/b/c/',
  ])('falls back to index.html for the client route %s', async (path) => {
    const { app } = server()
    const response = await app.request(path)
    expect(response.status).toBe(200)
    expect(response.headers.get('cache-control')).toBe(REVALIDATE)
    expect(await response.text()).toBe(INDEX)
  })

  it('answers a missing asset with a 404, not with HTML', async () => {
    const { app } = server()
    const response = await app.request('/assets/gone-123.js')
    expect(response.status).toBe(404)
    expect(response.headers.get('content-type')).toMatch(/^text\/plain/)
  })

  it('never serves files outside dist/', async () => {
    const { app } = server()
    for (const path of [
      '/../package.json',
      '/%2e%2e/package.json',
      '/assets/..%2f..%2fpackage.json',
      '/..%5c..%5cpackage.json',
    ]) {
      const response = await app.request(path)
      const text = await response.text()
      expect(text === INDEX || response.status === 404, path).toBe(true)
    }
  })

  it('compresses text with brotli or gzip and answers revalidation with 304', async () => {
    const { app } = server()
    const br = await app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip, deflate, br' },
    })
    expect(br.headers.get('content-encoding')).toBe('br')
    expect(br.headers.get('vary')).toBe('Accept-Encoding')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)
    const gz = await app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip' },
    })
    expect(gunzipSync(Buffer.from(await gz.arrayBuffer())).toString()).toBe(SCRIPT)
    const again = await app.request('/assets/index-AbC123.js', {
      headers: { 'Accept-Encoding': 'gzip', 'If-None-Match': gz.headers.get('etag')! },
    })
    expect(again.status).toBe(304)
  })

  it('refuses methods other than GET and HEAD outside /api', async () => {
    const { app } = server()
    expect((await app.request('/', { method: 'POST' })).status).toBe(405)
    const head = await app.request('/robots.txt', { method: 'HEAD' })
    expect(head.status).toBe(200)
    expect(await head.text()).toBe('')
  })
})

describe('security headers', () => {
  const paths = [
    '/',
    '/organizations/x',
    '/assets/index-AbC123.js',
    '/assets/missing.js',
    '/api/v2/search/fusion?q=a',
    '/api/nope',
    '/api/explorer/upstream',
  ]

  it.each(paths)('are on the response to %s', async (path) => {
    const { app } = server()
    const response = await app.request(path)
    expect(response.headers.get('x-content-type-options')).toBe('nosniff')
    expect(response.headers.get('referrer-policy')).toBe('strict-origin-when-cross-origin')
    expect(response.headers.get('x-frame-options')).toBe('DENY')
    expect(response.headers.get('permissions-policy')).toContain('camera=()')
    const csp = response.headers.get('content-security-policy') ?? ''
    expect(csp).toContain("default-src 'self'")
    expect(csp).toContain("frame-ancestors 'none'")
    expect(csp).toContain("object-src 'none'")
  })

  it('has a CSP without inline or eval scripts and only self for connections', async () => {
    const { app } = server()
    const directives = Object.fromEntries(
      ((await app.request('/')).headers.get('content-security-policy') ?? '')
        .split(/;\s*/)
        .map((d) => {
          const [name, ...values] = d.split(' ')
          return [name, values]
        }),
    )
    expect(directives['script-src']).toEqual(["'self'"])
    expect(directives['connect-src']).toEqual(["'self'"])
    expect(directives['img-src']).toEqual(["'self'", 'data:'])
    expect(JSON.stringify(directives)).not.toMatch(/unsafe-inline|unsafe-eval|\*/)
  })

  it('allows the tile host for images when TILE_URL is set', async () => {
    const { app } = server('https://*.tile.openstreetmap.org')
    const csp = (await app.request('/')).headers.get('content-security-policy')
    expect(csp).toContain("img-src 'self' data: https://*.tile.openstreetmap.org;")
    expect(csp).toContain("connect-src 'self';")
  })

  it('routes /api to the proxy and keeps the key out of what the browser sees', async () => {
    const { app, requests } = server()
    const response = await app.request('/api/v2/search/fusion?q=a')
    expect(await response.json()).toEqual({ results: [] })
    expect(requests[0]?.headers['x-api-key']).toBe(TEST_KEY)
    expect([...response.headers].join()).not.toContain(TEST_KEY)
    expect(await (await app.request('/api/explorer/upstream')).json()).toEqual({
      mode: 'embedded',
      host: null,
      scale: 'small',
    })
  })
})

describe('host names', () => {
  it.each(['127.0.0.1', '127.0.0.2', 'localhost', 'LOCALHOST', '::1', '[::1]'])(
    'answers only to loopback names and PUBLIC_URL’s host when bound to %s (DNS rebinding)',
    async (bound) => {
      const { app, requests } = server(
        undefined,
        hostCheck(bound, new URL('https://explorer.example.com')),
      )
      const allowed = [
        'localhost:8080',
        '127.0.0.1:8080',
        '127.0.0.2',
        '[::1]:8080',
        'LOCALHOST',
        'Explorer.Example.com',
      ]
      for (const host of allowed) {
        expect(
          (await app.request('/api/v2/search/fusion?q=a', { headers: { Host: host } })).status,
          host,
        ).toBe(200)
      }
      for (const host of ['evil.example:8080', 'localhost.evil.example', 'explorer.example', '']) {
        const response = await app.request('/api/v2/search/fusion?q=a', { headers: { Host: host } })
        expect(response.status, host).toBe(403)
        expect(response.headers.get('content-security-policy')).toContain("default-src 'self'")
      }
      expect(requests).toHaveLength(allowed.length)
    },
  )

  it('has no list beyond loopback, where sign-in protects the server', () => {
    expect(hostCheck('0.0.0.0', undefined)).toBeUndefined()
    expect(hostCheck('10.1.2.3', new URL('https://explorer.example.com'))).toBeUndefined()
  })
})
