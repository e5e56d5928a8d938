/**
 * A keyboard-navigable, virtualized data grid for server-windowed rows (architecture point 7):
 * fixed-height scroller, sticky header, TanStack Virtual over a scaled scroll space so a million
 * rows stay reachable, and only the rows on screen (plus overscan) in the DOM.
 */
import { useCallback, useEffect, useId, useMemo, useRef, useState } from 'react'
import { columnWindow } from './column-window'
import { DataGridHeader } from './data-grid-header'
import { createJumpScheduler } from './jump-scheduler'
import { handleGridKey } from './grid-keyboard'
import type { GridPosition } from './grid-keys'
import { GridRowCells, type CellColumn } from './grid-row-cells'
import { useGridTable, type GridColumn, type GridRow, type GridTableState } from './grid-table'
import { usePreviousView } from './use-previous-view'
import { useScaledVirtualizer } from './use-scaled-virtualizer'
import { firstVisibleRow, useTopRow } from './use-top-row'

export const ROW_HEIGHT = 32
const HEADER_HEIGHT = 40
const ROW_HEADER_WIDTH = 88
/** Rows rendered beyond each edge of the viewport. */
const OVERSCAN = 8

interface Props extends GridTableState {
  label: string
  columns: GridColumn[]
  rowCount: number
  getRow: (index: number) => Record<string, unknown> | undefined
  onRangeChange: (range: { start: number; end: number }) => void
  /**
   * Told at once (in the key handler) which rows a keyboard jump is about to show. It may return a
   * promise of those rows: the grid then moves when they are there (see jump-scheduler.ts).
   */
  onJump?: (range: { start: number; end: number }) => Promise<unknown> | null | void
  /** A new view (sort, filter or search): the grid starts again at `topRow`, or the top. */
  resetKey: string
  /**
   * Until a new view's rows arrive, show the previous view's rows there, dimmed and busy, instead
   * of placeholders (default). Off while loading failed, so old rows never pose as the answer.
   */
  keepPreviousRows?: boolean
  /** The first row shown (from the URL): the grid opens there, and on a new view. */
  topRow: number | null
  /** Told, throttled, which row is first on screen as the analyst scrolls. */
  onTopRowChange?: (row: number) => void
  /** The row whose details are open (from the URL); it is scrolled into view on arrival. */
  openRow: number | null
  onOpenRow: (index: number) => void
  onCopy: (text: string, what: string) => void
}

/**
 * The scroller's size before layout, from its own CSS below (`h-[65vh] min-h-80`, 1 px borders)
 * and, for the width, the window's (at least as wide, so no column on screen is left out).
 */
const estimatedViewport = () => ({
  width: window.innerWidth,
  height: Math.max(window.innerHeight * 0.65, 320) - 2,
})

export function DataGrid(props: Props) {
  const { columns, rowCount, getRow, onRangeChange, resetKey, openRow, onOpenRow, onCopy } = props
  const { topRow, onTopRowChange } = props
  const gridId = useId()
  // A grid that opens at its top shows its first rows in its first render (a dataset link's rows
  // came two renders and a forced layout after the table). One that opens at a linked
  // row waits for its measurement instead: a window at the top would ask for rows off screen.
  const [initialViewport] = useState(() =>
    topRow === null && openRow === null ? estimatedViewport() : null,
  )
  const scaled = useScaledVirtualizer({
    count: rowCount,
    rowHeight: ROW_HEIGHT,
    headerHeight: HEADER_HEIGHT,
    overscan: OVERSCAN,
    initialViewport,
  })
  const { virtualizer, scroller } = scaled
  const items = virtualizer.getVirtualItems()
  const start = items[0]?.index ?? 0
  const end = items[items.length - 1]?.index ?? -1

  const loadedPattern = items.map((item) => (getRow(item.index) ? 1 : 0)).join('')
  const getPreviousRow = usePreviousView(resetKey, getRow, !loadedPattern.includes('0'))
  const keepPrevious = props.keepPreviousRows !== false && getPreviousRow !== null
  const data = useMemo<GridRow[]>(
    () =>
      items.map((item) => {
        const values = getRow(item.index) ?? null
        const previous =
          values === null && keepPrevious ? (getPreviousRow(item.index) ?? null) : null
        return { index: item.index, values, previous }
      }),
    // The window's identity: which rows, which of them are loaded, for which view.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [start, end, loadedPattern, resetKey, keepPrevious],
  )
  const table = useGridTable(columns, data, props)
  const visibleColumns = table.getVisibleLeafColumns()
  const sizesKey = visibleColumns.map((column) => `${column.id}:${column.getSize()}`).join('|')
  const cellColumns = useMemo<CellColumn[]>(
    () =>
      visibleColumns.map((column) => ({
        id: column.id,
        kind: columns.find((candidate) => candidate.id === column.id)?.kind ?? 'text',
        size: column.getSize(),
      })),
    // The visible columns and their widths, as a value.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [sizesKey, columns],
  )
  const columnSizes = useMemo(() => cellColumns.map((column) => column.size), [cellColumns])
  const {
    first: firstShown,
    last: lastShown,
    before: beforeShown,
  } = columnWindow(columnSizes, scaled.scrollLeft - ROW_HEADER_WIDTH, scaled.viewportWidth)
  // A new object only when the window changes: every row's cells are memoized on it.
  const shownColumns = useMemo(
    () => ({ first: firstShown, last: lastShown, before: beforeShown }),
    [firstShown, lastShown, beforeShown],
  )
  const columnsById = useMemo(
    () => new Map(columns.map((column) => [column.id, column])),
    [columns],
  )

  const [active, setActive] = useState<GridPosition | null>(
    openRow === null ? null : { row: openRow, column: 0 },
  )

  // Without an estimate the virtualizer has no window until the scroller is measured. Reporting
  // that empty window would drop the first page the rows hook asked for before the grid mounted,
  // which cancels its request, and the measured window then sends the same request again (issue
  // 27).
  useEffect(() => {
    if (end >= start) onRangeChange({ start, end })
  }, [start, end, onRangeChange])

  const [jumps] = useState(createJumpScheduler)

  const firstReset = useRef(true)
  useEffect(() => {
    if (firstReset.current) {
      firstReset.current = false
      return
    }
    // A new view starts at its top: a jump still waiting for the old view's rows is void.
    jumps.cancel()
    setActive(null)
  }, [resetKey, jumps])

  const { scrollToVirtual } = scaled
  const viewportReady = scroller !== null && scaled.pageRows > 1
  useTopRow({
    topRow,
    onTopRowChange,
    currentRow: viewportReady ? firstVisibleRow(virtualizer.scrollOffset ?? 0, ROW_HEIGHT) : null,
    ready: viewportReady,
    resetKey,
    scrollToRow: useCallback((row: number) => scrollToVirtual(row * ROW_HEIGHT), [scrollToVirtual]),
  })

  // A linked row (?row=N) is brought into view once the viewport has a size, unless the link
  // also says which row is first (?top=N).
  const linkedRowShown = useRef(false)
  useEffect(() => {
    if (linkedRowShown.current || openRow === null || topRow !== null) return
    if (!scroller || scaled.pageRows <= 1) return
    linkedRowShown.current = true
    // A shared link lands on the row: bring the grid itself on screen too, after the router's
    // scroll restoration has put the window back to the top.
    requestAnimationFrame(() =>
      requestAnimationFrame(() => {
        if (scroller.isConnected) scroller.scrollIntoView({ block: 'nearest' })
      }),
    )
    scaled.scrollToVirtual(openRow * ROW_HEIGHT - (scaled.pageRows / 2) * ROW_HEIGHT)
  }, [openRow, topRow, scroller, scaled])

  const columnCount = visibleColumns.length
  // Only point at a cell that is rendered (its row has values, its column is on screen); an id
  // that does not exist is invalid ARIA.
  const activeCellId =
    active &&
    data.some((row) => row.index === active.row && (row.values ?? row.previous)) &&
    active.column >= shownColumns.first &&
    active.column <= shownColumns.last
      ? `${gridId}-r${active.row}-c${active.column}`
      : undefined

  // As many DOM rows as the viewport and its overscan ever hold: a row is keyed by its index
  // modulo this, so the rows the window leaves are the ones it enters (a scroll or a jump updates
  // rows in place instead of unmounting some and mounting others), and a window never holds two
  // rows with the same key.
  const rowSlots = Math.max(scaled.pageRows + 2 * OVERSCAN + 4, items.length)
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
      onKeyDown={(event) =>
        handleGridKey(event, {
          active,
          setActive,
          rendered: { start, end },
          rowCount,
          columnIds: cellColumns.map((column) => column.id),
          columnSizes,
          rowHeaderWidth: ROW_HEADER_WIDTH,
          pageRows: scaled.pageRows,
          overscan: OVERSCAN,
          scrollLeftTo: scaled.scrollLeftTo,
          scrollRowIntoView: scaled.scrollRowIntoView,
          jumps,
          onJump: props.onJump,
          getRow,
          onOpenRow,
          onCopy,
        })
      }
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
        {data.some((row) => row.previous) ? (
          // One bar says the rows below are the previous view's until the new ones arrive;
          // restyling every row instead would cost a style pass over all cells, twice.
          <div
            aria-hidden="true"
            data-testid="grid-loading-bar"
            className="pointer-events-none sticky z-20 -mb-0.5 h-0.5 animate-pulse bg-sky-600"
            style={{ top: HEADER_HEIGHT }}
          />
        ) : null}
        <div role="rowgroup" className="relative" style={{ height: scaled.bodyHeight }}>
          {table.getRowModel().rows.map((row, i) => {
            const item = items[i]
            if (!item) return null
            const index = row.original.index
            const isActiveRow = active?.row === index
            return (
              <div
                // Keyed by slot, not by index: a scroll or a jump reuses the same DOM rows
                // instead of unmounting and recreating them.
                key={index % rowSlots}
                role="row"
                aria-rowindex={index + 2}
                aria-busy={row.original.values === null || undefined}
                aria-selected={openRow === index}
                data-row-index={index}
                onClick={() => {
                  jumps.cancel()
                  setActive((previous) => ({ row: index, column: previous?.column ?? 0 }))
                  onOpenRow(index)
                }}
                className={`absolute top-0 left-0 flex w-full cursor-pointer border-b border-slate-100 ${openRow === index ? 'bg-sky-100' : isActiveRow ? 'bg-sky-50' : index % 2 ? 'bg-slate-50' : 'bg-white'} hover:bg-sky-50`}
                style={{
                  height: ROW_HEIGHT,
                  contain: 'strict',
                  transform: `translateY(${scaled.rowTop(item.start)}px)`,
                }}
              >
                <GridRowCells
                  gridId={gridId}
                  index={index}
                  values={row.original.values ?? row.original.previous}
                  columns={cellColumns}
                  rowHeaderWidth={ROW_HEADER_WIDTH}
                  shown={shownColumns}
                  activeColumn={isActiveRow ? (active?.column ?? -1) : -1}
                />
              </div>
            )
          })}
        </div>
      </div>
    </div>
  )
}
