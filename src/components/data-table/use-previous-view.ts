import { useRef } from 'react'

export type RowLookup = (index: number) => Record<string, unknown> | undefined

interface Views {
  resetKey: string
  /** The lookup of the view under `resetKey`, as it was when that view began. */
  getRow: RowLookup
  previous: RowLookup | null
}

/**
 * The row lookup of the view before the current one, kept from a view change until every row on
 * screen of the new view has loaded. A new sort then changes the texts of rows that stay in place
 * (no placeholder frame, no cells torn down and rebuilt), which is what makes it feel instant.
 *
 * Kept in a ref, not in state: a state update here would render the whole grid a second time on
 * the view change and again when the rows arrive, both on the way to the new rows' first paint.
 * Rendering again changes nothing (the same key and window give the same answer).
 */
export function usePreviousView(
  resetKey: string,
  getRow: RowLookup,
  windowLoaded: boolean,
): RowLookup | null {
  const views = useRef<Views | null>(null)
  const current = views.current
  if (!current) {
    views.current = { resetKey, getRow, previous: null }
    return null
  }
  if (current.resetKey !== resetKey) {
    const next = { resetKey, getRow, previous: windowLoaded ? null : current.getRow }
    views.current = next
    return next.previous
  }
  if (windowLoaded) current.previous = null
  return current.previous
}
