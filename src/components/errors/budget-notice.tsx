import { Trans, useLingui } from '@lingui/react/macro'
import type { BudgetInfo } from '@/lib/api/errors'
import { formatNumber, formatSoonTime, formatWait } from '@/lib/format/format'

interface BudgetNoticeProps {
  budget: BudgetInfo
  onRetry?: (() => void) | undefined
}

/**
 * A budget the team set was reached: not a fault, so not red, and not retried by itself. It says
 * which budget, what still works, and when it resets, in the reader's own time.
 */
export function BudgetNotice({ budget, onRetry }: BudgetNoticeProps) {
  const { t } = useLingui()
  const daily = budget.kind === 'daily'
  const wait = formatWait(budget.resetsAt)
  const limit = budget.limit === null ? null : formatNumber(budget.limit)
  const reset = (
    <time dateTime={budget.resetsAt.toISOString()} className="font-semibold">
      {formatSoonTime(budget.resetsAt)}
    </time>
  )
  return (
    <div
      role="alert"
      data-budget={budget.kind}
      className="rounded-lg border border-amber-300 bg-amber-50 p-4 text-sm text-amber-950"
    >
      <p className="font-semibold">
        {daily ? (
          <Trans>Your daily Data Hub budget is used up</Trans>
        ) : (
          <Trans>Too many requests in a short time</Trans>
        )}
      </p>
      <p className="mt-1">
        {daily
          ? limit
            ? t`You have used all ${limit} Data Hub calls your team allows per person and day. Pages that you or your colleagues opened recently still load from the shared cache.`
            : t`You have used all the Data Hub calls your team allows per person and day. Pages that you or your colleagues opened recently still load from the shared cache.`
          : limit
            ? t`You have reached the limit of ${limit} requests per minute.`
            : t`You have reached the limit of your requests per minute.`}
      </p>
      <p className="mt-1">
        {daily ? (
          <Trans>
            Your budget resets at {reset} (in {wait}).
          </Trans>
        ) : (
          <Trans>
            You can continue at {reset} (in {wait}).
          </Trans>
        )}
      </p>
      {onRetry && !daily ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-amber-800 px-3 py-1.5 font-medium text-white hover:bg-amber-900"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  )
}
