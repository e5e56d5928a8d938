import { createFileRoute } from '@tanstack/react-router'
import { z } from 'zod/mini'
import { lazySchema } from '@/lib/schema/lazy-schema'
import { numberParam } from '@/lib/routing/search-param-schemas'
import { OwnershipTreePage, TREE_DEPTH } from '@/features/relations/ownership/ownership-tree-page'

/** The depth bound is the address's: `?up=4&down=2` is a tree another analyst opens alike. */
const treeSearchSchema = lazySchema(() =>
  z.object({
    up: numberParam({ min: 1, max: 8, int: true }),
    down: numberParam({ min: 0, max: 4, int: true }),
  }),
)

export const Route = createFileRoute('/organizations_/$id/ownership')({
  validateSearch: treeSearchSchema,
  component: OwnershipTreeRoute,
})

function OwnershipTreeRoute() {
  const { id } = Route.useParams()
  const search = Route.useSearch()
  const navigate = Route.useNavigate()
  return (
    <OwnershipTreePage
      key={id}
      id={id}
      up={search.up ?? TREE_DEPTH.up.default}
      down={search.down ?? TREE_DEPTH.down.default}
      onDepthChange={(patch) =>
        void navigate({
          search: (prev) => ({
            ...prev,
            ...(patch.up === undefined
              ? {}
              : { up: patch.up === TREE_DEPTH.up.default ? undefined : patch.up }),
            ...(patch.down === undefined
              ? {}
              : { down: patch.down === TREE_DEPTH.down.default ? undefined : patch.down }),
          }),
          replace: true,
        })
      }
    />
  )
}
