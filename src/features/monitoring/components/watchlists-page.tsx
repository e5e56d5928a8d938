import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQuery, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime } from '@/lib/format/format'
import { unreadQuery } from '../api/unread'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import { ErrorText, ListNameField, primaryButtonClass } from './form-parts'
import { useScheduleWords } from './schedule-words'
import { createList } from '../api/lists'

function CreateListForm() {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const [name, setName] = useState('')
  const create = useMutation({
    mutationFn: () => createList(name),
    onSuccess: async ({ id }) => {
      await refreshMonitor(queryClient)
      await navigate({ to: '/watchlists/$id', params: { id } })
    },
  })
  return (
    <form
      className="mt-4 flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        if (name.trim()) create.mutate()
      }}
    >
      <ListNameField label={t`Name of the new list`} value={name} onChange={setName} />
      <button type="submit" disabled={create.isPending} className={primaryButtonClass}>
        <Trans>Create list</Trans>
      </button>
      <ErrorText error={create.error} />
    </form>
  )
}

/** The user's lists and those shared with them, with unread counts; a form to start a new one. */
export function WatchlistsPage() {
  const { data } = useSuspenseQuery(monitorQueries.lists())
  const { data: unread } = useQuery(unreadQuery())
  const scheduleWords = useScheduleWords()
  return (
    <section aria-labelledby="lists-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="lists-heading" className="text-2xl font-semibold">
          <Trans>Lists</Trans>
        </h1>
        <Link to="/changes" className="text-sky-800 underline">
          <Trans>All changes</Trans>
        </Link>
      </div>
      <CreateListForm />
      {data.lists.length === 0 ? (
        <p className="mt-6 text-slate-700">
          <Trans>You have no lists yet, and none is shared with you.</Trans>
        </p>
      ) : (
        <ul data-testid="lists" className="mt-6 divide-y divide-slate-200">
          {data.lists.map((list) => {
            const count = unread?.lists[list.id] ?? 0
            return (
              <li key={list.id} className="flex flex-wrap items-baseline gap-x-4 gap-y-1 py-3">
                <Link
                  to="/watchlists/$id"
                  params={{ id: list.id }}
                  className="font-semibold text-sky-800 underline"
                >
                  {list.name}
                </Link>
                <span className="text-sm text-slate-700">
                  {list.access === 'owner' ? (
                    <Trans>yours</Trans>
                  ) : (
                    <>
                      <Trans>shared by</Trans> {list.ownerId}
                    </>
                  )}
                </span>
                <span className="text-sm text-slate-700">
                  <Trans>Entities: {list.entries}</Trans>
                </span>
                <span className="text-sm text-slate-700">{scheduleWords[list.schedule]}</span>
                <span className="text-sm text-slate-700">
                  <Trans>Last checked:</Trans>{' '}
                  {list.lastCheckedAt ? formatDateTime(list.lastCheckedAt) : <Trans>never</Trans>}
                </span>
                <Link
                  to="/changes"
                  search={{ list: list.id }}
                  className="text-sm text-sky-800 underline"
                >
                  {count > 0 ? <Trans>Changes ({count} unread)</Trans> : <Trans>Changes</Trans>}
                </Link>
              </li>
            )
          })}
        </ul>
      )}
    </section>
  )
}
