import { Suspense, lazy, useEffect, useState } from 'react'

const GlobalSearch = lazy(() =>
  import('./global-search').then((module) => ({ default: module.GlobalSearch })),
)

/** Runs `callback` once the browser is idle after the first paint (or after 300 ms at most). */
function whenIdle(callback: () => void): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: 300 })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, 50)
  return () => window.clearTimeout(timer)
}

/**
 * The header's search box, loaded once the page itself is up: its typeahead (combobox,
 * suggestions, queries) is about 2 KB gzip that no page needs for its first paint, and the first
 * page's JavaScript is budgeted (scripts/bundle-budget.test.ts). Until then an inert box of the
 * same size holds its place, so nothing moves when it arrives.
 */
export function DeferredGlobalSearch() {
  const [ready, setReady] = useState(false)
  useEffect(() => whenIdle(() => setReady(true)), [])
  const placeholder = (
    <div aria-hidden="true" className="ml-auto flex min-w-64 flex-1 sm:max-w-md">
      <div className="h-[34px] w-full rounded-md border border-slate-700 bg-slate-800" />
    </div>
  )
  if (!ready) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <GlobalSearch />
    </Suspense>
  )
}
