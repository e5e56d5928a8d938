import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import {
  CONNECTION_DEFAULTS,
  connectionSearchSchema,
} from '@/features/connections/api/connection-search-params'
import { ConnectionsPage } from '@/features/connections/components/connections-page'

export const Route = createFileRoute('/connections')({
  validateSearch: connectionSearchSchema,
  search: { middlewares: [stripSearchParams(CONNECTION_DEFAULTS)] },
  // No loader: the search reports its progress on the page and can be cancelled there.
  component: ConnectionsRoute,
})

function ConnectionsRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ConnectionsPage
      search={search}
      onSearchChange={(patch) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }) })
      }
    />
  )
}
