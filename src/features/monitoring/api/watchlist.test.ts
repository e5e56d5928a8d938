// @vitest-environment jsdom
import { QueryClient } from '@tanstack/react-query'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { serverWatchlistQuery, watchlistStore } from './watchlist'

const id = (n: number) => n.toString(16).padStart(32, '0')
const LOCAL = [
  {
    type: 'PERSON' as const,
    id: id(1),
    name: 'Anna',
    version: 'v1',
    at: '2026-01-01T00:00:00.000Z',
  },
]
const LIST = {
  entries: [{ type: 'PERSON', id: id(1), name: 'Anna', addedAt: LOCAL[0]!.at, savedVersion: 'v1' }],
}

function answer(status: number, body: unknown) {
  return new Response(JSON.stringify(body), {
    status,
    headers: { 'content-type': 'application/json' },
  })
}

describe('the server watchlist', () => {
  const calls: { method: string; url: string; body: unknown }[] = []
  let importStatus = 200
  beforeEach(() => {
    window.localStorage.clear()
    calls.length = 0
    importStatus = 200
    vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
      calls.push({
        method: init.method ?? 'GET',
        url,
        body: init.body ? JSON.parse(String(init.body)) : undefined,
      })
      if (url.endsWith('/monitor/import'))
        return importStatus === 200
          ? answer(200, { listId: 'L1', imported: 1 })
          : answer(importStatus, { detail: 'down' })
      if (url.endsWith('/monitor/lists'))
        return answer(200, { lists: [{ id: 'L1', name: 'Watchlist', access: 'owner' }] })
      if (url.endsWith('/monitor/lists/L1')) return answer(200, LIST)
      return answer(404, { detail: 'NOT_FOUND' })
    })
  })
  afterEach(() => vi.unstubAllGlobals())

  const load = () => new QueryClient().fetchQuery({ ...serverWatchlistQuery(), retry: false })

  it('moves the browser’s watchlist in, then clears the browser’s copy', async () => {
    watchlistStore.set(LOCAL)
    const list = await load()
    expect(calls[0]).toMatchObject({
      method: 'POST',
      url: '/api/explorer/monitor/import',
      body: {
        entities: [{ type: 'PERSON', id: id(1), name: 'Anna', version: 'v1', at: LOCAL[0]!.at }],
      },
    })
    expect(watchlistStore.get()).toEqual([])
    expect(list).toEqual({ listId: 'L1', entities: LOCAL })
  })

  it('keeps the browser’s copy when the server did not take it', async () => {
    watchlistStore.set(LOCAL)
    importStatus = 503
    await expect(load()).rejects.toThrow()
    expect(watchlistStore.get()).toEqual(LOCAL)
  })

  it('reads the user’s list named Watchlist when nothing is left to move', async () => {
    const list = await load()
    expect(calls.map((call) => `${call.method} ${call.url}`)).toEqual([
      'GET /api/explorer/monitor/lists',
      'GET /api/explorer/monitor/lists/L1',
    ])
    expect(list.entities.map((entity) => entity.id)).toEqual([id(1)])
  })
})
