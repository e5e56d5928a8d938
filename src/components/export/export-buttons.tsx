import { useState } from 'react'
import { useLingui } from '@lingui/react/macro'
import { ErrorNotice } from '@/components/errors/error-notice'
import {
  EXPORT_FORMATS,
  exportFileName,
  exportTable,
  FORMAT_NAMES,
  saveBlob,
  type ExportFormat,
  type TableExport,
} from '@/lib/export/table-export'

interface Props<Row> {
  /** Builds the table when a download starts (not on every render). */
  table: () => TableExport<Row>
  /** The file name without date and extension: `matches`. */
  fileBase: string
  /** What is exported, for the group's accessible name: "Export the matches". */
  label: string
  formats?: readonly ExportFormat[]
}

/** One download button per format, for tables that are already in the page (matches, a comparison). */
export function ExportButtons<Row>({
  table,
  fileBase,
  label,
  formats = EXPORT_FORMATS,
}: Props<Row>) {
  const { t } = useLingui()
  const [busy, setBusy] = useState<ExportFormat | null>(null)
  const [error, setError] = useState<unknown>(null)
  const downloadLabel = (name: string) => t`Download ${name}`

  async function download(format: ExportFormat) {
    setBusy(format)
    setError(null)
    try {
      saveBlob(await exportTable(format, table()), exportFileName(fileBase, format))
    } catch (caught) {
      setError(caught)
    } finally {
      setBusy(null)
    }
  }

  return (
    <div role="group" aria-label={label} className="flex flex-wrap items-center gap-2">
      {formats.map((format) => (
        <button
          key={format}
          type="button"
          disabled={busy !== null}
          onClick={() => void download(format)}
          className="rounded-md border border-slate-300 bg-white px-3 py-1.5 text-sm font-medium hover:bg-slate-50 disabled:opacity-50"
        >
          {busy === format ? t`Preparing…` : downloadLabel(FORMAT_NAMES[format])}
        </button>
      ))}
      {error ? <ErrorNotice error={error} title={t`The export failed`} /> : null}
    </div>
  )
}
