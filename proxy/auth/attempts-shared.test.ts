/**
 * Sign-in attempts counted in a real Redis are one count for every server process: a guesser gains
 * nothing from spreading guesses over processes, and the name's delay and its end (the owner got
 * in) hold in all of them. Two limiters, each with its own connection, stand for two processes.
 */
import type { ChildProcess } from 'node:child_process'
import { Redis } from 'ioredis'
import { createAttemptLimiter, createRedisAttemptStore, type AttemptRules } from './attempts'
import { startRedis } from '../testing/processes'

const RULES: AttemptRules = {
  perAddress: { limit: 4, windowMs: 60_000 },
  perName: { free: 2, baseDelayMs: 1000, maxDelayMs: 8000, windowMs: 60_000 },
}

let redisProcess: ChildProcess
const connections: Redis[] = []
let url: string

beforeAll(async () => {
  ;({ url, child: redisProcess } = await startRedis())
})
afterAll(async () => {
  for (const connection of connections) connection.disconnect()
  redisProcess.kill('SIGKILL')
})

function processLimiter() {
  const redis = new Redis(url)
  connections.push(redis)
  const errors: unknown[] = []
  return {
    limiter: createAttemptLimiter(
      createRedisAttemptStore(redis, 'attempts-test:', (error) => errors.push(error)),
      RULES,
    ),
    errors,
  }
}

describe('sign-in attempts shared through Redis', () => {
  it('an address limited in one process is limited in the other', async () => {
    const one = processLimiter()
    const two = processLimiter()
    const now = Date.now()
    // Guesses at random names, spread over both processes.
    for (let guess = 0; guess < 4; guess++)
      await (guess % 2 ? one : two).limiter.fail('203.0.113.7', `name-${guess}`, now)
    expect(await one.limiter.check('203.0.113.7', 'someone', now)).toMatchObject({
      reason: 'address',
    })
    expect(await two.limiter.check('203.0.113.7', 'someone', now)).toMatchObject({
      reason: 'address',
    })
    expect(await two.limiter.check('198.51.100.1', 'someone', now)).toBeNull()
    expect([...one.errors, ...two.errors]).toEqual([])
  })

  it('a name earns one growing delay across processes, and its owner’s sign-in ends it in both', async () => {
    const one = processLimiter()
    const two = processLimiter()
    const now = Date.now()
    await one.limiter.fail('192.0.2.1', 'Alice', now)
    await two.limiter.fail('192.0.2.2', 'alice', now)
    await one.limiter.fail('192.0.2.3', 'ALICE', now)
    // Three failures from three addresses, two processes: past the two free ones, a delay.
    const refusal = await two.limiter.check('192.0.2.9', 'alice', now)
    expect(refusal).toMatchObject({ reason: 'name' })
    expect(refusal!.wait).toBeGreaterThanOrEqual(1)
    // Never a ban: once the delay has passed, the owner may try again.
    expect(await two.limiter.check('192.0.2.9', 'alice', now + 2_001)).toBeNull()
    await one.limiter.succeed('alice')
    expect(await two.limiter.check('192.0.2.9', 'alice', now)).toBeNull()
  })
})
