/** Query options and the invocation call for data services (docs/datahub-api.md §8). */
import { queryOptions } from '@tanstack/react-query'
import { apiClient } from '@/lib/api/datahub-client'
import type { InputValue } from './service-search-params'
import { parseService } from './service-schemas'

export const serviceQueries = {
  all: ['services'] as const,
  detail: (key: string) =>
    queryOptions({
      queryKey: [...serviceQueries.all, 'detail', key],
      queryFn: async ({ signal }) =>
        parseService(
          await apiClient.get(`/service/get/${encodeURIComponent(key)}`, { signal }),
          key,
        ),
    }),
}

/** POST /service/invoke; the hub wraps results as `{data}`, other upstreams may not. */
export async function invokeService(
  serviceKey: string,
  inputs: Record<string, InputValue>,
  signal?: AbortSignal,
) {
  const body = await apiClient.post(
    '/service/invoke',
    { service_key: serviceKey, inputs },
    { signal },
  )
  const unwrapped =
    body &&
    typeof body === 'object' &&
    !Array.isArray(body) &&
    'data' in body &&
    Object.keys(body).length === 1
      ? (body as { data: unknown }).data
      : body
  return { raw: body, data: unwrapped }
}
