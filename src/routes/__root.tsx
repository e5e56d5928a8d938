import { Outlet, createRootRouteWithContext } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { CompareTray } from '@/components/compare/compare-tray'
import { AppHeader } from '@/components/layout/app-header'
import { GlobalProgress } from '@/components/layout/global-progress'
import { GlobalSearch } from '@/features/search/components/global-search'

export interface RouterContext {
  queryClient: QueryClient
}

export const Route = createRootRouteWithContext<RouterContext>()({
  component: RootLayout,
})

function RootLayout() {
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        Skip to content
      </a>
      <GlobalProgress />
      <AppHeader search={<GlobalSearch />} />
      <main id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <CompareTray />
    </>
  )
}
