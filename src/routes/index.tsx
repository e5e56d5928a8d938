import { createFileRoute } from '@tanstack/react-router'
import { Trans } from '@lingui/react/macro'
import { deferredComponent } from '@/components/deferred-component'
import { HomePage } from '@/features/home/components/home-page'
import { ExampleQuestions, StartSearch } from '@/features/search/components/start-search'

// Loaded after first paint: the notice waits for the proxy's answer anyway, the map and the
// catalogue are below the fold. They cost the start page no initial JavaScript. Shown when their
// code is there, without a Suspense retry (deferred-component.tsx).
const OrganizationOverviewMap = deferredComponent(
  () =>
    import('@/features/search/components/organization-overview-map').then(
      (module) => module.OrganizationOverviewMap,
    ),
  <p className="text-slate-600">
    <Trans>Loading the map…</Trans>
  </p>,
)
const GeneratedDataNotice = deferredComponent(() =>
  import('@/features/home/components/generated-data-notice').then(
    (module) => module.GeneratedDataNotice,
  ),
)
// The watchlist and recently viewed (with their compare and watch buttons) are not needed for
// the first paint: loading them after it keeps the start page's JavaScript within its budget.
// Read from this browser's storage and the server, so they can follow the first paint by a moment.
const ReturningSections = deferredComponent(
  () => import('./-returning-sections').then((module) => module.StartReturningSections),
  <div className="min-h-24" aria-hidden="true" />,
)
const CatalogueSection = deferredComponent(
  () =>
    import('@/features/home/components/catalogue-section').then(
      (module) => module.CatalogueSection,
    ),
  <p className="text-slate-600">
    <Trans>Loading the catalogue…</Trans>
  </p>,
)

export const Route = createFileRoute('/')({
  // The sections' code is asked for before the page renders, and the batcher their counts travel
  // in (lib/api/batch.ts) with it: the counts start as soon as the sections are on screen. Those
  // that ask the Data Hub first, so their chunks are not queued behind the others' (a browser
  // opens six connections to a host over HTTP/1.1).
  loader: () => {
    void ExampleQuestions.preload().catch(() => undefined)
    void OrganizationOverviewMap.preload().catch(() => undefined)
    void CatalogueSection.preload().catch(() => undefined)
    void import('@/lib/api/batch').catch(() => undefined)
    void GeneratedDataNotice.preload().catch(() => undefined)
    void ReturningSections.preload().catch(() => undefined)
  },
  component: StartRoute,
})

function StartRoute() {
  return (
    <HomePage
      search={<StartSearch />}
      notice={<GeneratedDataNotice />}
      overview={<OrganizationOverviewMap />}
      catalogue={<CatalogueSection />}
      returning={<ReturningSections />}
    />
  )
}
