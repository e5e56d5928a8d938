/**
 * TanStack Virtual over a scaled scroll space. The virtualizer computes the visible rows from a
 * *virtual* offset (every row at its real height, a million rows = 32M px); the scroller's real
 * content is capped (see scroll-scale.ts), so the real scrollbar maps proportionally onto the
 * virtual space. We report virtual offsets to the virtualizer ourselves and issue every scroll
 * command here, because the virtualizer's own commands clamp to the element's (real) scrollHeight.
 */
import { useVirtualizer } from '@tanstack/react-virtual'
import { useCallback, useEffect, useLayoutEffect, useMemo, useRef, useState } from 'react'
import { createScrollScale, type ScrollScale } from './scroll-scale'

interface Options {
  count: number
  rowHeight: number
  headerHeight: number
  overscan?: number
  /**
   * The scroller's size before it is laid out, or null. With it the first render already holds
   * the rows; without it the virtualizer has no window until the scroller has mounted and been
   * measured, two renders and a forced layout later.
   */
  initialViewport?: { width: number; height: number } | null
}

interface ScrollModel {
  virtual: number
  real: number
  /** The real offset we last wrote; a scroll event elsewhere is the user dragging the bar. */
  written: number | null
  scale: ScrollScale
  notify: ((offset: number, isScrolling: boolean) => void) | null
}

const SCROLL_END_DELAY = 150
/**
 * The horizontal offset is reported in steps this wide: the columns rendered change only every
 * so often, and a vertical scroll (same offset) renders nothing for it.
 */
const SCROLL_LEFT_STEP = 64

/** Tells the element's client size now and on every change, read after the browser's layout. */
function observeSize(
  element: HTMLElement,
  onSize: (size: { width: number; height: number }) => void,
) {
  const observer = new ResizeObserver(() =>
    onSize({ width: element.clientWidth, height: element.clientHeight }),
  )
  observer.observe(element)
  return () => observer.disconnect()
}

export function useScaledVirtualizer({
  count,
  rowHeight,
  headerHeight,
  overscan = 8,
  initialViewport = null,
}: Options) {
  const [scroller, setScroller] = useState<HTMLDivElement | null>(null)
  const [viewport, setViewport] = useState(initialViewport?.height ?? 0)
  const [viewportWidth, setViewportWidth] = useState(initialViewport?.width ?? 0)
  const [scrollLeft, setScrollLeft] = useState(0)
  const scale = useMemo(
    () => createScrollScale(headerHeight + count * rowHeight, viewport),
    [count, rowHeight, headerHeight, viewport],
  )
  const model = useRef<ScrollModel>({ virtual: 0, real: 0, written: null, scale, notify: null })
  model.current.scale = scale

  const syncScrollLeft = useCallback((element: HTMLElement) => {
    setScrollLeft(Math.floor(element.scrollLeft / SCROLL_LEFT_STEP) * SCROLL_LEFT_STEP)
  }, [])

  const scrollToVirtual = useCallback(
    (target: number) => {
      const state = model.current
      const element = scroller
      state.virtual = Math.min(Math.max(target, 0), state.scale.maxVirtual)
      const real = Math.round(state.scale.toReal(state.virtual))
      // Where the scroller already is (as its last scroll event said), nothing is written: reading
      // or writing scrollTop right after a render forces a layout of the whole grid, and a new
      // sort asks for the top while the grid is at the top.
      if (element && (state.real !== real || state.written !== null)) {
        state.written = real
        element.scrollTop = real
      }
      state.real = real
      state.notify?.(state.virtual, false)
    },
    [scroller],
  )

  const virtualizer = useVirtualizer<HTMLDivElement, HTMLDivElement>({
    count,
    getScrollElement: () => scroller,
    estimateSize: useCallback(() => rowHeight, [rowHeight]),
    paddingStart: headerHeight,
    overscan,
    ...(initialViewport
      ? {
          initialRect: initialViewport,
          // Measured when the browser lays the page out anyway, not by a read right after the
          // render, which forces a layout of the whole page with its rows before it can paint.
          observeElementRect: (instance, onRect) => {
            const element = instance.scrollElement
            if (!element) return
            return observeSize(element, onRect)
          },
        }
      : {}),
    observeElementOffset: (instance, notify) => {
      const element = instance.scrollElement
      if (!element) return
      const state = model.current
      state.notify = notify
      let endTimer: ReturnType<typeof setTimeout> | undefined
      const onScroll = () => {
        const real = element.scrollTop
        // Read right after scrollTop, while the layout is still clean (free, unlike a read after
        // the render this notification starts).
        syncScrollLeft(element)
        const ours = state.written !== null && Math.abs(real - state.written) <= 1
        // A horizontal scroll leaves scrollTop alone: mapping it back to the virtual space would
        // round, and move the rows by a pixel or two.
        const moved = real !== state.real
        state.written = null
        state.real = real
        if (!ours && moved) state.virtual = state.scale.toVirtual(real)
        notify(state.virtual, true)
        clearTimeout(endTimer)
        endTimer = setTimeout(() => notify(state.virtual, false), SCROLL_END_DELAY)
      }
      element.addEventListener('scroll', onScroll, { passive: true })
      notify(state.virtual, false)
      return () => {
        element.removeEventListener('scroll', onScroll)
        clearTimeout(endTimer)
        if (state.notify === notify) state.notify = null
      }
    },
    scrollToFn: (offset, { adjustments }) => scrollToVirtual(offset + (adjustments ?? 0)),
  })

  const estimated = initialViewport !== null
  useLayoutEffect(() => {
    if (!scroller) return
    const measure = ({ width, height }: { width: number; height: number }) => {
      setViewport(height)
      setViewportWidth(width)
    }
    // With an estimate the first size comes from the observer, after the browser's own layout.
    if (!estimated) measure({ width: scroller.clientWidth, height: scroller.clientHeight })
    return observeSize(scroller, measure)
  }, [scroller, estimated])

  // The wheel moves the virtual offset 1:1 while the scale is stretched; the native wheel would
  // move `ratio` times as far and skip rows.
  useEffect(() => {
    if (!scroller) return
    const onWheel = (event: WheelEvent) => {
      const state = model.current
      if (state.scale.ratio === 1 || event.ctrlKey) return
      const unit =
        event.deltaMode === 1 ? rowHeight : event.deltaMode === 2 ? scroller.clientHeight : 1
      const vertical = event.shiftKey && event.deltaX === 0 ? 0 : event.deltaY * unit
      const horizontal =
        event.shiftKey && event.deltaX === 0 ? event.deltaY * unit : event.deltaX * unit
      event.preventDefault()
      if (horizontal) scroller.scrollLeft += horizontal
      if (vertical) scrollToVirtual(state.virtual + vertical)
    }
    scroller.addEventListener('wheel', onWheel, { passive: false })
    return () => scroller.removeEventListener('wheel', onWheel)
  }, [scroller, rowHeight, scrollToVirtual])

  /** Brings a row into view with the least movement (keyboard navigation). */
  const scrollRowIntoView = useCallback(
    (index: number) => {
      const state = model.current
      const top = headerHeight + index * rowHeight
      const bodyViewport = Math.max(rowHeight, viewport - headerHeight)
      if (top - headerHeight < state.virtual) scrollToVirtual(top - headerHeight)
      else if (top + rowHeight - headerHeight > state.virtual + bodyViewport)
        scrollToVirtual(top + rowHeight - headerHeight - bodyViewport)
    },
    [headerHeight, rowHeight, viewport, scrollToVirtual],
  )

  return {
    virtualizer,
    scrollerRef: setScroller,
    scroller,
    /** Height of the real body spacer below the sticky header. */
    bodyHeight: Math.max(0, scale.realSize - headerHeight),
    /** Real top (within the body) of a row whose virtual start is `start`. */
    rowTop: (start: number) => model.current.real + (start - model.current.virtual) - headerHeight,
    pageRows: Math.max(1, Math.floor((viewport - headerHeight) / rowHeight)),
    /** The scroller's width (0 until laid out) and its horizontal offset, in steps. */
    viewportWidth,
    scrollLeft,
    /** Scrolls horizontally and reports the new offset at once, not at the next scroll event. */
    scrollLeftTo: useCallback(
      (left: number) => {
        if (!scroller) return
        scroller.scrollLeft = left
        syncScrollLeft(scroller)
      },
      [scroller, syncScrollLeft],
    ),
    scrollToVirtual,
    scrollRowIntoView,
  }
}
