import { createFileRoute } from '@tanstack/react-router'
import { WatchlistPage } from '@/features/monitoring/components/watchlist-page'
import { ownershipSource } from '@/features/relations/ownership/ownership-source'

export const Route = createFileRoute('/watchlists/$id')({
  loader: async ({ context: { queryClient }, params: { id } }) =>
    (await import('@/features/monitoring/api/monitor-queries')).primeList(queryClient, id),
  component: WatchlistRoute,
})

function WatchlistRoute() {
  const { id } = Route.useParams()
  return <WatchlistPage id={id} ownership={ownershipSource} />
}
