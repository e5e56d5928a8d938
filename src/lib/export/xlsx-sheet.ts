/**
 * XLSX cells from export columns, written by `write-excel-file` (its `universal` build: it makes
 * the file in the page, without the Web Worker of its browser build, which the CSP's
 * `script-src 'self'` would refuse as a blob: worker). Loaded only by `exportTable`.
 */
import writeXlsxFile, { type Cell } from 'write-excel-file/universal'
import type { ValueKind } from '@/lib/format/value-kind'
import { parseApiDate } from '@/lib/format/format'
import type { TableExport } from './table-export'

const HEADER_STYLE = { fontWeight: 'bold' } as const
/** ISO dates read the same in every locale and sort as text too. */
const DATE_FORMAT = 'yyyy-mm-dd'
const DATETIME_FORMAT = 'yyyy-mm-dd hh:mm:ss'

function asNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value
  return typeof number === 'number' && Number.isFinite(number) ? number : null
}

function asText(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value)
}

/** One cell: empty for null, the kind's type when the value reads as it, else text. */
export function xlsxCell(value: unknown, kind: ValueKind): Cell {
  if (value === null || value === undefined || value === '') return null
  switch (kind) {
    case 'integer':
    case 'decimal': {
      const number = asNumber(value)
      if (number !== null) return { type: Number, value: number }
      break
    }
    case 'boolean':
      if (typeof value === 'boolean') return { type: Boolean, value }
      break
    case 'date':
    case 'datetime': {
      const date = value instanceof Date ? value : parseApiDate(value)
      if (date) {
        const timeOfDay = date.getTime() % 86_400_000 !== 0
        return {
          type: Date,
          value: date,
          format: kind === 'datetime' && timeOfDay ? DATETIME_FORMAT : DATE_FORMAT,
        }
      }
      break
    }
    case 'text':
      break
  }
  // `@` marks the cell as text, so a spreadsheet keeps `01067` and long hex IDs as written.
  return { type: String, value: asText(value), format: '@' }
}

/** Source, retrieval time and data version above the table, each a label and a typed cell. */
function provenanceBlock<Row>({ provenance }: TableExport<Row>): Cell[][] {
  if (!provenance) return []
  const label = (value: string): Cell => ({ type: String, value, ...HEADER_STYLE })
  return [
    [label(provenance.labels.source), xlsxCell(provenance.source, 'text')],
    [label(provenance.labels.retrievedAt), xlsxCell(provenance.retrievedAt, 'datetime')],
    [label(provenance.labels.dataVersion), xlsxCell(provenance.dataVersion, 'text')],
    [],
  ]
}

export function xlsxRows<Row>(table: TableExport<Row>): Cell[][] {
  const { columns, rows } = table
  const header: Cell[] = columns.map((column) => ({
    type: String,
    value: column.header,
    ...HEADER_STYLE,
  }))
  return [
    ...provenanceBlock(table),
    header,
    ...rows.map((row) => columns.map((column) => xlsxCell(column.value(row), column.kind))),
  ]
}

export async function xlsxBlob<Row>(table: TableExport<Row>): Promise<Blob> {
  const sheet = (table.sheetName ?? 'Sheet1').replace(/[\\/?*[\]:]/g, ' ').slice(0, 31)
  const columns = table.columns.map((column) => ({
    width: Math.min(Math.max(column.header.length + 2, column.kind === 'text' ? 16 : 12), 48),
  }))
  return writeXlsxFile(xlsxRows(table), { sheet, columns }).toBlob()
}
