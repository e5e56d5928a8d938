/**
 * Dataset and service search (docs/datahub-api.md §4.4): the catalogue that the dataset search, the
 * start page and the service catalogue all read. An empty query lists the whole catalogue; that
 * answer is shared by the three pages (one query key) and kept in the browser for a few hours.
 */
import { queryOptions } from '@tanstack/react-query'
import { z } from 'zod/mini'
import { apiClient } from '../api-client'
import { HOUR_MS, persistedAnswer } from '../persisted-answer'
import { orNull } from './fields'

const localized = orNull(
  z.partial(z.object({ en: z.nullish(z.string()), de: z.nullish(z.string()) })),
)

export const dataSearchItemSchema = z.object({
  entity_type: z.catch(z.enum(['STREAM', 'SERVICE']), 'STREAM'),
  linked_context_id: z.nullish(z.coerce.string()),
  linked_data_value: z.nullish(z.string()),
  entity: orNull(
    z.partial(
      z.object({
        key: z.nullish(z.coerce.string()),
        _key: z.nullish(z.coerce.string()),
        name: localized,
        source: orNull(z.partial(z.object({ name: z.nullish(z.string()) }))),
        meta: orNull(
          z.partial(
            z.object({
              coverage: z.nullish(
                z.partial(
                  z.object({
                    geographical: z.nullish(
                      z.partial(z.object({ iso_alpha_3: z.nullish(z.array(z.string())) })),
                    ),
                  }),
                ),
              ),
            }),
          ),
        ),
      }),
    ),
  ),
  score: orNull(z.number()),
})

export interface DataSearchHit {
  type: 'STREAM' | 'SERVICE'
  key: string
  name: string
  /** The German name when it differs from `name` (the catalogue filter matches both). */
  nameDe: string | null
  source: string | null
  coverage: string[]
  score: number | null
}

export const dataSearchResponseSchema = z.pipe(
  z.object({ results: z.nullish(z.array(z.unknown())) }),
  z.transform(({ results }: { results?: unknown[] | null }): DataSearchHit[] =>
    (results ?? []).flatMap((raw) => {
      const parsed = dataSearchItemSchema.safeParse(raw)
      if (!parsed.success) return []
      const item = parsed.data
      // §9.15: the entity names its key `key` or `_key`; `linked_context_id` repeats it.
      const key = item.entity?.key || item.entity?._key || item.linked_context_id
      if (!key) return []
      const names = item.entity?.name
      const name = names?.en || names?.de || item.linked_data_value || key
      return [
        {
          type: item.entity_type,
          key,
          name,
          nameDe: names?.de && names.de !== name ? names.de : null,
          source: item.entity?.source?.name ?? null,
          coverage: item.entity?.meta?.coverage?.geographical?.iso_alpha_3 ?? [],
          score: item.score ?? null,
        },
      ]
    }),
  ),
)

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
      if (q || country) return dataSearchResponseSchema.parse(await fetchDataSearch(q, country, signal))
      // The whole catalogue: the start page asks for it on every visit.
      const { value } = await persistedAnswer(
        'catalogue',
        CATALOGUE_MAX_AGE_MS,
        () => fetchDataSearch('', '', signal),
        isObject,
      )
      return dataSearchResponseSchema.parse(value)
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
