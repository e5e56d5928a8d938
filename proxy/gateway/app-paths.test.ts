import { buildUpstreamUrl, toUpstreamPath } from './upstream-path'
import { proxyWith, TEST_UPSTREAM } from '../testing/fake-upstream'

// Paths as a client could put them on the request line. Whatever the URL parser makes of them, the
// proxy must either refuse them or forward a path under {upstream}/api/v2/.
const NASTY_PATHS = [
  '/api/v2/../admin',
  '/api/v2/../../etc/passwd',
  '/api/v2/%2e%2e/admin',
  '/api/v2/%2E%2E/%2e%2e/admin',
  '/api/v2/.%2e/admin',
  '/api/v2/search/..%2f..%2fadmin',
  '/api/v2/search/..%2F..%2Fadmin',
  '/api/v2/search/%2e%2e%2fadmin',
  '/api/v2/search/..%5c..%5cadmin',
  '/api/v2/search/..%5C..%5Cadmin',
  '/api/v2/search/%252e%252e/%252e%252e/admin',
  '/api/v2/search/%252f',
  '/api/v2/search/%255c',
  '/api/v2/search/%25252e%25252e',
  '/api/v2/search\\..\\..\\admin',
  '/api/v2/..\\admin',
  '/api/v2//evil.example/x',
  '/api/v2/http://evil.example/x',
  '/api/v2/http:%2F%2Fevil.example/x',
  '/api/v2/https:/%2Fevil.example',
  '//evil.example/api/v2/search/fusion',
  '///evil.example/api/v2/search/fusion',
  '/api/v2/%00/x',
  '/api/v2/search/%0d%0aX-Injected:%201',
  '/api/v2/search/%ZZ',
  '/api/v2/search/.',
  '/api/v2/search/./fusion',
  '/api/v2/@evil.example',
  '/api/v2/search/fusion/',
]

describe('path normalization', () => {
  it.each(NASTY_PATHS)('%s is refused or stays under /api/v2/', async (path) => {
    const { app, requests } = proxyWith()
    const response = await app.request(path)
    if (response.status === 200) {
      expect(requests).toHaveLength(1)
      const url = new URL(requests[0]!.url)
      expect(url.origin).toBe(TEST_UPSTREAM)
      expect(url.pathname.startsWith('/api/v2/')).toBe(true)
      expect(url.pathname).not.toMatch(/\/\.\.?(\/|$)|%2f|%5c|%25|\\/i)
    } else {
      expect([400, 404]).toContain(response.status)
      expect(typeof (await response.json()).detail).toBe('string')
      expect(requests).toHaveLength(0)
    }
  })

  it('refuses encoded slashes, backslashes and double encoding with a 400', () => {
    for (const raw of [
      '/api/v2/a%2Fb',
      '/api/v2/a%5cb',
      '/api/v2/a%252fb',
      '/api/v2/%2e%2e',
      '/api/v2/%2e',
      '/api/v2/a\\b',
      '/api/v2/a%00b',
    ]) {
      expect(toUpstreamPath(raw), raw).toMatchObject({ ok: false, status: 400 })
    }
  })

  it('answers empty segments and foreign prefixes with a 404', () => {
    for (const raw of ['/api/v2//x', '/api/v2/x/', '/api/v2/', '/api/v20/x', '/other']) {
      expect(toUpstreamPath(raw), raw).toMatchObject({ ok: false, status: 404 })
    }
  })

  it('keeps ordinary paths as they are', () => {
    expect(
      toUpstreamPath('/api/v2/relation/resolve/5906082026/0123456789abcdef0123456789abcdef'),
    ).toEqual({
      ok: true,
      path: '/api/v2/relation/resolve/5906082026/0123456789abcdef0123456789abcdef',
    })
  })

  it('builds upstream URLs that cannot leave the upstream', () => {
    const base = new URL('https://hub.example.test/base')
    expect(buildUpstreamUrl(base, '/api/v2/x', '?q=1')?.href).toBe(
      'https://hub.example.test/base/api/v2/x?q=1',
    )
    expect(buildUpstreamUrl(base, '/api/v2/../../x', '')).toBeNull()
  })
})
