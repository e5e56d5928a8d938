import { Suspense, lazy, useCallback, useEffect, useLayoutEffect, useState } from 'react'
import { whenIdle } from '@/lib/hooks/when-idle'

const GlobalSearch = lazy(() =>
  import('./global-search').then((module) => ({ default: module.GlobalSearch })),
)

type Shortcut = Pick<KeyboardEventInit, 'key' | 'ctrlKey' | 'metaKey'>

const isShortcut = (event: KeyboardEvent) =>
  ((event.ctrlKey || event.metaKey) && !event.altKey && event.key.toLowerCase() === 'k') ||
  (event.key === '/' &&
    !event.ctrlKey &&
    !event.metaKey &&
    !event.altKey &&
    !(
      event.target instanceof HTMLElement && /^(INPUT|TEXTAREA|SELECT)$/.test(event.target.tagName)
    ))

/**
 * Mounted after the search box (its layout effects run after the box's): says the box now handles
 * keys itself and hands it a shortcut pressed before it existed. Layout effects, here, in the box
 * and in the keeper below: the handover happens in the task that shows the box. With passive
 * effects a key the browser ran between that task and React's effects (it runs waiting input
 * first, so on a busy machine it does) was kept here, then dropped as `mounted` came true.
 */
function ReplayShortcut({
  shortcut,
  onMounted,
}: {
  shortcut: Shortcut | null
  onMounted: () => void
}) {
  useLayoutEffect(() => {
    onMounted()
    if (shortcut) window.dispatchEvent(new KeyboardEvent('keydown', shortcut))
  }, [shortcut, onMounted])
  return null
}

/**
 * The header's search box, loaded once the page itself is up: its typeahead (combobox,
 * suggestions, queries) is about 2 KB gzip that no page needs for its first paint, and the first
 * page's JavaScript is budgeted (scripts/bundle-budget.test.ts). Until then an inert box of the
 * same size holds its place, and `/` or Ctrl/Cmd+K pressed meanwhile loads it at once and is
 * replayed to it.
 */
export function DeferredGlobalSearch() {
  const [ready, setReady] = useState(false)
  const [mounted, setMounted] = useState(false)
  const [shortcut, setShortcut] = useState<Shortcut | null>(null)
  const onMounted = useCallback(() => setMounted(true), [])
  useEffect(() => (ready ? undefined : whenIdle(() => setReady(true), 300)), [ready])
  // Until the box's own handler is there (also while its chunk loads), shortcuts are kept here.
  useLayoutEffect(() => {
    if (mounted) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (!isShortcut(event)) return
      event.preventDefault()
      setShortcut({ key: event.key, ctrlKey: event.ctrlKey, metaKey: event.metaKey })
      setReady(true)
    }
    window.addEventListener('keydown', onKeyDown)
    return () => window.removeEventListener('keydown', onKeyDown)
  }, [mounted])
  const placeholder = (
    <div
      aria-hidden="true"
      className="ml-auto flex min-w-64 flex-1 sm:max-w-md lg:max-w-xl lg:min-w-36"
    >
      <div className="h-[34px] w-full rounded-md border border-slate-700 bg-slate-800" />
    </div>
  )
  if (!ready) return placeholder
  return (
    <Suspense fallback={placeholder}>
      <GlobalSearch />
      <ReplayShortcut shortcut={mounted ? null : shortcut} onMounted={onMounted} />
    </Suspense>
  )
}
