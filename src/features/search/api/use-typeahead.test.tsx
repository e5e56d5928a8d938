import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { UpstreamInfo } from '@contract/upstream'
import { upstreamInfoQuery } from '@/lib/query/query-client'
import { REMOTE_TYPEAHEAD, typeaheadPolicy } from '@/lib/datahub/typeahead-policy'
import { useTypeahead } from './use-typeahead'

const ORG = 'a'.repeat(32)
const PERSON = 'b'.repeat(31)

/** A fake upstream that records every API path it is asked for. */
function fakeApi() {
  const paths: string[] = []
  const fetch = vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://localhost')
    paths.push(`${url.pathname}?q=${url.searchParams.get('q')}`)
    const body = url.pathname.endsWith('/organization')
      ? { results: [{ entity: { fb_entity_id: ORG, name: 'Muster GmbH' } }], total: 1 }
      : url.pathname.endsWith('/person')
        ? {
            results: [
              { entity: { fb_entity_id: PERSON, name: { given: 'Eva', family: 'Muster' } } },
            ],
            total: 1,
          }
        : { results: { organizations: [{ entity: { fb_entity_id: ORG, name: 'Muster GmbH' } }] } }
    return new Response(JSON.stringify(body), { headers: { 'Content-Type': 'application/json' } })
  })
  vi.stubGlobal('fetch', fetch)
  return paths
}

function renderTypeahead(mode: UpstreamInfo['mode']) {
  const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
  // The mode injected as the proxy would report it.
  client.setQueryData(upstreamInfoQuery.queryKey, { mode, host: null, scale: null })
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(({ value }) => useTypeahead(value, true), {
    wrapper,
    initialProps: { value: '' },
  })
}

/**
 * Types one character at a time, `gap` ms apart, as a person does. The gaps pass on a fake clock,
 * so a busy machine cannot stretch one past the pause; the last character is typed on the real
 * clock, whose pause then runs out as it would for the person.
 */
async function type(rerender: (props: { value: string }) => void, text: string, gap: number) {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
  try {
    for (let end = 1; end < text.length; end++) {
      rerender({ value: text.slice(0, end) })
      await act(() => vi.advanceTimersByTimeAsync(gap))
    }
  } finally {
    vi.useRealTimers()
  }
  rerender({ value: text })
}

afterEach(() => vi.unstubAllGlobals())

describe('typeahead against a remote upstream', () => {
  it('uses the cheap policy whenever the upstream is not known to be embedded', () => {
    expect(typeaheadPolicy('remote')).toBe(REMOTE_TYPEAHEAD)
    expect(typeaheadPolicy(undefined)).toBe(REMOTE_TYPEAHEAD)
    expect(typeaheadPolicy('embedded').source).toBe('fusion')
  })

  it('never calls fusion search; asks organization and person search once per pause, from 3 characters', async () => {
    const paths = fakeApi()
    const { result, rerender } = renderTypeahead('remote')
    // Gaps of 300 ms are shorter than the remote debounce: no request while typing.
    await type(rerender, 'Muster', 300)
    expect(paths).toEqual([])
    // Generous: the debounce plus two requests, on a machine that may be busy with other tests.
    await waitFor(() => expect(result.current.suggestions).toHaveLength(2), { timeout: 5000 })
    expect(paths.sort()).toEqual([
      '/api/v2/search/entities/organization?q=Muster',
      '/api/v2/search/entities/person?q=Muster',
    ])
    expect(result.current.suggestions.map((s) => [s.kind, s.label])).toEqual([
      ['Organization', 'Muster GmbH'],
      ['Person', 'Eva Muster'],
    ])
  })

  it('sends nothing for fewer than 3 characters', async () => {
    const paths = fakeApi()
    const { result, rerender } = renderTypeahead('remote')
    rerender({ value: 'Mu' })
    // Once the pause is over the typeahead has settled on the text: a request would go now.
    await waitFor(() => expect(result.current.settled).toBe('Mu'))
    expect(paths).toEqual([])
    expect(result.current.active).toBe(false)
  })
})

describe('typeahead against the embedded hub', () => {
  it('keeps fusion search after a short pause', async () => {
    const paths = fakeApi()
    const { result, rerender } = renderTypeahead('embedded')
    rerender({ value: 'Mu' })
    await waitFor(() => expect(result.current.suggestions).toHaveLength(1), { timeout: 5000 })
    expect(paths).toEqual(['/api/v2/search/fusion?q=Mu'])
  })
})
