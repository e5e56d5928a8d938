import { describe, expect, it, vi } from 'vitest'
import { createBatcher, MAX_PER_BATCH, ONE_ROUND_TRIP, type BatchAnswer } from './batch'

const answer = (status: number, body: unknown): BatchAnswer => ({
  status,
  headers: { 'content-type': 'application/json' },
  body: JSON.stringify(body),
})

describe('createBatcher', () => {
  it('sends GETs asked at the same moment as one batch and hands each its own answer', async () => {
    const send = vi.fn(async (paths: string[]) =>
      paths.map((path) =>
        path.endsWith('/2') ? answer(404, { detail: 'NOT_FOUND' }) : answer(200, { path }),
      ),
    )
    const batched = createBatcher(send)
    const [first, second] = await Promise.all([
      batched('/api/v2/stream/base/1', null),
      batched('/api/v2/stream/base/2', null),
    ])
    expect(send).toHaveBeenCalledTimes(1)
    expect(send).toHaveBeenCalledWith(['/api/v2/stream/base/1', '/api/v2/stream/base/2'])
    expect(first!.status).toBe(200)
    expect(await first!.json()).toEqual({ path: '/api/v2/stream/base/1' })
    expect(second!.status).toBe(404)
    expect(second!.headers.get('content-type')).toBe('application/json')
  })

  it('leaves out a request aborted before the batch went', async () => {
    const send = vi.fn(async (paths: string[]) => paths.map(() => answer(200, {})))
    const batched = createBatcher(send)
    const controller = new AbortController()
    const aborted = batched('/api/v2/a', controller.signal)
    const kept = batched('/api/v2/b', null)
    controller.abort()
    await expect(aborted).rejects.toMatchObject({ name: 'AbortError' })
    await kept
    expect(send).toHaveBeenCalledWith(['/api/v2/b'])
  })

  it('asks alone for what the server answered "fetch it alone", with the request’s signal', async () => {
    const send = vi.fn(async (paths: string[]) =>
      paths.map((path): BatchAnswer =>
        path.endsWith('/big')
          ? { ...answer(413, { detail: 'ask alone' }), alone: true }
          : answer(200, { path }),
      ),
    )
    const alone = vi.fn(async (path: string, _signal: AbortSignal | null) =>
      Response.json({ path, alone: true }),
    )
    const batched = createBatcher(send, alone)
    const controller = new AbortController()
    const [small, big] = await Promise.all([
      batched('/api/v2/small', null),
      batched('/api/v2/big', controller.signal),
    ])
    expect(await small!.json()).toEqual({ path: '/api/v2/small' })
    expect(big!.status).toBe(200)
    expect(await big!.json()).toEqual({ path: '/api/v2/big', alone: true })
    expect(alone).toHaveBeenCalledTimes(1)
    expect(alone).toHaveBeenCalledWith('/api/v2/big', controller.signal)
  })

  it('gives a request the earlier answer the server named for the same path', async () => {
    const send = vi.fn(async (paths: string[]): Promise<BatchAnswer[]> => [
      answer(200, { path: paths[0] }),
      { same: 0 },
      // Only an earlier answer may be named: a reference forward or to itself is broken.
      { same: 2 },
    ])
    const batched = createBatcher(send)
    const results = await Promise.allSettled([
      batched('/api/v2/a', null),
      batched('/api/v2/a', null),
      batched('/api/v2/b', null),
    ])
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected'])
    const [first, second] = results as PromiseFulfilledResult<Response>[]
    expect(await second!.value.json()).toEqual(await first!.value.json())
  })

  it('fails every request of a batch that failed', async () => {
    const batched = createBatcher(async () => Promise.reject(new TypeError('offline')))
    const results = await Promise.allSettled([
      batched('/api/v2/a', null),
      batched('/api/v2/b', null),
    ])
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected'])
  })

  it('sends more requests than one batch holds in further batches, side by side', async () => {
    const send = vi.fn(async (paths: string[]) => paths.map((path) => answer(200, { path })))
    const batched = createBatcher(send)
    const paths = Array.from({ length: MAX_PER_BATCH * 2 + 1 }, (_, index) => `/api/v2/x/${index}`)
    const responses = await Promise.all(paths.map((path) => batched(path, null)))
    expect(send.mock.calls.map(([sent]) => sent.length)).toEqual([MAX_PER_BATCH, MAX_PER_BATCH, 1])
    expect(send.mock.calls.flatMap(([sent]) => sent)).toEqual(paths)
    // Each request still gets its own answer, whichever batch it went in.
    expect(await Promise.all(responses.map((response) => response.json()))).toEqual(
      paths.map((path) => ({ path })),
    )
  })

  it('keeps a request that asked for smaller batches in batches of that size', async () => {
    const send = vi.fn(async (paths: string[]) => paths.map((path) => answer(200, { path })))
    const batched = createBatcher(send)
    const records = Array.from(
      { length: 2 * ONE_ROUND_TRIP + 1 },
      (_, index) => `/api/v2/r/${index}`,
    )
    const counts = Array.from({ length: 3 }, (_, index) => `/api/v2/c/${index}`)
    const responses = await Promise.all([
      ...records.map((path) => batched(path, null, ONE_ROUND_TRIP)),
      ...counts.map((path) => batched(path, null)),
      // Out of bounds: one request a batch at least, never more than a batch holds.
      batched('/api/v2/one', null, 0),
      batched('/api/v2/half', null, 1.5),
      batched('/api/v2/nan', null, Number.NaN),
    ])
    expect(send.mock.calls.map(([sent]) => sent)).toEqual([
      records.slice(0, ONE_ROUND_TRIP),
      records.slice(ONE_ROUND_TRIP, 2 * ONE_ROUND_TRIP),
      records.slice(2 * ONE_ROUND_TRIP),
      [...counts, '/api/v2/nan'],
      ['/api/v2/one'],
      ['/api/v2/half'],
    ])
    expect(responses).toHaveLength(records.length + counts.length + 3)
  })
})
