import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react'
import { lastListStore } from '../api/watchlist'

export type ListChoice = { listId: string; name: string } | { newListName: string }

const NEW = 'new'

/**
 * Which list "Add to watchlist" puts the entity on: the user's lists (the one chosen last checked
 * first), or a new one by name; the lists that hold it already, to take it off. Focus moves into it
 * when it opens; Escape or "Cancel" closes it.
 */
export function WatchlistChooser({
  lists,
  watchedIn,
  onChoose,
  onRemove,
  onCancel,
}: {
  lists: { id: string; name: string }[]
  watchedIn: string[]
  onChoose: (choice: ListChoice) => void
  onRemove: (list: { id: string; name: string }) => void
  onCancel: () => void
}) {
  const { t } = useLingui()
  const id = useId()
  const first = useRef<HTMLInputElement>(null)
  const open = lists.filter((list) => !watchedIn.includes(list.id))
  const holding = lists.filter((list) => watchedIn.includes(list.id))
  const last = lastListStore.get()
  const [chosen, setChosen] = useState(
    open.find((list) => list.id === last)?.id ?? open[0]?.id ?? NEW,
  )
  const [newName, setNewName] = useState('')
  const [missingName, setMissingName] = useState(false)
  useEffect(() => first.current?.focus(), [])

  const escape = (event: KeyboardEvent) => {
    if (event.key === 'Escape') {
      event.preventDefault()
      onCancel()
    }
  }
  return (
    <form
      data-testid="watchlist-chooser"
      aria-labelledby={`${id}-legend`}
      onKeyDown={escape}
      onSubmit={(event) => {
        event.preventDefault()
        if (chosen !== NEW) {
          const list = open.find((item) => item.id === chosen)!
          return onChoose({ listId: list.id, name: list.name })
        }
        const name = newName.trim()
        if (!name) return setMissingName(true)
        onChoose({ newListName: name })
      }}
      className="absolute top-full right-0 z-30 mt-2 w-80 max-w-[90vw] rounded-md border border-slate-300 bg-white p-3 text-sm text-slate-900 shadow-lg"
    >
      <fieldset>
        <legend id={`${id}-legend`} className="font-semibold">
          <Trans>Add to which list?</Trans>
        </legend>
        <div className="mt-2 flex flex-col gap-1">
          {open.map((list, index) => (
            <label key={list.id} className="flex min-h-6 items-center gap-2">
              <input
                ref={list.id === chosen || (index === 0 && chosen === NEW) ? first : undefined}
                type="radio"
                name={`${id}-list`}
                value={list.id}
                checked={chosen === list.id}
                onChange={() => setChosen(list.id)}
              />
              {list.name}
            </label>
          ))}
          <label className="flex min-h-6 items-center gap-2">
            <input
              ref={open.length === 0 ? first : undefined}
              type="radio"
              name={`${id}-list`}
              value={NEW}
              checked={chosen === NEW}
              onChange={() => setChosen(NEW)}
            />
            <Trans>A new list</Trans>
          </label>
          {chosen === NEW ? (
            <label className="mt-1 block">
              <Trans>Name of the new list</Trans>
              <input
                value={newName}
                onChange={(event) => {
                  setNewName(event.target.value)
                  setMissingName(false)
                }}
                maxLength={100}
                aria-invalid={missingName}
                aria-describedby={missingName ? `${id}-missing` : undefined}
                className="mt-1 block w-full rounded-md border border-slate-400 px-2 py-1"
              />
              {missingName ? (
                <span id={`${id}-missing`} className="text-red-800">
                  {t`Give the new list a name.`}
                </span>
              ) : null}
            </label>
          ) : null}
        </div>
      </fieldset>
      <div className="mt-3 flex gap-2">
        <button
          type="submit"
          className="min-h-6 rounded-md bg-sky-800 px-3 py-1.5 font-medium text-white hover:bg-sky-900"
        >
          <Trans>Add</Trans>
        </button>
        <button
          type="button"
          onClick={onCancel}
          className="min-h-6 rounded-md border border-slate-300 bg-white px-3 py-1.5 font-medium hover:bg-slate-50"
        >
          <Trans>Cancel</Trans>
        </button>
      </div>
      {holding.length > 0 ? (
        <div className="mt-3 border-t border-slate-200 pt-2">
          <p className="text-slate-700">
            <Trans>Already on:</Trans>
          </p>
          <ul className="mt-1 flex flex-col gap-1">
            {holding.map((list) => {
              const name = list.name
              return (
                <li key={list.id} className="flex items-center justify-between gap-2">
                  <span>{name}</span>
                  <button
                    type="button"
                    onClick={() => onRemove(list)}
                    className="min-h-6 rounded-md border border-slate-300 px-2 py-0.5 hover:bg-slate-50"
                  >
                    {t`Remove from “${name}”`}
                  </button>
                </li>
              )
            })}
          </ul>
        </div>
      ) : null}
    </form>
  )
}
