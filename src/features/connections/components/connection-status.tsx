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

const plural = (count: number, word: string) => `${count} ${word}${count === 1 ? '' : 's'}`

function spent(used: number, budget: number, cached: number) {
  return `${used} of ${plural(budget, 'resolve')} used${cached > 0 ? ` (${cached} read from the cache, no credit)` : ''}`
}

/** What the answer says, in words; "no connection within N steps" is an answer, not an error. */
function answer(result: ConnectionSearchResult & { cached: number }): string {
  const cost = spent(result.used, result.budget, result.cached)
  const within = `within ${plural(result.maxSteps, 'step')}`
  if (result.steps !== null) {
    const count =
      result.pathCount === 1
        ? 'One shortest connection'
        : `${result.pathCount} shortest connections${result.pathCount > result.paths.length ? ` (the first ${result.paths.length} shown)` : ''}`
    const proof = result.exact
      ? ''
      : ' The budget ran out before every nearer entity was read, so a shorter connection is not ruled out.'
    return `${count}: ${plural(result.steps, 'step')}. ${cost}.${proof}`
  }
  if (result.exact) return `No connection ${within}. ${cost}.`
  return `No connection found ${within} before the budget ran out: not all of the network within reach was read. ${cost}. Raise the budget to look further.`
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
          ? `Searching… ${progress ? `${progress.used} of ${plural(progress.budget, 'resolve')}` : ''}${
              progress?.current ? `, reading the network of ${progress.current.name}` : ''
            }`
          : result
            ? answer(result)
            : props.cancelled
              ? 'Search cancelled.'
              : ''}
      </p>
      {fetching && progress ? (
        <progress
          className="mt-2 w-full"
          max={progress.budget}
          value={progress.used}
          aria-label="Resolves used of the budget"
        />
      ) : null}
      {fetching ? (
        <button
          type="button"
          onClick={props.onCancel}
          className="mt-2 rounded-md border border-slate-400 px-3 py-1"
        >
          Cancel search
        </button>
      ) : props.cancelled ? (
        <button
          type="button"
          onClick={props.onRetry}
          className="mt-2 rounded-md border border-slate-400 px-3 py-1"
        >
          Search again
        </button>
      ) : null}
    </div>
  )
}
