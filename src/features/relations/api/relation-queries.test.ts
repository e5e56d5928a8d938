import { QueryClient } from '@tanstack/react-query'
import { relationParams, relationQueries, resolveRelation } from './relation-queries'
import type { RelationDefinition } from './relation-catalogue'

interface Call {
  url: string
  body: unknown
}

function mockFetch(answers: Record<string, { status: number; body: unknown }>) {
  const calls: Call[] = []
  vi.stubGlobal('fetch', async (url: string, init: RequestInit) => {
    calls.push({ url, body: init.body ? JSON.parse(String(init.body)) : undefined })
    const answer = Object.entries(answers).find(([prefix]) => url.startsWith(prefix))?.[1] ?? {
      status: 404,
      body: { detail: 'NOT_FOUND' },
    }
    return new Response(JSON.stringify(answer.body), {
      status: answer.status,
      headers: { 'Content-Type': 'application/json' },
    })
  })
  return calls
}

const envelope = (label: string, value: unknown) => [
  { label, entity_from: {}, entity: { entity_type: 'FEATURE', value } },
]
const ID = 'a'.repeat(32)

afterEach(() => vi.unstubAllGlobals())

describe('relationParams', () => {
  const report = {
    parameters: [
      { name: 'reference_year', default: null },
      { name: 'document_type', default: 'Jahresabschluss' },
    ],
  }
  it('maps URL controls onto the parameters the relation declares, omitting unset ones', () => {
    expect(relationParams(report, { year: 2022, doc: 'Konzernabschluss', depth: 3 })).toEqual({
      reference_year: '2022',
      document_type: 'Konzernabschluss',
    })
    expect(relationParams(report, {})).toEqual({})
    expect(
      relationParams(
        { parameters: [{ name: 'radius_km', default: 2 }] },
        { radius: 5, year: 2020 },
      ),
    ).toEqual({ radius_km: 5 })
  })
})

describe('resolveRelation', () => {
  const kpi: Pick<RelationDefinition, 'keys' | 'label'> = {
    keys: ['5601746763', '67533702', '3867665248'],
    label: 'FINANCIALS_KPI',
  }

  it('posts the wrapped params form and returns the envelope value', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/5601746763/': {
        status: 200,
        body: envelope('FINANCIALS_KPI', [{ year: 2023 }]),
      },
    })
    const slice = await resolveRelation(kpi, ID, { reference_year: '2023' })
    expect(slice).toEqual({
      kind: 'value',
      value: [{ year: 2023 }],
      key: '5601746763',
      label: 'FINANCIALS_KPI',
    })
    expect(calls[0]).toEqual({
      url: `/api/v2/relation/resolve/5601746763/${ID}`,
      body: { params: { reference_year: '2023' } },
    })
  })

  it('falls back to an older key on 404 and skips an older key that answers another slice', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/5601746763/': {
        status: 404,
        body: { detail: 'RELATION_NOT_FOUND' },
      },
      '/api/v2/relation/resolve/67533702/': { status: 200, body: envelope('BALANCE_SHEET', []) },
      '/api/v2/relation/resolve/3867665248/': {
        status: 200,
        body: envelope('FINANCIALS_KPI', [{ year: 2020 }]),
      },
    })
    const slice = await resolveRelation(kpi, ID, {})
    expect(slice).toMatchObject({ kind: 'value', key: '3867665248', value: [{ year: 2020 }] })
    expect(calls).toHaveLength(3)
  })

  it('does not try other keys when the entity itself is unknown', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/': { status: 404, body: { detail: 'ORGANIZATION_NOT_FOUND' } },
    })
    await expect(resolveRelation(kpi, ID, {})).rejects.toMatchObject({ status: 404 })
    expect(calls).toHaveLength(1)
  })

  it('reports [] as unresolved, keeps null values, and concatenates several list envelopes', async () => {
    mockFetch({ '/api/v2/relation/resolve/1/': { status: 200, body: [] } })
    expect(await resolveRelation({ keys: ['1'], label: 'X' }, ID, {})).toEqual({
      kind: 'unresolved',
    })
    mockFetch({ '/api/v2/relation/resolve/2/': { status: 200, body: envelope('UBO', null) } })
    expect(await resolveRelation({ keys: ['2'], label: 'UBO' }, ID, {})).toMatchObject({
      kind: 'value',
      value: null,
    })
    mockFetch({
      '/api/v2/relation/resolve/3/': {
        status: 200,
        body: [...envelope('NEWS', [1]), ...envelope('NEWS', [2, 3])],
      },
    })
    expect(await resolveRelation({ keys: ['3'], label: 'NEWS' }, ID, {})).toMatchObject({
      value: [1, 2, 3],
    })
  })

  it('surfaces server errors without trying older keys', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/': { status: 500, body: { detail: 'boom' } },
    })
    await expect(resolveRelation(kpi, ID, {})).rejects.toMatchObject({ status: 500 })
    expect(calls).toHaveLength(1)
  })
})

describe('relationQueries.list', () => {
  it('uses the live list, or the §7 catalogue when the endpoint answers 404', async () => {
    mockFetch({
      '/api/v2/relation/list/person': {
        status: 200,
        body: [{ key: '2545866067', label: 'ENTITY_NETWORK', model_from: ['PERSON'] }],
      },
    })
    const client = new QueryClient()
    const live = await client.fetchQuery(relationQueries.list('PERSON'))
    expect(live.source).toBe('list')
    expect(live.tabs.map((tab) => tab.slug)).toEqual(['network'])

    mockFetch({})
    const fallback = await new QueryClient().fetchQuery(relationQueries.list('LOCATION'))
    expect(fallback.source).toBe('catalogue')
    expect(fallback.tabs.map((tab) => tab.slug)).toContain('unemployment')
  })

  it('caches each resolve per relation, entity and parameters', () => {
    const definition = { keys: ['9'], label: 'ENTITY_NETWORK' }
    const a = relationQueries.resolve(definition, ID, { depth: 1 }).queryKey
    const b = relationQueries.resolve(definition, ID, { depth: 2 }).queryKey
    const c = relationQueries.resolve(definition, 'b'.repeat(32), { depth: 1 }).queryKey
    expect(new Set([a, b, c].map((key) => JSON.stringify(key))).size).toBe(3)
  })
})
