/**
 * The dataset's columns as the grid, the column menu and the export need them, in the language
 * shown: made again on a language switch or when the changed-rows view reorders them.
 */
import { useLingui } from '@lingui/react/macro'
import { useMemo } from 'react'
import type { GridColumn } from '@/components/data-table/grid-table'
import { datasetColumns } from '../api/dataset-queries'
import type { StreamBase } from '../api/dataset-schemas'

const isVersionColumn = (column: { id: string }) =>
  column.id === 'fb_data_version' || column.id === 'fb_datetime'

export function useDatasetColumns(base: StreamBase, hidden: string[], since: string | null) {
  const { i18n } = useLingui()
  const locale = i18n.locale
  const columns = useMemo(() => datasetColumns(base, locale), [base, locale])
  const showsChanges = Boolean(since)
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      // Rows changed since a version lead with the columns that say which update delivered them.
      (showsChanges
        ? [...columns].sort((a, b) => Number(isVersionColumn(b)) - Number(isVersionColumn(a)))
        : columns
      ).map(({ id, label, kind, definition, description }) => ({
        id,
        label,
        kind,
        description: definition || description,
        hint: id,
      })),
    [columns, showsChanges],
  )
  const columnVisibility = useMemo(
    () => Object.fromEntries(hidden.map((column) => [column, false])),
    [hidden],
  )
  // The export's columns: the visible ones, in their words and with their kinds.
  const visibleColumns = useMemo(
    () => columns.filter((column) => !hidden.includes(column.id)),
    [columns, hidden],
  )
  return { locale, columns, gridColumns, columnVisibility, visibleColumns }
}
