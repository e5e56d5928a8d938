import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { catalogueQuery } from '@/lib/datahub/data-search'
import { ServiceCataloguePage } from '@/features/services/components/service-catalogue-page'
import { lazySchema } from '@/lib/schema/lazy-schema'

const searchSchema = lazySchema(() =>
  z.object({
    q: z.catch(z._default(z.string().check(z.maxLength(200)), ''), ''),
  }),
)

export const Route = createFileRoute('/services/')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loader: ({ context }) => context.queryClient.ensureQueryData(catalogueQuery()),
  component: ServiceCataloguePage,
})
