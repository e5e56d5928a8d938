import { describe, expect, it } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { classifyFailure, runQueue } from './run-queue'

/** A hand-driven clock: sleeping advances it at once, so tests never wait. */
function fakeClock() {
  let time = 0
  const sleeps: number[] = []
  return {
    now: () => time,
    sleeps,
    sleep: async (ms: number) => {
      sleeps.push(ms)
      time += ms
    },
  }
}

const tick = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('runQueue', () => {
  it('never runs more than the concurrency at once and finishes every item', async () => {
    let running = 0
    let peak = 0
    const done: number[] = []
    const result = await runQueue(
      Array.from({ length: 20 }, (_, index) => index),
      async (item) => {
        running++
        peak = Math.max(peak, running)
        await tick()
        running--
        done.push(item)
      },
      { concurrency: 3, signal: new AbortController().signal },
    )
    expect(peak).toBe(3)
    expect(done.sort((a, b) => a - b)).toEqual(Array.from({ length: 20 }, (_, index) => index))
    expect(result).toEqual({ completed: 20, failed: 0, cancelled: false, rateLimited: 0 })
  })

  it('on a 429 pauses the whole pool for Retry-After, halves the concurrency and retries the item', async () => {
    const clock = fakeClock()
    const startedAt: Record<number, number[]> = {}
    let limited = false
    let running = 0
    let peakAfter = 0
    const waits: number[] = []
    const result = await runQueue(
      [1, 2, 3, 4, 5, 6, 7, 8],
      async (item) => {
        ;(startedAt[item] ??= []).push(clock.now())
        running++
        if (limited) peakAfter = Math.max(peakAfter, running)
        await tick()
        running--
        if (item === 2 && !limited) {
          limited = true
          throw new ApiError(429, 'RATE_LIMITED', 7)
        }
      },
      {
        concurrency: 4,
        signal: new AbortController().signal,
        onRateLimit: (ms) => waits.push(ms),
        ...clock,
      },
    )
    expect(result).toMatchObject({ completed: 8, failed: 0, rateLimited: 1 })
    expect(waits).toEqual([7000])
    expect(clock.sleeps).toContain(7000)
    // Item 2 ran twice, the second time after the pause; nothing new started during the pause.
    expect(startedAt[2]).toHaveLength(2)
    expect(startedAt[2]![1]).toBeGreaterThanOrEqual(7000)
    expect(
      Object.values(startedAt)
        .flat()
        .filter((at) => at > 0 && at < 7000),
    ).toEqual([])
    expect(peakAfter).toBeLessThanOrEqual(2)
  })

  it('retries gateway faults with backoff, but not a proxy timeout or another 4xx', async () => {
    const clock = fakeClock()
    const attempts = new Map<string, number>()
    const failures: string[] = []
    const result = await runQueue(
      ['flaky', 'proxy-timeout', 'not-found'],
      async (item) => {
        attempts.set(item, (attempts.get(item) ?? 0) + 1)
        if (item === 'flaky' && attempts.get(item)! < 3) throw new ApiError(503, 'busy')
        if (item === 'proxy-timeout') throw new ApiError(504, 'timeout', null, true)
        if (item === 'not-found') throw new ApiError(404, 'ORGANIZATION_NOT_FOUND')
      },
      {
        concurrency: 1,
        signal: new AbortController().signal,
        onFailure: (item) => failures.push(item),
        ...clock,
      },
    )
    expect(attempts.get('flaky')).toBe(3)
    expect(attempts.get('proxy-timeout')).toBe(1)
    expect(attempts.get('not-found')).toBe(1)
    expect(failures.sort()).toEqual(['not-found', 'proxy-timeout'])
    expect(result).toMatchObject({ completed: 1, failed: 2 })
    expect(clock.sleeps).toEqual([1000, 2000])
  })

  it('gives up on an item after the last attempt', async () => {
    const clock = fakeClock()
    let calls = 0
    const result = await runQueue(
      ['x'],
      async () => {
        calls++
        throw new ApiError(429, 'RATE_LIMITED')
      },
      { concurrency: 2, signal: new AbortController().signal, maxAttempts: 3, ...clock },
    )
    expect(calls).toBe(3)
    expect(result).toMatchObject({ completed: 0, failed: 1, rateLimited: 2 })
  })

  it('cancels: nothing new starts, running tasks see the abort, the promise settles', async () => {
    const controller = new AbortController()
    const started: number[] = []
    let sawAbort = false
    const result = await runQueue(
      Array.from({ length: 10 }, (_, index) => index),
      async (item, signal) => {
        started.push(item)
        if (item === 1) controller.abort()
        await tick()
        if (signal.aborted) {
          sawAbort = true
          throw new DOMException('Aborted', 'AbortError')
        }
      },
      { concurrency: 2, signal: controller.signal },
    )
    expect(result.cancelled).toBe(true)
    expect(started).toEqual([0, 1])
    expect(sawAbort).toBe(true)
  })

  it('classifies failures as the API contract asks (§2)', () => {
    expect(classifyFailure(new ApiError(429, 'x'))).toBe('rate-limit')
    expect(classifyFailure(new ApiError(0, 'offline'))).toBe('transient')
    expect(classifyFailure(new ApiError(502, 'x'))).toBe('transient')
    expect(classifyFailure(new ApiError(422, 'x'))).toBe('final')
    expect(classifyFailure(new Error('parse'))).toBe('final')
    expect(classifyFailure(new DOMException('x', 'AbortError'))).toBe('abort')
  })
})
