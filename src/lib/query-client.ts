import { QueryClient } from '@tanstack/react-query'
import { retryDelay, shouldRetry } from './api-client'

export function createQueryClient() {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: shouldRetry,
        retryDelay,
        // Hub records change rarely; a minute of freshness avoids refetching on every tab switch.
        staleTime: 60_000,
        refetchOnWindowFocus: false,
      },
      mutations: { retry: false },
    },
  })
}
