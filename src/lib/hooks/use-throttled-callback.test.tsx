import { renderHook } from '@testing-library/react'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { useThrottledCallback } from './use-throttled-callback'

describe('useThrottledCallback', () => {
  beforeEach(() => void vi.useFakeTimers())
  afterEach(() => void vi.useRealTimers())

  it('applies the first value at once and only the last of a burst after the pause', () => {
    const apply = vi.fn()
    const { result, unmount } = renderHook(() => useThrottledCallback(apply, 100))
    result.current(1)
    expect(apply).toHaveBeenCalledWith(1)
    result.current(2)
    result.current(3)
    expect(apply).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(100)
    expect(apply).toHaveBeenLastCalledWith(3)
    expect(apply).toHaveBeenCalledTimes(2)
    // A value after a quiet spell goes through at once again; none is applied after unmount.
    vi.advanceTimersByTime(500)
    result.current(4)
    expect(apply).toHaveBeenLastCalledWith(4)
    result.current(5)
    unmount()
    vi.advanceTimersByTime(500)
    expect(apply).toHaveBeenCalledTimes(3)
  })
})
