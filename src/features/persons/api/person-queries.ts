import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api-client'
import { personView } from './person-record'

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
}
