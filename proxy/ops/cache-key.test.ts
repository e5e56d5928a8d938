import { cacheFamily, cacheKey, canonicalBody, canonicalQuery, varyValues } from './cache-key'
import { parseCacheTtl, loadOpsEnv } from './config'

const body = (value: string) => new TextEncoder().encode(value)

describe('cache keys', () => {
  it('are the same for parameters in another order, spelling or JSON layout', () => {
    const path = '/api/v2/search/entities/organization'
    const a = cacheKey(
      'GET',
      path,
      '?q=M%C3%BCller+GmbH&limit=10&filters=%7B%22b%22%3A1%2C%22a%22%3A2%7D',
    )
    const b = cacheKey(
      'GET',
      path,
      `?filters=${encodeURIComponent('{ "a": 2, "b": 1 }')}&limit=10&q=${encodeURIComponent('Müller GmbH')}`,
    )
    expect(a).toBe(b)
    expect(canonicalQuery('?b=2&a=1')).toBe('a=1&b=2')
  })

  it('differ in any parameter, value, method, path or body', () => {
    const path = '/api/v2/search/fusion'
    const keys = new Set([
      cacheKey('GET', path, '?q=a'),
      cacheKey('GET', path, '?q=b'),
      cacheKey('GET', path, '?q=a&limit=5'),
      cacheKey('GET', '/api/v2/search/data', '?q=a'),
      cacheKey('POST', path, '?q=a', '{}'),
      cacheKey('POST', path, '?q=a', '{"params":{"reference_year":2022}}'),
      cacheKey('POST', path, '?q=a', '{"params":{"reference_year":2023}}'),
    ])
    expect(keys.size).toBe(7)
  })

  it('keep the order of a repeated parameter, which may mean something', () => {
    expect(canonicalQuery('x=2&a=1&x=1')).toBe('a=1&x=2&x=1')
  })

  it('read resolve bodies as canonical JSON and refuse what is not JSON', () => {
    expect(canonicalBody(body('{ "params": {"b": 1, "a": [2, 1]} }'))).toBe(
      '{"params":{"a":[2,1],"b":1}}',
    )
    expect(canonicalBody(body(''))).toBe('')
    expect(canonicalBody(body('{"unterminated'))).toBeNull()
  })

  it('sort requests into families; service invocations are never cached', () => {
    expect(cacheFamily('GET', '/api/v2/search/fusion')).toBe('search')
    expect(cacheFamily('GET', '/api/v2/entities/organization/get/ab')).toBe('entities')
    expect(cacheFamily('POST', '/api/v2/relation/resolve/1/ab')).toBe('relations')
    expect(cacheFamily('GET', '/api/v2/stream/data/5')).toBe('streams')
    expect(cacheFamily('GET', '/api/v2/stream/base/5')).toBe('catalogue')
    expect(cacheFamily('GET', '/api/v2/relation/list/organization')).toBe('catalogue')
    expect(cacheFamily('POST', '/api/v2/service/invoke')).toBeNull()
  })
})

describe('team-server settings', () => {
  it('take per-family time-to-live overrides and name a wrong one', () => {
    expect(parseCacheTtl('search=60, streams=0')).toMatchObject({ search: 60, streams: 0 })
    expect(parseCacheTtl('serach=60')).toMatch(/CACHE_TTL must be/)
    expect(() => loadOpsEnv({ CACHE_TTL: 'x' })).toThrow(/CACHE_TTL/)
  })

  it('never echo REDIS_URL, which may hold a password', () => {
    expect(() => loadOpsEnv({ REDIS_URL: 'http://user:s3cret@host' })).toThrow(/REDIS_URL/)
    try {
      loadOpsEnv({ REDIS_URL: 'http://user:s3cret@host' })
    } catch (error) {
      expect(String(error)).not.toContain('s3cret')
    }
  })

  it('default to an in-memory cache, no budgets and an audit file', () => {
    expect(loadOpsEnv({})).toMatchObject({
      redisUrl: undefined,
      cacheMaxBytes: 64 * 1024 * 1024,
      rateLimitPerMinute: 0,
      upstreamCallsPerDay: 0,
      auditLog: '.data/audit.jsonl',
    })
    expect(loadOpsEnv({ AUDIT_LOG: 'off' }).auditLog).toBeUndefined()
  })
})

describe('canonical JSON', () => {
  it('never changes a value: integers beyond 2^53 keep their request apart', () => {
    const a = canonicalBody(body('{"id": 12345678901234567890}'))
    const b = canonicalBody(body('{"id": 12345678901234567891}'))
    expect(a).not.toBe(b)
    expect(canonicalBody(body('{"b": 1, "a": 2.5}'))).toBe('{"a":2.5,"b":1}')
    expect(canonicalQuery(`f=${encodeURIComponent('{"n":9007199254740993}')}`)).not.toBe(
      canonicalQuery(`f=${encodeURIComponent('{"n":9007199254740992}')}`),
    )
  })

  it('keys the forwarded Accept and Accept-Language', () => {
    const path = '/api/v2/search/fusion'
    const vary = (headers: Record<string, string>) => varyValues(new Headers(headers))
    expect(cacheKey('GET', path, '?q=a', '', vary({ 'accept-language': 'de' }))).not.toBe(
      cacheKey('GET', path, '?q=a', '', vary({ 'accept-language': 'en' })),
    )
    expect(cacheKey('GET', path, '?q=a', '', vary({ accept: 'application/msgpack' }))).not.toBe(
      cacheKey('GET', path, '?q=a', '', vary({ accept: 'application/json' })),
    )
  })
})
