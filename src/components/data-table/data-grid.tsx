/**
 * A keyboard-navigable, virtualized data grid for server-windowed rows (architecture point 7):
 * fixed-height scroller, sticky header, TanStack Virtual over a scaled scroll space so a million
 * rows stay reachable, and only the rows on screen (plus overscan) in the DOM.
 */
import { useEffect, useId, useMemo, useRef, useState, type KeyboardEvent } from 'react'
import { formatCell, rawText } from './cell-format'
import { DataGridHeader } from './data-grid-header'
import { moveInGrid, type GridPosition } from './grid-keys'
import { useGridTable, type GridColumn, type GridRow, type GridTableState } from './grid-table'
import { useScaledVirtualizer } from './use-scaled-virtualizer'

export const ROW_HEIGHT = 32
const HEADER_HEIGHT = 40
const ROW_HEADER_WIDTH = 88

interface Props extends GridTableState {
  label: string
  columns: GridColumn[]
  rowCount: number
  getRow: (index: number) => Record<string, unknown> | undefined
  onRangeChange: (range: { start: number; end: number }) => void
  /** Scroll back to the top whenever this changes (new sort, filter or search). */
  resetKey: string
  /** The row whose details are open (from the URL); it is scrolled into view on arrival. */
  openRow: number | null
  onOpenRow: (index: number) => void
  onCopy: (text: string, what: string) => void
}

export function DataGrid(props: Props) {
  const { columns, rowCount, getRow, onRangeChange, resetKey, openRow, onOpenRow, onCopy } = props
  const gridId = useId()
  const scaled = useScaledVirtualizer({
    count: rowCount,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
  })
  const { virtualizer, scroller } = scaled
  const items = virtualizer.getVirtualItems()
  const start = items[0]?.index ?? 0
  const end = items[items.length - 1]?.index ?? -1

  const loadedPattern = items.map((item) => (getRow(item.index) ? 1 : 0)).join('')
  const data = useMemo<GridRow[]>(
    () => items.map((item) => ({ index: item.index, values: getRow(item.index) ?? null })),
    // The window's identity: which rows, which of them are loaded, for which view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [start, end, loadedPattern, resetKey],
  )
  const table = useGridTable(columns, data, props)
  const visibleColumns = table.getVisibleLeafColumns()
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  )

  const [active, setActive] = useState<GridPosition | null>(
    openRow === null ? null : { row: openRow, column: 0 },
  )

  useEffect(() => onRangeChange({ start, end }), [start, end, onRangeChange])

  const firstReset = useRef(true)
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false
      return
    }
    scaled.scrollToVirtual(0)
    setActive(null)
    // Only a new view resets the scroll position.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [resetKey])

  // A linked row (?row=N) is brought into view once the viewport has a size.
  const linkedRowShown = useRef(false)
  useEffect(() => {
    if (linkedRowShown.current || openRow === null || !scroller || scaled.pageRows <= 1) return
    linkedRowShown.current = true
    // A shared link lands on the row: bring the grid itself on screen too, after the router's
    // scroll restoration has put the window back to the top.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (scroller.isConnected) scroller.scrollIntoView({ block: 'nearest' })
      }),
    )
    scaled.scrollToVirtual(openRow * ROW_HEIGHT - (scaled.pageRows / 2) * ROW_HEIGHT)
  }, [openRow, scroller, scaled])

  const columnCount = visibleColumns.length
  // Only point at a cell that is rendered; an id that does not exist is invalid ARIA.
  const activeCellId =
    active && active.row >= start && active.row <= end
      ? `${gridId}-r${active.row}-c${active.column}`
      : undefined

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (event.target !== event.currentTarget) return
    const current = active ?? { row: start, column: 0 }
    const moved = moveInGrid(event.key, event, current, {
      rowCount,
      columnCount,
      pageRows: scaled.pageRows,
    })
    if (moved) {
      event.preventDefault()
      setActive(moved)
      scaled.scrollRowIntoView(moved.row)
      // The grid is shorter than the window: keep all of it on screen while moving inside it.
      event.currentTarget.scrollIntoView({ block: 'nearest' })
      return
    }
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault()
      onOpenRow(current.row)
    } else if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === 'c') {
      event.preventDefault()
      const values = getRow(current.row)
      const column = visibleColumns[current.column]
      if (!values || !column) return
      if (event.shiftKey) onCopy(JSON.stringify(values), `row ${current.row + 1}`)
      else onCopy(rawText(values[column.id]), `${column.id} of row ${current.row + 1}`)
    }
  }

  const width = ROW_HEADER_WIDTH + table.getTotalSize()
  return (
    <div
      ref={scaled.scrollerRef}
      role="grid"
      aria-label={props.label}
      aria-rowcount={rowCount + 1}
      aria-colcount={columnCount + 1}
      aria-activedescendant={activeCellId}
      tabIndex={0}
      onKeyDown={onKeyDown}
      onFocus={(event) => {
        if (event.target === event.currentTarget && !active) setActive({ row: start, column: 0 })
      }}
      className="relative h-[65vh] min-h-80 overflow-auto rounded-md border border-slate-300 bg-white text-sm"
      data-testid="data-grid"
    >
      <div style={{ width, minWidth: '100%' }}>
        <DataGridHeader
          table={table}
          columns={columnsById}
          height={HEADER_HEIGHT}
          rowHeaderWidth={ROW_HEADER_WIDTH}
        />
        <div role="rowgroup" className="relative" style={{ height: scaled.bodyHeight }}>
          {table.getRowModel().rows.map((row, i) => {
            const item = items[i]
            if (!item) return null
            const index = row.original.index
            const loaded = row.original.values !== null
            const isActiveRow = active?.row === index
            return (
              <div
                key={row.id}
                role="row"
                aria-rowindex={index + 2}
                aria-busy={!loaded || undefined}
                aria-selected={openRow === index}
                data-row-index={index}
                onClick={() => {
                  setActive((previous) => ({ row: index, column: previous?.column ?? 0 }))
                  onOpenRow(index)
                }}
                className={`absolute top-0 left-0 flex w-full cursor-pointer border-b border-slate-100 ${openRow === index ? 'bg-sky-100' : isActiveRow ? 'bg-sky-50' : index % 2 ? 'bg-slate-50/60' : 'bg-white'} hover:bg-sky-50`}
                style={{
                  height: ROW_HEIGHT,
                  transform: `translateY(${scaled.rowTop(item.start)}px)`,
                }}
              >
                <div
                  role="rowheader"
                  className="flex shrink-0 items-center justify-end px-2 text-xs text-slate-600 tabular-nums"
                  style={{ width: ROW_HEADER_WIDTH }}
                >
                  {(index + 1).toLocaleString('de-DE')}
                </div>
                {row.getVisibleCells().map((cell, columnIndex) => {
                  const kind = columnsById.get(cell.column.id)?.kind ?? 'text'
                  const formatted = loaded ? formatCell(cell.getValue(), kind) : null
                  const isActive = isActiveRow && active?.column === columnIndex
                  return (
                    <div
                      key={cell.id}
                      id={`${gridId}-r${index}-c${columnIndex}`}
                      role="gridcell"
                      aria-colindex={columnIndex + 2}
                      data-column={cell.column.id}
                      className={`flex shrink-0 items-center overflow-hidden border-l border-slate-100 px-2 whitespace-nowrap ${isActive ? 'outline-2 -outline-offset-2 outline-sky-600' : ''} ${formatted?.align === 'right' ? 'justify-end tabular-nums' : formatted?.align === 'center' ? 'justify-center' : ''}`}
                      style={{ width: cell.column.getSize() }}
                    >
                      {formatted === null ? (
                        <span
                          className="h-3 w-3/4 animate-pulse rounded bg-slate-200"
                          aria-hidden="true"
                        />
                      ) : formatted.isNull ? (
                        <span className="text-xs text-slate-600 italic">null</span>
                      ) : (
                        <span className="truncate" title={formatted.text}>
                          {formatted.text}
                        </span>
                      )}
                    </div>
                  )
                })}
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
