import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { KIND_FILTER_KEYS } from '@/features/monitoring/change-kinds'
import { ChangesPage } from '@/features/monitoring/components/changes-page'
import { optionalParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

const searchSchema = lazySchema(() =>
  z.object({
    list: optionalParam(z.string().check(z.regex(/^[\w-]{1,64}$/))),
    kind: optionalParam(z.enum(KIND_FILTER_KEYS)),
  }),
)

export const Route = createFileRoute('/changes')({
  validateSearch: searchSchema,
  loaderDeps: ({ search }) => search,
  loader: async ({ context: { queryClient }, deps }) =>
    (await import('@/features/monitoring/api/monitor-queries')).primeChanges(queryClient, deps),
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
