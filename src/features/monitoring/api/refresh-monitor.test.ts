import { QueryClient, QueryObserver } from '@tanstack/react-query'
import { describe, expect, it, vi } from 'vitest'
import { refreshMonitor } from './monitor-queries'

describe('refreshMonitor', () => {
  it('asks again for a count whose first request was on its way during the change', async () => {
    const queryClient = new QueryClient({ defaultOptions: { queries: { retry: false } } })
    const answers: ((count: number) => void)[] = []
    const observer = new QueryObserver(queryClient, {
      queryKey: ['monitor', 'unread'],
      queryFn: () => new Promise<number>((resolve) => answers.push(resolve)),
      staleTime: 60_000,
    })
    const unsubscribe = observer.subscribe(() => undefined)
    expect(answers).toHaveLength(1)

    const refreshed = refreshMonitor(queryClient)
    // The first request answers with the count from before the change.
    answers[0]!(0)
    await vi.waitFor(() => expect(answers).toHaveLength(2))
    answers[1]!(7)
    await refreshed
    expect(queryClient.getQueryData(['monitor', 'unread'])).toBe(7)
    unsubscribe()
  })
})
