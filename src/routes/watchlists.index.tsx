import { createFileRoute } from '@tanstack/react-router'
import { WatchlistsPage } from '@/features/monitoring/components/watchlists-page'

export const Route = createFileRoute('/watchlists/')({
  loader: async ({ context: { queryClient } }) =>
    (await import('@/features/monitoring/api/monitor-queries')).primeLists(queryClient),
  component: WatchlistsPage,
})
