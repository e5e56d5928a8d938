/** Keyboard movement inside the data grid, as a pure function so every key is testable. */

export interface GridPosition {
  row: number
  column: number
}

export interface GridBounds {
  rowCount: number
  columnCount: number
  /** Rows that fit in the viewport: the PageUp/PageDown step. */
  pageRows: number
}

/** The new active position for a key, or null when the key is not a grid movement. */
export function moveInGrid(
  key: string,
  modifiers: { ctrlKey: boolean; metaKey: boolean },
  current: GridPosition,
  bounds: GridBounds,
): GridPosition | null {
  const lastRow = Math.max(0, bounds.rowCount - 1)
  const lastColumn = Math.max(0, bounds.columnCount - 1)
  const step = Math.max(1, bounds.pageRows - 1)
  const clampRow = (row: number) => Math.min(Math.max(row, 0), lastRow)
  const modifier = modifiers.ctrlKey || modifiers.metaKey
  switch (key) {
    case 'ArrowDown':
      return { ...current, row: modifier ? lastRow : clampRow(current.row + 1) }
    case 'ArrowUp':
      return { ...current, row: modifier ? 0 : clampRow(current.row - 1) }
    case 'ArrowRight':
      return { ...current, column: Math.min(current.column + 1, lastColumn) }
    case 'ArrowLeft':
      return { ...current, column: Math.max(current.column - 1, 0) }
    case 'PageDown':
      return { ...current, row: clampRow(current.row + step) }
    case 'PageUp':
      return { ...current, row: clampRow(current.row - step) }
    // Home/End move between the first and last row (with or without Ctrl): in a million-row table
    // that is the jump analysts need; Left/Right already walk the columns.
    case 'Home':
      return { ...current, row: 0 }
    case 'End':
      return { ...current, row: lastRow }
    default:
      return null
  }
}
