import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod'
import { datasetQueries } from '@/features/datasets/api/dataset-queries'
import { DatasetSearchPage } from '@/features/datasets/components/dataset-search-page'

const defaults = { q: '', country: '' }

const searchSchema = z.object({
  q: z.string().max(200).default('').catch(''),
  country: z
    .string()
    .regex(/^[A-Z]{3}$/)
    .or(z.literal(''))
    .default('')
    .catch(''),
})

export const Route = createFileRoute('/datasets/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(datasetQueries.search(deps)),
  component: DatasetSearchPage,
})
