/**
 * Reading the explorer's exported files in specs: a download's text, CSV rows (papaparse, as the
 * list matcher reads CSV), and the API names of a dataset export's columns in file order: each
 * visible column, its code column after an enumerated one (status, role, size class), then the
 * three provenance columns (src/features/datasets/api/dataset-export-table.ts).
 */
import type { Download } from '@playwright/test'
import Papa from 'papaparse'

export async function downloadText(download: Download): Promise<string> {
  const chunks = await (await download.createReadStream()).toArray()
  return Buffer.concat(chunks).toString('utf8')
}

/** The rows of a CSV file, each a list of fields, without the empty line after the last CRLF. */
export function csvRows(text: string): string[][] {
  return Papa.parse<string[]>(text.replace(/\r\n$/, ''), { newline: '\r\n' }).data
}

const ENUMERATED = ['status', 'role', 'size_class']

export const isEnumerated = (column: { name: string; semantic_type?: string | null }) =>
  ENUMERATED.includes(column.semantic_type?.toLowerCase() ?? '') || ENUMERATED.includes(column.name)

/** The JSON keys of a dataset export, which are the CSV's columns in the same order. */
export function datasetFileKeys(
  visible: readonly { name: string; semantic_type?: string | null }[],
): string[] {
  return [
    ...visible.flatMap((column) =>
      isEnumerated(column) ? [column.name, `${column.name}_code`] : [column.name],
    ),
    'source',
    'retrieved_at',
    'data_version',
  ]
}

/** A value as CSV and JSON write it: a date-time as ISO 8601 in UTC, a date as its day. */
export function isoValue(value: unknown, type: string): unknown {
  if (typeof value !== 'string' || value === '') return value
  if (type === 'Date') return value.slice(0, 10)
  if (type === 'Datetime') {
    // Without a zone the Data Hub means UTC, as the app reads it (lib/format.ts parseApiDate).
    const iso = value.replace(' ', 'T')
    const time = Date.parse(/(?:Z|[+-]\d{2}:?\d{2})$/i.test(iso) ? iso : `${iso}Z`)
    return Number.isNaN(time) ? value : new Date(time).toISOString()
  }
  return value
}
