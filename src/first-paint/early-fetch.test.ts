import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiRequestInit } from '@/lib/api/datahub-request'
import {
  EARLY_GLOBAL,
  EARLY_MAX_AGE_MS,
  startEarlyRequests,
  takeEarlyResponse,
  type EarlyRequest,
} from './early-fetch'

const RECORD: EarlyRequest = { method: 'GET', url: '/api/v2/entities/organization/get/abc' }
const SLICE: EarlyRequest = {
  method: 'POST',
  url: '/api/v2/relation/resolve/1/abc',
  body: '{"params":{}}',
}

function start(requests: EarlyRequest[], send: typeof fetch) {
  const host: Record<string, unknown> = {}
  startEarlyRequests(requests, (r) => apiRequestInit(r.method, r.body), host, send)
  return host
}

afterEach(() => vi.useRealTimers())

describe('early requests', () => {
  it('sends each request once with the wrapper’s options and leaves it for the app', async () => {
    const send = vi.fn(async () => new Response('{"ok":1}'))
    const host = start([RECORD, SLICE], send)
    expect(send).toHaveBeenCalledTimes(2)
    const [url, init] = send.mock.calls[1]! as unknown as [string, RequestInit]
    expect(url).toBe(SLICE.url)
    expect(init).toMatchObject({
      method: 'POST',
      credentials: 'same-origin',
      body: SLICE.body,
      headers: { Accept: 'application/json', 'Content-Type': 'application/json; charset=utf-8' },
    })
    const taken = takeEarlyResponse('POST', SLICE.url, SLICE.body, null, host)
    expect(await (await taken!).json()).toEqual({ ok: 1 })
  })

  it('is taken once: a second identical request fetches on its own', () => {
    const host = start(
      [RECORD],
      vi.fn(async () => new Response('{}')),
    )
    expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).toBeDefined()
    expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).toBeUndefined()
    expect((host[EARLY_GLOBAL] as Map<string, unknown>).size).toBe(0)
  })

  it('is taken only by the same method, URL and body', () => {
    const host = start(
      [RECORD, SLICE],
      vi.fn(async () => new Response('{}')),
    )
    expect(takeEarlyResponse('POST', RECORD.url, '{}', null, host)).toBeUndefined()
    expect(takeEarlyResponse('GET', `${RECORD.url}?x=1`, undefined, null, host)).toBeUndefined()
    expect(
      takeEarlyResponse('POST', SLICE.url, '{"params":{"depth":2}}', null, host),
    ).toBeUndefined()
    expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).toBeDefined()
    expect(takeEarlyResponse('POST', SLICE.url, SLICE.body, null, host)).toBeDefined()
  })

  it('drops what nobody took after a while, so a later visit asks anew', () => {
    vi.useFakeTimers()
    const host = start(
      [RECORD],
      vi.fn(async () => new Response('{}')),
    )
    vi.advanceTimersByTime(EARLY_MAX_AGE_MS)
    expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).toBeUndefined()
    // The key stays: what was sent and never taken can be told apart from what was taken.
    expect((host[EARLY_GLOBAL] as Map<string, unknown>).size).toBe(1)
  })

  it('hands a failed request to the request that takes it', async () => {
    const host = start(
      [RECORD],
      vi.fn(async () => Promise.reject(new TypeError('offline'))),
    )
    await expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).rejects.toThrow(
      'offline',
    )
  })

  it('is cancelled with the request that took it, and left alone by one already cancelled', async () => {
    let signal: AbortSignal | undefined
    const send = vi.fn((_url: string, init?: RequestInit) => {
      signal = init!.signal!
      return new Promise<Response>((_resolve, reject) =>
        signal!.addEventListener('abort', () => reject(signal!.reason as Error)),
      )
    }) as unknown as typeof fetch
    const host = start([RECORD], send)
    const cancelled = new AbortController()
    cancelled.abort()
    expect(takeEarlyResponse('GET', RECORD.url, undefined, cancelled.signal, host)).toBeUndefined()
    const controller = new AbortController()
    const taken = takeEarlyResponse('GET', RECORD.url, undefined, controller.signal, host)!
    controller.abort(new DOMException('gone', 'AbortError'))
    await expect(taken).rejects.toMatchObject({ name: 'AbortError' })
    expect(signal!.aborted).toBe(true)
  })

  it('does nothing for a page with no early requests', () => {
    const send = vi.fn()
    const host = start([], send as unknown as typeof fetch)
    expect(send).not.toHaveBeenCalled()
    expect(takeEarlyResponse('GET', RECORD.url, undefined, null, host)).toBeUndefined()
  })
})
