import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { ApiError } from '@/lib/api/errors'
import { formatCode, formatSoonTime } from '@/lib/format/format'
import { lazy, Suspense } from 'react'

// Budgets are refused rarely (and only on a team server that sets them): their notice loads when
// one is, not with every page.
const BudgetNotice = lazy(() =>
  import('./budget-notice').then((module) => ({ default: module.BudgetNotice })),
)

interface ErrorNoticeProps {
  error: unknown
  /** What failed, in the user's words: "Could not load the management board" (default: "Something went wrong"). */
  title?: string
  onRetry?: () => void
}

/** The one way an error is shown: what went wrong, in words, and a way to try again. */
export function ErrorNotice({ error, title, onRetry }: ErrorNoticeProps) {
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
      <p className="font-semibold">{title ?? t`Something went wrong`}</p>
      <p className="mt-1">{describeError(error)}</p>
      {onRetry ? (
        <button
          type="button"
          onClick={onRetry}
          className="mt-3 rounded-md bg-red-700 px-3 py-1.5 font-medium text-white hover:bg-red-800"
        >
          <Trans>Try again</Trans>
        </button>
      ) : null}
    </div>
  )
}

/**
 * An error in words, in the language shown now (called at render time: errors stay in the query
 * cache across a language switch). The Data Hub's own detail is passed on as it came.
 */
export function describeError(error: unknown): string {
  if (error instanceof ApiError) {
    if (error.budget) {
      const at = formatSoonTime(error.budget.resetsAt)
      return error.budget.kind === 'daily'
        ? t`Your daily Data Hub budget is used up. It resets at ${at}.`
        : t`Too many requests in a short time. You can continue at ${at}.`
    }
    if (error.problem === 'network')
      return t`Could not reach the server. Check your connection and try again.`
    if (error.problem === 'invalid-json')
      return t`The server sent a response that is not valid JSON.`
    if (error.status === 429)
      return t`The Data Hub is rate limiting requests. Wait a moment and try again.`
    if (error.status === 401)
      return t`The Data Hub rejected this server’s credentials. The server’s configuration needs a valid key.`
    const status = formatCode(error.status)
    const detail = isFallbackMessage(error) ? t`no details were given` : error.message
    if (error.status >= 500) return t`The Data Hub had a problem (${status}): ${detail}`
    return isFallbackMessage(error) ? t`The request failed with status ${status}.` : detail
  }
  // A body of the wrong shape failed a schema: its message lists the schema's issues, in English,
  // for developers (zod/mini's $ZodError, told by name so the check costs no import).
  if (error instanceof Error && error.name === '$ZodError')
    return t`The server sent an answer this page cannot read.`
  if (error instanceof Error && error.message) return error.message
  return t`An unexpected error occurred.`
}

/** The English stand-in lib/api/errors.ts puts in `message` when the answer had no detail. */
const isFallbackMessage = (error: ApiError) =>
  error.message === `Request failed with status ${error.status}` ||
  error.message === 'The request failed'
