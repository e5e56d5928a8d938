import { createFileRoute, Link } from '@tanstack/react-router'
import { leaveEntityPage } from '@/features/relations/api/leave-entity-page'
import { Trans, useLingui } from '@lingui/react/macro'
import { ensureEntityRecord } from '@/lib/entity/entity-intent'
import { loadEntityOrNotFound } from '@/components/errors/not-found'
import {
  organizationQueries,
  toOrganizationView,
} from '@/features/organizations/api/organization-queries'
import { OrganizationPage } from '@/features/organizations/components/organization-page'
import { LocationContextCard } from '@/features/relations/location-context/location-context-card'
import { FindConnectionButton } from '@/features/connections/components/find-connection-button'
import { RelationTabs } from '@/features/relations/components/relation-tabs'
import {
  organizationSearchSchema,
  relationSearchSchema,
} from '@/features/relations/relation-search-params'
import { prefetchOpenRelation } from '@/features/relations/api/relation-prefetch'
import { DeferredOrganizationFtmButton } from '@/features/relations/ownership/deferred-organization-ftm-button'
import { DeferredEntityMonitoring } from '@/features/monitoring/components/deferred-entity-monitoring'
import { WatchButton } from '@/features/monitoring/components/watch-button'
import { CompareButton } from '@/features/compare/components/compare-button'
import {
  DeferredDossierButton,
  DeferredLinkVersionNotice,
  DeferredRegisterFacts,
} from '@/features/relations/dossier/deferred-dossier'

export const Route = createFileRoute('/organizations/$id')({
  validateSearch: organizationSearchSchema,
  loader: ({ context: { queryClient }, params: { id }, location, preload }) => {
    // A hover preloads the record only; opening the page asks for its relations at the same time.
    if (!preload)
      prefetchOpenRelation(queryClient, {
        entityType: 'ORGANIZATION',
        entityId: id,
        search: relationSearchSchema.parse(location.search),
      })
    return loadEntityOrNotFound('organization', id, () =>
      ensureEntityRecord(queryClient, organizationQueries.record(id)).then(toOrganizationView),
    )
  },
  onLeave: ({ context: { queryClient }, params: { id } }) =>
    leaveEntityPage(queryClient, { entityType: 'ORGANIZATION', entityId: id }),
  component: OrganizationRoute,
})

function OrganizationRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  const { t } = useLingui()
  return (
    <OrganizationPage
      watchButton={(entity) => <WatchButton entity={entity} />}
      compareButton={(organization) => <CompareButton organization={organization} />}
      id={id}
      locationContext={(location) => (
        <LocationContextCard
          key={location.id}
          locationId={location.id}
          subtype={location.subtype}
          title={t`Head office context`}
        />
      )}
      actions={
        <>
          <FindConnectionButton from={{ id, type: 'organization' }} />
          <Link
            to="/organizations/$id/ownership"
            params={{ id }}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm text-slate-800 hover:bg-slate-50"
          >
            <Trans>Ownership tree</Trans>
          </Link>
          <DeferredDossierButton id={id} />
        </>
      }
      notice={(org) =>
        search.version ? (
          <DeferredLinkVersionNotice
            org={org}
            version={search.version}
            versionDate={search.versionDate}
          />
        ) : null
      }
      ftmExport={(org, readAt) => <DeferredOrganizationFtmButton org={org} readAt={readAt} />}
      registerFacts={(org) => <DeferredRegisterFacts org={org} />}
      monitoring={(entity) => (
        <DeferredEntityMonitoring entity={{ type: 'ORGANIZATION', ...entity }} />
      )}
      tabs={
        <RelationTabs
          entityType="ORGANIZATION"
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
