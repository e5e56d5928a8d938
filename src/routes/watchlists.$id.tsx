import { createFileRoute } from '@tanstack/react-router'
import { monitorQueries } from '@/features/monitoring/api/monitor-queries'
import { WatchlistPage } from '@/features/monitoring/components/watchlist-page'

export const Route = createFileRoute('/watchlists/$id')({
  loader: ({ context: { queryClient }, params: { id } }) =>
    Promise.all([
      queryClient.ensureQueryData(monitorQueries.list(id)),
      queryClient.ensureQueryData(monitorQueries.session()),
    ]),
  component: WatchlistRoute,
})

function WatchlistRoute() {
  const { id } = Route.useParams()
  return <WatchlistPage id={id} />
}
