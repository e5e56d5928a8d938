import { createFileRoute } from '@tanstack/react-router'
import { LocationContextCard } from '@/features/relations/location-context/location-context-card'
import { entityRecordQuery } from '@/lib/entity/entity-record-query'
import { readCompareIds } from '@/features/compare/api/compare-ids'
import { compareRelationQuery, type RelationFetcher } from '@/features/compare/api/comparison-data'
import { ComparePage } from '@/features/compare/components/compare-page'
import { compareSearchSchema } from '@/features/compare/compare-search-params'
import { fetchRelationByLabel } from '@/features/relations/api/relation-by-label'
import { modelOf } from '@/features/relations/api/relation-models'
import { relationQueries } from '@/features/relations/api/relation-queries'
import { ownershipSource } from '@/features/relations/ownership/ownership-source'

/**
 * The relations feature serves the comparison's slices, through the organization pages' cache,
 * each with the model its tab's slice read.
 */
const fetchRelation: RelationFetcher = async (client, label, id) => {
  const slice = await fetchRelationByLabel(client, 'ORGANIZATION', label, id)
  if (slice.kind === 'unresolved') return slice
  return { kind: 'value', value: slice.value, model: modelOf(slice, label) }
}

export const Route = createFileRoute('/compare')({
  validateSearch: compareSearchSchema,
  loaderDeps: ({ search }) => ({ ids: search.ids }),
  loader: async ({ context: { queryClient }, deps }) => {
    const { ids } = readCompareIds(deps.ids)
    // The relation list names the slices' keys and needs no record: asked with the records, not
    // after them, the slices start a round trip sooner. Shared with every organization.
    if (ids.length > 0) void queryClient.prefetchQuery(relationQueries.list('ORGANIZATION'))
    // Each record settles on its own: an unknown ID becomes a notice on the page, not an error page.
    await Promise.allSettled(
      ids.map(async (id) => {
        await queryClient.ensureQueryData(entityRecordQuery('organization', id))
        // The slices start now, while the page renders; only for organizations that exist.
        for (const label of ['FINANCIALS_KPI', 'MANAGEMENT', 'SHAREHOLDERS'] as const)
          void queryClient.prefetchQuery(compareRelationQuery(fetchRelation, label, id))
      }),
    )
  },
  component: CompareRoute,
})

function CompareRoute() {
  const { ids } = Route.useSearch()
  return (
    <ComparePage
      idsText={ids}
      fetcher={fetchRelation}
      ownership={ownershipSource}
      locationContext={(location) => (
        <LocationContextCard
          key={location.id}
          locationId={location.id}
          subtype={location.subtype}
          title={location.title}
          headingLevel={3}
        />
      )}
    />
  )
}
