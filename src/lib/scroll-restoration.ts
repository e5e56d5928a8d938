/**
 * Finishes the router's window scroll restoration when the page comes back shorter than it was.
 *
 * TanStack Router restores the window position once, right after the returning page has rendered.
 * Anything that arrives later (a slice still loading, a card that waits until it is seen) makes
 * the page too short at that moment, the browser clamps the position, and Back lands above the
 * place the analyst left. This follows the page as it grows and scrolls on to the remembered
 * position once it can be reached; the analyst's own scrolling (or a new navigation, or a few
 * seconds) ends the wait.
 */
import type { AnyRouter, ParsedLocation } from '@tanstack/react-router'

/** Longest the page may take to grow back to its old height. */
const MAX_WAIT_MS = 8000
/** Input that means the analyst is moving on their own: stop steering. */
const USER_INPUT = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const

const keyOf = (location: ParsedLocation) => location.state.__TSR_key ?? location.href

/** The largest window scroll offset the document allows now. */
const maxScrollY = () => document.documentElement.scrollHeight - window.innerHeight

/**
 * Scrolls to `target` as soon as the document is tall enough. Returns a function that stops
 * waiting. `onDone` is called once, whether the target was reached or the wait was given up.
 */
export function scrollWhenReachable(
  target: number,
  { maxWaitMs = MAX_WAIT_MS, onDone }: { maxWaitMs?: number; onDone?: () => void } = {},
): () => void {
  let stopped = false
  const tryNow = () => {
    if (stopped) return
    if (maxScrollY() >= target - 1) {
      window.scrollTo({ top: target, left: window.scrollX })
      stop()
    } else if (window.scrollY < maxScrollY() - 1) {
      // Closer while it grows, so what the analyst sees is already near the place.
      window.scrollTo({ top: maxScrollY(), left: window.scrollX })
    }
  }
  const observer = typeof ResizeObserver === 'undefined' ? null : new ResizeObserver(tryNow)
  const timer = setTimeout(() => stop(), maxWaitMs)
  function stop() {
    if (stopped) return
    stopped = true
    observer?.disconnect()
    clearTimeout(timer)
    for (const type of USER_INPUT) window.removeEventListener(type, stop, true)
    onDone?.()
  }
  for (const type of USER_INPUT) window.addEventListener(type, stop, true)
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
  const unsubscribeLeave = router.subscribe('onBeforeLoad', ({ fromLocation }) => {
    stopPending()
    if (fromLocation) left.set(keyOf(fromLocation), window.scrollY)
  })
  const unsubscribeRendered = router.subscribe('onRendered', ({ toLocation }) => {
    stopPending()
    const target = left.get(keyOf(toLocation))
    // Only a returning entry (Back/Forward) has a remembered position; a hash link has its own.
    if (!target || toLocation.hash) return
    // After every listener of this event, the router's own restoration included: this module
    // loads lazily and may have subscribed before the router set up its own, and the router
    // scrolls to the top when it missed the last scroll (a scroll event comes a frame late).
    queueMicrotask(() => {
      if (pending || Math.abs(window.scrollY - target) <= 1) return
      pending = scrollWhenReachable(target, { onDone: () => (pending = null) })
    })
  })
  return () => {
    stopPending()
    unsubscribeLeave()
    unsubscribeRendered()
  }
}
