import { afterEach, describe, expect, it, vi } from 'vitest'
import { apiClient } from './datahub-client'
import { ApiError } from './errors'
import { shouldRetry } from './retries'
import { createQueryClient } from '@/lib/query/query-client'

function answer(status: number, body: unknown, headers: Record<string, string> = {}) {
  return vi.fn(
    async () =>
      new Response(JSON.stringify(body), {
        status,
        headers: { 'Content-Type': 'application/json', ...headers },
      }),
  )
}

async function failureOf(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => null,
    (reason: unknown) => reason,
  )
  expect(error).toBeInstanceOf(ApiError)
  return error as ApiError
}

afterEach(() => vi.unstubAllGlobals())

describe('ApiError and retries', () => {
  it('marks a 504 that carries X-Proxy-Timeout: 1 as the proxy’s own timeout', async () => {
    vi.stubGlobal(
      'fetch',
      answer(504, { detail: 'Upstream timed out' }, { 'X-Proxy-Timeout': '1' }),
    )
    const error = await failureOf(apiClient.get('/search/fusion', { params: { q: 'x' } }))
    expect(error.status).toBe(504)
    expect(error.proxyTimeout).toBe(true)
    expect(error.message).toBe('Upstream timed out')
  })

  it('does not mark an upstream’s own 504 or other header values', async () => {
    vi.stubGlobal('fetch', answer(504, { detail: 'Gateway timeout' }))
    expect((await failureOf(apiClient.get('/x'))).proxyTimeout).toBe(false)
    vi.stubGlobal('fetch', answer(504, { detail: 'Gateway timeout' }, { 'X-Proxy-Timeout': '0' }))
    expect((await failureOf(apiClient.get('/x'))).proxyTimeout).toBe(false)
  })

  it('sends exactly one request for a query answered by a proxy timeout', async () => {
    const fetch = answer(504, { detail: 'Upstream timed out' }, { 'X-Proxy-Timeout': '1' })
    vi.stubGlobal('fetch', fetch)
    const client = createQueryClient()
    await expect(
      client.fetchQuery({
        queryKey: ['proxy-timeout'],
        queryFn: ({ signal }) => apiClient.get('/search/fusion', { signal }),
        retryDelay: 1,
      }),
    ).rejects.toMatchObject({ status: 504, proxyTimeout: true })
    expect(fetch).toHaveBeenCalledTimes(1)
  })

  it('retries a plain 503 under the same client defaults', async () => {
    const fetch = answer(503, { detail: 'busy' })
    vi.stubGlobal('fetch', fetch)
    const client = createQueryClient()
    await expect(
      client.fetchQuery({
        queryKey: ['busy'],
        queryFn: ({ signal }) => apiClient.get('/x', { signal }),
        retry: (count, error) => shouldRetry(count, error) && count < 1,
        retryDelay: 1,
      }),
    ).rejects.toMatchObject({ status: 503 })
    expect(fetch).toHaveBeenCalledTimes(2)
  })
})
