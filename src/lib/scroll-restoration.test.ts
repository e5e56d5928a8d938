// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { followScrollRestoration, scrollWhenReachable } from './scroll-restoration'

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

describe('followScrollRestoration', () => {
  /** Just enough of a router: listeners per event, called in subscription order. */
  function fakeRouter() {
    const listeners = new Map<string, ((event: never) => void)[]>()
    return {
      subscribe(type: string, listener: (event: never) => void) {
        listeners.set(type, [...(listeners.get(type) ?? []), listener])
        return () => undefined
      },
      emit(type: string, event: unknown) {
        for (const listener of listeners.get(type) ?? []) listener(event as never)
      },
    }
  }
  const at = (key: string) => ({ href: `/${key}`, hash: '', state: { __TSR_key: key } })

  it('lands Back on the place left, even when the router scrolls to the top after it', async () => {
    const page = fakePage(window.innerHeight + 3000)
    const router = fakeRouter()
    followScrollRestoration(router as unknown as AnyRouter)
    // The router's own restoration subscribed later and missed the last scroll: it goes to the top.
    router.subscribe('onRendered', () => window.scrollTo({ top: 0 }))
    window.scrollTo({ top: 1500 })
    router.emit('onBeforeLoad', { fromLocation: at('list'), toLocation: at('entity') })
    router.emit('onRendered', { toLocation: at('entity') })
    window.scrollTo({ top: 0 })
    router.emit('onBeforeLoad', { fromLocation: at('entity'), toLocation: at('list') })
    router.emit('onRendered', { toLocation: at('list') })
    await Promise.resolve()
    expect(window.scrollY).toBe(1500)
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: 1500, left: window.scrollX })
  })
})
