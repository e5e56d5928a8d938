// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { ApiError, NetworkError } from './errors'
import { explorerRequest } from './explorer-client'
import { signInNavigation } from './sign-in'

afterEach(() => {
  vi.unstubAllGlobals()
  signInNavigation.started = false
})

describe('explorerRequest', () => {
  it('asks below /api/explorer/ with JSON in and out, and answers a 204 with null', async () => {
    const fetch = vi.fn(async () => new Response(null, { status: 204 }))
    vi.stubGlobal('fetch', fetch)
    await expect(
      explorerRequest('monitor/lists/a', { method: 'PATCH', body: { name: 'B' } }),
    ).resolves.toBeNull()
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(url).toBe('/api/explorer/monitor/lists/a')
    expect(init.method).toBe('PATCH')
    expect(init.credentials).toBe('same-origin')
    expect(init.body).toBe('{"name":"B"}')
    expect(new Headers(init.headers).get('Content-Type')).toBe('application/json; charset=utf-8')
  })

  it('sends a plain GET without a body and reads its JSON', async () => {
    const fetch = vi.fn(async () => Response.json({ auth: 'none' }))
    vi.stubGlobal('fetch', fetch)
    await expect(explorerRequest('session')).resolves.toEqual({ auth: 'none' })
    const [, init] = fetch.mock.calls[0] as unknown as [string, RequestInit]
    expect(init.method).toBe('GET')
    expect(init.body).toBeNull()
    expect(new Headers(init.headers).has('Content-Type')).toBe(false)
  })

  it('turns a refusal into an ApiError and goes to sign-in when the session ended', async () => {
    const go = vi.fn()
    signInNavigation.go = go
    vi.stubGlobal(
      'fetch',
      vi.fn(async () =>
        Response.json(
          { detail: 'Sign in' },
          { status: 401, headers: { 'X-Explorer-Sign-In': '/auth/sign-in' } },
        ),
      ),
    )
    const error = await explorerRequest('monitor/unread').catch((reason: unknown) => reason)
    expect(error).toBeInstanceOf(ApiError)
    expect((error as ApiError).status).toBe(401)
    expect(go).toHaveBeenCalledWith(expect.stringMatching(/^\/auth\/sign-in\?next=/))
  })

  it('says so when the server cannot be reached', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => {
        throw new TypeError('Failed to fetch')
      }),
    )
    await expect(explorerRequest('upstream')).rejects.toBeInstanceOf(NetworkError)
  })
})
