/**
 * The rows of one dataset view, fetched in pages under the grid's window: the window the grid
 * reports (throttled), a keyboard jump's pages (at once), a new sort's first pages (before the
 * navigation renders), and the plan's cap once it showed.
 */
import { useQueryClient, type QueryClient } from '@tanstack/react-query'
import { startTransition, useCallback, useState } from 'react'
import {
  prefetchPages,
  usePagedRows,
  type RowShortfall,
} from '@/components/data-table/use-paged-rows'
import { useThrottledCallback } from '@/lib/hooks/use-throttled-callback'
import { fetchRows, rowsViewKey } from '../api/dataset-queries'
import { PAGE_SIZE } from '../api/rows-page'
import type { StreamBase } from '../api/dataset-schemas'
import type { DatasetView } from '../api/dataset-view'

/** How often a scroll may move the window of pages fetched (a jump prefetches on its own). */
const RANGE_THROTTLE_MS = 100

/** The rows the grid shows first: from the row a link points to (`top`), a screenful. */
const firstRange = (view: DatasetView) => ({ start: view.top ?? 0, end: (view.top ?? 0) + 40 })

/**
 * Starts a dataset link's first rows together with its metadata: the request needs only
 * the dataset's key and the view in the URL, not the metadata, so the grid no longer waits a
 * round trip for the metadata before asking. The same query keys as the grid's, so it asks nothing
 * twice; returns at once.
 */
export function prefetchFirstRows(queryClient: QueryClient, id: string, view: DatasetView) {
  void prefetchPages(
    queryClient,
    rowsViewKey(id, view),
    firstRange(view),
    PAGE_SIZE,
    (pageIndex, signal) =>
      fetchRows(id, view, { skip: pageIndex * PAGE_SIZE, limit: PAGE_SIZE, signal }),
  )
}

export function useDatasetRows(
  id: string,
  base: StreamBase,
  view: DatasetView,
  since: string | null,
) {
  const searching = view.q.trim() !== ''
  const viewKey = rowsViewKey(id, view)
  const viewId = JSON.stringify(viewKey)
  // A link to a row deep down asks for that row's page first, not for the first page too.
  const [range, setRangeNow] = useState(() => firstRange(view))
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
  /** A new sort shows its first rows: asked for now, not after the navigation renders. */
  const prefetchView = (next: DatasetView) =>
    prefetchPages(
      queryClient,
      rowsViewKey(id, next),
      { start: 0, end: range.end - range.start },
      PAGE_SIZE,
      (pageIndex, signal) =>
        fetchRows(id, next, { skip: pageIndex * PAGE_SIZE, limit: PAGE_SIZE, signal }),
    )

  // A filtered or searched view has no known total to fall short of; once the unfiltered view has
  // shown the plan's cap, the narrower views say that their rows come from the capped stream too.
  const [knownCap, setKnownCap] = useState<RowShortfall | null>(null)
  if (paged.shortfall && paged.shortfall.returned !== knownCap?.returned)
    setKnownCap(paged.shortfall)
  const capNote = paged.shortfall ?? (knownCount === null ? knownCap : null)

  return {
    viewKey,
    viewId,
    paged,
    knownCount,
    capNote,
    fetchPage,
    setRange,
    onJump,
    prefetchView,
  }
}
