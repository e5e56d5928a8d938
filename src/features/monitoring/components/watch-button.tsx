import { Trans, useLingui } from '@lingui/react/macro'
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useRef, useState } from 'react'
import type { RememberedEntity } from '@/lib/entity/entity-memory'
import {
  addToList,
  addToServerWatchlist,
  entityListsQuery,
  removeFromServerWatchlist,
} from '../api/watchlist'
import { WatchlistChooser, type ListChoice } from './watchlist-chooser'

type Action =
  { add: ListChoice } | { addToDefault: true } | { remove: { id: string; name: string } }

/**
 * Puts the entity on one of the user's lists on the server, or takes it off. With more than one
 * list the user may edit, it asks which (WatchlistChooser); with one it uses that one, with none it
 * makes "Watchlist". Focus stays on the button, and the result is said in a status region.
 */
export function WatchButton({ entity }: { entity: Omit<RememberedEntity, 'at'> }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const button = useRef<HTMLButtonElement>(null)
  const [choosing, setChoosing] = useState(false)
  const [said, setSaid] = useState('')
  const watching = useQuery(entityListsQuery(entity))
  const lists = watching.data?.lists ?? []
  const watchedIn = watching.data?.watchedIn ?? []
  const editable = lists.filter((list) => list.access !== 'read')
  const onEditable = editable.filter((list) => watchedIn.includes(list.id))
  const saved = watchedIn.length > 0

  const change = useMutation({
    mutationFn: async (action: Action): Promise<string> => {
      if ('remove' in action) {
        await removeFromServerWatchlist(queryClient, action.remove.id, entity)
        const name = action.remove.name
        return t`Removed from “${name}”.`
      }
      if ('addToDefault' in action) {
        await addToServerWatchlist(queryClient, entity)
        return t`Added to “Watchlist”.`
      }
      const choice = action.add
      await addToList(
        queryClient,
        'newListName' in choice ? { newListName: choice.newListName } : { listId: choice.listId },
        entity,
      )
      const name = 'newListName' in choice ? choice.newListName : choice.name
      return t`Added to “${name}”.`
    },
    onSuccess: (text) => setSaid(text),
    onSettled: () => button.current?.focus(),
  })

  const busy = watching.isPending || change.isPending
  const press = () => {
    if (busy) return
    setSaid('')
    if (editable.length > 1 || onEditable.length > 1) return setChoosing((open) => !open)
    if (onEditable.length === 1) return change.mutate({ remove: onEditable[0]! })
    if (editable.length === 1) {
      const only = editable[0]!
      return change.mutate({ add: { listId: only.id, name: only.name } })
    }
    change.mutate({ addToDefault: true })
  }
  const close = () => {
    setChoosing(false)
    button.current?.focus()
  }

  return (
    <span className="relative inline-flex flex-wrap items-center gap-2">
      <button
        ref={button}
        type="button"
        aria-pressed={saved}
        aria-expanded={editable.length > 1 ? choosing : undefined}
        // Not `disabled`: a disabled button loses the keyboard focus while the list is saved.
        aria-disabled={busy}
        onClick={press}
        className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium text-slate-800 hover:bg-slate-50 aria-disabled:opacity-60 aria-pressed:border-amber-500 aria-pressed:bg-amber-50"
      >
        {saved ? <Trans>★ On watchlist</Trans> : <Trans>☆ Add to watchlist</Trans>}
      </button>
      <span role="status" data-testid="watch-status" className="text-sm text-slate-700">
        {said}
      </span>
      {watching.error || change.error ? (
        <span role="alert" className="text-sm text-red-800">
          <Trans>The watchlist could not be saved. Try again.</Trans>
        </span>
      ) : null}
      {choosing ? (
        <WatchlistChooser
          lists={editable}
          watchedIn={watchedIn}
          onChoose={(choice) => {
            setChoosing(false)
            change.mutate({ add: choice })
          }}
          onRemove={(list) => {
            setChoosing(false)
            change.mutate({ remove: list })
          }}
          onCancel={close}
        />
      ) : null}
    </span>
  )
}
