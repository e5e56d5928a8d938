import { renderHook } from '@testing-library/react'
import { describe, expect, it } from 'vitest'
import { usePreviousView, type RowLookup } from './use-previous-view'

const lookup =
  (label: string): RowLookup =>
  (index) => ({ label, index })

describe('usePreviousView', () => {
  const setup = () =>
    renderHook(
      ({ resetKey, getRow, windowLoaded }) => usePreviousView(resetKey, getRow, windowLoaded),
      {
        initialProps: {
          resetKey: 'sorted by year',
          getRow: lookup('year'),
          windowLoaded: true,
        },
      },
    )

  it('has nothing to keep before the first view change', () => {
    expect(setup().result.current).toBeNull()
  })

  it('keeps the previous view’s rows from a view change until the new window has loaded', () => {
    const { result, rerender } = setup()
    rerender({ resetKey: 'sorted by revenue', getRow: lookup('revenue'), windowLoaded: false })
    expect(result.current?.(3)).toEqual({ label: 'year', index: 3 })
    // Re-renders while the new rows load (a new lookup each time) keep the same previous view.
    rerender({ resetKey: 'sorted by revenue', getRow: lookup('revenue'), windowLoaded: false })
    expect(result.current?.(3)).toEqual({ label: 'year', index: 3 })
    rerender({ resetKey: 'sorted by revenue', getRow: lookup('revenue'), windowLoaded: true })
    expect(result.current).toBeNull()
  })

  it('after two quick changes keeps the view that was on screen, not one never shown', () => {
    const { result, rerender } = setup()
    rerender({ resetKey: 'sorted by revenue', getRow: lookup('revenue'), windowLoaded: false })
    rerender({ resetKey: 'sorted by employees', getRow: lookup('employees'), windowLoaded: false })
    expect(result.current?.(0)).toEqual({ label: 'revenue', index: 0 })
  })
})
