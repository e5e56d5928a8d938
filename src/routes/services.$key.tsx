import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { loadOrNotFound } from '@/components/errors/not-found'
import { serviceQueries } from '@/features/services/api/service-queries'
import { serviceSearchSchema } from '@/features/services/api/service-search-params'
import { ServicePage } from '@/features/services/components/service-page'

export const Route = createFileRoute('/services/$key')({
  validateSearch: serviceSearchSchema,
  search: { middlewares: [stripSearchParams({ inputs: {} })] },
  loader: ({ context, params }) =>
    loadOrNotFound('data service', params.key, () =>
      context.queryClient.ensureQueryData(serviceQueries.detail(params.key)),
    ),
  component: ServicePage,
})
