import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { render, screen, waitFor } from '@testing-library/react'
import { afterEach, expect, it, vi } from 'vitest'
import { ApiError } from '@/lib/api/errors'
import { apiClient } from '@/lib/api/datahub-client'
import { signInNavigation } from '@/lib/api/sign-in'
import type { SessionInfo } from '@/lib/explorer-api/session'
import { SessionStatus } from './session-status'

function serve(session: SessionInfo) {
  vi.stubGlobal(
    'fetch',
    vi.fn(async () => Response.json(session)),
  )
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  return render(
    <QueryClientProvider client={client}>
      <SessionStatus />
    </QueryClientProvider>,
  )
}

function watchNavigation() {
  const go = vi.fn()
  signInNavigation.started = false
  signInNavigation.go = go
  return go
}

afterEach(() => vi.unstubAllGlobals())

it('names the signed-in user (as text) and offers a sign-out form that posts to the proxy', async () => {
  const go = watchNavigation()
  serve({ auth: 'oidc', user: { id: 'u1', name: '<b>Ada</b>' }, signOut: '/auth/sign-out' })
  expect(await screen.findByText('<b>Ada</b>')).toBeInTheDocument()
  const button = screen.getByRole('button', { name: 'Sign out' })
  const form = button.closest('form')!
  expect(form).toHaveAttribute('method', 'post')
  expect(form).toHaveAttribute('action', '/auth/sign-out')
  expect(go).not.toHaveBeenCalled()
})

it('shows nothing without sign-in (AUTH=none)', async () => {
  const { container } = serve({ auth: 'none' })
  await waitFor(() => expect(fetch).toHaveBeenCalled())
  expect(container).toBeEmptyDOMElement()
})

it('goes to sign-in with the current view when the server wants a session and has none', async () => {
  const go = watchNavigation()
  window.history.replaceState(null, '', '/search?q=M%C3%BCller#results')
  serve({ auth: 'basic', user: null, signOut: '/auth/sign-out' })
  await waitFor(() =>
    expect(go).toHaveBeenCalledWith('/auth/sign-in?next=%2Fsearch%3Fq%3DM%25C3%25BCller%23results'),
  )
})

it('sends the user to sign-in on the proxy’s 401, once, but not on the upstream’s 401', async () => {
  const go = watchNavigation()
  window.history.replaceState(null, '', '/services/abc?inputs=%7B%22x%22%3A%221%22%7D')
  const answer = (headers: Record<string, string>) =>
    vi.fn(async () => Response.json({ detail: 'Please sign in.' }, { status: 401, headers }))

  vi.stubGlobal('fetch', answer({}))
  await expect(apiClient.get('/x')).rejects.toBeInstanceOf(ApiError)
  expect(go).not.toHaveBeenCalled()

  vi.stubGlobal('fetch', answer({ 'X-Explorer-Sign-In': '/auth/sign-in' }))
  const error = await apiClient.post('/y', {}).catch((reason: unknown) => reason)
  expect(error).toMatchObject({ status: 401 })
  await apiClient.get('/z').catch(() => undefined)
  expect(go).toHaveBeenCalledTimes(1)
  expect(go).toHaveBeenCalledWith(
    `/auth/sign-in?next=${encodeURIComponent('/services/abc?inputs=%7B%22x%22%3A%221%22%7D')}`,
  )
})
