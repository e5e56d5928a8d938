import { QueryClient, QueryClientProvider } from '@tanstack/react-query'
import { act, renderHook, waitFor } from '@testing-library/react'
import type { ReactNode } from 'react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import type { ConnectionEntity } from './connection-graph'
import { STATUS_AUTO_READS, usePathStatuses } from './path-statuses'

const org = (index: number): ConnectionEntity => ({
  id: index.toString(16).padStart(32, '0'),
  type: 'ORGANIZATION',
  name: `Firma ${index}`,
})

/** A fake upstream: every organization record, the 2nd one insolvent; the paths asked are kept. */
function fakeApi() {
  const asked: string[] = []
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL) => {
      const path = new URL(String(input), 'http://localhost').pathname
      asked.push(path)
      const id = path.split('/').pop()!
      const status = id === org(2).id ? 'INSOLVENCY_PROCEEDINGS' : 'ACTIVE'
      return new Response(JSON.stringify({ fb_entity_id: id, status: { status } }), {
        headers: { 'Content-Type': 'application/json' },
      })
    }),
  )
  return asked
}

function renderStatuses(organizations: ConnectionEntity[], client: QueryClient) {
  const wrapper = ({ children }: { children: ReactNode }) => (
    <QueryClientProvider client={client}>{children}</QueryClientProvider>
  )
  return renderHook(() => usePathStatuses(organizations), { wrapper })
}

const newClient = () => new QueryClient({ defaultOptions: { queries: { retry: false } } })

afterEach(() => vi.unstubAllGlobals())

describe('usePathStatuses', () => {
  it('reads a few organizations at once and counts the distressed ones', async () => {
    const asked = fakeApi()
    const organizations = [org(1), org(2), org(3)]
    const { result } = renderStatuses(organizations, newClient())
    await waitFor(() => expect(result.current.state).toBe('done'))
    expect(result.current).toMatchObject({ total: 3, reads: 3, distressed: 1, failed: 0 })
    expect(result.current.statusOf(org(2).id)).toBe('INSOLVENCY_PROCEEDINGS')
    expect(asked).toHaveLength(3)
  })

  it('does not count (or read again) records already in the cache', async () => {
    const asked = fakeApi()
    const client = newClient()
    client.setQueryData(entityRecordQuery('organization', org(2).id).queryKey, {
      status: { status: 'LIQUIDATION' },
    })
    const { result } = renderStatuses([org(1), org(2)], client)
    await waitFor(() => expect(result.current.state).toBe('done'))
    expect(result.current).toMatchObject({ reads: 1, distressed: 1 })
    expect(asked).toEqual([`/api/v2/entities/organization/get/${org(1).id}`])
  })

  it('offers the check, with its cost, when more records would be read than it reads unasked', async () => {
    const asked = fakeApi()
    const organizations = Array.from({ length: STATUS_AUTO_READS + 1 }, (_, index) =>
      org(index + 1),
    )
    const client = newClient()
    const { result } = renderStatuses(organizations, client)
    expect(result.current).toMatchObject({ state: 'offer', reads: STATUS_AUTO_READS + 1 })
    // Nothing is read until asked: every record query is observed (where a read would start)
    // and none fetches.
    const queries = client.getQueryCache().findAll()
    expect(queries).toHaveLength(organizations.length)
    for (const query of queries) {
      expect(query.getObserversCount()).toBe(1)
      expect(query.state.fetchStatus).toBe('idle')
    }
    expect(asked).toEqual([])
    act(() => result.current.check())
    await waitFor(() => expect(result.current.state).toBe('done'))
    expect(asked).toHaveLength(STATUS_AUTO_READS + 1)
    expect(result.current.distressed).toBe(1)
  })
})
