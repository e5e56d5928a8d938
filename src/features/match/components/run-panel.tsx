import { plural } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { useEffect, useState } from 'react'
import { formatNumber } from '@/lib/format/format'
import type { MatchJob } from '../api/match-job'
import { enrichmentTasks, type MatchServices } from '../api/match-runner'
import { cancelRun, startRun, useRunState } from '../api/match-session'
import type { MatchStore } from '../api/match-store'
import { countsInWords } from './match-announcer'

interface Props {
  store: MatchStore
  job: MatchJob
  services: MatchServices
}

/** Seconds left of a rate-limit pause, ticking. */
function usePauseSeconds(until: number | null): number {
  const [now, setNow] = useState(() => Date.now())
  useEffect(() => {
    if (!until) return
    const timer = setInterval(() => setNow(Date.now()), 500)
    return () => clearInterval(timer)
  }, [until])
  return until ? Math.max(0, Math.ceil((until - now) / 1000)) : 0
}

/** The run's progress bar, its cancel button, and a way to go on with what is left. */
export function RunPanel({ store, job, services }: Props) {
  const { t } = useLingui()
  const run = useRunState()
  const progress = run.progress
  const pause = usePauseSeconds(progress?.pausedUntil ?? null)
  const unmatched = job.rows.filter((row) => !row.decision && (!row.matched || row.error)).length
  const missing = enrichmentTasks(job).length
  const phase = progress?.phase === 'enriching' ? t`Adding columns` : t`Matching`
  const done = formatNumber(progress?.done)
  const total = formatNumber(progress?.total)
  const unmatchedCount = formatNumber(unmatched)
  const missingCount = formatNumber(missing)

  return (
    <section
      id="match-run"
      tabIndex={-1}
      aria-label={t`Progress`}
      className="space-y-2 rounded-lg border border-slate-200 bg-white p-4"
    >
      {run.running ? (
        <>
          <label className="block text-sm font-medium" htmlFor="match-progress">
            {phase}
          </label>
          <progress
            id="match-progress"
            className="h-3 w-full"
            value={progress && progress.total > 0 ? progress.done : undefined}
            max={progress && progress.total > 0 ? progress.total : undefined}
          />
          <p role="status" data-testid="match-progress" className="text-sm text-slate-700">
            {progress
              ? progress.phase === 'matching'
                ? t`${phase}: ${done} of ${total} rows`
                : t`${phase}: ${done} of ${total} calls`
              : t`Starting…`}
            {pause > 0
              ? ` · ${t`The Data Hub asked to slow down: waiting ${plural(pause, { one: '# second', other: '# seconds' })}`}`
              : ''}
          </p>
          <button
            type="button"
            onClick={cancelRun}
            className="rounded-md border border-slate-300 px-3 py-1.5 text-sm font-medium hover:bg-slate-50"
          >
            {t`Cancel`}
          </button>
        </>
      ) : (
        <div className="flex flex-wrap items-center gap-3">
          <p role="status" data-testid="match-progress" className="text-sm text-slate-700">
            {run.outcome === 'cancelled'
              ? `${t`Cancelled.`} `
              : unmatched + missing === 0
                ? `${t`Done.`} `
                : ''}
            {/* The new counts are part of what is said when a run ends, not only "Done." */}
            {run.outcome ? `${countsInWords(job)} ` : ''}
            {unmatched > 0 ? `${t`${unmatchedCount} rows not matched yet.`} ` : ''}
            {missing > 0 ? t`${missingCount} facts of the added columns not read yet.` : ''}
          </p>
          {unmatched + missing > 0 ? (
            <button
              type="button"
              onClick={() => void startRun(store, services)}
              className="rounded-md bg-slate-900 px-3 py-1.5 text-sm font-medium text-white hover:bg-slate-700"
            >
              {unmatched > 0 ? t`Resume matching` : t`Read the missing facts`}
            </button>
          ) : null}
        </div>
      )}
    </section>
  )
}
