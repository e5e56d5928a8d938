import { plural, t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { formatNumber } from '@/lib/format/format'
import type { LiveProgress } from '../api/connection-queries'
import type { ConnectionSearchResult } from '../api/connection-search'

interface ConnectionStatusProps {
  fetching: boolean
  cancelled: boolean
  progress: LiveProgress | null
  result: (ConnectionSearchResult & { cached: number }) | undefined
  onCancel: () => void
  onRetry: () => void
}

// Worded while rendering, in the interface's language (core `t` reads the active one).

function usedOf(used: number, budget: number): string {
  const usedText = formatNumber(used)
  return t`${usedText} of ${plural(budget, { one: '# resolve', other: '# resolves' })}`
}

function spent(used: number, budget: number, cached: number): string {
  const resolves = usedOf(used, budget)
  if (cached === 0) return t`${resolves} used`
  const cachedText = formatNumber(cached)
  return t`${resolves} used (${cachedText} read from the cache, no credit)`
}

const stepsText = (steps: number) => plural(steps, { one: '# step', other: '# steps' })

/** What the answer says, in words; "no connection within N steps" is an answer, not an error. */
function answer(result: ConnectionSearchResult & { cached: number }): string {
  const cost = spent(result.used, result.budget, result.cached)
  const within = stepsText(result.maxSteps)
  if (result.steps !== null) {
    const pathCount = formatNumber(result.pathCount)
    const shown = formatNumber(result.paths.length)
    const count =
      result.pathCount === 1
        ? t`One shortest connection`
        : result.pathCount > result.paths.length
          ? t`${pathCount} shortest connections (the first ${shown} shown)`
          : t`${pathCount} shortest connections`
    const steps = stepsText(result.steps)
    const found = t`${count}: ${steps}. ${cost}.`
    return result.exact
      ? found
      : `${found} ${t`The budget ran out before every nearer entity was read, so a shorter connection is not ruled out.`}`
  }
  if (result.exact) return t`No connection within ${within}. ${cost}.`
  return t`No connection found within ${within} before the budget ran out: not all of the network within reach was read. ${cost}. Raise the budget to look further.`
}

function searching(progress: LiveProgress | null): string {
  if (!progress) return t`Searching…`
  const resolves = usedOf(progress.used, progress.budget)
  const name = progress.current?.name
  return name
    ? t`Searching… ${resolves}, reading the network of ${name}`
    : t`Searching… ${resolves}`
}

/** Progress while searching ("3 of 20 resolves"), with a way to cancel; then the answer. */
export function ConnectionStatus(props: ConnectionStatusProps) {
  const { fetching, progress, result } = props
  return (
    <div
      className="rounded-md border border-slate-200 bg-slate-50 px-4 py-3"
      data-testid="connection-status"
      data-state={fetching ? 'searching' : result ? 'done' : props.cancelled ? 'cancelled' : 'idle'}
    >
      <p role="status" aria-live="polite">
        {fetching
          ? searching(progress)
          : result
            ? answer(result)
            : props.cancelled
              ? t`Search cancelled.`
              : ''}
      </p>
      {fetching && progress ? (
        <progress
          className="mt-2 w-full"
          max={progress.budget}
          value={progress.used}
          aria-label={t`Resolves used of the budget`}
        />
      ) : null}
      {fetching ? (
        <button
          type="button"
          onClick={props.onCancel}
          className="mt-2 rounded-md border border-slate-400 px-3 py-1"
        >
          <Trans>Cancel search</Trans>
        </button>
      ) : props.cancelled ? (
        <button
          type="button"
          onClick={props.onRetry}
          className="mt-2 rounded-md border border-slate-400 px-3 py-1"
        >
          <Trans>Search again</Trans>
        </button>
      ) : null}
    </div>
  )
}
