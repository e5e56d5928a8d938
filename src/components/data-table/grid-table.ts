/**
 * The TanStack Table instance behind the grid: columns, server-owned (manual) sorting, sizing,
 * resizing and visibility. Sorting, sizes and visibility are controlled by the caller (the URL).
 */
import {
  columnResizingFeature,
  columnSizingFeature,
  columnVisibilityFeature,
  rowSortingFeature,
  tableFeatures,
  useTable,
  type ColumnDef,
  type ColumnSizingState,
  type ColumnVisibilityState,
  type SortingState,
} from '@tanstack/react-table'
import { useMemo } from 'react'
import type { ValueKind } from './cell-format'

export const gridFeatures = tableFeatures({
  rowSortingFeature,
  columnSizingFeature,
  columnResizingFeature,
  columnVisibilityFeature,
})

export interface GridColumn {
  id: string
  label: string
  kind: ValueKind
  description?: string
  /** The column's name in the data (`revenue_eur`), shown under its worded header. */
  hint?: string
}

/** One rendered row: its absolute position and its values (null while its page loads). */
export interface GridRow {
  index: number
  values: Record<string, unknown> | null
  /** While `values` load after a new view: the previous view's row at this position, shown dimmed. */
  previous: Record<string, unknown> | null
}

export interface GridTableState {
  sorting: SortingState
  onSortingChange?: ((sorting: SortingState) => void) | undefined
  columnVisibility: ColumnVisibilityState
  columnSizing: ColumnSizingState
  onColumnSizingChange: (sizing: ColumnSizingState) => void
}

const resolve = <T>(updater: T | ((old: T) => T), old: T): T =>
  typeof updater === 'function' ? (updater as (old: T) => T)(old) : updater

export function useGridTable(columns: GridColumn[], data: GridRow[], state: GridTableState) {
  const columnDefs = useMemo<ColumnDef<typeof gridFeatures, GridRow>[]>(
    () =>
      columns.map((column) => ({
        id: column.id,
        header: column.label,
        accessorFn: (row: GridRow) => row.values?.[column.id],
        size: column.kind === 'text' ? 200 : column.kind === 'datetime' ? 190 : 140,
        minSize: 60,
        maxSize: 800,
      })),
    [columns],
  )
  const { sorting, onSortingChange, columnVisibility, columnSizing, onColumnSizingChange } = state
  return useTable({
    features: gridFeatures,
    columns: columnDefs,
    data,
    getRowId: (row) => String(row.index),
    state: { sorting, columnVisibility, columnSizing },
    manualSorting: true,
    enableSorting: Boolean(onSortingChange),
    enableMultiSort: true,
    sortDescFirst: false,
    onSortingChange: (updater) => onSortingChange?.(resolve(updater, sorting)),
    onColumnSizingChange: (updater) => onColumnSizingChange(resolve(updater, columnSizing)),
    // Widths live in the URL: commit once when the drag ends, not on every mouse move.
    columnResizeMode: 'onEnd',
  })
}

export type GridTable = ReturnType<typeof useGridTable>
