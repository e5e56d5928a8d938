import { createRouter, type AnyRouter } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { routeTree } from './routeTree.gen'
import { LazyRouteErrorPage } from './components/errors/lazy-route-error-page'
import { LazyNotFoundPage } from './components/errors/lazy-not-found-page'
import { PendingPage } from './components/layout/pending-page'

/**
 * When a loader the router awaits is slow, its pending page shows after 300 ms, and the page goes
 * the moment the loader is done. The router's default would keep the pending page up for at least
 * 500 ms once shown: against a Data Hub 300 ms away, a search whose answer came at 0.63 s waited
 * until 1.05 s to show it, and a comparison until 1.07 s. A spinner that shows briefly
 * costs the analyst less than an answer held back.
 */
export const PENDING_TIMING = { defaultPendingMs: 300, defaultPendingMinMs: 0 } as const

export function createAppRouter(queryClient: QueryClient) {
  const router = createRouter({
    routeTree,
    context: { queryClient },
    defaultPreload: 'intent',
    // Loaders only prime the query cache; React Query decides freshness.
    defaultPreloadStaleTime: 0,
    ...PENDING_TIMING,
    defaultErrorComponent: LazyRouteErrorPage,
    defaultNotFoundComponent: LazyNotFoundPage,
    defaultPendingComponent: PendingPage,
    scrollRestoration: true,
  })
  if (typeof document !== 'undefined') markNavigation(router)
  // Back lands where the analyst was even when the page grows back after the router restored, and
  // a new page's heading takes the focus (lib/routing/route-focus.ts). Loaded after the first page: both
  // act only once the analyst moves on.
  if (typeof window !== 'undefined') {
    void import('./lib/routing/scroll-restoration').then((module) =>
      module.followScrollRestoration(router),
    )
    void import('./lib/routing/route-focus').then((module) =>
      module.focusHeadingAfterNavigation(router),
    )
  }
  return router
}

/**
 * Says on the document whether a navigation is on its way (`data-navigation`: pending, idle), so
 * a test that checks nothing happens after a navigation (a late scroll) waits for it to settle.
 * Idle is marked after every listener of the navigation's last events (the router's own scroll
 * restoration included), which run together with onResolved.
 */
function markNavigation(router: AnyRouter) {
  const root = document.documentElement
  router.subscribe('onBeforeNavigate', () => (root.dataset.navigation = 'pending'))
  router.subscribe('onResolved', () =>
    queueMicrotask(() => {
      if (router.state.status === 'idle') root.dataset.navigation = 'idle'
    }),
  )
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>
  }
}
