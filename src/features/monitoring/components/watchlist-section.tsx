import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Link } from '@tanstack/react-router'
import { OrganizationDistressBadge } from '@/components/entity-page/organization-status-badge'
import { entityRecordQuery, recordStatusCode } from '@/lib/entity/entity-record-query'
import { Trans } from '@lingui/react/macro'
import type { ReactNode } from 'react'
import { hasChangedSinceSaved, type RememberedEntity } from '@/lib/entity/entity-memory'
import { removeFromServerWatchlist, serverWatchlistQuery } from '../api/watchlist'
import { entityVersionQuery } from '../api/entity-version-query'
import { EntityList } from '@/components/entity-list/entity-list'

/** "Compare" for an organization on the list, given by the route (the tray belongs to compare). */
type CompareSlot = (organization: { id: string; name: string }) => ReactNode

function ChangeMarker({
  entity,
  listId,
  compareButton,
}: {
  entity: RememberedEntity
  listId: string
  compareButton: CompareSlot | undefined
}) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => removeFromServerWatchlist(queryClient, listId, entity),
  })
  const { data, error, isPending } = useQuery(entityVersionQuery(entity.type, entity.id))
  // The same cached record as the version check: the status costs no request of its own.
  const { data: statusCode } = useQuery({
    ...entityRecordQuery('organization', entity.id),
    select: recordStatusCode,
    enabled: entity.type === 'ORGANIZATION',
  })
  const name = entity.name
  let marker
  if (isPending)
    marker = (
      <span className="text-sm text-slate-600">
        <Trans>checking…</Trans>
      </span>
    )
  else if (error)
    marker = (
      <span className="text-sm text-red-800">
        <Trans>could not check</Trans>
      </span>
    )
  else if (hasChangedSinceSaved(entity, data))
    marker = (
      <span
        data-testid="changed-marker"
        className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900"
      >
        <Trans>changed since saved</Trans>
      </span>
    )
  else
    marker = (
      <span className="text-sm text-slate-600">
        <Trans>unchanged</Trans>
      </span>
    )
  return (
    <span className="flex items-center gap-3">
      {entity.type === 'ORGANIZATION' ? (
        <OrganizationDistressBadge status={{ code: statusCode ?? null }} />
      ) : null}
      {marker}
      {entity.type === 'ORGANIZATION'
        ? compareButton?.({ id: entity.id, name: entity.name })
        : null}
      <button
        type="button"
        onClick={() => remove.mutate()}
        disabled={remove.isPending}
        // At least 24 × 24 px (WCAG 2.5.8): the text alone was 20 px high.
        className="inline-flex min-h-6 min-w-6 items-center px-1 text-sm text-sky-800 underline"
      >
        <Trans>
          Remove <span className="sr-only">{name} from the watchlist</span>
        </Trans>
      </button>
    </span>
  )
}

/**
 * The user's watchlist on the start page: each entry with whether it changed since it was saved.
 * The start page's route puts it there (the lists belong to monitoring).
 */
export function WatchlistSection({ compareButton }: { compareButton?: CompareSlot }) {
  const { data, error, refetch } = useQuery(serverWatchlistQuery())
  const watchlist = data?.entities ?? []
  const listId = data?.listId
  return (
    <section aria-labelledby="watchlist-heading">
      <h2 id="watchlist-heading" className="text-lg font-semibold">
        <Trans>Watchlist</Trans>
      </h2>
      {/* This list is one of the lists on the server: the rest and what changed are a click away. */}
      <p className="mt-1 flex gap-4 text-sm">
        <Link to="/watchlists" className="text-sky-800 underline">
          <Trans>All watchlists</Trans>
        </Link>
        <Link to="/changes" className="text-sky-800 underline">
          <Trans>Changes</Trans>
        </Link>
      </p>
      {error ? (
        <p role="alert" className="mt-2 text-red-800">
          <Trans>The watchlist could not be loaded.</Trans>{' '}
          <button type="button" onClick={() => void refetch()} className="text-sky-800 underline">
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : !data ? (
        <p className="mt-2 text-slate-600">
          <Trans>Loading the watchlist…</Trans>
        </p>
      ) : watchlist.length > 0 && listId ? (
        <EntityList
          entities={watchlist}
          testId="watchlist"
          extra={(entity) => (
            <ChangeMarker entity={entity} listId={listId} compareButton={compareButton} />
          )}
        />
      ) : (
        <p className="mt-2 text-slate-700">
          <Trans>
            Use “Add to watchlist” on an organization, person or place to follow it here.
          </Trans>
        </p>
      )}
    </section>
  )
}
