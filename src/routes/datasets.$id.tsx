import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadOrNotFound } from '@/components/errors/not-found'
import { datasetQueries } from '@/features/datasets/api/dataset-queries'
import { DATASET_VIEW_DEFAULTS, datasetViewSchema } from '@/features/datasets/api/dataset-view'
import { DatasetPage } from '@/features/datasets/components/dataset-page'
import { prefetchFirstRows } from '@/features/datasets/components/use-dataset-rows'

export const Route = createFileRoute('/datasets/$id')({
  validateSearch: datasetViewSchema,
  search: { middlewares: [stripSearchParams(DATASET_VIEW_DEFAULTS)] },
  // Rows are windowed by the table itself; opening the page (not a hover) asks for the first ones
  // together with the metadata instead of after it.
  loader: ({ context: { queryClient }, params, location, preload }) => {
    if (!preload)
      prefetchFirstRows(queryClient, params.id, datasetViewSchema.parse(location.search))
    return loadOrNotFound('dataset', params.id, () =>
      queryClient.ensureQueryData(datasetQueries.base(params.id)),
    )
  },
  component: DatasetPage,
})
