/**
 * A dataset view as the export's table (src/lib/export/table-export.ts): the visible columns headed
 * in the interface language, enumerated values as words with their code in a column beside them,
 * and the provenance: the Data Hub request that served the rows, when the export read them and the
 * dataset's data version. The JSON keys stay the API's column names, in every language.
 */
import { t } from '@lingui/core/macro'
import { exportProvenance, type ExportColumn, type TableExport } from '@/lib/export/table-export'
import type { DatasetColumn } from './dataset-queries'
import { enumerationWords } from './value-words'

export type DatasetRow = Record<string, unknown>

export type DatasetExportTable = Omit<TableExport<DatasetRow>, 'rows'>

function exportColumns(column: Pick<DatasetColumn, 'id' | 'label' | 'kind' | 'semanticType'>) {
  const words = enumerationWords(column)
  const raw = (row: DatasetRow) => row[column.id] ?? null
  if (!words) return [{ key: column.id, header: column.label, kind: column.kind, value: raw }]
  const label = column.label
  return [
    {
      key: column.id,
      header: label,
      kind: 'text',
      value: (row: DatasetRow) => {
        const code = raw(row)
        return typeof code === 'string' && code !== '' ? words(code) : code
      },
    },
    { key: `${column.id}_code`, header: t`${label} (code)`, kind: 'text', value: raw },
  ] satisfies ExportColumn<DatasetRow>[]
}

export function datasetExportTable({
  id,
  name,
  columns,
  request,
  dataVersion,
  retrievedAt,
}: {
  id: string
  /** The dataset's name in the interface language. */
  name: string
  /** The visible columns, in their order. */
  columns: readonly Pick<DatasetColumn, 'id' | 'label' | 'kind' | 'semanticType'>[]
  /** The request that serves the rows (`rowsRequestText`). */
  request: string
  /** The metadata's `data_version`: the ingestion the rows are current as of. */
  dataVersion: string | null
  retrievedAt: string
}): DatasetExportTable {
  return {
    columns: columns.flatMap((column): ExportColumn<DatasetRow>[] => exportColumns(column)),
    sheetName: t`Dataset ${id}`,
    provenance: exportProvenance({
      source: t`Data Hub, dataset ${id} (${name}): ${request}`,
      sourceLabel: t`Data Hub request`,
      retrievedAt,
      dataVersion,
      // Not the rows' own "Data version" (the ingestion that delivered each row).
      dataVersionLabel: t`Current data version`,
    }),
  }
}
