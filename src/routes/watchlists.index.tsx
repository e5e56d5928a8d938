import { createFileRoute } from '@tanstack/react-router'
import { monitorQueries } from '@/features/monitoring/api/monitor-queries'
import { WatchlistsPage } from '@/features/monitoring/components/watchlists-page'

export const Route = createFileRoute('/watchlists/')({
  loader: ({ context: { queryClient } }) => queryClient.ensureQueryData(monitorQueries.lists()),
  component: WatchlistsPage,
})
