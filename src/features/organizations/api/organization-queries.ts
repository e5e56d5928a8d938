import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { organizationView } from './organization-record'

export const organizationQueries = {
  all: () => ['organizations'] as const,
  detail: (id: string) =>
    queryOptions({
      queryKey: [...organizationQueries.all(), 'detail', id],
      queryFn: async ({ signal }) =>
        organizationView.parse(
          await apiClient.get(`/entities/organization/get/${encodeURIComponent(id)}`, { signal }),
        ),
    }),
}
