import { Outlet, createRootRouteWithContext, retainSearchParams } from '@tanstack/react-router'
import type { QueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { z } from 'zod/mini'
import { CompareTray } from '@/features/compare/components/compare-tray'
import { AppHeader } from '@/components/layout/app-header'
import { GlobalProgress } from '@/components/layout/global-progress'
import { DeferredChangesNavLink } from '@/features/monitoring/components/deferred-changes-nav-link'
import { DeferredGlobalSearch } from '@/features/search/components/deferred-global-search'
import { localeSchema } from '@/lib/i18n/locale'
import { useLocaleSync } from '@/lib/i18n/use-locale-sync'
import { optionalParam } from '@/lib/routing/search-param-schemas'
import { lazySchema } from '@/lib/schema/lazy-schema'

export interface RouterContext {
  queryClient: QueryClient
}

// The interface language is part of every link (lib/i18n/use-locale-sync.ts): every route
// accepts it and every link keeps it.
const rootSearchSchema = lazySchema(() => z.object({ lang: optionalParam(localeSchema) }))

export const Route = createRootRouteWithContext<RouterContext>()({
  validateSearch: rootSearchSchema,
  search: { middlewares: [retainSearchParams(['lang'])] },
  component: RootLayout,
})

function RootLayout() {
  useLocaleSync()
  // Pages format numbers and dates outside Lingui's hooks: remounting them on a language change
  // redraws everything in the new language (their data stays in the query cache; the header,
  // with the language switch and its focus, stays mounted).
  const { i18n } = useLingui()
  return (
    <>
      <a
        href="#main"
        className="sr-only focus:not-sr-only focus:absolute focus:top-2 focus:left-2 focus:z-50 focus:rounded focus:bg-white focus:px-3 focus:py-2 focus:text-slate-900"
      >
        <Trans>Skip to content</Trans>
      </a>
      <GlobalProgress />
      <AppHeader search={<DeferredGlobalSearch />} changesLink={DeferredChangesNavLink} />
      <main key={i18n.locale} id="main" className="mx-auto max-w-7xl px-4 py-6">
        <Outlet />
      </main>
      <CompareTray key={`tray-${i18n.locale}`} />
    </>
  )
}
