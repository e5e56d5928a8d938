/**
 * Page loads of a team, for the cache part of `npm run bench:load`: each autocannon connection is
 * one colleague who opens a page and sends that page's requests one after the other (what the SPA
 * asks for it: a record, the relation list, the visible tab's slices; a search; a dataset's
 * metadata and first window), then opens the next page. Pages are drawn by popularity (Zipf,
 * s = 1, over every sampled organization, person, place, search and dataset), so several colleagues
 * open the same popular pages while a long tail is opened once.
 */
import { LOCATION_RELATIONS, PERSON_RELATIONS, type MixRequest } from './load-mix'
import { relationKey } from '../contract/relations'

interface Sampled {
  organizations: { id: string; name: string }[]
  persons: string[]
  locations: string[]
  streams: { key: string }[]
}

const ORG_TABS = (
  ['MANAGEMENT', 'SHAREHOLDERS', 'FINANCIALS_KPI', 'BALANCE_SHEET', 'NEWS'] as const
).map((label) => relationKey('ORGANIZATION', label))
const PERSON_TABS = PERSON_RELATIONS
const LOCATION_TABS = LOCATION_RELATIONS
const SEARCHES = ['Bau', 'Müller', 'Berlin', 'München', 'Software', 'Logistik', 'Hamburg', 'Köln']

const get = (path: string): MixRequest => ({ method: 'GET', path })
const resolve = (relation: string, id: string): MixRequest => ({
  method: 'POST',
  path: `/relation/resolve/${relation}/${id}`,
  body: '{"params":{}}',
})

/** Deterministic shuffle, so popularity ranks do not follow the sampling order. */
function shuffled<T>(items: T[], seed = 7): T[] {
  const out = [...items]
  let state = seed
  for (let i = out.length - 1; i > 0; i--) {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31
    const j = state % (i + 1)
    ;[out[i], out[j]] = [out[j]!, out[i]!]
  }
  return out
}

export function createPageMix(sampled: Sampled) {
  const pages: MixRequest[][] = shuffled([
    ...sampled.organizations.map(({ id }, index) => [
      get(`/entities/organization/get/${id}`),
      get('/relation/list/organization'),
      resolve(ORG_TABS[0]!, id),
      resolve(ORG_TABS[1 + (index % (ORG_TABS.length - 1))]!, id),
    ]),
    ...sampled.persons.map((id, index) => [
      get(`/entities/person/get/${id}`),
      get('/relation/list/person'),
      resolve(PERSON_TABS[index % PERSON_TABS.length]!, id),
    ]),
    ...sampled.locations.map((id, index) => [
      get(`/entities/location/get/${id}`),
      get('/relation/list/location'),
      resolve(LOCATION_TABS[index % LOCATION_TABS.length]!, id),
    ]),
    ...SEARCHES.map((q) => [get(`/search/fusion?q=${encodeURIComponent(q)}`)]),
    ...sampled.streams.map(({ key }) => [
      get(`/stream/base/${key}`),
      get(`/stream/data/${key}?format=json&skip=0&limit=100`),
    ]),
  ])
  // Zipf: the page of rank r is opened with probability ∝ 1/r.
  const cumulative: number[] = []
  let sum = 0
  for (let rank = 1; rank <= pages.length; rank++) cumulative.push((sum += 1 / rank))

  const nextPage = () => {
    const draw = Math.random() * sum
    let low = 0
    let high = cumulative.length - 1
    while (low < high) {
      const middle = (low + high) >> 1
      if (cumulative[middle]! < draw) low = middle + 1
      else high = middle
    }
    return pages[low]!
  }
  const distinct = new Set(pages.flat().map((request) => `${request.path} ${request.body ?? ''}`))
  return {
    pages: pages.length,
    distinctRequests: distinct.size,
    /** The next request of one colleague (autocannon's per-connection context). */
    next(context: { queue?: MixRequest[] }): MixRequest {
      if (!context.queue?.length) context.queue = [...nextPage()]
      return context.queue.shift()!
    },
  }
}
