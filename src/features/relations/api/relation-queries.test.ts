import { activateLocale } from '@/lib/i18n/i18n'
import { QueryClient } from '@tanstack/react-query'
import { relationParams, relationQueries, resolveRelation } from './relation-queries'
import {
  definitionFromDescriptor,
  descriptorFor,
  type RelationDefinition,
} from './relation-catalogue'

// The errors word themselves in the active language.
beforeAll(() => activateLocale('en'))

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
const SUBJECT = { entityType: 'ORGANIZATION' as const, entityId: ID }

/** A tab without a view; `trustedKeys` are the keys whose answers need no label to confirm them. */
const tab = (keys: string[], label: string, trustedKeys = keys.slice(0, 1)) => ({
  keys,
  trustedKeys,
  label,
  title: label.toLowerCase(),
  descriptor: null,
})

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
  const kpi: Pick<RelationDefinition, 'keys' | 'trustedKeys' | 'label' | 'title' | 'descriptor'> = {
    keys: ['5601746763', '67533702', '3867665248'],
    trustedKeys: ['5601746763', '67533702'],
    label: 'FINANCIALS_KPI',
    title: 'Key figures',
    descriptor: null,
  }

  it('posts the wrapped params form and returns the envelope value', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/5601746763/': {
        status: 200,
        body: envelope('FINANCIALS_KPI', [{ year: 2023 }]),
      },
    })
    const slice = await resolveRelation(kpi, SUBJECT, { reference_year: '2023' })
    expect(slice).toEqual({
      kind: 'value',
      value: [{ year: 2023 }],
      key: '5601746763',
      label: 'FINANCIALS_KPI',
      read: null,
    })
    expect(calls[0]).toEqual({
      url: `/api/v2/relation/resolve/5601746763/${ID}`,
      body: { params: { reference_year: '2023' } },
    })
  })

  it('reads the value with the slice parser inside the query function', async () => {
    mockFetch({
      '/api/v2/relation/resolve/5906082026/': {
        status: 200,
        body: envelope('MANAGEMENT', [
          {
            label: 'MANAGING_DIRECTOR',
            entity_from: {
              fb_entity_id: 'c'.repeat(31),
              attributes: { display_name: { en: 'Jane' } },
            },
            entity_to: { fb_entity_id: ID },
            meta: { start_date: '2020-01-01' },
          },
        ]),
      },
    })
    const management = definitionFromDescriptor(descriptorFor('ORGANIZATION', 'MANAGEMENT')!)
    const slice = await resolveRelation(management, SUBJECT, {})
    expect(slice.kind === 'value' && slice.read?.empty).toBe(false)

    mockFetch({
      '/api/v2/relation/resolve/5906082026/': {
        status: 200,
        body: envelope('MANAGEMENT', [{ label: 'MANAGING_DIRECTOR' }]),
      },
    })
    const unreadable = await resolveRelation(management, SUBJECT, {})
    // No item names anyone: the panel shows the data as delivered, not "Unnamed entity" rows.
    expect(unreadable).toMatchObject({ kind: 'value', read: null })
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
    const slice = await resolveRelation(kpi, SUBJECT, {})
    expect(slice).toMatchObject({ kind: 'value', key: '3867665248', value: [{ year: 2020 }] })
    expect(calls).toHaveLength(3)
  })

  it('uses an undocumented key only when its label confirms the slice', async () => {
    const undocumented = tab(['111', '222'], 'NEWS', [])
    mockFetch({
      '/api/v2/relation/resolve/111/': { status: 200, body: [{ entity: { value: [1] } }] },
      '/api/v2/relation/resolve/222/': { status: 200, body: envelope('NEWS', [2]) },
    })
    expect(await resolveRelation(undocumented, SUBJECT, {})).toMatchObject({
      key: '222',
      value: [2],
    })
    mockFetch({ '/api/v2/relation/resolve/': { status: 200, body: [{ entity: { value: [1] } }] } })
    await expect(resolveRelation(undocumented, SUBJECT, {})).rejects.toThrow()
  })

  it("never shows a slice under another relation's title, even from the documented key", async () => {
    mockFetch({ '/api/v2/relation/resolve/': { status: 200, body: envelope('UBO', null) } })
    await expect(resolveRelation(tab(['1'], 'NEWS'), SUBJECT, {})).rejects.toThrow(
      /another relation \(UBO\)/,
    )
  })

  it('does not try other keys when the entity itself is unknown', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/': { status: 404, body: { detail: 'ORGANIZATION_NOT_FOUND' } },
    })
    await expect(resolveRelation(kpi, SUBJECT, {})).rejects.toMatchObject({ status: 404 })
    expect(calls).toHaveLength(1)
  })

  it('reports [] as unresolved, keeps null values, and concatenates several list envelopes', async () => {
    mockFetch({ '/api/v2/relation/resolve/1/': { status: 200, body: [] } })
    expect(await resolveRelation(tab(['1'], 'X'), SUBJECT, {})).toEqual({ kind: 'unresolved' })
    mockFetch({ '/api/v2/relation/resolve/2/': { status: 200, body: envelope('UBO', null) } })
    expect(await resolveRelation(tab(['2'], 'UBO'), SUBJECT, {})).toMatchObject({
      kind: 'value',
      value: null,
    })
    mockFetch({
      '/api/v2/relation/resolve/3/': {
        status: 200,
        body: [...envelope('NEWS', [1]), ...envelope('NEWS', [2, 3])],
      },
    })
    expect(await resolveRelation(tab(['3'], 'NEWS'), SUBJECT, {})).toMatchObject({
      value: [1, 2, 3],
    })
  })

  it('surfaces server errors without trying older keys', async () => {
    const calls = mockFetch({
      '/api/v2/relation/resolve/': { status: 500, body: { detail: 'boom' } },
    })
    await expect(resolveRelation(kpi, SUBJECT, {})).rejects.toMatchObject({ status: 500 })
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

  it.each([
    ['refused (403)', { status: 403, body: { detail: 'Forbidden' } }],
    ['failing (503)', { status: 503, body: { detail: 'down' } }],
    ['a malformed body', { status: 200, body: { not: 'a list' } }],
    ['an empty list', { status: 200, body: [] }],
  ])('falls back to the documented catalogue when the list is %s', async (_, answer) => {
    mockFetch({ '/api/v2/relation/list/organization': answer })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const result = await client.fetchQuery(relationQueries.list('ORGANIZATION'))
    expect(result.source).toBe('catalogue')
    expect(result.tabs[0]).toMatchObject({ slug: 'management', trustedKeys: ['5906082026'] })
  })

  it('does not hide a wrong key (401) behind the catalogue', async () => {
    mockFetch({
      '/api/v2/relation/list/organization': {
        status: 401,
        body: { detail: 'Could not validate credentials.' },
      },
    })
    const client = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    await expect(client.fetchQuery(relationQueries.list('ORGANIZATION'))).rejects.toMatchObject({
      status: 401,
    })
  })

  it('caches each resolve per relation, entity and parameters', () => {
    const definition = tab(['9'], 'ENTITY_NETWORK')
    const other = { ...SUBJECT, entityId: 'b'.repeat(32) }
    const a = relationQueries.resolve(definition, SUBJECT, { depth: 1 }).queryKey
    const b = relationQueries.resolve(definition, SUBJECT, { depth: 2 }).queryKey
    const c = relationQueries.resolve(definition, other, { depth: 1 }).queryKey
    expect(new Set([a, b, c].map((key) => JSON.stringify(key))).size).toBe(3)
  })
})
