import { Trans } from '@lingui/react/macro'
import {
  removeFromWatchlist,
  saveToWatchlist,
  useWatchlist,
  type RememberedEntity,
} from '@/lib/entity-memory'

/** Adds the entity (with its current version) to the watchlist, or removes it again. */
export function WatchButton({ entity }: { entity: Omit<RememberedEntity, 'at'> }) {
  const watchlist = useWatchlist()
  const saved = watchlist.some((item) => item.type === entity.type && item.id === entity.id)
  return (
    <button
      type="button"
      aria-pressed={saved}
      onClick={() => (saved ? removeFromWatchlist(entity) : saveToWatchlist(entity))}
      className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-pressed:border-amber-500 aria-pressed:bg-amber-50"
    >
      {saved ? <Trans>★ On watchlist</Trans> : <Trans>☆ Add to watchlist</Trans>}
    </button>
  )
}
