import { clientAddress, parseTrustProxy, type TrustProxy } from './client-address'

const trust = (value: string) => parseTrustProxy(value) as TrustProxy

describe('the client address (TRUST_PROXY)', () => {
  it('ignores X-Forwarded-For unless a proxy is trusted', () => {
    expect(clientAddress('::ffff:10.0.0.5', '203.0.113.9', null)).toBe('10.0.0.5')
  })

  it('counts hops from the right, never beyond the list', () => {
    expect(clientAddress('10.0.0.5', 'spoofed, 203.0.113.9', trust('1'))).toBe('203.0.113.9')
    expect(clientAddress('10.0.0.5', 'spoofed, 203.0.113.9, 10.0.0.4', trust('2'))).toBe(
      '203.0.113.9',
    )
    expect(clientAddress('10.0.0.5', '203.0.113.9', trust('5'))).toBe('203.0.113.9')
  })

  it('skips trusted proxy addresses and networks from the right', () => {
    const proxies = trust('10.0.0.0/8, ::1')
    expect(clientAddress('::1', 'spoofed, 203.0.113.9, 10.1.2.3', proxies)).toBe('203.0.113.9')
    // A peer that is not a trusted proxy is the client, whatever it claims.
    expect(clientAddress('198.51.100.1', '203.0.113.9', proxies)).toBe('198.51.100.1')
  })

  it('refuses what is neither hops nor addresses', () => {
    expect(parseTrustProxy('proxy.example')).toMatch(/TRUST_PROXY/)
    expect(parseTrustProxy('10.0.0.0/99')).toMatch(/prefix length/)
    expect(parseTrustProxy(undefined)).toBeNull()
  })
})
