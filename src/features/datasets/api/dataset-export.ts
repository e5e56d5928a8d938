/**
 * Exports the current view (sort, filters or search, visible columns) by paging through the API.
 * Pages are fetched one after another, so the server sees one request at a time; the row cap keeps
 * a browser tab from building a gigabyte string. The app's one export module
 * (src/lib/export/table-export.ts) writes the file from the view's table (./dataset-export-table.ts:
 * headers in words, codes beside words, provenance): CSV and JSON page by page, XLSX once at the
 * end, each column typed by its dataset type: numbers as numbers, dates as dates, the rest as text.
 */
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import {
  csvHeaderLine,
  csvLines,
  exportTable,
  jsonObjects,
  MIME_TYPES,
  type ExportFormat,
} from '@/lib/export/table-export'
import type { DatasetExportTable, DatasetRow } from './dataset-export-table'

export const EXPORT_ROW_CAP = 100_000

export interface ExportOptions {
  format: ExportFormat
  /** The file's columns, provenance and sheet name. */
  table: DatasetExportTable
  /**
   * Total when known (for the progress bar and to notice a plan cap): `meta.entry_count` for an
   * unfiltered view, the discovered count of a finished filtered one; null otherwise.
   */
  expectedRows: number | null
  pageSize: number
  cap?: number
  fetchPage: (skip: number, limit: number, signal: AbortSignal) => Promise<DatasetRow[]>
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

export async function exportRows(options: ExportOptions): Promise<ExportResult> {
  const { format, table, pageSize, fetchPage, signal, onProgress } = options
  const cap = options.cap ?? EXPORT_ROW_CAP
  const total = options.expectedRows === null ? null : Math.min(options.expectedRows, cap)
  const chunks: string[] = [format === 'csv' ? csvHeaderLine(table) : format === 'json' ? '[' : '']
  const collected: DatasetRow[] = []
  let done = 0
  let capped = false
  onProgress(0, total)
  for (;;) {
    signal.throwIfAborted()
    const limit = Math.min(pageSize, cap - done)
    const page = await fetchPage(done, limit, signal)
    const rows = page.slice(0, limit)
    if (format === 'csv') chunks.push(csvLines(table, rows))
    else if (format === 'xlsx') collected.push(...rows)
    else if (rows.length > 0) {
      const json = jsonObjects(table, rows)
        .map((row) => JSON.stringify(row))
        .join(',\n')
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
  // The stream ended before the total it announced: say so rather than quietly saving fewer rows.
  const shortfall =
    !capped && total !== null && done < total
      ? { returned: done, total: options.expectedRows ?? total }
      : null
  const blob =
    format === 'xlsx'
      ? await exportTable('xlsx', { ...table, rows: collected })
      : new Blob(chunks, { type: MIME_TYPES[format] })
  return { blob, rows: done, capped, shortfall }
}
