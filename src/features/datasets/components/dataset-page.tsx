import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import { LazyNotFoundPage } from '@/components/errors/lazy-not-found-page'
import { missingReason } from '@/components/errors/not-found'
import { ApiError } from '@/lib/api/errors'
import { STARTED_BY_LOADER } from '@/lib/query/use-query-data'
import { datasetQueries } from '../api/dataset-queries'
import { DatasetMetadata } from './dataset-metadata'
import { DatasetTable } from './dataset-table'

const route = getRouteApi('/datasets/$id')

const isMissing = (error: unknown) => error instanceof ApiError && error.isNotFound

/**
 * `/datasets/$id`: what the dataset is, then every one of its rows. The route's loader does not
 * await the metadata: the page shows its key and that it is loading at once, and the metadata and
 * the table as soon as the metadata is there (the first rows were asked for in the same round
 * trip). Read without suspending (lib/query/use-query-data.ts says why).
 */
export function DatasetPage() {
  const { id } = route.useParams()
  const { data: base, error } = useQuery({
    ...datasetQueries.base(id),
    ...STARTED_BY_LOADER,
    // A failure other than "no such dataset" goes to the route's error page, with its retry.
    throwOnError: (failure, query) => query.state.data === undefined && !isMissing(failure),
  })
  if (!base) {
    if (isMissing(error)) return <LazyNotFoundPage data={missingReason('dataset', id)} />
    return <DatasetLoading id={id} />
  }
  return (
    <article className="space-y-6">
      <DatasetMetadata base={base} />
      <DatasetTable id={id} base={base} />
    </article>
  )
}

function DatasetLoading({ id }: { id: string }) {
  const key = id
  return (
    <article className="space-y-3" aria-busy="true" data-testid="dataset-loading">
      <p className="text-sm text-slate-600">
        <Trans>Dataset · key {key}</Trans>
      </p>
      <p className="flex items-center gap-3 py-6 text-slate-600" role="status">
        <span className="size-4 animate-spin rounded-full border-2 border-slate-300 border-t-slate-700" />
        <Trans>Loading the dataset…</Trans>
      </p>
    </article>
  )
}
