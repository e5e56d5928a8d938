import { createFileRoute } from '@tanstack/react-router'
import { pagedSearchSchema } from '@/features/search/api/search-params'
import { searchQueries } from '@/features/search/api/search-queries'
import { LocationSearchPage } from '@/features/search/components/location-search-page'

export const Route = createFileRoute('/search_/locations')({
  validateSearch: pagedSearchSchema,
  loaderDeps: ({ search: { q, page } }) => ({ q: q ?? '', page: page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.q.length >= 3 ? queryClient.ensureQueryData(searchQueries.locations(deps)) : undefined,
  component: LocationSearchRoute,
})

function LocationSearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <LocationSearchPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  )
}
