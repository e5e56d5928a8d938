/**
 * Exports the current view (sort, filters or search, visible columns) by paging through the API.
 * Pages are fetched one after another, so the server sees one request at a time; the row cap keeps
 * a browser tab from building a gigabyte string.
 */
import { csvLine, csvRows } from '@/components/data-table/csv'
import type { RowShortfall } from '@/components/data-table/use-paged-rows'

export const EXPORT_ROW_CAP = 100_000

export type ExportFormat = 'csv' | 'json'

export interface ExportOptions {
  format: ExportFormat
  columns: string[]
  /**
   * Total when known (for the progress bar and to notice a plan cap): `meta.entry_count` for an
   * unfiltered view, the discovered count of a finished filtered one; null otherwise.
   */
  expectedRows: number | null
  pageSize: number
  cap?: number
  fetchPage: (
    skip: number,
    limit: number,
    signal: AbortSignal,
  ) => Promise<Record<string, unknown>[]>
  signal: AbortSignal
  onProgress: (done: number, total: number | null) => void
}

export interface ExportResult {
  blob: Blob
  rows: number
  /** True when the view has more rows than the cap. */
  capped: boolean
  /** Set when the Data Hub stopped before the expected total (plan cap, §6.1). */
  shortfall: RowShortfall | null
}

function project(row: Record<string, unknown>, columns: string[]): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const column of columns) out[column] = row[column] ?? null
  return out
}

export async function exportRows(options: ExportOptions): Promise<ExportResult> {
  const { format, columns, pageSize, fetchPage, signal, onProgress } = options
  const cap = options.cap ?? EXPORT_ROW_CAP
  const total = options.expectedRows === null ? null : Math.min(options.expectedRows, cap)
  const chunks: string[] = [format === 'csv' ? csvLine(columns) : '[']
  let done = 0
  let capped = false
  onProgress(0, total)
  for (;;) {
    signal.throwIfAborted()
    const limit = Math.min(pageSize, cap - done)
    const page = await fetchPage(done, limit, signal)
    const rows = page.slice(0, limit)
    if (format === 'csv') chunks.push(csvRows(columns, rows))
    else if (rows.length > 0) {
      const json = rows.map((row) => JSON.stringify(project(row, columns))).join(',\n')
      chunks.push(`${done === 0 ? '\n' : ',\n'}${json}`)
    }
    done += rows.length
    onProgress(done, total)
    if (page.length < limit) break
    if (done >= cap) {
      // One probe row tells whether the cap cut the view short.
      capped = (await fetchPage(done, 1, signal)).length > 0
      break
    }
  }
  if (format === 'json') chunks.push('\n]\n')
  const type = format === 'csv' ? 'text/csv;charset=utf-8' : 'application/json;charset=utf-8'
  // The stream ended before the total it announced: say so rather than quietly saving fewer rows.
  const shortfall =
    !capped && total !== null && done < total
      ? { returned: done, total: options.expectedRows ?? total }
      : null
  return { blob: new Blob(chunks, { type }), rows: done, capped, shortfall }
}

/** Starts a browser download of a blob (an object URL on a temporary link). */
export function saveBlob(blob: Blob, filename: string) {
  const url = URL.createObjectURL(blob)
  const link = document.createElement('a')
  link.href = url
  link.download = filename
  document.body.append(link)
  link.click()
  link.remove()
  // Give the browser time to start reading the object URL before revoking it.
  setTimeout(() => URL.revokeObjectURL(url), 10_000)
}
