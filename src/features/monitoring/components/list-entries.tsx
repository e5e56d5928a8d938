import { Link } from '@tanstack/react-router'
import { ENTITY_PAGES } from '@contract/entity-types'
import { useMutation, useQueryClient } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { formatDate } from '@/lib/format/format'
import { refreshMonitor } from '../api/monitor-queries'
import type { ListDetail } from '../api/monitor-schemas'
import { ErrorText } from './form-parts'
import { removeEntry } from '../api/entries'

type Entry = ListDetail['entries'][number]

function RemoveButton({ listId, entry }: { listId: string; entry: Entry }) {
  const queryClient = useQueryClient()
  const remove = useMutation({
    mutationFn: () => removeEntry(listId, entry),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const name = entry.name
  return (
    <>
      <button
        type="button"
        disabled={remove.isPending}
        onClick={() => remove.mutate()}
        className="text-sm text-sky-800 underline"
      >
        <Trans>
          Remove <span className="sr-only">{name} from the list</span>
        </Trans>
      </button>
      <ErrorText error={remove.error} />
    </>
  )
}

/** What the list watches. Entities come onto a list from their own page ("Add to watchlist"). */
export function ListEntries({ list, canEdit }: { list: ListDetail; canEdit: boolean }) {
  return (
    <section aria-labelledby="entries-heading">
      <h2 id="entries-heading" className="text-lg font-semibold">
        <Trans>Watched entities</Trans>
      </h2>
      {list.entries.length === 0 ? (
        <p className="mt-2 text-slate-700">
          <Trans>
            Nothing on this list yet: open an organization and use “Add to list” to put it here.
          </Trans>
        </p>
      ) : (
        <ul data-testid="list-entries" className="mt-2 divide-y divide-slate-200">
          {list.entries.map((entry) => (
            <li
              key={`${entry.type}-${entry.id}`}
              className="flex flex-wrap items-baseline gap-3 py-2"
            >
              <Link
                to={ENTITY_PAGES[entry.type]}
                params={{ id: entry.id }}
                className="text-sky-800 underline"
              >
                {entry.name}
              </Link>
              <span className="text-sm text-slate-600">
                <Trans>added {formatDate(entry.addedAt)}</Trans>
              </span>
              {canEdit ? <RemoveButton listId={list.id} entry={entry} /> : null}
            </li>
          ))}
        </ul>
      )}
    </section>
  )
}
