/**
 * Hostile sign-in traffic over HTTP: the production server app on a real port. Random-name
 * attempts from many addresses must not slow a signed-in colleague down (the hashing runs in
 * worker threads); a full hashing queue answers 429 at once; attempts are limited per address and
 * delayed, not banned, per name; the form is refused above 16 KB before it is read.
 */
import { randomBytes } from 'node:crypto'
import { connect } from 'node:net'
import { createPasswordPool, type PasswordPool } from './password-pool'
import { browser, startBasicServer } from '../testing/sign-in-server'

const ALICE = { id: 'alice', name: 'Alice', password: 'correct horse battery' }
// 72 bytes exactly: the longest password bcrypt reads in full.
const LONG = { id: 'lena', name: 'Lena', password: 'L'.repeat(72) }
const randomAddress = () => `203.0.113.${1 + Math.floor(Math.random() * 250)}`
const attempt = (base: string, username: string, password: string, address = randomAddress()) =>
  browser(base).post(
    '/auth/sign-in',
    { username, password, next: '/' },
    { 'x-forwarded-for': address },
  )

describe('a signed-in colleague while 8 connections guess random names', () => {
  let server: Awaited<ReturnType<typeof startBasicServer>>
  // The default pool, counting the checks it has been given: the attack is measured once the
  // hashing threads and their queue are full of it.
  const pool = createPasswordPool()
  const checks = { count: 0, onCheck: () => undefined as void }
  const counting: PasswordPool = {
    compare(password, hash) {
      checks.count += 1
      checks.onCheck()
      return pool.compare(password, hash)
    },
    close: () => pool.close(),
  }
  beforeAll(async () => {
    // One reverse proxy in front: every attempt comes from another address (a botnet), so only
    // the hashing threads and their queue protect the event loop, not the per-address limit.
    server = await startBasicServer([ALICE], { trustProxy: { hops: 1 }, passwords: counting })
  })
  afterAll(() => server.stop())

  it('keeps the colleague’s API p50 at or below 250 ms', async () => {
    const colleague = browser(server.base)
    const signedIn = await colleague.post('/auth/sign-in', {
      username: 'alice',
      password: ALICE.password,
      next: '/',
    })
    expect(signedIn.status).toBe(303)

    let attacking = true
    const statuses: number[] = []
    const attacker = async () => {
      while (attacking) {
        const response = await attempt(
          server.base,
          `user-${randomBytes(6).toString('hex')}`,
          'guess',
        )
        statuses.push(response.status)
        await response.arrayBuffer()
      }
    }
    const before = checks.count
    const attacking8 = new Promise<void>((resolve) => {
      checks.onCheck = () => (checks.count >= before + 8 ? resolve() : undefined)
    })
    const attackers = Array.from({ length: 8 }, attacker)
    // Measured once every connection's first guess is hashing or queued.
    await attacking8
    const times: number[] = []
    for (let i = 0; i < 25; i++) {
      const started = performance.now()
      const response = await colleague.request(`/api/v2/search/fusion?q=${i}`)
      expect(response.status).toBe(200)
      await response.arrayBuffer()
      times.push(performance.now() - started)
    }
    attacking = false
    await Promise.all(attackers)
    times.sort((a, b) => a - b)
    const p50 = times[Math.floor(times.length / 2)]!
    expect(p50).toBeLessThanOrEqual(250)
    // The attempts were really checked (401), not merely refused.
    expect(statuses.filter((status) => status === 401).length).toBeGreaterThan(0)
    expect(statuses.every((status) => status === 401 || status === 429)).toBe(true)
  })
})

describe('limits', () => {
  let server: Awaited<ReturnType<typeof startBasicServer>>
  beforeAll(async () => {
    server = await startBasicServer([ALICE, LONG], {
      trustProxy: { hops: 1 },
      attemptRules: {
        perAddress: { limit: 3, windowMs: 60_000 },
        perName: { free: 2, baseDelayMs: 400, maxDelayMs: 800, windowMs: 60_000 },
      },
    })
  })
  afterAll(() => server.stop())

  it('refuses an address after its limit, whatever names it tries', async () => {
    for (let i = 0; i < 3; i++)
      expect((await attempt(server.base, `random${i}`, 'guess', '198.51.100.7')).status).toBe(401)
    const refused = await attempt(server.base, 'random9', 'guess', '198.51.100.7')
    expect(refused.status).toBe(429)
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50)
    expect(await refused.text()).toContain('Too many failed sign-ins. Try again in 1 minute.')
    // Another address is not affected, and the right password from there still works.
    expect((await attempt(server.base, 'alice', ALICE.password, '198.51.100.8')).status).toBe(303)
  })

  it('delays a name guessed from many addresses, but lets its owner in after the delay', async () => {
    expect((await attempt(server.base, 'alice', 'wrong one')).status).toBe(401)
    expect((await attempt(server.base, 'Alice', 'wrong two')).status).toBe(401)
    const delayed = await attempt(server.base, 'alice', ALICE.password)
    expect(delayed.status).toBe(429)
    expect(delayed.headers.get('retry-after')).toBe('1')
    expect(await delayed.text()).toContain('Too many failed sign-ins for this user name')
    // The clock moved past the 400 ms delay (the server runs in this process), not a wait.
    vi.useFakeTimers({ toFake: ['Date'] })
    try {
      vi.setSystemTime(Date.now() + 450)
      expect((await attempt(server.base, 'alice', ALICE.password)).status).toBe(303)
    } finally {
      vi.useRealTimers()
    }
  })

  it('finds a user regardless of case, and refuses a password beyond 72 bytes', async () => {
    const upper = await attempt(server.base, 'ALICE', ALICE.password)
    expect(upper.status).toBe(303)
    expect((await attempt(server.base, 'lena', LONG.password)).status).toBe(303)
    // bcrypt would compare only the first 72 bytes and accept this.
    expect((await attempt(server.base, 'lena', `${LONG.password}x`)).status).toBe(401)
  })

  it('refuses a sign-in form above 16 KB with 413, declared or chunked', async () => {
    const form = { username: 'alice', password: 'p'.repeat(17 * 1024), next: '/' }
    expect((await browser(server.base).post('/auth/sign-in', form)).status).toBe(413)
    const chunked = await fetch(`${server.base}/auth/sign-in`, {
      method: 'POST',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      body: new ReadableStream({
        start(controller) {
          for (let i = 0; i < 20; i++)
            controller.enqueue(new TextEncoder().encode('x'.repeat(1024)))
          controller.close()
        },
      }),
      duplex: 'half',
    } as RequestInit)
    expect(chunked.status).toBe(413)
  })

  it('answers a 400 MB declared body with 413 before reading it, and closes the connection', async () => {
    const { port } = new URL(server.base)
    const socket = connect(Number(port), '127.0.0.1')
    let answer = ''
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()))
    socket.on('data', (chunk) => (answer += chunk.toString()))
    socket.write(
      'POST /auth/sign-in HTTP/1.1\r\nHost: 127.0.0.1\r\n' +
        'Content-Type: application/x-www-form-urlencoded\r\n' +
        `Content-Length: ${400 * 1024 * 1024}\r\n\r\nusername=a&password=`,
    )
    const started = performance.now()
    await closed
    expect(performance.now() - started).toBeLessThan(2000)
    expect(answer).toMatch(/^HTTP\/1\.1 413 /)
    expect(answer).toContain('at most 16384 bytes')
  })
})

describe('a full hashing queue', () => {
  let server: Awaited<ReturnType<typeof startBasicServer>>
  const pool = createPasswordPool({ size: 1, maxQueue: 1 })
  beforeAll(async () => {
    server = await startBasicServer([ALICE], { trustProxy: { hops: 1 }, passwords: pool })
  })
  afterAll(() => server.stop())

  it('answers 429 at once instead of queueing', async () => {
    const started = performance.now()
    const answers = await Promise.all(
      Array.from({ length: 6 }, async (_, i) => {
        const response = await attempt(server.base, `nobody${i}`, 'guess')
        return {
          status: response.status,
          ms: performance.now() - started,
          text: await response.text(),
        }
      }),
    )
    const busy = answers.filter((answer) => answer.status === 429)
    const checked = answers.filter((answer) => answer.status === 401)
    // One hashing, one waiting; the rest are turned away before either finishes.
    expect(checked.length).toBe(2)
    expect(busy.length).toBe(4)
    expect(busy[0]!.text).toContain('The server is busy checking other sign-ins')
    expect(Math.max(...busy.map((answer) => answer.ms))).toBeLessThan(
      Math.min(...checked.map((answer) => answer.ms)),
    )
  })
})
