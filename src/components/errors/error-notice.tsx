import { ApiError } from '@/lib/api-client'
import { formatSoonTime } from '@/lib/format'
import { lazy, Suspense } from 'react'

// Budgets are refused rarely (and only on a team server that sets them): their notice loads when
// one is, not with every page.
const BudgetNotice = lazy(() =>
  import('./budget-notice').then((module) => ({ default: module.BudgetNotice })),
)

interface ErrorNoticeProps {
  error: unknown
  /** What failed, in the user's words: "Could not load the management board". */
  title?: string
  onRetry?: () => void
}

/** The one way an error is shown: what went wrong, in words, and a way to try again. */
export function ErrorNotice({ error, title = 'Something went wrong', onRetry }: ErrorNoticeProps) {
  if (error instanceof ApiError && error.budget)
    return (
      <Suspense fallback={<p role="status">{describeError(error)}</p>}>
        <BudgetNotice budget={error.budget} onRetry={onRetry} />
      </Suspense>
    )
  return (
    <div
      role="alert"
      className="rounded-lg border border-red-200 bg-red-50 p-4 text-sm text-red-900"
    >
      <p className="font-semibold">{title}</p>
      <p className="mt-1">{describeError(error)}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
        >
          Try again
        </button>
      ) : null}
    </div>
  )
}

export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.budget) {
      const at = formatSoonTime(error.budget.resetsAt)
      return error.budget.kind === 'daily'
        ? `Your daily Data Hub budget is used up. It resets at ${at}.`
        : `Too many requests in a short time. You can continue at ${at}.`
    }
    if (error.status === 429)
      return 'The Data Hub is rate limiting requests. Wait a moment and try again.'
    if (error.status === 401)
      return 'The Data Hub rejected this server’s credentials. The server’s configuration needs a valid key.'
    if (error.status >= 500) return `The Data Hub had a problem (${error.status}): ${error.message}`
    return error.message
  }
  if (error instanceof Error && error.message) return error.message
  return 'An unexpected error occurred.'
}
