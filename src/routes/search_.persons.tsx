import { createFileRoute } from '@tanstack/react-router'
import { pagedSearchSchema } from '@/features/search/api/search-params'
import { searchQueries } from '@/features/search/api/search-queries'
import { PersonSearchPage } from '@/features/search/components/person-search-page'

export const Route = createFileRoute('/search_/persons')({
  validateSearch: pagedSearchSchema,
  loaderDeps: ({ search: { q, page } }) => ({ q: q ?? '', page: page ?? 1 }),
  loader: ({ context: { queryClient }, deps }) =>
    deps.q ? queryClient.ensureQueryData(searchQueries.persons(deps)) : undefined,
  component: PersonSearchRoute,
})

function PersonSearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PersonSearchPage
      search={search}
      onSearchChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  )
}
