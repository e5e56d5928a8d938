// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest'
import type { AnyRouter } from '@tanstack/react-router'
import { HOLD_MS, followScrollRestoration, scrollWhenReachable } from './scroll-restoration'

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
  it('follows the page as it grows and stops at the target once it has held it', () => {
    vi.useFakeTimers()
    const page = fakePage(window.innerHeight + 600)
    const onDone = vi.fn()
    scrollWhenReachable(1500, { onDone })
    expect(window.scrollY).toBe(600)
    page.grow(window.innerHeight + 1200)
    expect(window.scrollY).toBe(1200)
    expect(onDone).not.toHaveBeenCalled()
    page.grow(window.innerHeight + 2000)
    expect(window.scrollY).toBe(1500)
    expect(onDone).not.toHaveBeenCalled()
    vi.advanceTimersByTime(HOLD_MS)
    expect(onDone).toHaveBeenCalledOnce()
    expect(page.observing()).toBe(false)
  })

  it('holds the place against a late scroll to the top, but only for a moment', () => {
    vi.useFakeTimers()
    const page = fakePage(window.innerHeight + 2000)
    const onDone = vi.fn()
    scrollWhenReachable(1500, { onDone })
    expect(window.scrollY).toBe(1500)
    // The router finishing an earlier navigation scrolls the returned page to the top.
    page.scrollTo({ top: 0 })
    window.dispatchEvent(new Event('scroll'))
    expect(window.scrollY).toBe(1500)
    vi.advanceTimersByTime(HOLD_MS)
    expect(onDone).toHaveBeenCalledOnce()
    page.scrollTo({ top: 0 })
    window.dispatchEvent(new Event('scroll'))
    expect(window.scrollY).toBe(0)
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

    // A page that never grows tall enough: the wait is given up.
    page.grow(window.innerHeight + 100)
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
      /**
       * One navigation as the router announces it: before loading, then once resolved and
       * rendered (unless `resolves` is false: superseded by the next one). `from` is the last
       * resolved entry.
       */
      navigate(from: string, to: string, { pathChanged = true, resolves = true } = {}) {
        const emit = (type: string, event: unknown) => {
          for (const listener of listeners.get(type) ?? []) listener(event as never)
        }
        emit('onBeforeLoad', { fromLocation: at(from), toLocation: at(to), pathChanged })
        if (!resolves) return
        emit('onResolved', { fromLocation: at(from), toLocation: at(to), pathChanged })
        emit('onRendered', { toLocation: at(to), pathChanged })
      },
    }
  }
  const at = (key: string) => ({ href: `/${key}`, hash: '', state: { __TSR_key: key } })

  it('lands Back on the place left when the opened page had not resolved yet', async () => {
    fakePage(window.innerHeight + 3000)
    const router = fakeRouter()
    followScrollRestoration(router as unknown as AnyRouter)
    // The router restores what it saw when Back came: the window of the opened page's pending page.
    router.subscribe('onRendered', () => window.scrollTo({ top: 0 }))
    window.scrollTo({ top: 1500 })
    router.navigate('list', 'entity', { resolves: false })
    window.scrollTo({ top: 0 }) // the pending page is short
    // The router's last resolved entry is still the list: Back comes "from" it.
    router.navigate('list', 'list', { pathChanged: false })
    await Promise.resolve()
    expect(window.scrollY).toBe(1500)
  })

  it('lands Back on the place left, even when the router scrolls to the top after it', async () => {
    const page = fakePage(window.innerHeight + 3000)
    const router = fakeRouter()
    followScrollRestoration(router as unknown as AnyRouter)
    // The router's own restoration subscribed later and missed the last scroll: it goes to the top.
    router.subscribe('onRendered', () => window.scrollTo({ top: 0 }))
    window.scrollTo({ top: 1500 })
    router.navigate('list', 'entity')
    window.scrollTo({ top: 0 })
    router.navigate('entity', 'list')
    await Promise.resolve()
    expect(window.scrollY).toBe(1500)
    expect(page.scrollTo).toHaveBeenLastCalledWith({ top: 1500, left: window.scrollX })
  })

  it('keeps waiting while the returning page rewrites its own search, and gets there', async () => {
    const page = fakePage(window.innerHeight + 200)
    const router = fakeRouter()
    followScrollRestoration(router as unknown as AnyRouter)
    window.scrollTo({ top: 1382 })
    router.navigate('tab', 'person')
    window.scrollTo({ top: 0 })
    router.navigate('person', 'tab')
    await Promise.resolve()
    expect(window.scrollY).toBe(200)
    // The page replaces its entry with new search (same path) while it is still short.
    router.navigate('tab', 'tab2', { pathChanged: false })
    page.grow(window.innerHeight + 3000)
    expect(window.scrollY).toBe(1382)
  })
})
