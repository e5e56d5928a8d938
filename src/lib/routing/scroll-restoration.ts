/**
 * Finishes the router's window scroll restoration when the page comes back shorter than it was.
 *
 * TanStack Router restores the window position once, right after the returning page has rendered.
 * Anything that arrives later (a slice still loading, a card that waits until it is seen) makes
 * the page too short at that moment, the browser clamps the position, and Back lands above the
 * place the analyst left. This follows the page as it grows and scrolls on to the remembered
 * position once it can be reached, then holds it for a moment; the analyst's own scrolling (or a
 * new navigation, or a few seconds) ends the wait.
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/** Longest the page may take to grow back to its old height. */
const MAX_WAIT_MS = 8000
/**
 * How long the place is kept once reached, against a late scroll to the top by the router. (Back
 * landing at 0 instead of 1500, seen in CI on a loaded machine, is reproduced by Back pressed
 * while the opened page still loads: see `unresolved` below.)
 */
export const HOLD_MS = 1500
/** Input that means the analyst is moving on their own: stop steering. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

const keyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

/** The largest window scroll offset the document allows now. */
const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight

/**
 * Scrolls to `target` as soon as the document is tall enough, and keeps it there for `holdMs`
 * against scrolls that are not the analyst's. Returns a function that stops. `onDone` is called
 * once, whether the target was reached and held or the wait was given up.
 */
export function scrollWhenReachable(
  target: number,
  {
    maxWaitMs = MAX_WAIT_MS,
    holdMs = HOLD_MS,
    onDone,
  }: { maxWaitMs?: number; holdMs?: number; onDone?: () => void } = {},
): () => void {
  let stopped = false
  let holding = false
  const tryNow = () => {
    if (stopped) return
    if (maxScrollY() >= target - 1) {
      if (Math.abs(window.scrollY - target) > 1)
        window.scrollTo({ top: target, left: window.scrollX })
      if (!holding) {
        holding = true
        clearTimeout(timer)
        timer = setTimeout(() => stop(), holdMs)
      }
    } else if (window.scrollY < maxScrollY() - 1) {
      // Closer while it grows, so what the analyst sees is already near the place.
      window.scrollTo({ top: maxScrollY(), left: window.scrollX })
    }
  }
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryNow)
  let timer = setTimeout(() => stop(), maxWaitMs)
  function stop() {
    if (stopped) return
    stopped = true
    observer?.disconnect()
    clearTimeout(timer)
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true)
    window.removeEventListener('scroll', tryNow)
    onDone?.()
  }
  for (const type of USER_INPUT) window.addEventListener(type, stop, true)
  window.addEventListener('scroll', tryNow, { passive: true })
  observer?.observe(document.body)
  tryNow()
  return stop
}

/**
 * Remembers the window position of every history entry as it is left, and after the router's
 * own restoration of a returning entry keeps going until that position is reached.
 */
export function followScrollRestoration(router: AnyRouter): () => void {
  const left = new Map<string, number>()
  let pending: (() => void) | null = null
  const stopPending = () => {
    pending?.()
    pending = null
  }
  // The entry of a navigation that has started and not resolved. The router's `fromLocation` is
  // the last resolved entry: Back pressed while an opened page still loads (its pending page on
  // screen, the window fallen to the top) comes "from" the list it returns to. The window then
  // shows another page, and what it says is not the list's place.
  let unresolved: string | null = null
  // A page that writes its own state back (a tab's search, the language) while it grows back
  // replaces its entry with the same path: that is not leaving it, and the wait goes on.
  const unsubscribeLeave = router.subscribe(
    'onBeforeLoad',
    ({ fromLocation, toLocation, pathChanged }) => {
      const onScreen = unresolved === null || (fromLocation && unresolved === keyOf(fromLocation))
      unresolved = keyOf(toLocation)
      if (pending && !pathChanged) return
      stopPending()
      if (fromLocation && onScreen) left.set(keyOf(fromLocation), window.scrollY)
    },
  )
  const unsubscribeResolved = router.subscribe('onResolved', () => (unresolved = null))
  const unsubscribeRendered = router.subscribe('onRendered', ({ toLocation, pathChanged }) => {
    if (pending && !pathChanged) return
    stopPending()
    const target = left.get(keyOf(toLocation))
    // Only a returning entry (Back/Forward) has a remembered position; a hash link has its own.
    if (!target || toLocation.hash) return
    // After every listener of this event, the router's own restoration included: this module
    // loads lazily and may have subscribed before the router set up its own, and the router
    // scrolls to the top when it missed the last scroll (a scroll event comes a frame late).
    // Even when the window is there already: it is then held against a late scroll to the top.
    queueMicrotask(() => {
      if (pending) return
      pending = scrollWhenReachable(target, { onDone: () => (pending = null) })
    })
  })
  return () => {
    stopPending()
    unsubscribeLeave()
    unsubscribeResolved()
    unsubscribeRendered()
  }
}
