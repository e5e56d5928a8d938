import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { TOP_ROW_REPORT_MS, firstVisibleRow, useTopRow } from './use-top-row'

describe('firstVisibleRow', () => {
  it('is the row whose top edge is at or just above the offset', () => {
    expect(firstVisibleRow(0, 32)).toBe(0)
    expect(firstVisibleRow(31, 32)).toBe(0)
    expect(firstVisibleRow(32, 32)).toBe(1)
    // A scaled offset that lands a hair short of a row edge still names that row.
    expect(firstVisibleRow(32 * 5000 - 0.4, 32)).toBe(5000)
  })
})

describe('useTopRow', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  type Props = Parameters<typeof useTopRow>[0]
  const setup = (initial: Partial<Props>) => {
    const scrollToRow = vi.fn()
    const onTopRowChange = vi.fn()
    const props: Props = {
      topRow: null,
      onTopRowChange,
      currentRow: null,
      ready: false,
      resetKey: 'a',
      scrollToRow,
      ...initial,
    }
    const hook = renderHook((p: Props) => useTopRow(p), { initialProps: props })
    return { ...hook, props, scrollToRow, onTopRowChange }
  }

  it('scrolls to the linked row once the viewport is ready, and does not report the old row', () => {
    const { rerender, props, scrollToRow, onTopRowChange } = setup({ topRow: 5000 })
    expect(scrollToRow).not.toHaveBeenCalled()
    rerender({ ...props, ready: true, currentRow: 0 })
    expect(scrollToRow).toHaveBeenCalledWith(5000)
    rerender({ ...props, ready: true, currentRow: 0 })
    vi.advanceTimersByTime(TOP_ROW_REPORT_MS * 2)
    expect(onTopRowChange).not.toHaveBeenCalled()
    rerender({ ...props, ready: true, currentRow: 5000 })
    expect(onTopRowChange).not.toHaveBeenCalled()
  })

  it('reports the row where the grid comes to rest, not the rows it passes on the way', () => {
    const { rerender, props, onTopRowChange } = setup({ ready: true, currentRow: 0 })
    rerender({ ...props, ready: true, currentRow: 10 })
    // Not in the middle of a jump: its rows are still arriving.
    expect(onTopRowChange).not.toHaveBeenCalled()
    vi.advanceTimersByTime(TOP_ROW_REPORT_MS - 1)
    rerender({ ...props, ready: true, currentRow: 20 })
    vi.advanceTimersByTime(TOP_ROW_REPORT_MS - 1)
    rerender({ ...props, ready: true, currentRow: 30 })
    expect(onTopRowChange).not.toHaveBeenCalled()
    vi.advanceTimersByTime(TOP_ROW_REPORT_MS)
    expect(onTopRowChange).toHaveBeenCalledTimes(1)
    expect(onTopRowChange).toHaveBeenLastCalledWith(30)
    rerender({ ...props, ready: true, currentRow: 30 })
    vi.advanceTimersByTime(TOP_ROW_REPORT_MS)
    expect(onTopRowChange).toHaveBeenCalledTimes(1)
  })

  it('starts a new view at its linked row or the top, and follows a row named from outside', () => {
    const { rerender, props, scrollToRow } = setup({ ready: true, currentRow: 0, topRow: 40 })
    expect(scrollToRow).toHaveBeenLastCalledWith(40)
    rerender({ ...props, ready: true, currentRow: 40, topRow: null, resetKey: 'b' })
    expect(scrollToRow).toHaveBeenLastCalledWith(0)
    rerender({ ...props, ready: true, currentRow: 0, topRow: 700, resetKey: 'b' })
    expect(scrollToRow).toHaveBeenLastCalledWith(700)
    expect(scrollToRow).toHaveBeenCalledTimes(3)
  })
})
