import type { KeyboardEvent } from 'react'
import { useLingui } from '@lingui/react/macro'
import type { GridTable } from './grid-table'

type GridHeader = ReturnType<GridTable['getFlatHeaders']>[number]

const STEP_PX = 10
const LARGE_STEP_PX = 50

/**
 * The drag handle on a column's right edge, which is also a focusable separator: Arrow keys
 * narrow or widen the column (Shift for larger steps), Home restores its default width, like a
 * double click does. Widths are committed to the URL through the table's sizing state.
 */
export function ColumnResizeHandle({
  header,
  table,
  label,
}: {
  header: GridHeader
  table: GridTable
  label: string
}) {
  const { t } = useLingui()
  const column = header.column
  const size = header.getSize()
  const min = column.columnDef.minSize ?? 0
  const max = column.columnDef.maxSize ?? Number.MAX_SAFE_INTEGER
  const clamp = (width: number) => Math.min(max, Math.max(min, width))

  const onKeyDown = (event: KeyboardEvent) => {
    const step = event.shiftKey ? LARGE_STEP_PX : STEP_PX
    const delta = { ArrowLeft: -step, ArrowRight: step }[event.key]
    if (delta === undefined && event.key !== 'Home') return
    // The grid handles arrow keys for cell navigation; these belong to the handle.
    event.preventDefault()
    event.stopPropagation()
    if (delta === undefined) column.resetSize()
    else table.setColumnSizing((sizing) => ({ ...sizing, [column.id]: clamp(size + delta) }))
  }

  return (
    <div
      role="separator"
      aria-orientation="vertical"
      aria-label={t`Width of column ${label}`}
      aria-valuenow={size}
      aria-valuemin={min}
      aria-valuemax={max}
      tabIndex={0}
      title={t`Drag, or focus and use the arrow keys, to resize; double-click or Home to reset`}
      onMouseDown={header.getResizeHandler()}
      onTouchStart={header.getResizeHandler()}
      onDoubleClick={() => column.resetSize()}
      onKeyDown={onKeyDown}
      // 24 px wide, centred on the column's edge (WCAG 2.5.8); the line it shows stays thin.
      className="group absolute top-0 -right-3 z-10 flex h-full w-6 cursor-col-resize touch-none justify-center select-none focus-visible:outline-2 focus-visible:outline-offset-0 focus-visible:outline-sky-700"
    >
      <span
        aria-hidden="true"
        className={`h-full w-1.5 group-hover:bg-sky-400 group-focus-visible:bg-sky-500 ${column.getIsResizing() ? 'bg-sky-500' : ''}`}
      />
    </div>
  )
}
