import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import type { entityTypes } from '../api/monitor-schemas'
import { ErrorText, inputClass, secondaryButtonClass } from './form-parts'
import { addEntries } from '../api/entries'

export interface MonitoredEntity {
  type: (typeof entityTypes)[number]
  id: string
  name: string
  version: string | null
}

/** Puts the entity on one of the lists the user may edit (and that do not watch it yet). */
export function AddToList({ entity, watchedIn }: { entity: MonitoredEntity; watchedIn: string[] }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useQuery(monitorQueries.lists())
  const [chosen, setChosen] = useState('')
  const add = useMutation({
    mutationFn: (listId: string) => addEntries(listId, [entity]),
    onSuccess: async () => {
      setChosen('')
      await refreshMonitor(queryClient)
    },
  })
  const lists = (data?.lists ?? []).filter(
    (list) => list.access !== 'read' && !watchedIn.includes(list.id),
  )
  if (lists.length === 0) return null
  const listId = chosen || lists[0]!.id
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        add.mutate(listId)
      }}
    >
      <label className="text-sm font-medium text-slate-800">
        {t`List`}
        <select className={inputClass} value={listId} onChange={(e) => setChosen(e.target.value)}>
          {lists.map((list) => (
            <option key={list.id} value={list.id}>
              {list.name}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" disabled={add.isPending} className={secondaryButtonClass}>
        <Trans>Add to list</Trans>
      </button>
      <ErrorText error={add.error} />
    </form>
  )
}
