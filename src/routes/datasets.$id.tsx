import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadOrNotFound } from '@/components/errors/not-found'
import { datasetQueries } from '@/features/datasets/api/dataset-queries'
import { DATASET_VIEW_DEFAULTS, datasetViewSchema } from '@/features/datasets/api/dataset-view'
import { DatasetPage } from '@/features/datasets/components/dataset-page'

export const Route = createFileRoute('/datasets/$id')({
  validateSearch: datasetViewSchema,
  search: { middlewares: [stripSearchParams(DATASET_VIEW_DEFAULTS)] },
  // Rows are windowed by the table itself; the loader only primes the metadata.
  loader: ({ context, params }) =>
    loadOrNotFound('dataset', params.id, () =>
      context.queryClient.ensureQueryData(datasetQueries.base(params.id)),
    ),
  component: DatasetPage,
})
