import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatDateTime, formatNumber } from '@/lib/format/format'
import { monitorQueries, refreshMonitor } from '../api/monitor-queries'
import { schedules, type CallRange, type ListDetail, type Schedule } from '../api/monitor-schemas'
import { ErrorText, primaryButtonClass } from './form-parts'
import { useScheduleWords } from './schedule-words'
import { checkList, rescheduleList } from '../api/lists'

/** "Check now", with what it spent compared with the estimate shown before it ran. */
function CheckNow({ listId, estimate }: { listId: string; estimate: CallRange | undefined }) {
  const queryClient = useQueryClient()
  const check = useMutation({
    mutationFn: (_estimate: CallRange | undefined) => checkList(listId),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const result = check.data
  const expected = check.variables
  return (
    <div className="mt-4 flex flex-wrap items-center gap-3">
      <button
        type="button"
        aria-disabled={check.isPending}
        aria-busy={check.isPending}
        onClick={() => {
          if (!check.isPending) check.mutate(estimate)
        }}
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
            </Trans>{' '}
            <Trans>
              {result.recordCalls} record reads, {result.sliceCalls} slice reads.
            </Trans>
            {expected ? (
              <>
                {' '}
                <CheckComparison calls={result.calls} estimate={expected} />
              </>
            ) : null}
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

/** How the calls a check spent compare with the range shown before it ran. */
function CheckComparison({ calls, estimate }: { calls: number; estimate: CallRange }) {
  const range = rangeText(estimate)
  if (calls < estimate.min)
    return <Trans>Fewer than the estimate of {range} (some entities could not be read).</Trans>
  if (calls > estimate.max) return <Trans>More than the estimate of {range}.</Trans>
  if (estimate.min === estimate.max) return <Trans>As estimated.</Trans>
  return <Trans>Within the estimate of {range}.</Trans>
}

const rangeText = ({ min, max }: CallRange) =>
  min === max ? formatNumber(min) : `${formatNumber(min)}–${formatNumber(max)}`

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
    mutationFn: (schedule: Schedule) => rescheduleList(list.id, schedule),
    onSuccess: () => refreshMonitor(queryClient),
  })
  const costs = cost.data
  const fewest = costs?.slicesPerChangeMin ?? 3
  const most = costs?.slicesPerChange ?? 5
  const baseline = 2
  const next = costs ? rangeText(costs.nextCheck) : ''
  const later = costs ? rangeText(costs.laterCheck) : ''
  const firstChecks = costs?.firstChecks ?? 0
  return (
    <section aria-labelledby="schedule-heading">
      <h2 id="schedule-heading" className="text-lg font-semibold">
        <Trans>Checks</Trans>
      </h2>
      <fieldset className="mt-2" disabled={!canEdit || reschedule.isPending}>
        <legend className="text-sm text-slate-700">
          <Trans>
            How often the list is checked. A check reads each entity’s record once; an organization
            that changed costs {fewest} to {most} more calls to describe it, and one checked for the
            first time {baseline} more for its baseline. So the calls range from a check that finds
            nothing changed to one that finds every organization changed.
          </Trans>
        </legend>
        <div className="mt-2 flex flex-col gap-1">
          {schedules.map((schedule) => {
            const cost = costs?.schedules[schedule]
            const calls = cost ? rangeText(cost) : '…'
            return (
              <label key={schedule} className="flex items-center gap-2 text-sm">
                <input
                  type="radio"
                  name="schedule"
                  value={schedule}
                  checked={list.schedule === schedule}
                  onChange={() => reschedule.mutate(schedule)}
                />
                {words[schedule]} —{' '}
                {cost?.period === 'week'
                  ? t`${calls} Data Hub calls a week`
                  : t`${calls} Data Hub calls a day`}
              </label>
            )
          })}
        </div>
      </fieldset>
      {costs ? (
        <p data-testid="next-check-cost" className="mt-2 text-sm text-slate-700">
          {costs.firstChecks > 0 ? (
            <Trans>
              The next check: {next} calls, with the baseline of {firstChecks} organizations checked
              for the first time; later checks {later}.
            </Trans>
          ) : (
            <Trans>Each check: {later} calls.</Trans>
          )}
        </p>
      ) : null}
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
      {canEdit ? <CheckNow listId={list.id} estimate={costs?.nextCheck} /> : null}
    </section>
  )
}
