/**
 * What a key press in the data grid does: move the active cell (scrolling its column into view,
 * and letting a far jump wait for its rows), open a row, or copy a cell or a row.
 */
import { t } from '@lingui/core/macro'
import type { KeyboardEvent } from 'react'
import { formatNumber } from '@/lib/format/format'
import { rawText } from './cell-format'
import { scrollLeftToShow } from './column-window'
import { moveInGrid, type GridPosition } from './grid-keys'
import type { JumpScheduler } from './jump-scheduler'

type RowRange = { start: number; end: number }

export interface GridKeyContext {
  active: GridPosition | null
  setActive: (position: GridPosition) => void
  /** The rows rendered now (with overscan). */
  rendered: RowRange
  rowCount: number
  /** The visible columns' ids and widths, in order. */
  columnIds: string[]
  columnSizes: number[]
  rowHeaderWidth: number
  pageRows: number
  overscan: number
  scrollLeftTo: (left: number) => void
  scrollRowIntoView: (row: number) => void
  jumps: JumpScheduler
  onJump?: ((rows: RowRange) => Promise<unknown> | null | void) | undefined
  getRow: (index: number) => Record<string, unknown> | undefined
  onOpenRow: (index: number) => void
  onCopy: (text: string, what: string) => void
}

export function handleGridKey(event: KeyboardEvent<HTMLDivElement>, grid: GridKeyContext) {
  if (event.target !== event.currentTarget) return
  const { rendered, rowCount, pageRows, overscan } = grid
  const current = grid.active ?? { row: rendered.start, column: 0 }
  const moved = moveInGrid(event.key, event, current, {
    rowCount,
    columnCount: grid.columnIds.length,
    pageRows,
  })
  if (moved) {
    event.preventDefault()
    const element = event.currentTarget
    if (moved.column !== current.column) {
      // Bring the column on screen: only the columns under the viewport have cells.
      const left = scrollLeftToShow(
        grid.columnSizes,
        moved.column,
        element.scrollLeft,
        element.clientWidth,
        grid.rowHeaderWidth,
      )
      // Reported at once, so this key press renders the column's cells.
      if (left !== null) grid.scrollLeftTo(left)
    }
    const move = () => {
      if (!element.isConnected) return
      grid.scrollRowIntoView(moved.row)
      // The grid is shorter than the window: keep all of it on screen while moving inside it.
      element.scrollIntoView({ block: 'nearest' })
    }
    let rowsReady: Promise<unknown> | null | void = null
    if (moved.row < rendered.start || moved.row > rendered.end) {
      // The rows the jump will show: the target at the bottom edge going down, the top going up.
      const down = moved.row > current.row
      const first = down ? moved.row - pageRows + 1 : moved.row
      rowsReady = grid.onJump?.({
        start: Math.max(0, first - overscan),
        end: Math.min(rowCount - 1, first + pageRows - 1 + overscan),
      })
    }
    grid.setActive(moved)
    grid.jumps.schedule(rowsReady, move)
    return
  }
  if (event.key === 'Enter' || event.key === ' ') {
    event.preventDefault()
    grid.onOpenRow(current.row)
  } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
    event.preventDefault()
    const values = grid.getRow(current.row)
    const column = grid.columnIds[current.column]
    if (!values || column === undefined) return
    // Worded now: the confirmation shows for a moment, in the language shown now.
    const row = formatNumber(current.row + 1)
    const name = column
    if (event.shiftKey) grid.onCopy(JSON.stringify(values), t`row ${row}`)
    else grid.onCopy(rawText(values[column]), t`${name} of row ${row}`)
  }
}
