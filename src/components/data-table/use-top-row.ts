/**
 * Keeps the grid's first visible row and the URL in step, so Back and a shared link both open
 * the table where it was: the row is read once the viewport has a size (and whenever the view
 * is reset or the row changes from outside), and the row being looked at is written back once
 * the grid comes to rest.
 */
import { useEffect, useRef } from 'react'

/**
 * How long the first row must stay put before the URL follows it (each write is a history
 * `replace`, never a new entry). Writing re-renders the page around the grid, so it must not
 * happen in the middle of a jump (Ctrl+End, a link) while the rows it shows are still arriving,
 * nor on every frame of a sweep.
 */
export const TOP_ROW_REPORT_MS = 300

/** The first row whose top edge is on screen or just above it, from the virtual offset. */
export function firstVisibleRow(virtualOffset: number, rowHeight: number): number {
  return Math.max(0, Math.floor((virtualOffset + 0.5) / rowHeight))
}

interface Options {
  /** The row the URL asks for (null: the top). */
  topRow: number | null
  /** Called with the first row on screen once it has stayed put; 0 for the top. */
  onTopRowChange: ((row: number) => void) | undefined
  /** The first row on screen now, or null while the grid has no viewport yet. */
  currentRow: number | null
  /** Whether the grid can scroll yet (the viewport has been measured). */
  ready: boolean
  /** A new view (sort, filter, search) starts at `topRow`, or the top. */
  resetKey: string
  scrollToRow: (row: number) => void
}

export function useTopRow({
  topRow,
  onTopRowChange,
  currentRow,
  ready,
  resetKey,
  scrollToRow,
}: Options) {
  /** The row the URL holds as far as this grid knows: what it read or last wrote. */
  const known = useRef<number | null>(null)
  const restored = useRef(false)
  const lastReset = useRef(resetKey)
  /** The row shown when a restore was asked for: the render that asked still reports it. */
  const beforeRestore = useRef<number | null>(null)

  // Restore: on arrival, on a new view, and when the URL names a row this grid did not write.
  useEffect(() => {
    if (!ready) return
    const wanted = topRow ?? 0
    const newView = lastReset.current !== resetKey
    lastReset.current = resetKey
    if (restored.current && !newView && wanted === known.current) return
    restored.current = true
    known.current = wanted
    beforeRestore.current = currentRow
    scrollToRow(wanted)
    // Only these decide a restore; the row on screen is read, not followed.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ready, topRow, resetKey, scrollToRow])

  // Report where the grid comes to rest: every move restarts the wait.
  useEffect(() => {
    if (!restored.current || !onTopRowChange || currentRow === null) return
    if (beforeRestore.current !== null) {
      if (currentRow === beforeRestore.current) return
      beforeRestore.current = null
    }
    if (currentRow === known.current) return
    const timer = setTimeout(() => {
      known.current = currentRow
      onTopRowChange(currentRow)
    }, TOP_ROW_REPORT_MS)
    return () => clearTimeout(timer)
  }, [currentRow, onTopRowChange])
}
