/**
 * Reading a list: pasted text or a CSV/TSV file (papaparse, which finds the delimiter: tabs when
 * pasted from a spreadsheet, commas or semicolons from a CSV export) or an XLSX file
 * (read-excel-file). Both libraries load only when a list is read. Files from German Excel are
 * often Windows-1252 rather than UTF-8; that is detected and decoded.
 */
import { t } from '@lingui/core/macro'
import { formatNumber } from '@/lib/format/format'
import { looksLikeHeader } from './column-guess'

/** The most rows one list may have: a run of 1,000 rows takes well under a minute on the embedded hub. */
export const MAX_ROWS = 1000

export interface ListTable {
  fileName: string | null
  /** Every non-empty row as read, the header row (if any) included. */
  raw: string[][]
  hasHeader: boolean
}

export class ListReadError extends Error {
  constructor(message: string) {
    super(message)
    this.name = 'ListReadError'
  }
}

/** Worded when called: on reading a list or while rendering, never at module load. */
export function tooManyRowsMessage(count: number) {
  const rows = formatNumber(count)
  const most = formatNumber(MAX_ROWS)
  return t`The list has ${rows} rows; at most ${most} can be matched at once. Split it and match the parts one after another.`
}

export async function parseDelimited(text: string): Promise<string[][]> {
  const { default: Papa } = await import('papaparse')
  const result = Papa.parse<string[]>(text.replace(/^\uFEFF/, ''), {
    skipEmptyLines: 'greedy',
    delimitersToGuess: ['\t', ';', ',', '|'],
  })
  return result.data.map((row) => row.map((cell) => String(cell ?? '').trim()))
}

/** UTF-8 when the bytes are valid UTF-8, else Windows-1252 (German Excel's CSV). */
export function decodeText(bytes: ArrayBuffer): string {
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(bytes)
  } catch {
    return new TextDecoder('windows-1252').decode(bytes)
  }
}

function cellText(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (value instanceof Date)
    return Number.isNaN(value.getTime()) ? '' : value.toISOString().slice(0, 10)
  return String(value).trim()
}

export async function readXlsx(file: Blob): Promise<string[][]> {
  const { readSheet } = await import('read-excel-file/universal')
  try {
    const rows = await readSheet(file)
    return rows.map((row) => row.map(cellText))
  } catch {
    throw new ListReadError(t`The file could not be read as an Excel workbook (XLSX).`)
  }
}

const isXlsx = (file: File) =>
  /\.xlsx$/i.test(file.name) ||
  file.type === 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet'

export async function readListFile(file: File): Promise<string[][]> {
  if (/\.xls$/i.test(file.name))
    throw new ListReadError(
      t`Old Excel files (.xls) cannot be read: save the sheet as XLSX or CSV.`,
    )
  if (isXlsx(file)) return readXlsx(file)
  return parseDelimited(decodeText(await file.arrayBuffer()))
}

/** Rows without trailing empty cells and without empty rows; a list needs at least one row. */
export function toListTable(rows: string[][], fileName: string | null): ListTable {
  const raw = rows
    .map((row) => {
      let end = row.length
      while (end > 0 && !row[end - 1]) end--
      return row.slice(0, end)
    })
    .filter((row) => row.length > 0)
  if (raw.length === 0) throw new ListReadError(t`The list is empty.`)
  const hasHeader = looksLikeHeader(raw[0]!)
  const count = raw.length - (hasHeader ? 1 : 0)
  if (count === 0) throw new ListReadError(t`The list has column names but no rows.`)
  if (count > MAX_ROWS) throw new ListReadError(tooManyRowsMessage(count))
  return { fileName, raw, hasHeader }
}

/**
 * The list's column names; a column without one is named by `unnamed` (English "Column 3" by
 * default, which the exported file keeps; the page passes its own words).
 */
export function listHeaders(
  list: ListTable,
  unnamed: (position: number) => string = (position) => `Column ${position}`,
): string[] {
  const width = Math.max(...list.raw.map((row) => row.length))
  return Array.from({ length: width }, (_, index) =>
    list.hasHeader && list.raw[0]![index] ? list.raw[0]![index]! : unnamed(index + 1),
  )
}

export function listRows(list: ListTable): string[][] {
  return list.hasHeader ? list.raw.slice(1) : list.raw
}
