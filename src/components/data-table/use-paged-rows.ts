/**
 * Windowed fetching for the grid: only the pages under the visible range (plus overscan) are
 * requested, one React Query entry per (view, page). When a page scrolls out of the range its
 * query loses its last observer and React Query aborts the request (the fetcher forwards the
 * signal), so a fast sweep does not queue hundreds of stale requests.
 */
import { useQueries, useQueryClient, type QueryClient, type QueryKey } from '@tanstack/react-query'
import { useEffect, useRef, useState } from 'react'

export type PagedRow = Record<string, unknown>

interface Options {
  /** Identifies the view (dataset, sort, filters, search); the page index is appended. */
  viewKey: QueryKey
  pageSize: number
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PagedRow[]>
  /** Inclusive range of row indexes on screen (with overscan). */
  range: { start: number; end: number }
  /** The exact row count when known (unfiltered dataset: meta.entry_count). */
  knownCount: number | null
}

/** Pages touched by an inclusive row range. */
export function pagesForRange(start: number, end: number, pageSize: number): number[] {
  if (end < start) return []
  const pages: number[] = []
  for (let page = Math.floor(start / pageSize); page <= Math.floor(end / pageSize); page++)
    pages.push(page)
  return pages
}

/** What the loaded pages tell about an unknown total: a page shorter than the limit is the last. */
export function discoveredCount(
  pages: { pageIndex: number; length: number }[],
  pageSize: number,
  previous: { loaded: number; end: number | null },
): { loaded: number; end: number | null } {
  let { loaded, end } = previous
  for (const { pageIndex, length } of pages) {
    const pageEnd = pageIndex * pageSize + length
    loaded = Math.max(loaded, pageEnd)
    if (length < pageSize) end = end === null ? pageEnd : Math.min(end, pageEnd)
  }
  return { loaded, end }
}

/** A known total that the served rows fall short of: the plan capped the view (§6.1, §9.17). */
export interface RowShortfall {
  /** Rows the Data Hub serves for this view. */
  returned: number
  /** `meta.entry_count`: the rows the dataset has. */
  total: number
}

/**
 * The number of rows to lay out. A known total (an unfiltered dataset's `meta.entry_count`) is
 * trusted until a page ends before it: then the stream has served all it will (a plan without a
 * subscription gets at most 10 rows, docs/datahub-api.md §6.1), and the scroll space shrinks to
 * the rows that exist instead of leaving placeholders that never fill.
 */
export function resolveRowCount(
  knownCount: number | null,
  discovered: { loaded: number; end: number | null },
  pageSize: number,
): { rowCount: number; countIsExact: boolean; shortfall: RowShortfall | null } {
  const { loaded, end } = discovered
  if (knownCount !== null) {
    if (end !== null && end < knownCount)
      return { rowCount: end, countIsExact: true, shortfall: { returned: end, total: knownCount } }
    return { rowCount: knownCount, countIsExact: true, shortfall: null }
  }
  if (end !== null) return { rowCount: end, countIsExact: true, shortfall: null }
  return { rowCount: Math.max(loaded + pageSize, pageSize), countIsExact: false, shortfall: null }
}

/**
 * Pages to fetch besides the visible ones. Once a page has come back short of the known total,
 * the first page and the page just before the end are fetched too: an empty page far down (a
 * linked `?row=`, a jump) says only that the rows stop somewhere above it, and these two pages
 * find where without walking back one page per request.
 */
export function probePages(end: number | null, knownCount: number | null, pageSize: number) {
  if (knownCount === null || end === null || end >= knownCount) return []
  return [...new Set([0, Math.max(0, Math.ceil(end / pageSize) - 1)])]
}

/** Fresh for five minutes, kept for one after the last observer left: one (view, page) entry. */
const PAGE_STALE_MS = 5 * 60_000
const PAGE_GC_MS = 60_000

/** The query of one page of a view; `prefetchPages` and the grid share it, so a fetch is shared. */
export function pageQuery(
  viewKey: QueryKey,
  pageIndex: number,
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PagedRow[]>,
) {
  return {
    queryKey: [...viewKey, pageIndex],
    queryFn: ({ signal }: { signal: AbortSignal }) => fetchPage(pageIndex, signal),
    staleTime: PAGE_STALE_MS,
    gcTime: PAGE_GC_MS,
  }
}

/**
 * Starts the requests for the pages under a range that is about to be shown (a new sort from its
 * first row, a Ctrl+End), in the event handler itself, instead of after the navigation and the
 * render that would otherwise ask for them. The grid's own queries then join these requests.
 * Returns a promise that settles when every page has arrived (or failed), or null when all of them
 * are in the cache already.
 */
export function prefetchPages(
  queryClient: QueryClient,
  viewKey: QueryKey,
  range: { start: number; end: number },
  pageSize: number,
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<PagedRow[]>,
): Promise<void> | null {
  const pages = pagesForRange(Math.max(0, range.start), range.end, pageSize)
  if (pages.every((pageIndex) => queryClient.getQueryData([...viewKey, pageIndex]) !== undefined))
    return null
  // prefetchQuery never rejects: a failed page settles too, and the grid shows its error.
  return Promise.all(
    pages.map((pageIndex) => queryClient.prefetchQuery(pageQuery(viewKey, pageIndex, fetchPage))),
  ).then(() => undefined)
}

/** Leading + trailing throttle: jumps fetch at once, a sweep fetches a few times per second. */
function useThrottled<T>(value: T, delay: number, equal: (a: T, b: T) => boolean): T {
  const [throttled, setThrottled] = useState(value)
  const last = useRef(0)
  useEffect(() => {
    if (equal(value, throttled)) return
    const wait = last.current + delay - Date.now()
    const apply = () => {
      last.current = Date.now()
      setThrottled(value)
    }
    if (wait <= 0) return apply()
    const timer = setTimeout(apply, wait)
    return () => clearTimeout(timer)
  }, [value, throttled, delay, equal])
  return throttled
}

const sameRange = (a: { start: number; end: number }, b: { start: number; end: number }) =>
  a.start === b.start && a.end === b.end

export function usePagedRows({ viewKey, pageSize, fetchPage, range, knownCount }: Options) {
  const queryClient = useQueryClient()
  const fetchRange = useThrottled(range, 100, sameRange)
  const viewId = JSON.stringify(viewKey)
  const discovered = useRef({ viewId, loaded: 0, end: null as number | null })
  if (discovered.current.viewId !== viewId) discovered.current = { viewId, loaded: 0, end: null }
  const visiblePages = pagesForRange(fetchRange.start, fetchRange.end, pageSize)
  // What the cache already holds for these pages counts now, so a short page that just arrived
  // adds its probes in the same render.
  const cachedPages = visiblePages.flatMap((pageIndex) => {
    const page = queryClient.getQueryData<PagedRow[]>([...viewKey, pageIndex])
    return page ? [{ pageIndex, length: page.length }] : []
  })
  Object.assign(discovered.current, discoveredCount(cachedPages, pageSize, discovered.current))
  const pages = [
    ...visiblePages,
    ...probePages(discovered.current.end, knownCount, pageSize).filter(
      (page) => !visiblePages.includes(page),
    ),
  ]
  const results = useQueries({
    queries: pages.map((pageIndex) => pageQuery(viewKey, pageIndex, fetchPage)),
  })

  const loadedPages = results.flatMap((result, i) =>
    result.data ? [{ pageIndex: pages[i]!, length: result.data.length }] : [],
  )
  // Monotonic merge: repeating it on a re-render changes nothing.
  Object.assign(discovered.current, discoveredCount(loadedPages, pageSize, discovered.current))

  const { rowCount, countIsExact, shortfall } = resolveRowCount(
    knownCount,
    discovered.current,
    pageSize,
  )

  // The grid asks for every row on screen several times per render: a page's key is hashed once
  // per render, not once per row. A page found is kept; a page not there yet is only remembered
  // until the render is over (this lookup also serves the next view as its previous one).
  const lookedUp = new Map<number, PagedRow[] | undefined>()
  let forgetMissing = false
  const getRow = (index: number): PagedRow | undefined => {
    const pageIndex = Math.floor(index / pageSize)
    let page = lookedUp.get(pageIndex)
    if (!page && !lookedUp.has(pageIndex)) {
      page = queryClient.getQueryData<PagedRow[]>([...viewKey, pageIndex])
      lookedUp.set(pageIndex, page)
      if (!page && !forgetMissing) {
        forgetMissing = true
        queueMicrotask(() => {
          forgetMissing = false
          for (const [key, value] of lookedUp) if (!value) lookedUp.delete(key)
        })
      }
    }
    return page?.[index - pageIndex * pageSize]
  }

  const failed = results.find((result) => result.error)
  return {
    getRow,
    rowCount,
    /** False while a filtered or searched view has not reached its last page. */
    countIsExact,
    /** Set when the Data Hub serves fewer rows than the dataset has (plan cap). */
    shortfall,
    loadedCount: discovered.current.loaded,
    error: failed?.error ?? null,
    retry: () => void failed?.refetch(),
    isFetching: results.some((result) => result.isFetching),
  }
}
