import { memo } from 'react'
import { formatNumber } from '@/lib/format/format'
import { formatCell, type ValueKind } from './cell-format'
import type { ColumnWindow } from './column-window'

export interface CellColumn {
  id: string
  kind: ValueKind
  size: number
}

interface Props {
  gridId: string
  index: number
  /** null while the row's page loads. */
  values: Record<string, unknown> | null
  columns: CellColumn[]
  rowHeaderWidth: number
  /** The columns rendered (positions in `columns`), and the width of those before them. */
  shown: ColumnWindow
  /** Column position of the keyboard focus in this row, or -1. */
  activeColumn: number
}

/**
 * The cells of one row, those of the columns on screen. Memoized on the row's values, so
 * scrolling only moves rows (a transform) and re-renders nothing else; a row still loading is one
 * placeholder, not one per cell.
 */
export const GridRowCells = memo(function GridRowCells({
  gridId,
  index,
  values,
  columns,
  rowHeaderWidth,
  shown,
  activeColumn,
}: Props) {
  return (
    <>
      <div
        role="rowheader"
        className="shrink-0 px-2 text-right text-xs leading-[31px] text-slate-600 tabular-nums"
        style={{ width: rowHeaderWidth }}
      >
        {formatNumber(index + 1)}
      </div>
      {values === null ? (
        <div className="my-2.5 ml-2 w-2/3 rounded bg-slate-100" aria-hidden="true" />
      ) : (
        <>
          {/* The columns scrolled off to the left: their width, so the rest stay in place. */}
          {shown.before > 0 ? (
            <div className="shrink-0" style={{ width: shown.before }} aria-hidden="true" />
          ) : null}
          {columns.slice(shown.first, shown.last + 1).map((column, offset) => {
            const position = shown.first + offset
            const formatted = formatCell(values[column.id], column.kind)
            const align =
              formatted.align === 'right'
                ? 'text-right tabular-nums'
                : formatted.align === 'center'
                  ? 'text-center'
                  : ''
            // A block with the line height of the row (its height less the border), not a flex
            // box: a new sort or a scroll changes the text of every cell on screen, and block
            // text is the cheapest layout there is.
            return (
              <div
                key={column.id}
                // Only the active cell needs an id (aria-activedescendant): ids on every cell would
                // all be rewritten whenever a scroll moves this DOM row to another row index.
                id={position === activeColumn ? `${gridId}-r${index}-c${position}` : undefined}
                role="gridcell"
                aria-colindex={position + 2}
                data-column={column.id}
                className={`shrink-0 truncate border-l border-slate-100 px-2 leading-[31px] ${align} ${position === activeColumn ? 'outline-2 -outline-offset-2 outline-sky-600' : ''}`}
                style={{ width: column.size }}
              >
                {formatted.isNull ? (
                  <span className="text-slate-600">{formatted.text}</span>
                ) : (
                  formatted.text
                )}
              </div>
            )
          })}
        </>
      )}
    </>
  )
})
