import { Trans } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import type { RememberedEntity } from '@/lib/entity-memory'
import {
  addToServerWatchlist,
  removeFromServerWatchlist,
  serverWatchlistQuery,
} from '@/lib/server-watchlist'

/** Adds the entity (with its current version) to the user's watchlist on the server, or removes it. */
export function WatchButton({ entity }: { entity: Omit<RememberedEntity, 'at'> }) {
  const queryClient = useQueryClient()
  const watchlist = useQuery(serverWatchlistQuery())
  const saved =
    watchlist.data?.entities.some((item) => item.type === entity.type && item.id === entity.id) ??
    false
  const toggle = useMutation({
    mutationFn: async () => {
      const listId = watchlist.data?.listId
      if (saved && listId) await removeFromServerWatchlist(queryClient, listId, entity)
      else await addToServerWatchlist(queryClient, entity)
    },
  })
  return (
    <span className="inline-flex items-center gap-2">
      <button
        type="button"
        aria-pressed={saved}
        disabled={watchlist.isPending || toggle.isPending}
        onClick={() => toggle.mutate()}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 disabled:opacity-60 aria-pressed:border-amber-500 aria-pressed:bg-amber-50"
      >
        {saved ? <Trans>★ On watchlist</Trans> : <Trans>☆ Add to watchlist</Trans>}
      </button>
      {watchlist.error || toggle.error ? (
        <span role="alert" className="text-sm text-red-800">
          <Trans>The watchlist could not be saved. Try again.</Trans>
        </span>
      ) : null}
    </span>
  )
}
