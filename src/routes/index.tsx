import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { Suspense, lazy } from 'react'
import { HomePage } from '@/features/home/components/home-page'
import { StartSearch } from '@/features/search/components/start-search'

// Loaded after first paint: the notice waits for the proxy's answer anyway, the map and the
// catalogue are below the fold. They cost the start page no initial JavaScript.
const OrganizationOverviewMap = lazy(() =>
  import('@/features/search/components/organization-overview-map').then((module) => ({
    default: module.OrganizationOverviewMap,
  })),
)
const GeneratedDataNotice = lazy(() =>
  import('@/features/home/components/generated-data-notice').then((module) => ({
    default: module.GeneratedDataNotice,
  })),
)
const CatalogueSection = lazy(() =>
  import('@/features/home/components/catalogue-section').then((module) => ({
    default: module.CatalogueSection,
  })),
)

export const Route = createFileRoute('/')({
  component: StartRoute,
})

function StartRoute() {
  return (
    <HomePage
      search={<StartSearch />}
      notice={
        <Suspense fallback={null}>
          <GeneratedDataNotice />
        </Suspense>
      }
      overview={
        <Suspense
          fallback={
            <p className="text-slate-600">
              <Trans>Loading the map…</Trans>
            </p>
          }
        >
          <OrganizationOverviewMap />
        </Suspense>
      }
      catalogue={
        <Suspense
          fallback={
            <p className="text-slate-600">
              <Trans>Loading the catalogue…</Trans>
            </p>
          }
        >
          <CatalogueSection />
        </Suspense>
      }
    />
  )
}
