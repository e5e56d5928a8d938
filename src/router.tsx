import { createRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { RouteErrorPage } from './components/errors/route-error-page'
import { LazyNotFoundPage } from './components/errors/lazy-not-found-page'
import { PendingPage } from './components/layout/pending-page'
import { followScrollRestoration } from './lib/scroll-restoration'

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only prime the query cache; React Query decides freshness.
    defaultPreloadStaleTime: 0,
    defaultPendingMs: 300,
    defaultErrorComponent: RouteErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: true,
  })
  // Back lands where the analyst was even when the page grows back after the router restored.
  if (typeof window !== 'undefined') followScrollRestoration(router)
  return router
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
