import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RELATION_DESCRIPTORS } from '@/features/relations/api/relation-catalogue'
import { searchQueries } from '@/features/search/api/search-queries'
import { FusionPage } from '@/features/search/components/fusion-page'

const searchSchema = z.object({
  q: z._default(z.catch(z.string().check(z.trim(), z.maxLength(200)), ''), ''),
})

/** The knowledge-graph card links to the relation tab of the same label (tab slugs belong to relations). */
const tabForLabel = (label: string) =>
  RELATION_DESCRIPTORS.ORGANIZATION.find((descriptor) => descriptor.label === label)?.slug

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search: { q } }) => ({ q }),
  loader: ({ context: { queryClient }, deps: { q } }) =>
    q ? queryClient.ensureQueryData(searchQueries.fusion(q)) : undefined,
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return <FusionPage q={q} tabForLabel={tabForLabel} />
}
