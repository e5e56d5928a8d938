import type { QueryClient } from '@tanstack/react-query'
import type { EntityType } from '@contract/entity-types'

/**
 * The entity routes' `onLeave`. A route's `onLeave` stays in the route tree, which is part of the
 * first page's JavaScript, so the cancelling code (relation-prefetch.ts and the relation queries
 * it reads) is imported when a page is left: the page's loader has loaded it by then.
 */
export function leaveEntityPage(
  queryClient: QueryClient,
  subject: { entityType: EntityType; entityId: string },
) {
  void import('./relation-prefetch').then(({ cancelUnwatchedSlices }) =>
    cancelUnwatchedSlices(queryClient, subject),
  )
}
