/**
 * The realistic request mix of the load benchmark: what analysts do in the explorer, with IDs and
 * names sampled from the API first (so every request hits real data): searches, entity reads,
 * relation resolves (the tabs) and stream pages (the dataset table's windows).
 */
import { relationKey } from '../contract/relations'

export interface MixRequest {
  method: 'GET' | 'POST'
  path: string
  body?: string
}

interface Sampled {
  organizations: { id: string; name: string; register: string; locationId: string | null }[]
  persons: string[]
  locations: string[]
  streams: { key: string; rows: number; columns: string[] }[]
}

const ORG_WORDS = [
  'GmbH',
  'Bau',
  'Müller',
  'Berlin',
  'München',
  'Software',
  'Logistik',
  'Handel',
  'Consulting',
  'Service',
  'Immobilien',
  'Hamburg',
]
const PERSON_WORDS = ['Müller', 'Schmidt', 'Anna', 'Thomas', 'Weber', 'Fischer', 'Wagner', 'Julia']
const PLACE_WORDS = [
  'Berlin',
  'München',
  'Hamburg',
  'Köln',
  'Frankfurt am Main',
  'Leipzig',
  'Dresden',
  '80802',
  '10115',
  'Stuttgart',
]
const DATA_WORDS = [
  'Bevölkerung',
  'population',
  'Unternehmen',
  'Insolvenz',
  'cities',
  'Statistik',
  'Arbeitslosigkeit',
  'postal',
]

const ORG_RELATIONS = (
  [
    'MANAGEMENT',
    'SHAREHOLDERS',
    'FINANCIALS_KPI',
    'BALANCE_SHEET',
    'NEWS',
    'PUBLICATIONS',
    'REGISTER_DOCUMENTS',
    'ENTITY_NETWORK',
  ] as const
).map((label) => relationKey('ORGANIZATION', label))
/** The person and place slices both mixes ask for (page-mix.ts reads them as the pages' tabs). */
export const PERSON_RELATIONS = (['PUBLICATIONS', 'ENTITY_NETWORK'] as const).map((label) =>
  relationKey('PERSON', label),
)
export const LOCATION_RELATIONS = (
  [
    'GERMAN_STAT__UNEMPLOYMENT_RATE',
    'GERMAN_STAT__AGE_STRUCTURE',
    'GERMAN_CRIME_STATISTICS',
    'NEARBY_ORGANIZATIONS',
  ] as const
).map((label) => relationKey('LOCATION', label))

type Get = (path: string) => Promise<unknown>

export async function sampleFromApi(get: Get): Promise<Sampled> {
  const organizations = new Map<string, Sampled['organizations'][number]>()
  for (const q of ORG_WORDS) {
    const page = (await get(
      `/search/entities/organization?q=${encodeURIComponent(q)}&limit=30`,
    )) as {
      results: {
        entity: { fb_entity_id: string; name: string; registration_authority_entity_name: string }
      }[]
    }
    for (const { entity } of page.results)
      organizations.set(entity.fb_entity_id, {
        id: entity.fb_entity_id,
        name: entity.name,
        register: entity.registration_authority_entity_name,
        locationId: null,
      })
  }
  const orgList = [...organizations.values()]
  // Building-level locations come from the organizations' addresses.
  for (const org of orgList.slice(0, 40)) {
    const record = (await get(`/entities/organization/get/${org.id}`)) as {
      address?: { fb_entity_id?: string }
    }
    org.locationId = record.address?.fb_entity_id ?? null
  }
  const persons = new Set<string>()
  for (const q of PERSON_WORDS) {
    const page = (await get(`/search/entities/person?q=${encodeURIComponent(q)}&limit=30`)) as {
      results: { entity: { fb_entity_id: string } }[]
    }
    for (const { entity } of page.results) persons.add(entity.fb_entity_id)
  }
  const locations = new Set<string>()
  for (const q of PLACE_WORDS) {
    const page = (await get(`/search/entities/location?q=${encodeURIComponent(q)}&limit=10`)) as {
      results: { entity: { fb_entity_id: string } }[]
    }
    for (const { entity } of page.results) locations.add(entity.fb_entity_id)
  }
  const streamKeys = new Set<string>()
  for (const q of DATA_WORDS) {
    const page = (await get(
      `/search/data?q=${encodeURIComponent(q)}&include_services=false&limit=20`,
    )) as {
      results: { entity: { key: string } }[]
    }
    for (const { entity } of page.results) streamKeys.add(entity.key)
  }
  const streams = []
  for (const key of streamKeys) {
    const base = (await get(`/stream/base/${key}`)) as {
      meta: { entry_count: number }
      data_item_collections: { name: string }[]
    }
    streams.push({
      key,
      rows: base.meta.entry_count,
      columns: base.data_item_collections.map((column) => column.name),
    })
  }
  if (!orgList.length || !persons.size || !locations.size || !streams.length)
    throw new Error('sampling found no data: is the hub empty?')
  return { organizations: orgList, persons: [...persons], locations: [...locations], streams }
}

const pick = <T>(items: readonly T[]): T => items[Math.floor(Math.random() * items.length)]!

/** Weighted choice over request kinds; weights follow a session: read most, search often. */
export function createMix(sampled: Sampled): {
  next: () => MixRequest
  kinds: Record<string, number>
} {
  const orgs = sampled.organizations
  const buildingLocations = orgs
    .map((org) => org.locationId)
    .filter((id): id is string => id !== null)
  const resolve = (
    relation: string,
    id: string,
    params: Record<string, unknown> = {},
  ): MixRequest => ({
    method: 'POST',
    path: `/relation/resolve/${relation}/${id}`,
    body: JSON.stringify({ params }),
  })
  const kinds: [string, number, () => MixRequest][] = [
    [
      'search: organizations',
      9,
      () => ({
        method: 'GET',
        path: `/search/entities/organization?q=${encodeURIComponent(Math.random() < 0.7 ? pick(orgs).name.split(' ')[0]! : pick(orgs).register)}`,
      }),
    ],
    [
      'search: persons',
      4,
      () => ({
        method: 'GET',
        path: `/search/entities/person?q=${encodeURIComponent(pick(PERSON_WORDS))}&skip=${10 * Math.floor(Math.random() * 3)}`,
      }),
    ],
    [
      'search: fusion',
      8,
      () => ({
        method: 'GET',
        path: `/search/fusion?q=${encodeURIComponent(Math.random() < 0.5 ? pick(orgs).name : pick([...PLACE_WORDS, ...DATA_WORDS]))}`,
      }),
    ],
    [
      'search: locations',
      4,
      () => ({
        method: 'GET',
        path: `/search/entities/location?q=${encodeURIComponent(pick(PLACE_WORDS))}`,
      }),
    ],
    [
      'search: datasets',
      3,
      () => ({ method: 'GET', path: `/search/data?q=${encodeURIComponent(pick(DATA_WORDS))}` }),
    ],
    [
      'entity: organization',
      20,
      () => ({ method: 'GET', path: `/entities/organization/get/${pick(orgs).id}` }),
    ],
    [
      'entity: person',
      8,
      () => ({ method: 'GET', path: `/entities/person/get/${pick(sampled.persons)}` }),
    ],
    [
      'entity: location',
      7,
      () => ({
        method: 'GET',
        path: `/entities/location/get/${pick(Math.random() < 0.5 ? sampled.locations : buildingLocations)}`,
      }),
    ],
    ['relation: organization', 14, () => resolve(pick(ORG_RELATIONS), pick(orgs).id)],
    ['relation: person', 3, () => resolve(pick(PERSON_RELATIONS), pick(sampled.persons))],
    ['relation: location', 3, () => resolve(pick(LOCATION_RELATIONS), pick(sampled.locations))],
    ['stream page', 12, () => streamPage(pick(sampled.streams), false)],
    ['stream page, sorted', 5, () => streamPage(pick(sampled.streams), true)],
  ]
  const total = kinds.reduce((sum, [, weight]) => sum + weight, 0)
  return {
    kinds: Object.fromEntries(kinds.map(([name, weight]) => [name, weight / total])),
    next: () => {
      let draw = Math.random() * total
      for (const [, weight, make] of kinds) {
        draw -= weight
        if (draw < 0) return make()
      }
      return kinds[0]![2]()
    },
  }
}

/** One window of the virtualized table: mostly near the top, sometimes deep (the scrollbar dragged). */
function streamPage(stream: Sampled['streams'][number], sorted: boolean): MixRequest {
  const windows = Math.max(1, Math.floor(Math.min(stream.rows, 50_000) / 100))
  const skip =
    100 *
    Math.floor(
      Math.random() < 0.7 ? Math.random() * Math.min(windows, 20) : Math.random() * windows,
    )
  const params = new URLSearchParams({ format: 'json', skip: String(skip), limit: '100' })
  if (sorted)
    params.set(
      'query_parameters',
      JSON.stringify({ sort_keys: [pick(stream.columns)], sort_order: [pick(['asc', 'desc'])] }),
    )
  return { method: 'GET', path: `/stream/data/${stream.key}?${params}` }
}
