import { createFileRoute } from '@tanstack/react-router'
import { leaveEntityPage } from '@/features/relations/api/leave-entity-page'
import { ensureEntityRecord } from '@/lib/entity/entity-intent'
import { loadEntityOrNotFound } from '@/components/errors/not-found'
import { personQueries, toPersonView } from '@/features/persons/api/person-queries'
import { PersonPage } from '@/features/persons/components/person-page'
import { PersonRoles } from '@/features/relations/components/person-roles'
import { PersonShareholdings } from '@/features/relations/ownership/person-shareholdings'
import { FindConnectionButton } from '@/features/connections/components/find-connection-button'
import { RelationTabs } from '@/features/relations/components/relation-tabs'
import { relationSearchSchema } from '@/features/relations/relation-search-params'
import { prefetchOpenRelation } from '@/features/relations/api/relation-prefetch'
import { DeferredEntityMonitoring } from '@/features/monitoring/components/deferred-entity-monitoring'
import { WatchButton } from '@/features/monitoring/components/watch-button'

export const Route = createFileRoute('/persons/$id')({
  validateSearch: relationSearchSchema,
  loader: ({ context: { queryClient }, params: { id }, location, preload }) => {
    // A hover preloads the record only; opening the page asks for its relations at the same time
    // (the default tab is the roles' history the page shows above the tabs too).
    if (!preload)
      prefetchOpenRelation(queryClient, {
        entityType: 'PERSON',
        entityId: id,
        search: relationSearchSchema.parse(location.search),
      })
    return loadEntityOrNotFound('person', id, () =>
      ensureEntityRecord(queryClient, personQueries.record(id)).then(toPersonView),
    )
  },
  onLeave: ({ context: { queryClient }, params: { id } }) =>
    leaveEntityPage(queryClient, { entityType: 'PERSON', entityId: id }),
  component: PersonRoute,
})

function PersonRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <PersonPage
      watchButton={(entity) => <WatchButton entity={entity} />}
      id={id}
      actions={<FindConnectionButton from={{ id, type: 'person' }} />}
      roles={
        <>
          <PersonRoles personId={id} />
          <PersonShareholdings personId={id} />
        </>
      }
      monitoring={(entity) => <DeferredEntityMonitoring entity={{ type: 'PERSON', ...entity }} />}
      tabs={
        <RelationTabs
          entityType="PERSON"
          entityId={id}
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
