import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { monitorQueries } from '@/features/monitoring/api/monitor-queries'
import { ChangesPage } from '@/features/monitoring/components/changes-page'
import { KIND_FILTERS } from '@/features/monitoring/change-words'
import { optionalParam } from '@/lib/search-param-schemas'

const searchSchema = z.object({
  list: optionalParam(z.string().check(z.regex(/^[\w-]{1,64}$/))),
  kind: optionalParam(z.enum(KIND_FILTERS.map((filter) => filter.key) as [string, ...string[]])),
})

export const Route = createFileRoute('/changes')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: ({ context: { queryClient }, deps }) =>
    Promise.all([
      queryClient.ensureQueryData(monitorQueries.changes(deps)),
      queryClient.ensureQueryData(monitorQueries.lists()),
    ]),
  component: ChangesRoute,
})

function ChangesRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <ChangesPage
      filter={search}
      onFilterChange={(patch) => void navigate({ search: (prev) => ({ ...prev, ...patch }) })}
    />
  )
}
