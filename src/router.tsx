import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { LazyRouteErrorPage } from './components/errors/lazy-route-error-page'
import { LazyNotFoundPage } from './components/errors/lazy-not-found-page'
import { PendingPage } from './components/layout/pending-page'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only prime the query cache; React Query decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultErrorComponent: LazyRouteErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: true,
  })
  // Back lands where the analyst was even when the page grows back after the router restored.
  // Loaded after the first page: it only acts when the analyst leaves a page and comes back.
  if (typeof window !== 'undefined')
    void import('./lib/scroll-restoration').then((module) => module.followScrollRestoration(router))
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
