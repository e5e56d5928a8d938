import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { listOf, record } from '@/lib/datahub/fields'
import { personSearchItem, type PersonSearchItem } from '@/lib/datahub/person-search-item'
import { personView, type PersonView } from './person-record'

const ROLE_SEARCH_LIMIT = 30

/**
 * The person record has no role list (§5.2): roles come inline with person search. Search for the
 * person's name and take the result with the same ID; null when the search does not return it.
 */
async function fetchRoles(
  id: string,
  q: string,
  signal: AbortSignal,
): Promise<PersonSearchItem | null> {
  const body = record.parse(
    await apiClient.get('/search/entities/person', {
      params: { q, limit: ROLE_SEARCH_LIMIT },
      signal,
    }),
  )
  return (
    listOf(personSearchItem)
      .parse(body.results)
      .find((item) => item.id === id) ?? null
  )
}

export const personQueries = {
  all: () => ['persons'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...personQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        personView.parse(
          await apiClient.get(`/entities/person/get/${encodeURIComponent(id)}`, { signal }),
        ),
    }),
  roles: (person: PersonView) => {
    const { id } = person
    const q = [person.given, person.family].filter(Boolean).join(' ') || person.name
    return queryOptions({
      queryKey: [...personQueries.all(), 'roles', id, q],
      queryFn: ({ signal }) => fetchRoles(id, q, signal),
    })
  },
}
