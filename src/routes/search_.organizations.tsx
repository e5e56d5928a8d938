import { createFileRoute } from '@tanstack/react-router'
import { loadLeafletMap } from '@/components/map/entity-map'
import { toApiFilters } from '@/features/search/api/organization-api-filters'
import { organizationSearchSchema } from '@/features/search/api/search-params'
import { searchQueries } from '@/features/search/api/search-queries'
import { OrganizationSearchPage } from '@/features/search/components/organization-search-page'
import { CompareButton } from '@/features/compare/components/compare-button'
import { OrganizationResultAction } from '@/features/search/components/organization-result-action'

export const Route = createFileRoute('/search_/organizations')({
  validateSearch: organizationSearchSchema,
  // The viewport, view and mapped pages do not change the page's results: not the loader's deps.
  loaderDeps: ({
    search: {
      view: _view,
      map_lat: _lat,
      map_lon: _lon,
      map_zoom: _zoom,
      map_pages: _pages,
      ...rest
    },
  }) => rest,
  loader: ({ context: { queryClient }, deps: { q = '', page = 1, ...filters }, location }) => {
    // The results map's code loads while the search is on its way.
    if ((location.search as { view?: unknown }).view === 'map')
      void loadLeafletMap().catch(() => undefined)
    const apiFilters = toApiFilters(filters)
    if (!q && !apiFilters) return undefined
    return queryClient.ensureQueryData(
      searchQueries.organizations({ q, page, filters: apiFilters }),
    )
  },
  component: OrganizationSearchRoute,
})

function OrganizationSearchRoute() {
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OrganizationResultAction value={compareInList}>
      <OrganizationSearchPage
        search={search}
        onSearchChange={(patch, options) =>
          void navigate({
            search: (prev) => ({ ...prev, ...patch }),
            replace: options?.replace ?? false,
          })
        }
      />
    </OrganizationResultAction>
  )
}

/** "Compare" beside each organization result: the compare tray's own button. */
const compareInList = (organization: { id: string; name: string }) => (
  <CompareButton variant="compact" organization={organization} />
)
