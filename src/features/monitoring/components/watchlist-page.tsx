import { FtmExportButton } from '@/components/export/ftm-export-button'
import { Link, useNavigate } from '@tanstack/react-router'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { useState } from 'react'
import { Trans, useLingui } from '@lingui/react/macro'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import type { ListDetail } from '../api/monitor-schemas'
import { ErrorText, ListNameField, secondaryButtonClass } from './form-parts'
import type { OwnershipSource } from '@/lib/ownership/ownership-slices'
import { ListBodsExport } from './list-bods'
import { ListEntries } from './list-entries'
import { ListFeed } from './list-feed'
import { ListSchedule } from './list-schedule'
import { ListSharing } from './list-sharing'
import { ListWebhooks } from './list-webhooks'
import { deleteList, renameList } from '../api/lists'

function RenameForm({ list }: { list: ListDetail }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const [name, setName] = useState(list.name)
  const rename = useMutation({
    mutationFn: () => renameList(list.id, name),
    onSuccess: () => refreshMonitor(queryClient),
  })
  return (
    <form
      className="flex flex-wrap items-end gap-2"
      onSubmit={(event) => {
        event.preventDefault()
        rename.mutate()
      }}
    >
      <ListNameField label={t`Name of the list`} value={name} onChange={setName} />
      <button type="submit" disabled={rename.isPending} className={secondaryButtonClass}>
        <Trans>Rename</Trans>
      </button>
      <ErrorText error={rename.error} />
    </form>
  )
}

function DeleteButton({ list }: { list: ListDetail }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const navigate = useNavigate()
  const remove = useMutation({
    mutationFn: () => deleteList(list.id),
    onSuccess: async () => {
      await navigate({ to: '/watchlists' })
      await refreshMonitor(queryClient)
    },
  })
  const name = list.name
  return (
    <>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => {
          if (window.confirm(t`Delete the list “${name}” with its changes for everyone?`)) {
            remove.mutate()
          }
        }}
        className="rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-medium text-red-800 hover:bg-red-50"
      >
        <Trans>Delete list</Trans>
      </button>
      <ErrorText error={remove.error} />
    </>
  )
}

/** One list: its entities, schedule and "Check now", sharing, feed and webhooks, by access. */
export function WatchlistPage({
  id,
  ownership,
}: {
  id: string
  /** Where the shareholder lists come from (the organization pages' cache), for the BODS file. */
  ownership: OwnershipSource
}) {
  const { data: list } = useSuspenseQuery(monitorQueries.list(id))
  const { data: session } = useSuspenseQuery(monitorQueries.session())
  const canEdit = list.access !== 'read'
  const name = list.name
  return (
    <article aria-labelledby="list-heading" className="space-y-8">
      <header className="space-y-3">
        <p className="text-sm">
          <Link to="/watchlists" className="text-sky-800 underline">
            <Trans>All lists</Trans>
          </Link>
        </p>
        <h1 id="list-heading" className="text-2xl font-semibold">
          {name}
        </h1>
        <p className="text-slate-700">
          {list.access === 'owner' ? (
            <Trans>Your list.</Trans>
          ) : list.access === 'edit' ? (
            <Trans>Shared with you to edit by {list.ownerId}.</Trans>
          ) : (
            <Trans>Shared with you to read by {list.ownerId}.</Trans>
          )}{' '}
          <Link to="/changes" search={{ list: list.id }} className="text-sky-800 underline">
            <Trans>See this list’s changes</Trans>
          </Link>
        </p>
        {canEdit ? <RenameForm key={list.name} list={list} /> : null}
        {list.access === 'owner' ? <DeleteButton list={list} /> : null}
      </header>
      <ListEntries list={list} canEdit={canEdit} />
      <ListBodsExport list={list} source={ownership} />
      <FtmExportButton
        fileBase="watchlist"
        fill={(ftm) => {
          // Organizations and persons are FtM entities; a watched location is no party to export.
          for (const entry of list.entries)
            if (entry.type !== 'LOCATION')
              ftm.reference({ id: entry.id, type: entry.type, name: entry.name })
        }}
      />
      <ListSchedule list={list} canEdit={canEdit} />
      {list.access === 'owner' && session.auth !== 'none' ? <ListSharing list={list} /> : null}
      {canEdit ? <ListFeed list={list} /> : null}
      {canEdit ? <ListWebhooks listId={list.id} /> : null}
    </article>
  )
}
