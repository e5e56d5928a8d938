import { plural } from '@lingui/core/macro'
import { useEndType } from '../api/end-type'
import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useMemo, useState } from 'react'
import { ErrorNotice } from '@/components/errors/error-notice'
import { isEntityId } from '@/lib/datahub/fields'
import { formatNumber } from '@/lib/format/format'
import { entityKey } from '../api/connection-graph'
import { describePath } from '../api/connection-paths'
import { useConnectionSearch, type ConnectionQuestion } from '../api/connection-queries'
import { usePathStatuses } from '../api/path-statuses'
import { CONNECTION_DEFAULTS, type ConnectionSearch } from '../api/connection-search-params'
import { ConnectionForm, type EndValue } from './connection-form'
import { ConnectionFtmButton } from './connection-ftm-button'
import { ConnectionMap } from './connection-map'
import { ConnectionPath } from './connection-path-list'
import { ConnectionPathsGraph } from './connection-paths-graph'
import { ConnectionStatus } from './connection-status'
import { PathStatusNote } from './path-status-note'

interface ConnectionsPageProps {
  search: ConnectionSearch
  onSearchChange: (patch: Partial<ConnectionSearch>) => void
}

const TYPE = { organization: 'ORGANIZATION', person: 'PERSON' } as const

/** The connection finder: the question from the URL, the search's progress, and its answer. */
export function ConnectionsPage({ search, onSearchChange }: ConnectionsPageProps) {
  const { t } = useLingui()
  const steps = search.steps ?? CONNECTION_DEFAULTS.steps
  const budget = search.budget ?? CONNECTION_DEFAULTS.budget
  // A link with something other than an entity ID at an end leaves that end to be chosen.
  const fromId = search.from?.toLowerCase()
  const toId = search.to?.toLowerCase()
  // A link without a type for an end (shared by hand, from another tool) has it looked up.
  const fromLookup = useEndType(isEntityId(fromId) ? fromId : null, search.fromType)
  const toLookup = useEndType(isEntityId(toId) ? toId : null, search.toType)
  const from: EndValue | null = isEntityId(fromId)
    ? {
        id: fromId,
        type: fromLookup.type ?? CONNECTION_DEFAULTS.fromType,
        typePending: fromLookup.type === null,
      }
    : null
  const to: EndValue | null = isEntityId(toId)
    ? {
        id: toId,
        type: toLookup.type ?? CONNECTION_DEFAULTS.toType,
        typePending: toLookup.type === null,
      }
    : null
  const typesKnown = fromLookup.type !== null && toLookup.type !== null
  const lookupError = fromLookup.error ?? toLookup.error
  const fromKey = from?.id ?? null
  const toKey = to?.id ?? null
  const fromType = from ? TYPE[from.type] : null
  const toType = to ? TYPE[to.type] : null
  const question: ConnectionQuestion | null = useMemo(
    () =>
      fromKey && toKey && fromType && toType && typesKnown
        ? {
            from: { id: fromKey, type: fromType },
            to: { id: toKey, type: toType },
            steps,
            budget,
          }
        : null,
    [fromKey, toKey, fromType, toType, typesKnown, steps, budget],
  )
  const { query, progress, cancel } = useConnectionSearch(question)
  const [cancelled, setCancelled] = useState(false)
  useEffect(() => setCancelled(false), [question])
  const result = query.data

  useEffect(() => {
    document.title = `${t`Find a connection`} · Data Hub Explorer`
  }, [t])

  const views = useMemo(
    () => (result ? result.paths.map((path) => describePath(result.graph, path)) : []),
    [result],
  )
  const organizations = useMemo(() => {
    const seen = new Map<string, (typeof views)[number]['entities'][number]>()
    for (const view of views)
      for (const entity of view.entities)
        if (entity.type === 'ORGANIZATION') seen.set(entityKey(entity.id), entity)
    return [...seen.values()]
  }, [views])
  const statuses = usePathStatuses(organizations)
  const nameOf = (end: EndValue | null) => {
    if (!end || !result) return null
    const known = result.graph.entities.get(entityKey(end.id))
    return known && known.name !== known.id ? known.name : null
  }

  const pathCount = formatNumber(views.length)

  return (
    <div className="space-y-6">
      <header>
        <h1 className="text-2xl font-semibold text-slate-900">
          <Trans>Find a connection</Trans>
        </h1>
        <p className="mt-1 text-slate-700">
          <Trans>
            The shortest chains of roles (management, ownership, partnership) between two
            organizations or persons, up to four steps, read from the Data Hub’s entity network.
          </Trans>
        </p>
      </header>
      <ConnectionForm
        from={from}
        to={to}
        names={{ from: nameOf(from), to: nameOf(to) }}
        steps={steps}
        budget={budget}
        onEndChange={(role, value) =>
          onSearchChange(
            role === 'from'
              ? { from: value.id, fromType: value.type }
              : { to: value.id, toType: value.type },
          )
        }
        onLimitsChange={(limits) => onSearchChange(limits)}
      />
      {lookupError ? (
        <ErrorNotice error={lookupError} title={t`This link names no organization or person`} />
      ) : from && to && !typesKnown ? (
        <p className="text-slate-700" role="status">
          <Trans>Looking up whether each end is an organization or a person…</Trans>
        </p>
      ) : question ? (
        <ConnectionStatus
          fetching={query.isFetching}
          cancelled={cancelled && !query.isFetching && !result}
          progress={progress}
          result={result}
          onCancel={() => {
            setCancelled(true)
            cancel()
          }}
          onRetry={() => {
            setCancelled(false)
            void query.refetch()
          }}
        />
      ) : (
        <p className="text-slate-700">
          <Trans>Choose both ends to search for a connection.</Trans>
        </p>
      )}
      {query.isError && !query.isFetching ? (
        <ErrorNotice error={query.error} onRetry={() => void query.refetch()} />
      ) : null}
      {result && views.length > 0 ? (
        <>
          <section aria-labelledby="connection-graph-heading" className="space-y-2">
            <h2 id="connection-graph-heading" className="text-lg font-semibold">
              <Trans>All paths as one graph</Trans>
            </h2>
            <ConnectionPathsGraph views={views} />
          </section>
          <section aria-labelledby="connection-paths-heading" className="space-y-3">
            <h2 id="connection-paths-heading" className="text-lg font-semibold">
              {views.length === 1 ? t`The path` : t`The ${pathCount} paths`}
            </h2>
            <ConnectionFtmButton views={views} />
            {organizations.length > 0 ? <PathStatusNote statuses={statuses} /> : null}
            {views.map((view, index) => (
              <ConnectionPath key={index} view={view} index={index} statusOf={statuses.statusOf} />
            ))}
          </section>
          <section aria-labelledby="connection-map-heading" className="space-y-2">
            <h2 id="connection-map-heading" className="text-lg font-semibold">
              <Trans>Organizations on the map</Trans>
            </h2>
            {search.map ? (
              <ConnectionMap organizations={organizations} />
            ) : (
              <button
                type="button"
                className="rounded-md border border-slate-400 px-3 py-1.5"
                onClick={() => onSearchChange({ map: true })}
              >
                {plural(organizations.length, {
                  one: 'Show the # organization on the map',
                  other: 'Show the # organizations on the map',
                })}
              </button>
            )}
          </section>
        </>
      ) : null}
    </div>
  )
}
