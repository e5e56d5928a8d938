import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { fetchRelationModel } from '@/features/relations/api/relation-by-label'
import { openMatchStore } from '@/features/match/api/match-session'
import type { RelationReader } from '@/features/match/api/match-services'
import { MatchPage } from '@/features/match/components/match-page'
import { MATCH_DEFAULTS, matchSearchSchema } from '@/features/match/match-search-params'

/**
 * The relations feature reads the enrichment slices through the organization pages' cache, with
 * the model the tab's slice read; the run queue owns retries (429 pauses the pool), and a slice
 * in the cache is never asked again.
 */
const readRelation: RelationReader = (client, label, id) =>
  fetchRelationModel(client, 'ORGANIZATION', label, id, { retry: false, staleTime: Infinity })

export const Route = createFileRoute('/match')({
  validateSearch: matchSearchSchema,
  search: { middlewares: [stripSearchParams(MATCH_DEFAULTS)] },
  // The work of the last visit, from IndexedDB; no Data Hub call until a run starts.
  loader: () => openMatchStore(),
  component: MatchRoute,
})

function MatchRoute() {
  const store = Route.useLoaderData()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <MatchPage
      store={store}
      readRelation={readRelation}
      search={search}
      onSearchChange={(patch, replace) =>
        void navigate({ search: (previous) => ({ ...previous, ...patch }), replace })
      }
    />
  )
}
