import { Suspense, lazy } from 'react'

const NotFoundPage = lazy(() =>
  import('./not-found-page').then((module) => ({ default: module.NotFoundPage })),
)

/**
 * The not-found page, loaded when first needed: every page's initial JavaScript carried it, and
 * few visits end there (bundle budget; the start page needed the bytes).
 */
export function LazyNotFoundPage({ data }: { data?: unknown }) {
  return (
    <Suspense fallback={null}>
      <NotFoundPage data={data} />
    </Suspense>
  )
}
