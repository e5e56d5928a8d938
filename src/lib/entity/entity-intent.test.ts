// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entityOfPath, prefetchRecordOf, prefetchRecordsOnIntent } from './entity-intent'

const ID = '0123456789abcdef0123456789abcdef'

describe('entityOfPath', () => {
  it('reads the entity of an entity page and nothing else', () => {
    expect(entityOfPath(`/organizations/${ID}`)).toEqual({ type: 'organization', id: ID })
    expect(entityOfPath(`/persons/${ID}/`)).toEqual({ type: 'person', id: ID })
    expect(entityOfPath(`/locations/${ID}`)).toEqual({ type: 'location', id: ID })
    expect(entityOfPath('/organizations/not-an-id')).toBeNull()
    expect(entityOfPath('/organizations/%E0%A4%A')).toBeNull()
    expect(entityOfPath(`/datasets/${ID}`)).toBeNull()
    expect(entityOfPath('/')).toBeNull()
  })
})

describe('record prefetch', () => {
  afterEach(() => {
    vi.unstubAllGlobals()
    vi.useRealTimers()
    document.body.innerHTML = ''
  })

  const serve = () => {
    const fetch = vi.fn(async (_url: string) => Response.json({ fb_entity_id: ID }))
    vi.stubGlobal('fetch', fetch)
    return fetch
  }

  it('asks for a deep link’s record once, under the query every reader shares', async () => {
    const fetch = serve()
    const queryClient = new QueryClient()
    prefetchRecordOf(queryClient, `/organizations/${ID}`)
    prefetchRecordOf(queryClient, `/organizations/${ID}`)
    prefetchRecordOf(queryClient, '/search')
    await vi.waitFor(() =>
      expect(queryClient.getQueryData(['entity-record', 'organization', ID])).toEqual({
        fb_entity_id: ID,
      }),
    )
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe(`/api/v2/entities/organization/get/${ID}`)
  })

  it('asks for the record behind a link hovered long enough, not one the pointer passed', async () => {
    vi.useFakeTimers()
    const fetch = serve()
    document.body.innerHTML = `<a href="/persons/${ID}"><span>Name</span></a><p>elsewhere</p>`
    prefetchRecordsOnIntent(new QueryClient())
    const span = document.querySelector('span')!
    const elsewhere = document.querySelector('p')!
    span.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(20)
    const out = new Event('pointerout', { bubbles: true })
    Object.defineProperty(out, 'relatedTarget', { value: elsewhere })
    span.dispatchEvent(out)
    await vi.advanceTimersByTimeAsync(100)
    expect(fetch).not.toHaveBeenCalled()

    span.dispatchEvent(new Event('pointerover', { bubbles: true }))
    await vi.advanceTimersByTimeAsync(60)
    expect(fetch).toHaveBeenCalledTimes(1)
    expect(fetch.mock.calls[0]![0]).toBe(`/api/v2/entities/person/get/${ID}`)
  })
})
