import { useLingui } from '@lingui/react/macro'
import { memo } from 'react'
import { ColumnResizeHandle } from './column-resize-handle'
import type { GridColumn, GridTable } from './grid-table'

interface Props {
  table: GridTable
  columns: Map<string, GridColumn>
  height: number
  rowHeaderWidth: number
}

const ariaSort = { asc: 'ascending', desc: 'descending' } as const

/**
 * The sticky header row: sort buttons (Shift+click adds a key) and resize handles. It renders
 * again only when the table's state (sorting, sizes, visibility, a resize under way), its columns
 * or whether it sorts change: not on every scroll or page of rows, which re-render the grid.
 */
export const DataGridHeader = memo(
  DataGridHeaderRow,
  (previous, next) =>
    previous.table.state === next.table.state &&
    previous.table.options.enableSorting === next.table.options.enableSorting &&
    previous.columns === next.columns &&
    previous.height === next.height &&
    previous.rowHeaderWidth === next.rowHeaderWidth,
)

function DataGridHeaderRow({ table, columns, height, rowHeaderWidth }: Props) {
  const { t } = useLingui()
  const sorted = table.state.sorting.length
  const sortHint = t`Click to sort, Shift+click to add a sort key`
  return (
    <div role="rowgroup" className="sticky top-0 z-10" style={{ height }}>
      <div
        role="row"
        aria-rowindex={1}
        className="flex h-full border-b border-slate-300 bg-slate-100"
      >
        <div
          role="columnheader"
          className="flex shrink-0 items-center justify-end px-2 text-xs font-medium text-slate-600"
          style={{ width: rowHeaderWidth }}
        >
          #
        </div>
        {table
          .getFlatHeaders()
          .filter((header) => header.column.getIsVisible())
          .map((header, position) => {
            const column = header.column
            const meta = columns.get(column.id)
            const direction = column.getIsSorted()
            const sortIndex = column.getSortIndex()
            const numeric = meta?.kind === 'integer' || meta?.kind === 'decimal'
            return (
              <div
                key={header.id}
                role="columnheader"
                data-column={column.id}
                aria-colindex={position + 2}
                aria-sort={direction && sortIndex === 0 ? ariaSort[direction] : undefined}
                title={meta?.description}
                className="relative flex shrink-0 items-center border-l border-slate-200 text-sm font-semibold text-slate-800"
                style={{ width: header.getSize() }}
              >
                {column.getCanSort() ? (
                  <button
                    type="button"
                    className={`flex h-full w-full items-center gap-1 px-2 hover:bg-slate-200 ${numeric ? 'justify-end' : ''}`}
                    onClick={column.getToggleSortingHandler()}
                    title={`${meta?.description ? `${meta.description}\n` : ''}${sortHint}`}
                  >
                    <ColumnTitle label={meta?.label ?? column.id} hint={meta?.hint} />
                    {direction ? (
                      <span className="text-xs text-sky-700" data-testid="sort-indicator">
                        {direction === 'asc' ? '▲' : '▼'}
                        {sorted > 1 ? <sup>{sortIndex + 1}</sup> : null}
                        <span className="sr-only">
                          {' '}
                          {direction === 'asc' ? t`ascending` : t`descending`}
                        </span>
                      </span>
                    ) : null}
                  </button>
                ) : (
                  <span className={`w-full px-2 ${numeric ? 'text-right' : ''}`}>
                    <ColumnTitle label={meta?.label ?? column.id} hint={meta?.hint} />
                  </span>
                )}
                <ColumnResizeHandle
                  header={header}
                  table={table}
                  label={meta?.label ?? column.id}
                />
              </div>
            )
          })}
      </div>
    </div>
  )
}

/**
 * A column's worded header over its name in the data (`revenue_eur`), the hint an analyst who
 * knows the API or filters by name looks for. Both may be cut short in a narrow column: the
 * column's width can be changed, and the hint is the only thing the header's title adds.
 */
function ColumnTitle({ label, hint }: { label: string; hint?: string }) {
  return (
    <span className="flex min-w-0 flex-col leading-tight">
      <span className="truncate">{label}</span>
      {hint && hint !== label ? (
        <span className="truncate font-mono text-[11px] font-normal text-slate-600">{hint}</span>
      ) : null}
    </span>
  )
}
