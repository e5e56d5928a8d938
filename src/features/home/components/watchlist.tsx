import { useQuery } from '@tanstack/react-query'
import { CompareButton } from '@/components/compare/compare-button'
import {
  hasChangedSinceSaved,
  removeFromWatchlist,
  useWatchlist,
  type RememberedEntity,
} from '@/lib/entity-memory'
import { entityVersionQuery } from '../api/entity-version-query'
import { EntityList } from './entity-list'

function ChangeMarker({ entity }: { entity: RememberedEntity }) {
  const { data, error, isPending } = useQuery(entityVersionQuery(entity.type, entity.id))
  let marker
  if (isPending) marker = <span className="text-sm text-slate-600">checking…</span>
  else if (error) marker = <span className="text-sm text-red-800">could not check</span>
  else if (hasChangedSinceSaved(entity, data))
    marker = (
      <span
        data-testid="changed-marker"
        className="rounded-full bg-amber-100 px-2 py-0.5 text-sm font-medium text-amber-900"
      >
        changed since saved
      </span>
    )
  else marker = <span className="text-sm text-slate-600">unchanged</span>
  return (
    <span className="flex items-center gap-3">
      {marker}
      {entity.type === 'ORGANIZATION' ? (
        <CompareButton variant="compact" organization={{ id: entity.id, name: entity.name }} />
      ) : null}
      <button
        type="button"
        onClick={() => removeFromWatchlist(entity)}
        className="text-sm text-sky-800 underline"
      >
        Remove <span className="sr-only">{entity.name} from the watchlist</span>
      </button>
    </span>
  )
}

export function Watchlist() {
  const watchlist = useWatchlist()
  return (
    <section aria-labelledby="watchlist-heading">
      <h2 id="watchlist-heading" className="text-lg font-semibold">
        Watchlist
      </h2>
      {watchlist.length > 0 ? (
        <EntityList
          entities={watchlist}
          testId="watchlist"
          extra={(entity) => <ChangeMarker entity={entity} />}
        />
      ) : (
        <p className="mt-2 text-slate-700">
          Use “Add to watchlist” on an organization, person or place to follow it here.
        </p>
      )}
    </section>
  )
}
