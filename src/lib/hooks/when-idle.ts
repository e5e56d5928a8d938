/**
 * Runs `callback` once the browser is idle (after the current rendering and paint), or after
 * `timeoutMs` at most. Returns a function that cancels it.
 */
export function whenIdle(callback: () => void, timeoutMs: number): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const handle = window.requestIdleCallback(callback, { timeout: timeoutMs })
    return () => window.cancelIdleCallback(handle)
  }
  const timer = window.setTimeout(callback, Math.min(50, timeoutMs))
  return () => window.clearTimeout(timer)
}
