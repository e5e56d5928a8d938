/**
 * The one export module of the explorer: a table (columns with a header, a value kind and a
 * reader) becomes a CSV, JSON or XLSX file. The dataset view, the match results and the comparison
 * all export through here, so a file looks the same wherever it comes from. The XLSX writer is a
 * library of its own, loaded only when an XLSX export starts (bundle budget of `/`).
 */
import { t } from '@lingui/core/macro'
import { csvLine } from '@/lib/export/csv'
import { parseApiDate } from '@/lib/format/format'
import type { ValueKind } from '@/lib/format/value-kind'

export type ExportFormat = 'csv' | 'json' | 'xlsx'

export const EXPORT_FORMATS: readonly ExportFormat[] = ['csv', 'json', 'xlsx']

/** The formats' names; "Excel (XLSX)" is read when shown, so it follows the interface language. */
export const FORMAT_NAMES: Readonly<Record<ExportFormat, string>> = {
  csv: 'CSV',
  json: 'JSON',
  get xlsx() {
    return t`Excel (XLSX)`
  },
}

export const MIME_TYPES: Record<ExportFormat, string> = {
  csv: 'text/csv;charset=utf-8',
  json: 'application/json;charset=utf-8',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
}

/**
 * One column of an export. `kind` decides the XLSX cell type: numbers as numbers, dates as dates,
 * and `text` as text cells, which is what IDs, register numbers and postal codes must be (a
 * spreadsheet would otherwise drop the leading zero of `01067` or write `1.2E+31` for a hex ID).
 */
export interface ExportColumn<Row> {
  /** The property name in JSON. */
  key: string
  /** The header cell in CSV and XLSX. */
  header: string
  kind: ValueKind
  value: (row: Row) => unknown
}

/**
 * Where a file's data came from, so it holds up as a record: the source, when it was read from
 * the Data Hub and the data's version. CSV carries them as columns on every row, JSON as fields of
 * every object, XLSX as a block above the table.
 */
export interface ExportProvenance {
  /** "Data Hub, data_sources/1051122944 (German commercial register)" */
  source: string
  /** ISO 8601 (UTC); null when not known. */
  retrievedAt: string | null
  /** `fb_entity_version`s or a dataset's `data_version`; null when not known. */
  dataVersion: string | null
  /** The three labels in the interface language (CSV headers and the XLSX block). */
  labels: { source: string; retrievedAt: string; dataVersion: string }
}

export interface TableExport<Row> {
  columns: readonly ExportColumn<Row>[]
  rows: readonly Row[]
  /** The XLSX sheet's name (at most 31 characters; longer names are cut). */
  sheetName?: string
  provenance?: ExportProvenance
}

/**
 * The provenance with its labels in the interface language (worded when the file is made), so
 * every export names its source, retrieval time and data version the same way.
 */
export function exportProvenance(facts: {
  source: string
  retrievedAt: string | null
  dataVersion: string | null
  /** "Data Hub request" when the source is a request. */
  sourceLabel?: string
  /** "Data versions" when the file holds several records' versions. */
  dataVersionLabel?: string
}): ExportProvenance {
  return {
    source: facts.source,
    retrievedAt: facts.retrievedAt,
    dataVersion: facts.dataVersion,
    labels: {
      source: facts.sourceLabel ?? t`Source`,
      retrievedAt: t`Retrieved at`,
      dataVersion: facts.dataVersionLabel ?? t`Data version`,
    },
  }
}

/** The provenance as three more columns (CSV, JSON), the same on every row. */
function provenanceColumns<Row>(provenance: ExportProvenance | undefined): ExportColumn<Row>[] {
  if (!provenance) return []
  return [
    {
      key: 'source',
      header: provenance.labels.source,
      kind: 'text',
      value: () => provenance.source,
    },
    {
      key: 'retrieved_at',
      header: provenance.labels.retrievedAt,
      kind: 'datetime',
      value: () => provenance.retrievedAt,
    },
    {
      key: 'data_version',
      header: provenance.labels.dataVersion,
      kind: 'text',
      value: () => provenance.dataVersion,
    },
  ]
}

const ISO_DAY = /^\d{4}-\d{2}-\d{2}/

/**
 * A value as CSV and JSON write it: dates as ISO 8601 (`2001-05-03`; a point in time in UTC,
 * `2026-11-23T09:30:00.000Z`), whatever shape the Data Hub sent; anything else as it is.
 */
export function fileValue(value: unknown, kind: ValueKind): unknown {
  if (value === undefined) return null
  if (kind === 'date') {
    if (value instanceof Date) return value.toISOString().slice(0, 10)
    if (typeof value === 'string' && ISO_DAY.test(value.trim())) return value.trim().slice(0, 10)
  }
  if (kind === 'datetime') {
    const date = value instanceof Date ? value : parseApiDate(value)
    if (date) return date.toISOString()
  }
  return value
}

/**
 * The columns a file holds: the table's, then the provenance's. A dataset may have a column of
 * its own named `source` or headed "Source": the provenance then steps aside (`file_source`,
 * "Source (of the file)"), so neither overwrites nor hides the other.
 */
function fileColumns<Row>({
  columns,
  provenance,
}: Pick<TableExport<Row>, 'columns' | 'provenance'>): ExportColumn<Row>[] {
  const keys = new Set(columns.map((column) => column.key))
  const headers = new Set(columns.map((column) => column.header))
  const own = provenanceColumns<Row>(provenance).map((column) => {
    const label = column.header
    return {
      ...column,
      key: keys.has(column.key) ? `file_${column.key}` : column.key,
      header: headers.has(label) ? t`${label} (of the file)` : label,
    }
  })
  return [...columns, ...own]
}

/** The CSV header line; with `csvLines`, a CSV written page by page (the dataset export). */
export function csvHeaderLine<Row>(table: Pick<TableExport<Row>, 'columns' | 'provenance'>) {
  return csvLine(fileColumns(table).map((column) => column.header))
}

export function csvLines<Row>(
  table: Pick<TableExport<Row>, 'columns' | 'provenance'>,
  rows: readonly Row[],
): string {
  const all = fileColumns(table)
  let out = ''
  for (const row of rows)
    out += csvLine(all.map((column) => fileValue(column.value(row), column.kind)))
  return out
}

/** The JSON objects of rows, keyed by the columns' stable keys. */
export function jsonObjects<Row>(
  table: Pick<TableExport<Row>, 'columns' | 'provenance'>,
  rows: readonly Row[],
): Record<string, unknown>[] {
  const all = fileColumns(table)
  return rows.map((row) =>
    Object.fromEntries(
      all.map((column) => [column.key, fileValue(column.value(row), column.kind)]),
    ),
  )
}

export function csvTable<Row>(table: TableExport<Row>): string {
  return csvHeaderLine(table) + csvLines(table, table.rows)
}

export function jsonTable<Row>(table: TableExport<Row>): string {
  return `${JSON.stringify(jsonObjects(table, table.rows), null, 1)}\n`
}

/** The file for a table in the chosen format. XLSX loads its writer on first use. */
export async function exportTable<Row>(format: ExportFormat, table: TableExport<Row>) {
  if (format === 'xlsx') {
    const { xlsxBlob } = await import('./xlsx-sheet')
    return xlsxBlob(table)
  }
  const text = format === 'csv' ? csvTable(table) : jsonTable(table)
  return new Blob([text], { type: MIME_TYPES[format] })
}

/** `matches-2026-11-23.xlsx`: a name, today's date and the format's extension. */
export function exportFileName(base: string, format: ExportFormat, today = new Date()) {
  return `${base}-${today.toISOString().slice(0, 10)}.${format}`
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
