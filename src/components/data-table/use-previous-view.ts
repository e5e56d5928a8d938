import { useState } from 'react'

export type RowLookup = (index: number) => Record<string, unknown> | undefined

/**
 * The row lookup of the view before the current one, kept from a view change until every row on
 * screen of the new view has loaded. A new sort then changes the texts of rows that stay in place
 * (no placeholder frame, no cells torn down and rebuilt), which is what makes it feel instant.
 */
export function usePreviousView(
  resetKey: string,
  getRow: RowLookup,
  windowLoaded: boolean,
): RowLookup | null {
  const [views, setViews] = useState<{
    resetKey: string
    getRow: RowLookup
    previous: RowLookup | null
  }>({ resetKey, getRow, previous: null })
  if (views.resetKey !== resetKey) {
    setViews({ resetKey, getRow, previous: views.getRow })
    return views.getRow
  }
  if (windowLoaded && views.previous) setViews({ ...views, previous: null })
  return views.previous
}
