import { Trans, useLingui } from '@lingui/react/macro'
import { useQuery, type QueryKey } from '@tanstack/react-query'
import { formatCell, rawText } from '@/components/data-table/cell-format'
import { ErrorNotice } from '@/components/errors/error-notice'
import { formatNumber } from '@/lib/format/format'
import type { DatasetColumn } from '../api/dataset-queries'

interface Props {
  row: number
  columns: DatasetColumn[]
  viewKey: QueryKey
  fetchPage: (pageIndex: number, signal: AbortSignal) => Promise<Record<string, unknown>[]>
  pageSize: number
  rowCount: number | null
  onNavigate: (row: number) => void
  onClose: () => void
  onCopy: (text: string, what: string) => void
}

/**
 * Every field of one row. It reads the same page query the grid uses, so an open row costs no
 * extra request, and a linked `?row=N` loads its page on its own.
 */
export function DatasetRowPanel({
  row,
  columns,
  viewKey,
  fetchPage,
  pageSize,
  rowCount,
  onNavigate,
  onClose,
  onCopy,
}: Props) {
  const { t } = useLingui()
  const pageIndex = Math.floor(row / pageSize)
  const page = useQuery({
    queryKey: [...viewKey, pageIndex],
    queryFn: ({ signal }) => fetchPage(pageIndex, signal),
    staleTime: 5 * 60_000,
  })
  const values = page.data?.[row - pageIndex * pageSize]
  const rowNumber = formatNumber(row + 1)
  const label = t`Row ${rowNumber}`
  const total = formatNumber(rowCount)
  return (
    <aside
      aria-labelledby="row-panel-title"
      className="w-full shrink-0 rounded-md border border-slate-300 bg-white xl:w-96"
      data-testid="row-panel"
    >
      <div className="flex items-center justify-between gap-2 border-b border-slate-200 px-3 py-2">
        <h3 id="row-panel-title" className="font-semibold">
          {label}
          {rowCount !== null ? (
            <span className="font-normal text-slate-600">
              {' '}
              <Trans>of {total}</Trans>
            </span>
          ) : null}
        </h3>
        <div className="flex gap-1 text-sm">
          <button
            type="button"
            disabled={row === 0}
            onClick={() => onNavigate(row - 1)}
            className="rounded px-2 py-1 hover:bg-slate-100 disabled:opacity-40"
            aria-label={t`Previous row`}
          >
            ↑
          </button>
          <button
            type="button"
            disabled={rowCount !== null && row >= rowCount - 1}
            onClick={() => onNavigate(row + 1)}
            className="rounded px-2 py-1 hover:bg-slate-100 disabled:opacity-40"
            aria-label={t`Next row`}
          >
            ↓
          </button>
          <button
            type="button"
            onClick={onClose}
            className="rounded px-2 py-1 hover:bg-slate-100"
            aria-label={t`Close row details`}
          >
            ✕
          </button>
        </div>
      </div>
      {page.error ? (
        <ErrorNotice
          error={page.error}
          title={t`Could not load this row`}
          onRetry={() => void page.refetch()}
        />
      ) : null}
      {page.isPending ? (
        <p className="p-3 text-sm text-slate-600">
          <Trans>Loading…</Trans>
        </p>
      ) : null}
      {page.data && !values ? (
        <p className="p-3 text-sm text-slate-700">
          <Trans>This view has no row {rowNumber}.</Trans>
        </p>
      ) : null}
      {values ? (
        <>
          <div className="flex gap-2 px-3 pt-2">
            <button
              type="button"
              onClick={() => onCopy(JSON.stringify(values, null, 2), t`row ${rowNumber} as JSON`)}
              className="rounded-md border border-slate-300 px-2 py-1 text-sm hover:bg-slate-50"
            >
              <Trans>Copy row</Trans>
            </button>
          </div>
          <dl className="max-h-[60vh] divide-y divide-slate-100 overflow-auto px-3 py-2 text-sm">
            {columns.map((column) => {
              const formatted = formatCell(values[column.id], column.kind)
              const columnId = column.id
              return (
                <div key={column.id} className="flex items-start gap-2 py-1.5">
                  <dt
                    className="w-36 shrink-0 font-mono text-xs break-all text-slate-600"
                    title={column.definition || column.description}
                  >
                    {column.id}
                  </dt>
                  <dd className="min-w-0 flex-1 break-words" data-field={column.id}>
                    {formatted.isNull ? (
                      <span className="text-slate-600 italic">null</span>
                    ) : (
                      formatted.text
                    )}
                  </dd>
                  <button
                    type="button"
                    onClick={() => onCopy(rawText(values[column.id]), column.id)}
                    className="shrink-0 rounded px-1.5 text-xs text-sky-800 hover:bg-sky-50"
                    aria-label={t`Copy ${columnId}`}
                  >
                    <Trans>Copy</Trans>
                  </button>
                </div>
              )
            })}
          </dl>
        </>
      ) : null}
    </aside>
  )
}
