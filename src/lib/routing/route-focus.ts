import type { AnyRouter } from '@tanstack/react-router'

/** How long a new page may take to show its heading (a slow loader, a lazy chunk). */
const HEADING_WAIT_MS = 15_000

/**
 * After a navigation to another page, focus moves to the new page's heading (WCAG 2.4.3): a
 * keyboard or screen-reader user starts reading there, as a sighted user does, instead of on the
 * body, with the title spoken. Only when the path changes: a filter, a tab or a sort (the same
 * page's search params) keeps focus where the work goes on. Nor when the user has moved focus
 * elsewhere meanwhile (clicked into a field while the page loaded), nor on the first page load.
 * The scroll position is left to the router's restoration (`preventScroll`).
 */
export function focusHeadingAfterNavigation(router: AnyRouter) {
  let origin: Element | null = null
  let stopWaiting: (() => void) | null = null

  router.subscribe('onBeforeNavigate', () => {
    origin = document.activeElement
    stopWaiting?.()
  })
  router.subscribe('onResolved', (event) => {
    if (!event.fromLocation || !event.pathChanged) return
    const from = origin
    stopWaiting?.()
    // The router resolves before React has drawn the new page: look once it has (two frames),
    // so the heading found is the new page's, not the old one on its way out.
    let cancelled = false
    stopWaiting = () => (cancelled = true)
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (!cancelled) stopWaiting = whenHeadingShows(focusHeading)
      }),
    )
    function focusHeading(heading: HTMLElement) {
      const active = document.activeElement
      const moved = active && active !== document.body && active !== from && active.isConnected
      if (moved) return
      if (!heading.hasAttribute('tabindex')) heading.setAttribute('tabindex', '-1')
      heading.focus({ preventScroll: true })
    }
  })
}

/** Calls `then` with the main part's first heading once it is there; returns a way to stop. */
function whenHeadingShows(then: (heading: HTMLElement) => void): () => void {
  const main = document.getElementById('main')
  if (!main) return () => {}
  const find = () => main.querySelector<HTMLElement>('h1')
  const now = find()
  if (now) {
    then(now)
    return () => {}
  }
  const observer = new MutationObserver(() => {
    const heading = find()
    if (!heading) return
    stop()
    then(heading)
  })
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS)
  function stop() {
    observer.disconnect()
    window.clearTimeout(timer)
  }
  observer.observe(main, { childList: true, subtree: true })
  return stop
}
