import { afterEach, describe, expect, it, vi } from 'vitest'
import { changedSince, isVersionToken, versionPin } from './data-version'
import { fetchRows, rowsViewKey } from './dataset-queries'
import type { StreamBase } from './dataset-schemas'

const V1 = 'a88a2f22-ac93-4216-9ea2-c491647b0723'
const V2 = 'b9cc5897-3688-4902-804a-af00240161ae'
const V3 = '936bf763-0d92-448d-b9f1-3b70069d8a4f'

const base = (patch: Partial<StreamBase> = {}): StreamBase => ({
  key: '4655345999',
  name: { en: 'Insolvency notices', de: null },
  description: null,
  meta: { entry_count: 173 },
  created_at: null,
  updated_at: null,
  data_updated_at: '2026-02-16T09:14:05.120000+00:00',
  data_version: V3,
  store_version: '2',
  source: null,
  data: [{ fb_id: '00', fb_data_version: V1, fb_datetime: '2025-01-06T09:14:05.120000+00:00' }],
  data_item_collections: [],
  ...patch,
})

describe('versionPin', () => {
  it('says nothing without a version in the link or when the link shows the current one', () => {
    expect(versionPin(base(), undefined)).toEqual({ kind: 'none' })
    expect(versionPin(base(), V3)).toEqual({ kind: 'none' })
  })

  it('names both versions and both dates when the data changed, from what the metadata holds', () => {
    expect(versionPin(base(), V1)).toEqual({
      kind: 'changed',
      pinned: V1,
      pinnedAt: '2025-01-06T09:14:05.120000+00:00',
      current: V3,
      currentAt: '2026-02-16T09:14:05.120000+00:00',
    })
    // No sample row of the pinned version, no naive guess at its date.
    expect(versionPin(base(), V2)).toMatchObject({ kind: 'changed', pinnedAt: null })
    expect(versionPin(base({ data: null, data_updated_at: null }), V2)).toMatchObject({
      pinnedAt: null,
      currentAt: null,
    })
  })

  it('flags a version the Data Hub could not know, and one it cannot compare', () => {
    for (const bad of [`${V1},${V2}`, 'two words', '-leading-dash', 'x'.repeat(101), '<b>'])
      expect(versionPin(base(), bad)).toEqual({ kind: 'malformed', pinned: bad, current: V3 })
    expect(versionPin(base({ data_version: null }), V2)).toEqual({
      kind: 'unannounced',
      pinned: V2,
    })
  })
})

describe('changedSince', () => {
  it('is the pinned version only when the changed rows are asked for and the version is sendable', () => {
    expect(changedSince({ version: V2, changes: true })).toBe(V2)
    expect(changedSince({ version: V2, changes: undefined })).toBeNull()
    expect(changedSince({ version: undefined, changes: true })).toBeNull()
    expect(changedSince({ version: 'a,b', changes: true })).toBeNull()
    expect(isVersionToken('12345')).toBe(true)
  })
})

describe('the changed-rows request', () => {
  afterEach(() => vi.unstubAllGlobals())

  const view = {
    sort: [{ id: 'date', desc: true }],
    filters: [],
    q: '',
    version: V2,
    changes: true,
  }

  it('sends the boundary at the top level and inside query_parameters, and keys the rows by it', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('[]', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await fetchRows('4655345999', view, { skip: 0, limit: 100 })
    const url = new URL(fetch.mock.calls[0]![0], 'http://x')
    expect(url.searchParams.get('version_boundary')).toBe(V2)
    expect(JSON.parse(url.searchParams.get('query_parameters')!)).toEqual({
      sort_keys: ['date'],
      sort_order: ['desc'],
      version_boundary: V2,
    })
    expect(rowsViewKey('4655345999', view).at(-1)).toMatchObject({ since: V2 })
    expect(rowsViewKey('4655345999', { ...view, changes: undefined }).at(-1)).not.toHaveProperty(
      'since',
    )
  })

  it('sends no boundary for search, which takes none (§6.3), nor for a pin alone', async () => {
    const fetch = vi.fn(async (_url: string) => new Response('[]', { status: 200 }))
    vi.stubGlobal('fetch', fetch)
    await fetchRows('4655345999', { ...view, q: 'Hamm' }, { skip: 0, limit: 10 })
    await fetchRows('4655345999', { ...view, sort: [], changes: undefined }, { skip: 0, limit: 10 })
    for (const [called] of fetch.mock.calls) expect(called).not.toContain('version_boundary')
  })
})
