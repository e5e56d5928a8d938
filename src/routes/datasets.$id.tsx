import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { datasetQueries } from '@/features/datasets/api/dataset-queries'
import { DATASET_VIEW_DEFAULTS, datasetViewSchema } from '@/features/datasets/api/dataset-view'
import { DatasetPage } from '@/features/datasets/components/dataset-page'
import { prefetchFirstRows } from '@/features/datasets/components/use-dataset-rows'

export const Route = createFileRoute('/datasets/$id')({
  validateSearch: datasetViewSchema,
  search: { middlewares: [stripSearchParams(DATASET_VIEW_DEFAULTS)] },
  loader: ({ context: { queryClient }, params, location, preload }) => {
    // A hover asks for the metadata only.
    if (preload) return queryClient.prefetchQuery(datasetQueries.base(params.id))
    // Opening the page asks for the metadata and the first rows together (the rows need only the
    // key and the view in the URL), and awaits neither: the page renders at once and shows the
    // table the moment both are there (dataset-page.tsx), instead of behind the router's pending
    // page and React's reveal of a suspended route. A missing dataset or a failure
    // reaches the not-found or error page from the page.
    prefetchFirstRows(queryClient, params.id, datasetViewSchema.parse(location.search))
    void queryClient.prefetchQuery(datasetQueries.base(params.id))
  },
  component: DatasetPage,
})
