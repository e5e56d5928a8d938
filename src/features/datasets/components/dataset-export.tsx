import { plural } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { useRef, useState } from 'react'
import type { RowShortfall } from '@/components/data-table/use-paged-rows'
import { ErrorNotice } from '@/components/errors/error-notice'
import {
  EXPORT_FORMATS,
  FORMAT_NAMES,
  saveBlob,
  type ExportFormat,
} from '@/lib/export/table-export'
import { formatNumber } from '@/lib/format/format'
import { EXPORT_ROW_CAP, exportRows, type ExportResult } from '../api/dataset-export'
import { datasetExportTable } from '../api/dataset-export-table'
import {
  ROWS_PAGE_LIMIT,
  SEARCH_PAGE_LIMIT,
  fetchRows,
  rowsRequestText,
  type DatasetColumn,
} from '../api/dataset-queries'
import type { DatasetView } from '../api/dataset-view'
import { planLimitMessage } from '../api/plan-limit'

interface Props {
  id: string
  view: DatasetView
  /** The dataset's name in the interface language, for the file's source. */
  name: string
  /** The metadata's `data_version`, for the file's data version. */
  dataVersion: string | null
  /** The visible columns: their words head the file; their kinds type the XLSX cells. */
  columns: DatasetColumn[]
  expectedRows: number | null
  /** What the table already found out about a plan cap, to say before the download starts. */
  shortfall: RowShortfall | null
}

type Status =
  | { state: 'idle' }
  | { state: 'running'; done: number; total: number | null }
  | { state: 'done'; result: ExportResult; format: ExportFormat }
  | { state: 'failed'; error: unknown }

/** Exports the current view (sort, filters or search, visible columns) as CSV, JSON or XLSX. */
export function DatasetExport({
  id,
  view,
  name,
  dataVersion,
  columns,
  expectedRows,
  shortfall,
}: Props) {
  const { t } = useLingui()
  const [format, setFormat] = useState<ExportFormat>('csv')
  const [status, setStatus] = useState<Status>({ state: 'idle' })
  const controller = useRef<AbortController | null>(null)
  const searching = view.q.trim() !== ''

  async function start() {
    controller.current?.abort()
    const abort = new AbortController()
    controller.current = abort
    setStatus({
      state: 'running',
      done: 0,
      total: expectedRows === null ? null : Math.min(expectedRows, EXPORT_ROW_CAP),
    })
    const fields = columns.map((column) => column.id)
    // Worded now, in the language shown when the download starts.
    const table = datasetExportTable({
      id,
      name,
      columns,
      request: rowsRequestText(id, view, fields),
      dataVersion,
      retrievedAt: new Date().toISOString(),
    })
    try {
      const result = await exportRows({
        format,
        table,
        expectedRows,
        pageSize: searching ? SEARCH_PAGE_LIMIT : Math.min(5_000, ROWS_PAGE_LIMIT),
        fetchPage: (skip, limit, signal) =>
          fetchRows(id, view, { skip, limit, signal, projectFields: fields }),
        signal: abort.signal,
        onProgress: (done, total) => setStatus({ state: 'running', done, total }),
      })
      saveBlob(result.blob, `dataset-${id}.${format}`)
      setStatus({ state: 'done', result, format })
    } catch (error) {
      setStatus(abort.signal.aborted ? { state: 'idle' } : { state: 'failed', error })
    }
  }

  const cap = formatNumber(EXPORT_ROW_CAP)
  const served = formatNumber(shortfall?.returned)
  const formatName = format.toUpperCase()
  const visible = columns.length
  const filterCount = view.filters.length
  const what = searching
    ? t`search results`
    : view.sort.length
      ? plural(filterCount, { one: '# filter, sorted', other: '# filters, sorted' })
      : plural(filterCount, { one: '# filter', other: '# filters' })
  const viewText = t`The current view: ${what}, ${plural(visible, { one: '# visible column', other: '# visible columns' })}. At most ${cap} rows.`

  return (
    <details className="relative">
      <summary className="cursor-pointer rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50">
        <Trans>Export</Trans>
      </summary>
      <div className="absolute right-0 z-20 mt-1 w-80 space-y-3 rounded-md border border-slate-300 bg-white p-3 text-sm shadow-lg">
        <fieldset className="flex flex-wrap gap-x-4 gap-y-1">
          <legend className="mb-1 font-medium">
            <Trans>Format</Trans>
          </legend>
          {EXPORT_FORMATS.map((option) => (
            <label key={option} className="flex items-center gap-1">
              <input
                type="radio"
                name="export-format"
                value={option}
                checked={format === option}
                onChange={() => setFormat(option)}
              />
              {FORMAT_NAMES[option]}
            </label>
          ))}
        </fieldset>
        <p className="text-slate-700">{viewText}</p>
        {shortfall && status.state !== 'done' ? (
          <p className="text-amber-950" data-testid="export-plan-limit">
            {planLimitMessage(shortfall)} {t`The file will hold the ${served} rows served.`}
          </p>
        ) : null}
        {status.state === 'running' ? (
          <div className="space-y-2">
            <label className="block">
              <span className="sr-only">
                <Trans>Export progress</Trans>
              </span>
              <progress className="w-full" value={status.done} max={status.total ?? undefined} />
            </label>
            <p role="status">
              <ExportedSoFar done={status.done} total={status.total} />
            </p>
            <button
              type="button"
              onClick={() => controller.current?.abort()}
              className="rounded-md border border-slate-300 px-3 py-1.5 hover:bg-slate-50"
            >
              <Trans>Cancel export</Trans>
            </button>
          </div>
        ) : (
          <button
            type="button"
            onClick={() => void start()}
            className="rounded-md bg-slate-900 px-3 py-1.5 font-medium text-white hover:bg-slate-700"
          >
            <Trans>Download {formatName}</Trans>
          </button>
        )}
        {status.state === 'done' ? (
          <p role="status" className="text-slate-800">
            <Downloaded rows={status.result.rows} format={status.format} />
            {status.result.capped
              ? ` ${t`The view has more rows; only the first ${cap} were exported.`}`
              : ''}
            {status.result.shortfall ? ` ${planLimitMessage(status.result.shortfall)}` : ''}
          </p>
        ) : null}
        {status.state === 'failed' ? (
          <ErrorNotice error={status.error} title={t`The export failed`} />
        ) : null}
      </div>
    </details>
  )
}

function ExportedSoFar({ done, total }: { done: number; total: number | null }) {
  const doneText = formatNumber(done)
  const totalText = formatNumber(total)
  return total === null ? (
    <Trans>Exported {doneText} rows…</Trans>
  ) : (
    <Trans>
      Exported {doneText} of {totalText} rows…
    </Trans>
  )
}

function Downloaded({ rows, format }: { rows: number; format: ExportFormat }) {
  const count = formatNumber(rows)
  const name = format.toUpperCase()
  return rows === 1 ? (
    <Trans>
      Downloaded {count} row as {name}.
    </Trans>
  ) : (
    <Trans>
      Downloaded {count} rows as {name}.
    </Trans>
  )
}
