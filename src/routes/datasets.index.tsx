import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { datasetQueries } from '@/features/datasets/api/dataset-queries'
import { DatasetSearchPage } from '@/features/datasets/components/dataset-search-page'
import { lazySchema } from '@/lib/schema/lazy-schema'

const defaults = { q: '', country: '' }

const searchSchema = lazySchema(() =>
  z.object({
    q: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
    country: z.catch(
      z._default(z.union([z.string().check(z.regex(/^[A-Z]{3}$/)), z.literal('')]), ''),
      '',
    ),
  }),
)

export const Route = createFileRoute('/datasets/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams(defaults)] },
  loaderDeps: ({ search }) => search,
  loader: ({ context, deps }) => context.queryClient.ensureQueryData(datasetQueries.search(deps)),
  component: DatasetSearchPage,
})
