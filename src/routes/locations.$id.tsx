import { createFileRoute } from '@tanstack/react-router'
import { leaveEntityPage } from '@/features/relations/api/leave-entity-page'
import { ensureEntityRecord } from '@/lib/entity/entity-intent'
import { loadEntityOrNotFound } from '@/components/errors/not-found'
import { locationQueries, toLocationRecord } from '@/features/locations/api/location-queries'
import { LocationPage } from '@/features/locations/components/location-page'
import { RelationTabs } from '@/features/relations/components/relation-tabs'
import { relationSearchSchema } from '@/features/relations/relation-search-params'
import { prefetchOpenRelation } from '@/features/relations/api/relation-prefetch'
import { DeferredEntityMonitoring } from '@/features/monitoring/components/deferred-entity-monitoring'
import { WatchButton } from '@/features/monitoring/components/watch-button'

export const Route = createFileRoute('/locations/$id')({
  validateSearch: relationSearchSchema,
  loader: ({ context: { queryClient }, params: { id }, location, preload }) => {
    const subject = {
      entityType: 'LOCATION' as const,
      entityId: id,
      search: relationSearchSchema.parse(location.search),
    }
    // A hover preloads the record only; opening the page asks for its relations at the same time,
    // except a building-level tab, which waits for the record's subtype (an area has no such data).
    if (!preload) prefetchOpenRelation(queryClient, subject)
    return loadEntityOrNotFound('location', id, () =>
      ensureEntityRecord(queryClient, locationQueries.record(id))
        .then(toLocationRecord)
        .then((record) => {
          if (!preload) prefetchOpenRelation(queryClient, { ...subject, subtype: record.subtype })
          return record
        }),
    )
  },
  onLeave: ({ context: { queryClient }, params: { id } }) =>
    leaveEntityPage(queryClient, { entityType: 'LOCATION', entityId: id }),
  component: LocationRoute,
})

function LocationRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  // Building-level relations (flood, fire) apply only to LOCALITY; the tabs need the subtype.
  const { subtype } = Route.useLoaderData()
  return (
    <LocationPage
      watchButton={(entity) => <WatchButton entity={entity} />}
      id={id}
      monitoring={(entity) => <DeferredEntityMonitoring entity={{ type: 'LOCATION', ...entity }} />}
      tabs={
        <RelationTabs
          entityType="LOCATION"
          entityId={id}
          entitySubtype={subtype}
          search={search}
          onSearchChange={(patch) =>
            void navigate({
              search: (prev) => ({ ...prev, ...patch }),
              replace: true,
              // Another tab is not another page: the tabs (and the focused one) stay in view.
              resetScroll: false,
            })
          }
        />
      }
    />
  )
}
