/**
 * Sign-in settings: AUTH=none only on loopback (also as a real `npm start` that refuses to
 * start), and clear messages for what each mode needs.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { ConfigError } from '../start/env'
import { createAttemptLimiter } from './attempts'
import { isLoopbackHost, loadAuthConfig } from './config'
import { safeReturnPath } from './return-path'

const root = fileURLToPath(new URL('../..', import.meta.url))

describe('AUTH=none', () => {
  it.each(['127.0.0.1', 'localhost', '::1', '[::1]', '127.1.2.3'])('is allowed on %s', (host) => {
    expect(isLoopbackHost(host)).toBe(true)
    expect(loadAuthConfig({}, host)).toEqual({ mode: 'none' })
  })

  it.each(['0.0.0.0', '::', '192.168.1.20', 'explorer.example.com'])(
    'is refused beyond loopback (%s), saying what to do',
    (host) => {
      expect(() => loadAuthConfig({ AUTH: 'none' }, host)).toThrow(ConfigError)
      expect(() => loadAuthConfig({}, host)).toThrow(/AUTH=none is only allowed on loopback/)
      expect(() => loadAuthConfig({}, host)).toThrow(/AUTH=basic .* or AUTH=oidc/)
    },
  )

  it('makes `npm start` exit before it builds or opens anything', async () => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/start/server.ts'], {
      cwd: root,
      env: { PATH: process.env.PATH, HOST: '0.0.0.0', PORT: '0', AUTH: 'none' },
    })
    let output = ''
    child.stdout.on('data', (chunk) => (output += chunk))
    child.stderr.on('data', (chunk) => (output += chunk))
    const code = await new Promise((resolve) => child.on('exit', resolve))
    expect(code).toBe(1)
    expect(output).toContain('Refusing to start: AUTH=none is only allowed on loopback')
    expect(output).not.toContain('running at')
  })
})

describe('basic and oidc settings', () => {
  it('reads basic with a users file and session lifetime, and a secure public origin', () => {
    const config = loadAuthConfig(
      {
        AUTH: 'basic',
        AUTH_USERS_FILE: '/srv/explorer/users.json',
        AUTH_SESSION_HOURS: '8',
        PUBLIC_URL: 'https://explorer.example.com',
      },
      '0.0.0.0',
    )
    expect(config).toMatchObject({
      mode: 'basic',
      usersFile: '/srv/explorer/users.json',
      sessionSeconds: 8 * 3600,
    })
  })

  it('names what oidc lacks, never a secret value', () => {
    const secret = 'client-secret-value-that-must-not-leak'
    let message = ''
    try {
      loadAuthConfig({ AUTH: 'oidc', OIDC_CLIENT_SECRET: secret, AUTH_SECRET: 'short' }, '0.0.0.0')
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toContain('AUTH_SECRET must be at least 32 characters')
    expect(message).not.toContain('short')
    expect(() => loadAuthConfig({ AUTH: 'oidc', OIDC_CLIENT_SECRET: secret }, '0.0.0.0')).toThrow(
      /PUBLIC_URL is required[\s\S]*OIDC_ISSUER is required[\s\S]*OIDC_CLIENT_ID is required/,
    )
    expect(() => loadAuthConfig({ AUTH: 'ldap' }, '127.0.0.1')).toThrow(
      /AUTH must be none, basic or oidc/,
    )
  })

  it('pins ID tokens to RS256 unless told another public-key algorithm; never none or HMAC', () => {
    const oidc = {
      AUTH: 'oidc',
      PUBLIC_URL: 'https://explorer.example.com',
      OIDC_ISSUER: 'https://login.example.com/realms/team',
      OIDC_CLIENT_ID: 'explorer',
    }
    expect(loadAuthConfig(oidc, '0.0.0.0')).toMatchObject({ idTokenAlg: 'RS256' })
    expect(loadAuthConfig({ ...oidc, OIDC_ID_TOKEN_ALG: 'ES256' }, '0.0.0.0')).toMatchObject({
      idTokenAlg: 'ES256',
    })
    for (const alg of ['none', 'HS256', 'rs256'])
      expect(() => loadAuthConfig({ ...oidc, OIDC_ID_TOKEN_ALG: alg }, '0.0.0.0')).toThrow(
        /OIDC_ID_TOKEN_ALG must be one of RS256/,
      )
  })
})

describe('return paths', () => {
  it.each([
    ['/organizations/abc?tab=relations#top', '/organizations/abc?tab=relations#top'],
    ['/search?q=m%C3%BCller', '/search?q=m%C3%BCller'],
    ['', '/'],
    ['organizations', '/'],
    ['//evil.example', '/'],
    ['/\\evil.example', '/'],
    // Encoded control characters too: a server or proxy on the way might decode them.
    ['/%0a/evil', '/'],
    ['/\n/evil.example', '/'],
    ['https://evil.example/x', '/'],
    ['/api/v2/organization/search', '/'],
    ['/auth/sign-out', '/'],
    [`/${'a'.repeat(3000)}`, '/'],
  ])('%j → %j', (value, expected) => {
    expect(safeReturnPath(value)).toBe(expected)
  })
})

describe('failed sign-in attempts', () => {
  const rules = {
    perAddress: { limit: 4, windowMs: 60_000 },
    perName: { free: 2, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 600_000 },
  }

  it('refuses an address after its limit, whatever names it tries, until the window ends', async () => {
    const limiter = createAttemptLimiter(undefined, rules)
    for (let i = 0; i < 4; i++) await limiter.fail('1.2.3.4', `random${i}`, 1000)
    expect(await limiter.check('1.2.3.4', 'anyone', 2000)).toEqual({ wait: 59, reason: 'address' })
    expect(await limiter.check('5.6.7.8', 'anyone', 2000)).toBeNull()
    expect(await limiter.check('1.2.3.4', 'anyone', 61_001)).toBeNull()
  })

  it('delays a name tried from anywhere, growing with each failure but never beyond the cap', async () => {
    const limiter = createAttemptLimiter(undefined, rules)
    await limiter.fail('10.0.0.1', 'Alice', 0)
    expect(await limiter.check('10.0.0.9', 'alice', 0)).toBeNull()
    await limiter.fail('10.0.0.2', 'alice', 0)
    expect(await limiter.check('10.0.0.9', 'ALICE', 500)).toEqual({ wait: 1, reason: 'name' })
    expect(await limiter.check('10.0.0.9', 'alice', 1000)).toBeNull()
    expect([2, 3, 4, 5, 6, 10].map(limiter.delayFor)).toEqual([1000, 2000, 4000, 8000, 8000, 8000])
    // The owner's success ends the delay others caused.
    await limiter.succeed('alice')
    expect(await limiter.check('10.0.0.9', 'alice', 1)).toBeNull()
  })
})
