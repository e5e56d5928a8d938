/**
 * Dataset and service search (docs/datahub-api.md §4.4): the catalogue that the dataset search, the
 * start page and the service catalogue all read. An empty query lists the whole catalogue; that
 * answer is shared by the three pages (one query key) and kept in the browser for a few hours.
 */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import { HOUR_MS, persistedAnswer } from '@/lib/query/persisted-answer'
import { STORED_ANSWER } from '@/lib/query/stored-answer-key'
import type { DataSearchHit } from './data-search-schema'

/** The parser loads with the first request, not with the start page (bundle budget). */
const schema = () => import('./data-search-schema')

/** Per category (§2: at most 100); the whole catalogue of the embedded hub is 16 entries. */
export const DATA_SEARCH_LIMIT = 100
/** How long the browser keeps the whole catalogue before asking again. */
const CATALOGUE_MAX_AGE_MS = 6 * HOUR_MS

export interface DataSearchParams {
  q: string
  country: string
}

const isObject = (value: unknown): value is object => typeof value === 'object' && value !== null

async function fetchDataSearch(q: string, country: string, signal: AbortSignal) {
  return apiClient.get('/search/data', {
    signal,
    params: {
      q,
      limit: DATA_SEARCH_LIMIT,
      include_streams: true,
      include_services: true,
      // A JSON array, never a bare code: `DEU` alone is a 422.
      iso_alpha_3_coverage: country ? JSON.stringify([country]) : undefined,
    },
  })
}

export function dataSearchQuery({ q, country }: DataSearchParams) {
  return queryOptions({
    queryKey: ['datasets', 'search', { q, country }],
    queryFn: async ({ signal }) => {
      // The whole catalogue (no query, no country) is kept: the start page asks for it on every visit.
      const [body, { dataSearchResponseSchema }] = await Promise.all([
        q || country
          ? fetchDataSearch(q, country, signal)
          : persistedAnswer(
              STORED_ANSWER.catalogue,
              CATALOGUE_MAX_AGE_MS,
              () => fetchDataSearch('', '', signal),
              isObject,
            ).then((answer) => answer.value),
        schema(),
      ])
      return dataSearchResponseSchema.parse(body)
    },
  })
}

/** The whole catalogue of datasets and data services. */
export const catalogueQuery = () => dataSearchQuery({ q: '', country: '' })

/** `?q=` narrows a catalogue list on the page: every word must occur in a name, source or key. */
export function matchesCatalogueFilter(
  hit: Pick<DataSearchHit, 'name' | 'nameDe' | 'source' | 'key'>,
  filter: string,
) {
  const words = filter.toLocaleLowerCase().split(/\s+/).filter(Boolean)
  if (words.length === 0) return true
  const text = [hit.name, hit.nameDe, hit.source, hit.key].join(' ').toLocaleLowerCase()
  return words.every((word) => text.includes(word))
}

/** A hit's name in the interface's language (`i18n.locale`): German when shown and known. */
export function hitName(hit: Pick<DataSearchHit, 'name' | 'nameDe'>, locale: string): string {
  return locale === 'de' && hit.nameDe ? hit.nameDe : hit.name
}

/** The hit's name in the other language, when it has one (shown small, beside the first). */
export function otherHitName(
  hit: Pick<DataSearchHit, 'name' | 'nameDe'>,
  locale: string,
): { name: string; lang: 'de' | 'en' } | null {
  if (!hit.nameDe) return null
  return locale === 'de' ? { name: hit.name, lang: 'en' } : { name: hit.nameDe, lang: 'de' }
}
