/**
 * Exports the current view (sort, filters or search, visible columns) by paging through the API.
 * Pages are fetched one after another, so the server sees one request at a time; the row cap keeps
 * a browser tab from building a gigabyte string. CSV and JSON are written page by page; XLSX is
 * written once at the end by the app's one export module (src/lib/export/table-export.ts), with
 * each column typed by its dataset type: numbers as numbers, dates as dates, the rest as text.
 */
import type { ValueKind } from '@/components/data-table/cell-format'
import { csvLine, csvRows } from '@/lib/export/csv'
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import { exportTable, MIME_TYPES, type ExportFormat } from '@/lib/export/table-export'

export const EXPORT_ROW_CAP = 100_000

export interface ExportOptions {
  format: ExportFormat
  columns: string[]
  /** Each column's kind, for typed XLSX cells; a column not named here is text. */
  kinds?: Record<string, ValueKind>
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
  sheetName?: string
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
  const chunks: string[] = [format === 'csv' ? csvLine(columns) : format === 'json' ? '[' : '']
  const collected: Record<string, unknown>[] = []
  let done = 0
  let capped = false
  onProgress(0, total)
  for (;;) {
    signal.throwIfAborted()
    const limit = Math.min(pageSize, cap - done)
    const page = await fetchPage(done, limit, signal)
    const rows = page.slice(0, limit)
    if (format === 'csv') chunks.push(csvRows(columns, rows))
    else if (format === 'xlsx') collected.push(...rows)
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
  // The stream ended before the total it announced: say so rather than quietly saving fewer rows.
  const shortfall =
    !capped && total !== null && done < total
      ? { returned: done, total: options.expectedRows ?? total }
      : null
  const blob =
    format === 'xlsx'
      ? await exportTable('xlsx', {
          columns: columns.map((column) => ({
            key: column,
            header: column,
            kind: options.kinds?.[column] ?? 'text',
            value: (row: Record<string, unknown>) => row[column],
          })),
          rows: collected,
          sheetName: options.sheetName,
        })
      : new Blob(chunks, { type: MIME_TYPES[format] })
  return { blob, rows: done, capped, shortfall }
}
