import { Link } from '@tanstack/react-router'
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import { ChangeFilters, type ChangesFilter } from './change-filters'
import { ChangeEvents } from './change-item'
import { markChangesRead } from '../api/changes'

/**
 * The Changes page: what changed on the entities of the user's lists, newest first,
 * across lists or for one, filtered by kind; the filters live in the URL. Unread changes stay marked
 * until the reader marks them read, so a glance does not lose them.
 */
export function ChangesPage({
  filter,
  onFilterChange,
}: {
  filter: ChangesFilter
  onFilterChange: (patch: Partial<ChangesFilter>) => void
}) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const { data } = useSuspenseQuery(monitorQueries.changes(filter))
  const { data: lists } = useSuspenseQuery(monitorQueries.lists())
  const shown = data.changes.length
  const unread = data.changes.filter((change) => change.unread).length
  const markRead = useMutation({
    mutationFn: () => markChangesRead(filter.list),
    onSettled: () => refreshMonitor(queryClient),
  })
  return (
    <section aria-labelledby="changes-heading">
      <div className="flex flex-wrap items-baseline justify-between gap-3">
        <h1 id="changes-heading" className="text-2xl font-semibold">
          <Trans>Changes</Trans>
        </h1>
        <Link to="/watchlists" className="text-sky-800 underline">
          <Trans>Manage lists</Trans>
        </Link>
      </div>
      <ChangeFilters filter={filter} lists={lists.lists} onFilterChange={onFilterChange} />
      <div className="mt-4 flex flex-wrap items-center gap-3">
        <p data-testid="changes-summary" className="text-slate-700">
          {t`Changes shown: ${shown}; unread: ${unread}`}
        </p>
        <button
          type="button"
          disabled={unread === 0 || markRead.isPending}
          onClick={() => markRead.mutate()}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-60"
        >
          {filter.list ? <Trans>Mark this list read</Trans> : <Trans>Mark all read</Trans>}
        </button>
        {markRead.error ? (
          <span role="alert" className="text-sm text-red-800">
            <Trans>The changes could not be marked read. Try again.</Trans>
          </span>
        ) : null}
      </div>
      {data.changes.length > 0 ? (
        <ChangeEvents testId="changes" changes={data.changes} showList={!filter.list} />
      ) : (
        <p className="mt-6 text-slate-700">
          {lists.lists.length === 0 ? (
            <Trans>
              Put organizations on a list (“Add to watchlist” on their page) and their changes show
              here.
            </Trans>
          ) : (
            <Trans>
              No changes found for these filters since the entities were put on the list.
            </Trans>
          )}
        </p>
      )}
    </section>
  )
}
