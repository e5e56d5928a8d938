import { useQueryErrorResetBoundary } from '@tanstack/react-query'
import { useRouter, type ErrorComponentProps } from '@tanstack/react-router'
import { useEffect } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { ApiError } from '@/lib/api/errors'
import { ErrorNotice } from './error-notice'
import { LazyNotFoundPage } from './lazy-not-found-page'

/** Router-level error boundary: a readable message and a retry that re-runs the loaders. */
export function RouteErrorPage({ error }: ErrorComponentProps) {
  const router = useRouter()
  const { t } = useLingui()
  const queryErrorResetBoundary = useQueryErrorResetBoundary()

  useEffect(() => {
    // Let suspense queries refetch instead of rethrowing the cached error.
    queryErrorResetBoundary.reset()
  }, [queryErrorResetBoundary])

  // A 404 the loader did not turn into a reason (e.g. a later refetch): the general wording, since
  // the API's detail is a code such as ORGANIZATION_NOT_FOUND.
  if (error instanceof ApiError && error.isNotFound) return <LazyNotFoundPage />

  return (
    <section className="mx-auto max-w-2xl py-10" aria-labelledby="route-error-title">
      <h1 id="route-error-title" className="mb-4 text-xl font-semibold">
        <Trans>This page could not be loaded</Trans>
      </h1>
      <ErrorNotice
        error={error}
        title={t`The request failed`}
        onRetry={() => void router.invalidate()}
      />
    </section>
  )
}
