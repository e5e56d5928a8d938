/**
 * Wires the URL view of a dataset (sort, filters, search, columns, open row) to the generic grid
 * and the windowed row fetching. Every change goes through the URL, so any view is a link.
 */
import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useQueryClient } from '@tanstack/react-query'
import { getRouteApi } from '@tanstack/react-router'
import type { SortingState } from '@tanstack/react-table'
import { memo, startTransition, useCallback, useMemo, useState } from 'react'
import { ColumnVisibilityMenu } from '@/components/data-table/column-visibility-menu'
import { DataGrid } from '@/components/data-table/data-grid'
import type { GridColumn } from '@/components/data-table/grid-table'
import {
  prefetchPages,
  usePagedRows,
  type RowShortfall,
} from '@/components/data-table/use-paged-rows'
import { ClipboardStatus, useClipboard } from '@/components/data-table/use-clipboard'
import { ErrorNotice } from '@/components/errors/error-notice'
import { formatNumber } from '@/lib/format'
import { useThrottledCallback } from '@/lib/use-throttled-callback'
import { datasetColumns, fetchRows, rowsViewKey } from '../api/dataset-queries'
import { localizedText, type StreamBase } from '../api/dataset-schemas'
import type { DatasetView } from '../api/dataset-view'
import { planLimitMessage } from '../api/plan-limit'
import { DatasetExport } from './dataset-export'
import { DatasetFilterBar } from './dataset-filter-bar'
import { DatasetRowPanel } from './dataset-row-panel'
import { DatasetSearchBox } from './dataset-search-box'
import { DatasetVersionBanner, isRefusedVersion } from './dataset-version-banner'
import { useDatasetVersion } from './use-dataset-version'

const route = getRouteApi('/datasets/$id')

// The toolbar does not change while the analyst scrolls or rows arrive, which re-render the table
// many times a second: these render again only when their own props change.
const SearchBox = memo(DatasetSearchBox)
const ColumnsMenu = memo(ColumnVisibilityMenu)
const ExportMenu = memo(DatasetExport)
const FilterBar = memo(DatasetFilterBar)

/** Rows per request: a screenful or three, small enough that a jump paints quickly. */
export const PAGE_SIZE = 100

export function DatasetTable({ id, base }: { id: string; base: StreamBase }) {
  const { t, i18n } = useLingui()
  const view = route.useSearch()
  const navigate = route.useNavigate()
  // The columns' descriptions are in the language shown: made again on a switch.
  const locale = i18n.locale
  const columns = useMemo(() => datasetColumns(base, locale), [base, locale])
  const version = useDatasetVersion(base)
  const searching = view.q.trim() !== ''
  const since = searching ? null : version.since
  const gridColumns = useMemo<GridColumn[]>(
    () =>
      // Rows changed since a version lead with the columns that say which update delivered them.
      (since
        ? [...columns].sort((a, b) => Number(isVersionColumn(b)) - Number(isVersionColumn(a)))
        : columns
      ).map(({ id, label, kind, definition, description }) => ({
        id,
        label,
        kind,
        description: definition || description,
      })),
    [columns, since],
  )
  const viewKey = rowsViewKey(id, view)
  const viewId = JSON.stringify(viewKey)
  // A link to a row deep down asks for that row's page first, not for the first page too.
  const [range, setRangeNow] = useState(() => ({
    start: view.top ?? 0,
    end: (view.top ?? 0) + 40,
  }))
  // The grid reports its window on every scroll step; the pages to fetch follow a few times a
  // second (as usePagedRows would anyway), so a sweep does not render the whole table each frame.
  const setRange = useThrottledCallback(setRangeNow, RANGE_THROTTLE_MS)

  const fetchPage = useCallback(
    (pageIndex: number, signal: AbortSignal) =>
      fetchRows(id, view, { skip: pageIndex * PAGE_SIZE, limit: PAGE_SIZE, signal }),
    // The view key holds every part of the view the request uses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [id, viewId],
  )
  const knownCount =
    !searching && view.filters.length === 0 && !since ? (base.meta?.entry_count ?? null) : null
  const paged = usePagedRows({ viewKey, pageSize: PAGE_SIZE, fetchPage, range, knownCount })
  const queryClient = useQueryClient()
  const onJump = useCallback(
    (rows: { start: number; end: number }) => {
      const arrived = prefetchPages(queryClient, viewKey, rows, PAGE_SIZE, fetchPage)
      // Watched at once, not after the scroll's throttled report, so rows that come after the grid
      // has stopped waiting still paint when they arrive. A transition: the table renders while
      // the request is out, not inside the key press.
      startTransition(() => setRangeNow(rows))
      return arrived
    },
    // The view key holds every part of the view the request uses.
    // eslint-disable-next-line react-hooks/exhaustive-deps
    [queryClient, viewId, fetchPage],
  )
  /** A new sort shows its first rows: ask for them now, not after the navigation renders. */
  const onSortingChange = (sorting: SortingState) => {
    const sort = sorting.map(({ id, desc }) => ({ id, desc }))
    const next = { ...view, sort }
    prefetchPages(
      queryClient,
      rowsViewKey(id, next),
      { start: 0, end: range.end - range.start },
      PAGE_SIZE,
      (pageIndex, signal) =>
        fetchRows(id, next, { skip: pageIndex * PAGE_SIZE, limit: PAGE_SIZE, signal }),
    )
    setView({ sort, row: undefined, top: undefined })
  }
  // A filtered or searched view has no known total to fall short of; once the unfiltered view has
  // shown the plan's cap, the narrower views say that their rows come from the capped stream too.
  const [knownCap, setKnownCap] = useState<RowShortfall | null>(null)
  if (paged.shortfall && paged.shortfall.returned !== knownCap?.returned)
    setKnownCap(paged.shortfall)
  const capNote = paged.shortfall ?? (knownCount === null ? knownCap : null)
  const { copy, message } = useClipboard()

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
  const onSearch = useCallback(
    (q: string, replace: boolean) => setView({ q, row: undefined, top: undefined }, replace),
    [setView],
  )
  // Scrolling rewrites the current history entry and leaves the window where it is.
  const onTopRowChange = useCallback(
    (top: number) =>
      void navigate({
        search: (previous) => ({ ...previous, top: top || undefined }),
        replace: true,
        resetScroll: false,
      }),
    [navigate],
  )
  const onHiddenChange = useCallback((hidden: string[]) => setView({ hidden }), [setView])
  const onFiltersChange = useCallback(
    (filters: DatasetView['filters']) => setView({ filters, row: undefined, top: undefined }),
    [setView],
  )
  const columnVisibility = useMemo(
    () => Object.fromEntries(view.hidden.map((column) => [column, false])),
    [view.hidden],
  )
  const columnKinds = useMemo(
    () => Object.fromEntries(columns.map((column) => [column.id, column.kind])),
    [columns],
  )
  const visibleColumns = useMemo(
    () => columns.filter((column) => !view.hidden.includes(column.id)).map((column) => column.id),
    [columns, view.hidden],
  )

  const searchTerm = view.q.trim()
  const datasetName = localizedText(base.name, id, locale)
  const sortedBy = view.sort.map((key) => `${key.id} ${key.desc ? '↓' : '↑'}`).join(', ')
  let rowCountText: string
  if (paged.shortfall) {
    const returned = formatNumber(paged.shortfall.returned)
    const total = formatNumber(paged.shortfall.total)
    rowCountText = t`${returned} of ${total} rows served`
  } else if (paged.countIsExact) {
    rowCountText = t`${plural(paged.rowCount, { one: '# row', other: '# rows' })}`
  } else {
    const loaded = formatNumber(paged.loadedCount)
    rowCountText = searching
      ? t`${loaded}+ rows so far — the total of a search is unknown; more load as you scroll`
      : t`${loaded}+ rows so far — the total of a filtered view is unknown; more load as you scroll`
  }

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
        <SearchBox value={view.q} onChange={onSearch} />
        <ColumnsMenu columns={gridColumns} hidden={view.hidden} onChange={onHiddenChange} />
        <ExportMenu
          id={id}
          view={view}
          columns={visibleColumns}
          kinds={columnKinds}
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
        <FilterBar columns={columns} filters={view.filters} onChange={onFiltersChange} />
      )}
      <p className="text-sm text-slate-700" role="status" data-testid="row-count">
        {rowCountText}
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
            onColumnSizingChange={(sizing) =>
              setView(
                {
                  widths: Object.fromEntries(
                    Object.entries(sizing).map(([key, size]) => [key, Math.round(size)]),
                  ),
                },
                true,
              )
            }
            topRow={view.top ?? null}
            onTopRowChange={onTopRowChange}
            openRow={view.row ?? null}
            onOpenRow={(row) => setView({ row }, true)}
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
            onNavigate={(row) => setView({ row }, true)}
            onClose={() => setView({ row: undefined }, true)}
            onCopy={(text, what) => void copy(text, what)}
          />
        ) : null}
      </div>
      <ClipboardStatus message={message} />
    </section>
  )
}

/** How often a scroll may move the window of pages fetched (a jump prefetches on its own). */
const RANGE_THROTTLE_MS = 100

const isVersionColumn = (column: { id: string }) =>
  column.id === 'fb_data_version' || column.id === 'fb_datetime'
