/**
 * Wires the URL view of a dataset (sort, filters, search, columns, open row) to the generic grid
 * and the windowed row fetching. Every change goes through the URL, so any view is a link.
 */
import { Trans, useLingui } from '@lingui/react/macro'
import { getRouteApi } from '@tanstack/react-router'
import type { SortingState } from '@tanstack/react-table'
import { memo, useCallback } from 'react'
import { ColumnVisibilityMenu } from '@/components/data-table/column-visibility-menu'
import { DataGrid } from '@/components/data-table/data-grid'
import { ClipboardStatus, useClipboard } from '@/components/data-table/use-clipboard'
import { ErrorNotice } from '@/components/errors/error-notice'
import { pickText } from '@/lib/datahub/fields'
import type { StreamBase } from '../api/dataset-schemas'
import type { DatasetView } from '../api/dataset-view'
import { planLimitMessage } from '../api/plan-limit'
import { DatasetExport } from './dataset-export'
import { DatasetFilterBar } from './dataset-filter-bar'
import { rowCountText } from './dataset-row-count'
import { DatasetRowPanel } from './dataset-row-panel'
import { DatasetSearchBox } from './dataset-search-box'
import { DatasetVersionBanner, isRefusedVersion } from './dataset-version-banner'
import { useDatasetColumns } from './use-dataset-columns'
import { PAGE_SIZE } from '../api/rows-page'
import { useDatasetRows } from './use-dataset-rows'
import { useDatasetVersion } from './use-dataset-version'

const route = getRouteApi('/datasets/$id')

// The toolbar does not change while the analyst scrolls or rows arrive, which re-render the table
// many times a second: these render again only when their own props change.
const SearchBox = memo(DatasetSearchBox)
const ColumnsMenu = memo(ColumnVisibilityMenu)
const ExportMenu = memo(DatasetExport)
const FilterBar = memo(DatasetFilterBar)

export function DatasetTable({ id, base }: { id: string; base: StreamBase }) {
  const { t } = useLingui()
  const view = route.useSearch()
  const version = useDatasetVersion(base)
  const searching = view.q.trim() !== ''
  const since = searching ? null : version.since
  const { locale, columns, gridColumns, columnVisibility, visibleColumns } = useDatasetColumns(
    base,
    view.hidden,
    since,
  )
  const { viewKey, viewId, paged, knownCount, capNote, fetchPage, setRange, onJump, prefetchView } =
    useDatasetRows(id, base, view, since)
  const actions = useDatasetViewActions()
  const onSortingChange = (sorting: SortingState) => {
    const sort = sorting.map(({ id, desc }) => ({ id, desc }))
    prefetchView({ ...view, sort })
    actions.setView({ sort, row: undefined, top: undefined })
  }
  const { copy, message } = useClipboard()

  const searchTerm = view.q.trim()
  const datasetName = pickText(base.name, locale) ?? id
  const sortedBy = view.sort.map((key) => `${key.id} ${key.desc ? '↓' : '↑'}`).join(', ')

  return (
    <section aria-labelledby="dataset-rows-title" className="space-y-3">
      <h2 id="dataset-rows-title" className="sr-only">
        <Trans>Rows</Trans>
      </h2>
      <DatasetVersionBanner
        pin={version.pin}
        since={since}
        changedCount={since && paged.countIsExact ? paged.rowCount : null}
        error={paged.error}
        onShowChanges={version.showChanges}
        onShowAll={version.showAll}
        onSwitchToCurrent={version.switchToCurrent}
      />
      <div className="flex flex-wrap items-center gap-3">
        <SearchBox value={view.q} onChange={actions.onSearch} />
        <ColumnsMenu columns={gridColumns} hidden={view.hidden} onChange={actions.onHiddenChange} />
        <ExportMenu
          id={id}
          view={view}
          name={datasetName}
          dataVersion={base.data_version ?? null}
          columns={visibleColumns}
          // The announced total, not the rows served: the export notices a plan cap on its own.
          expectedRows={knownCount ?? (paged.countIsExact ? paged.rowCount : null)}
          shortfall={paged.shortfall}
        />
      </div>
      {searching ? (
        <p className="text-sm text-slate-700">
          <Trans>
            Searching every column for “{searchTerm}”. Sorting, column filters and the changed-rows
            view do not apply to search results.
          </Trans>
        </p>
      ) : (
        <FilterBar columns={columns} filters={view.filters} onChange={actions.onFiltersChange} />
      )}
      <p className="text-sm text-slate-700" role="status" data-testid="row-count">
        {rowCountText(paged, searching)}
        {view.sort.length > 0 && !searching ? ` · ${t`sorted by ${sortedBy}`}` : ''}
      </p>
      {capNote ? (
        <p
          className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
          data-testid="plan-limit-notice"
        >
          {planLimitMessage(capNote)}
          {paged.shortfall
            ? ''
            : ` ${searching ? t`This search may be cut short by the same limit.` : t`This filtered view may be cut short by the same limit.`}`}
        </p>
      ) : null}
      {paged.error && !(since && isRefusedVersion(paged.error)) ? (
        <ErrorNotice
          error={paged.error}
          title={t`Could not load these rows`}
          onRetry={paged.retry}
        />
      ) : null}
      <div className="flex flex-col gap-4 xl:flex-row">
        <div className="min-w-0 flex-1">
          <DataGrid
            label={t`Rows of ${datasetName}`}
            columns={gridColumns}
            rowCount={paged.rowCount}
            getRow={paged.getRow}
            onRangeChange={setRange}
            onJump={onJump}
            resetKey={viewId}
            keepPreviousRows={!paged.error}
            sorting={searching ? [] : view.sort}
            onSortingChange={searching ? undefined : onSortingChange}
            columnVisibility={columnVisibility}
            columnSizing={view.widths}
            onColumnSizingChange={actions.onColumnSizingChange}
            topRow={view.top ?? null}
            onTopRowChange={actions.onTopRowChange}
            openRow={view.row ?? null}
            onOpenRow={actions.openRow}
            onCopy={(text, what) => void copy(text, what)}
          />
          <p className="mt-1 text-xs text-slate-600">
            <Trans>
              Click a row or press Enter for its details. Arrows, Page Up/Down, Home/End and
              Ctrl+Home/End move; Ctrl+C copies the cell, Ctrl+Shift+C the row. Shift+click a header
              to sort by several columns.
            </Trans>
          </p>
        </div>
        {view.row !== undefined ? (
          <DatasetRowPanel
            row={view.row}
            columns={columns}
            viewKey={viewKey}
            fetchPage={fetchPage}
            pageSize={PAGE_SIZE}
            rowCount={paged.countIsExact ? paged.rowCount : null}
            onNavigate={actions.openRow}
            onClose={actions.closeRow}
            onCopy={(text, what) => void copy(text, what)}
          />
        ) : null}
      </div>
      <ClipboardStatus message={message} />
    </section>
  )
}

/** Every change of the view goes through the URL, so any view is a link. */
function useDatasetViewActions() {
  const navigate = route.useNavigate()
  // A new view of the same table is not a new page: the router must not scroll (resetScroll), or
  // its scroll restoration carries the grid's old offset over to the new entry and puts it back
  // after the grid went to the new view's top (a filter applied at row 74 opened at row 74).
  const setView = useCallback(
    (patch: Partial<DatasetView>, replace = false) =>
      void navigate({
        search: (previous) => ({ ...previous, ...patch }),
        replace,
        resetScroll: false,
      }),
    [navigate],
  )
  return {
    setView,
    onSearch: useCallback(
      (q: string, replace: boolean) => setView({ q, row: undefined, top: undefined }, replace),
      [setView],
    ),
    // Scrolling rewrites the current history entry and leaves the window where it is.
    onTopRowChange: useCallback(
      (top: number) =>
        void navigate({
          search: (previous) => ({ ...previous, top: top || undefined }),
          replace: true,
          resetScroll: false,
        }),
      [navigate],
    ),
    onHiddenChange: useCallback((hidden: string[]) => setView({ hidden }), [setView]),
    onFiltersChange: useCallback(
      (filters: DatasetView['filters']) => setView({ filters, row: undefined, top: undefined }),
      [setView],
    ),
    onColumnSizingChange: useCallback(
      (sizing: Record<string, number>) =>
        setView(
          {
            widths: Object.fromEntries(
              Object.entries(sizing).map(([key, size]) => [key, Math.round(size)]),
            ),
          },
          true,
        ),
      [setView],
    ),
    openRow: useCallback((row: number) => setView({ row }, true), [setView]),
    closeRow: useCallback(() => setView({ row: undefined }, true), [setView]),
  }
}
