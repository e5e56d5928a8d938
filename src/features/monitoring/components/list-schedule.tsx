import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { explorerRequest } from '@/lib/api-client'
import { formatDateTime, formatNumber } from '@/lib/format'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import { checkAnswer, schedules, type ListDetail, type Schedule } from '../api/monitor-schemas'
import { ErrorText, primaryButtonClass } from './form-parts'
import { useScheduleWords } from './schedule-words'

/** "Check now", with what it found (or why it stopped) once the server answered. */
function CheckNow({ listId }: { listId: string }) {
  const queryClient = useQueryClient()
  const check = useMutation({
    mutationFn: async () =>
      checkAnswer.parse(await explorerRequest('POST', `monitor/lists/${listId}/check`)),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const result = check.data
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        disabled={check.isPending}
        aria-busy={check.isPending}
        onClick={() => check.mutate()}
        className={primaryButtonClass}
      >
        {check.isPending ? <Trans>Checking…</Trans> : <Trans>Check now</Trans>}
      </button>
      <p role="status" data-testid="check-result" className="text-sm text-slate-800">
        {check.isPending ? (
          <Trans>Reading each entity’s record from the Data Hub…</Trans>
        ) : result ? (
          <>
            <Trans>
              Checked {result.checked} entities with {result.calls} Data Hub calls: {result.changed}{' '}
              changed, {result.changes} changes found.
            </Trans>
            {result.failed > 0 ? (
              <>
                {' '}
                <Trans>{result.failed} could not be read; they are tried again next time.</Trans>
              </>
            ) : null}
            {result.budgetSpent ? (
              <>
                {' '}
                <Trans>The day’s allowance of Data Hub calls is spent: the rest waits.</Trans>
              </>
            ) : null}
          </>
        ) : null}
      </p>
      <ErrorText error={check.error} />
    </div>
  )
}

/**
 * How often the list is checked, with what each choice costs in Data Hub calls a day (the server's
 * figures) shown before it is chosen, and "Check now" for those who may edit.
 */
export function ListSchedule({ list, canEdit }: { list: ListDetail; canEdit: boolean }) {
  const { t } = useLingui()
  const queryClient = useQueryClient()
  const words = useScheduleWords()
  const cost = useQuery(monitorQueries.cost(list.id))
  const reschedule = useMutation({
    mutationFn: (schedule: Schedule) =>
      explorerRequest('PATCH', `monitor/lists/${list.id}`, { schedule }),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const costs = cost.data
  return (
    <section aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        <Trans>Checks</Trans>
      </h2>
      <fieldset className="mt-2" disabled={!canEdit || reschedule.isPending}>
        <legend className="text-sm text-slate-700">
          <Trans>
            How often the list is checked. Each check reads every entity’s record once; a change
            costs up to {costs?.slicesPerChange ?? 5} more calls to describe it.
          </Trans>
        </legend>
        <div className="mt-2 flex flex-col gap-1">
          {schedules.map((schedule) => {
            const calls = costs ? formatNumber(costs.callsPerDay[schedule]) : '…'
            return (
              <label key={schedule} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="schedule"
                  value={schedule}
                  checked={list.schedule === schedule}
                  onChange={() => reschedule.mutate(schedule)}
                />
                {words[schedule]} — {t`about ${calls} Data Hub calls a day`}
              </label>
            )
          })}
        </div>
      </fieldset>
      {costs ? (
        <p data-testid="budget" className="mt-2 text-sm text-slate-700">
          <Trans>
            The server’s allowance for monitoring: {formatNumber(costs.budgetPerDay)} calls a day,{' '}
            {formatNumber(costs.usedToday)} used today.
          </Trans>
        </p>
      ) : null}
      <p className="mt-2 text-sm text-slate-700">
        <Trans>Last checked:</Trans>{' '}
        {list.lastCheckedAt ? formatDateTime(list.lastCheckedAt) : <Trans>never</Trans>} ·{' '}
        <Trans>Next check:</Trans> {formatDateTime(list.nextCheckAt)}
      </p>
      <ErrorText error={reschedule.error ?? cost.error} />
      {canEdit ? <CheckNow listId={list.id} /> : null}
    </section>
  )
}
