import type { ErrorComponentProps } from '@tanstack/react-router'
import { Suspense, lazy } from 'react'
import { Trans } from '@lingui/react/macro'

const loadRouteErrorPage = () => import('./route-error-page')

const RouteErrorPage = lazy(() =>
  loadRouteErrorPage().then((module) => ({ default: module.RouteErrorPage })),
)

// Fetched once the first page is idle, so the page is at hand when the network is what failed.
if (typeof window !== 'undefined') {
  const preload = () => void loadRouteErrorPage().catch(() => undefined)
  if (typeof window.requestIdleCallback === 'function')
    window.requestIdleCallback(preload, { timeout: 2000 })
  else window.setTimeout(preload, 1000)
}

/**
 * The router's error page, loaded apart from the first page's JavaScript (bundle budget): most
 * visits never show it. Until it is there, a plain message with a reload says what happened.
 */
export function LazyRouteErrorPage(props: ErrorComponentProps) {
  return (
    <Suspense
      fallback={
        <section className="mx-auto max-w-2xl py-10" role="alert">
          <h1 className="mb-4 text-xl font-semibold">
            <Trans>This page could not be loaded</Trans>
          </h1>
          <button
            type="button"
            onClick={() => window.location.reload()}
            className="rounded-md bg-sky-700 px-3 py-1.5 text-sm font-medium text-white hover:bg-sky-800"
          >
            <Trans>Reload</Trans>
          </button>
        </section>
      }
    >
      <RouteErrorPage {...props} />
    </Suspense>
  )
}
