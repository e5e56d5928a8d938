import { createFileRoute } from '@tanstack/react-router'
import { loadEntityOrNotFound } from '@/components/errors/not-found'
import { locationQueries, toLocationRecord } from '@/features/locations/api/location-queries'
import { LocationPage } from '@/features/locations/components/location-page'
import { RelationTabs } from '@/features/relations/components/relation-tabs'
import { relationSearchSchema } from '@/features/relations/relation-search-params'

export const Route = createFileRoute('/locations/$id')({
  validateSearch: relationSearchSchema,
  loader: ({ context: { queryClient }, params: { id } }) =>
    loadEntityOrNotFound('location', id, () =>
      queryClient.ensureQueryData(locationQueries.record(id)).then(toLocationRecord),
    ),
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
      id={id}
      tabs={
        <RelationTabs
          entityType="LOCATION"
          entityId={id}
          entitySubtype={subtype}
          search={search}
          onSearchChange={(patch) =>
            void navigate({ search: (prev) => ({ ...prev, ...patch }), replace: true })
          }
        />
      }
    />
  )
}
