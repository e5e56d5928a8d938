// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import { scrollWhenReachable } from './scroll-restoration'

/** jsdom lays nothing out: the document's height and the resize callbacks are ours. */
function fakePage(height: number) {
  let documentHeight = height
  let onResize: (() => void) | null = null
  vi.spyOn(document.documentElement, 'scrollHeight', 'get').mockImplementation(() => documentHeight)
  vi.stubGlobal(
    'ResizeObserver',
    class {
      constructor(callback: () => void) {
        onResize = callback
      }
      observe() {}
      disconnect() {
        onResize = null
      }
    },
  )
  const scrollTo = vi.fn((options: ScrollToOptions) =>
    Object.defineProperty(window, 'scrollY', { value: options.top, configurable: true }),
  )
  vi.stubGlobal('scrollTo', scrollTo)
  Object.defineProperty(window, 'scrollY', { value: 0, configurable: true })
  return {
    scrollTo,
    grow: (to: number) => {
      documentHeight = to
      onResize?.()
    },
    observing: () => onResize !== null,
  }
}

afterEach(() => {
  vi.restoreAllMocks()
  vi.unstubAllGlobals()
  vi.useRealTimers()
})

describe('scrollWhenReachable', () => {
  it('follows the page as it grows and stops at the target', () => {
    const page = fakePage(window.innerHeight + 600)
    const onDone = vi.fn()
    scrollWhenReachable(1500, { onDone })
    expect(window.scrollY).toBe(600)
    page.grow(window.innerHeight + 1200)
    expect(window.scrollY).toBe(1200)
    expect(onDone).not.toHaveBeenCalled()
    page.grow(window.innerHeight + 2000)
    expect(window.scrollY).toBe(1500)
    expect(onDone).toHaveBeenCalledOnce()
    expect(page.observing()).toBe(false)
  })

  it('gives way to the analyst scrolling, and gives up after the wait', () => {
    vi.useFakeTimers()
    const page = fakePage(window.innerHeight + 100)
    const onDone = vi.fn()
    scrollWhenReachable(1500, { onDone })
    window.dispatchEvent(new Event('wheel'))
    expect(onDone).toHaveBeenCalledOnce()
    page.grow(window.innerHeight + 3000)
    expect(window.scrollY).toBe(100)

    const second = vi.fn()
    scrollWhenReachable(1500, { onDone: second, maxWaitMs: 1000 })
    vi.advanceTimersByTime(1000)
    expect(second).toHaveBeenCalledOnce()
  })
})
