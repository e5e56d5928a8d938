import { useIsFetching } from '@tanstack/react-query'
import { useRouterState } from '@tanstack/react-router'

/** One thin bar at the top while the router loads or any query fetches. */
export function GlobalProgress() {
  const routerLoading = useRouterState({ select: (state) => state.status === 'pending' })
  const fetching = useIsFetching()
  const busy = routerLoading || fetching > 0
  return (
    <div
      aria-hidden="true"
      data-testid="global-progress"
      data-busy={busy}
      className={`fixed inset-x-0 top-0 z-50 h-0.5 origin-left bg-sky-500 transition-transform duration-300 ${busy ? 'scale-x-100 animate-pulse' : 'scale-x-0'}`}
    />
  )
}
