import { Trans, useLingui } from '@lingui/react/macro'
import { useEffect, useRef } from 'react'
import { ExportButtons } from '@/components/export/export-buttons'
import { formatNumber } from '@/lib/format/format'
import { type EnrichmentKey } from '../api/enrichment'
import { matchExport, resultRows } from '../api/match-export'
import { countStatuses, type MatchJob } from '../api/match-job'
import type { MatchServices } from '../api/match-runner'
import { cancelRun, startRun, useRunPhase } from '../api/match-session'
import type { MatchStore } from '../api/match-store'
import type { MatchSearch } from '../match-search-params'
import { EnrichmentPicker } from './enrichment-picker'
import { focusWhenShown } from './match-announcer'
import { MatchMap } from './match-map'
import { ResultsTable } from './results-table'
import { ReviewQueue } from './review-queue'
import { RunPanel } from './run-panel'
import { ThresholdInput } from './threshold-input'

interface Props {
  store: MatchStore
  job: MatchJob
  services: MatchServices
  search: MatchSearch
  onSearchChange: (patch: Partial<MatchSearch>, replace?: boolean) => void
}

/** Step 3: the run, the review queue, the results with their export and map. */
export function ResultsStep({ store, job, services, search, onSearchChange }: Props) {
  const { t } = useLingui()
  const phase = useRunPhase()
  const counts = countStatuses(job)
  const withCoordinates = job.enrichments.includes('coordinates')

  // When the matching ends, the work goes on in the review queue (or, with none, the results):
  // the focus follows there from the progress panel, or from the body when "Cancel" went away.
  const lastPhase = useRef(phase)
  const toReview = counts.review
  useEffect(() => {
    const ended = lastPhase.current === 'matching' && phase !== 'matching'
    lastPhase.current = phase
    if (!ended) return
    const active = document.activeElement
    const run = document.getElementById('match-run')
    if (active && active !== document.body && !run?.contains(active)) return
    focusWhenShown(toReview > 0 ? 'review-queue' : 'results-title')
  }, [phase, toReview])

  function addCoordinates() {
    store.update((current) => ({
      ...current,
      enrichments: [...current.enrichments, 'coordinates' as EnrichmentKey],
    }))
    void startRun(store, services)
  }

  function startOver() {
    if (!window.confirm(t`Discard this list and its matches?`)) return
    cancelRun()
    store.set(null)
    onSearchChange({ show: undefined, page: undefined, map: undefined })
  }

  return (
    <div className="space-y-6">
      <RunPanel store={store} job={job} services={services} />
      <section aria-label={t`Summary`} className="flex flex-wrap items-center gap-x-6 gap-y-2">
        <dl className="flex flex-wrap gap-x-6 gap-y-1 text-sm" data-testid="match-summary">
          <div>
            <dt className="inline font-medium">
              <Trans>Matched:</Trans>{' '}
            </dt>
            <dd className="inline tabular-nums">
              {formatNumber(counts.matched + counts.accepted)}
            </dd>
          </div>
          <div>
            <dt className="inline font-medium">
              <Trans>To review:</Trans>{' '}
            </dt>
            <dd className="inline tabular-nums">{formatNumber(counts.review)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">
              <Trans>Rejected:</Trans>{' '}
            </dt>
            <dd className="inline tabular-nums">{formatNumber(counts.rejected)}</dd>
          </div>
          <div>
            <dt className="inline font-medium">
              <Trans>No candidate:</Trans>{' '}
            </dt>
            <dd className="inline tabular-nums">{formatNumber(counts.none + counts.error)}</dd>
          </div>
        </dl>
        <ThresholdInput
          value={job.threshold}
          onChange={(threshold) => store.update((current) => ({ ...current, threshold }))}
        />
      </section>
      {phase === 'matching' ? null : <ReviewQueue store={store} job={job} services={services} />}
      <details className="rounded-lg border border-slate-200 bg-white p-3">
        <summary className="cursor-pointer font-medium">
          <Trans>Columns to add</Trans>
        </summary>
        <div className="mt-2 space-y-2">
          <EnrichmentPicker
            value={job.enrichments}
            disabled={phase !== 'idle'}
            onChange={(enrichments) => store.update((current) => ({ ...current, enrichments }))}
          />
        </div>
      </details>
      <div className="flex flex-wrap items-center gap-3">
        <ExportButtons
          label={t`Export the results`}
          fileBase="matches"
          table={() => matchExport(store.get() ?? job)}
        />
        <button
          type="button"
          aria-pressed={!!search.map}
          onClick={() => onSearchChange({ map: search.map ? undefined : true })}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
        >
          {search.map ? t`Hide the map` : t`Show on a map`}
        </button>
        <button
          type="button"
          onClick={startOver}
          className="ml-auto rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm hover:bg-slate-50"
        >
          <Trans>Start a new list</Trans>
        </button>
      </div>
      {search.map ? (
        withCoordinates ? (
          <MatchMap rows={resultRows(job)} />
        ) : (
          <div className="space-y-2 rounded-lg border border-slate-200 bg-white p-4 text-sm">
            <p>
              <Trans>
                The map needs the Coordinates column: one record call per matched organization (none
                for records already read).
              </Trans>
            </p>
            <button
              type="button"
              onClick={addCoordinates}
              disabled={phase !== 'idle'}
              className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white hover:bg-slate-700 disabled:opacity-50"
            >
              <Trans>Add coordinates and show the map</Trans>
            </button>
          </div>
        )
      ) : null}
      {phase === 'matching' ? (
        // Rendering a page of results on each progress step would slow the run it reports on.
        <p className="text-sm text-slate-700">
          <Trans>The results appear here when the matching is done.</Trans>
        </p>
      ) : (
        <ResultsTable
          store={store}
          job={job}
          filter={search.show ?? 'all'}
          page={search.page ?? 1}
          onChange={(patch) => onSearchChange(patch, true)}
        />
      )}
    </div>
  )
}
