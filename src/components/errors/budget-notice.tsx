import type { BudgetInfo } from '@/lib/api-client'
import { formatNumber, formatSoonTime, formatWait } from '@/lib/format'

interface BudgetNoticeProps {
  budget: BudgetInfo
  onRetry?: (() => void) | undefined
}

/**
 * A budget the team set was reached: not a fault, so not red, and not retried by itself. It says
 * which budget, what still works, and when it resets, in the reader's own time.
 */
export function BudgetNotice({ budget, onRetry }: BudgetNoticeProps) {
  const daily = budget.kind === 'daily'
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
        {daily ? 'Your daily Data Hub budget is used up' : 'Too many requests in a short time'}
      </p>
      <p className="mt-1">
        {daily
          ? `You have used all ${limit ?? 'the'} Data Hub calls your team allows per person and day. Pages that you or your colleagues opened recently still load from the shared cache.`
          : `You have reached the limit of ${limit ?? 'your'} requests per minute.`}
      </p>
      <p className="mt-1">
        {daily ? 'Your budget resets at ' : 'You can continue at '}
        {reset} (in {formatWait(budget.resetsAt)}).
      </p>
      {onRetry && !daily ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-amber-800 px-3 py-1.5 font-medium text-white hover:bg-amber-900"
        >
          Try again
        </button>
      ) : null}
    </div>
  )
}
