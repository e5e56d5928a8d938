import { createFileRoute, stripSearchParams } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { RELATION_DESCRIPTORS } from '@/features/relations/api/relation-catalogue'
import { searchQueries } from '@/features/search/api/search-queries'
import { FusionPage } from '@/features/search/components/fusion-page'
import { CompareButton } from '@/features/compare/components/compare-button'
import { OrganizationResultAction } from '@/features/search/components/organization-result-action'
import { lazySchema } from '@/lib/schema/lazy-schema'

const searchSchema = lazySchema(() =>
  z.object({
    q: z._default(z.catch(z.string().check(z.trim(), z.maxLength(200)), ''), ''),
  }),
)

/** The knowledge-graph card links to the relation tab of the same label (tab slugs belong to relations). */
const tabForLabel = (label: string) =>
  RELATION_DESCRIPTORS.ORGANIZATION.find((descriptor) => descriptor.label === label)?.slug

export const Route = createFileRoute('/search')({
  validateSearch: searchSchema,
  search: { middlewares: [stripSearchParams({ q: '' })] },
  loaderDeps: ({ search: { q } }) => ({ q }),
  // Started, not awaited: the page shows its heading at once and renders the results the moment
  // they arrive (fusion-page.tsx), instead of behind the router's pending page and React's reveal
  // of a suspended route. A failure reaches the route's error page from the page.
  loader: ({ context: { queryClient }, deps: { q } }) => {
    if (q) void queryClient.ensureQueryData(searchQueries.fusion(q)).catch(() => undefined)
  },
  component: SearchRoute,
})

function SearchRoute() {
  const { q } = Route.useSearch()
  return (
    <OrganizationResultAction value={compareInList}>
      <FusionPage q={q} tabForLabel={tabForLabel} />
    </OrganizationResultAction>
  )
}

/** "Compare" beside each organization result: the compare tray's own button. */
const compareInList = (organization: { id: string; name: string }) => (
  <CompareButton variant="compact" organization={organization} />
)
