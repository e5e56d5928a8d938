import { Link } from '@tanstack/react-router'
import { useQuery } from '@tanstack/react-query'
import { Trans } from '@lingui/react/macro'
import { monitorQueries } from '../api/monitor-queries'
import { AddToList, type MonitoredEntity } from './add-to-list'
import { ChangeEvents } from './change-item'

/**
 * An entity page's monitoring section: the lists that watch it and, where it is watched, its own
 * change history; a form to put it on a list. It reads only the explorer's monitoring API, never
 * the Data Hub (no credits spent).
 */
export function EntityMonitoring({ entity }: { entity: MonitoredEntity }) {
  const history = useQuery(monitorQueries.changes({ type: entity.type, entity: entity.id }))
  const watchedIn = history.data?.watchedIn ?? []
  // A change is listed once per list that watches the entity: its history shows it once.
  const changes = (history.data?.changes ?? [])
    .filter((change, index, all) => all.findIndex((other) => other.id === change.id) === index)
    // Grouped into events across lists: which list a copy came from does not matter here.
    .map((change) => ({ ...change, listId: '' }))
  return (
    <section
      aria-labelledby="monitoring-heading"
      data-testid="entity-monitoring"
      className="mt-6 rounded-lg border border-slate-200 p-4"
    >
      <h2 id="monitoring-heading" className="text-lg font-semibold">
        <Trans>Monitoring</Trans>
      </h2>
      {history.error ? (
        <p role="alert" className="mt-2 text-sm text-red-800">
          <Trans>The change history could not be loaded.</Trans>{' '}
          <button
            type="button"
            onClick={() => void history.refetch()}
            className="text-sky-800 underline"
          >
            <Trans>Try again</Trans>
          </button>
        </p>
      ) : null}
      {watchedIn.length > 0 ? (
        <p className="mt-2 text-sm text-slate-800">
          <Trans>Watched on:</Trans>{' '}
          {watchedIn.map((list, index) => (
            <span key={list.id}>
              {index > 0 ? ', ' : null}
              <Link
                to="/watchlists/$id"
                params={{ id: list.id }}
                className="text-sky-800 underline"
              >
                {list.name}
              </Link>
            </span>
          ))}
        </p>
      ) : history.data ? (
        <p className="mt-2 text-sm text-slate-700">
          <Trans>Not on any of your lists: put it on one to be told what changes.</Trans>
        </p>
      ) : null}
      {history.data ? (
        <div className="mt-3">
          <AddToList entity={entity} watchedIn={watchedIn.map((list) => list.id)} />
        </div>
      ) : null}
      {watchedIn.length > 0 && history.data ? (
        <div className="mt-4">
          <h3 className="font-semibold">
            <Trans>Change history</Trans>
          </h3>
          {changes.length === 0 ? (
            <p className="mt-1 text-sm text-slate-700">
              <Trans>No changes found since it was put on a list.</Trans>
            </p>
          ) : (
            <ChangeEvents testId="entity-changes" changes={changes} showEntity={false} />
          )}
        </div>
      ) : null}
    </section>
  )
}
