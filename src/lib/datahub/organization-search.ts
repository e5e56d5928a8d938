/**
 * Organization search (docs/datahub-api.md §4.1): one query family for every page that asks it,
 * the search page, the header's typeahead, the entity picker, the list matcher and the start page.
 * The key holds exactly what is sent, so the same request is one cache entry wherever it is asked,
 * and each caller takes what it needs from the one reading (`select`).
 */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import type { OrganizationPage } from './organization-search-item'

/** The reader loads with the first search, not with the first page (bundle budget). */
const reader = () => import('./organization-search-item')

export interface OrganizationSearch {
  /** Absent for a listing by filters alone (§4.1). */
  q?: string
  skip?: number
  limit: number
  /** The `filters` object, sent as JSON. */
  filters?: Record<string, unknown>
}

/** The answer as sent over the wire, to be read (`readOrganizationPage`) by whoever asked. */
export async function fetchOrganizationSearch(
  { q, skip, limit, filters }: OrganizationSearch,
  signal?: AbortSignal,
): Promise<unknown> {
  return apiClient.get('/search/entities/organization', {
    params: { q, skip, limit, filters: filters ? JSON.stringify(filters) : undefined },
    signal,
  })
}

/** An answer read as the family caches it. */
export const readOrganizationPage = async (body: unknown): Promise<OrganizationPage> =>
  (await reader()).organizationPage(body)

export function organizationSearchQuery({ q, skip, limit, filters }: OrganizationSearch) {
  return queryOptions({
    // Unset parameters are not sent, and a key's hash leaves them out too.
    queryKey: ['search', 'organizations', { q, skip, limit, filters }],
    queryFn: async ({ signal }): Promise<OrganizationPage> => {
      const [body, read] = await Promise.all([
        fetchOrganizationSearch({ q, skip, limit, filters }, signal),
        reader(),
      ])
      return read.organizationPage(body)
    },
  })
}
