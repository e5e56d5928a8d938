/**
 * An RFC 4180 CSV writer (CRLF line ends, fields quoted when they hold a comma, quote, CR or LF,
 * quotes doubled). Exports are opened in spreadsheets, so text that a spreadsheet would run as a
 * formula (leading `=`, `+`, `-`, `@`, tab or CR) gets a leading apostrophe (OWASP "CSV injection").
 * Numbers and booleans are written as they are: a negative number is data, not a formula.
 */

const FORMULA_START = /^[=+\-@\t\r]/
const NEEDS_QUOTES = /[",\r\n]/

export function csvField(value: unknown): string {
  if (value === null || value === undefined) return ''
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : ''
  if (typeof value === 'boolean') return value ? 'true' : 'false'
  let text = typeof value === 'string' ? value : JSON.stringify(value)
  if (FORMULA_START.test(text)) text = `'${text}`
  return NEEDS_QUOTES.test(text) ? `"${text.replace(/"/g, '""')}"` : text
}

export function csvLine(values: readonly unknown[]): string {
  return `${values.map(csvField).join(',')}\r\n`
}

/** The header line plus one line per row, columns in the given order. */
export function csvRows(
  columns: readonly string[],
  rows: readonly Record<string, unknown>[],
): string {
  let out = ''
  for (const row of rows) out += csvLine(columns.map((column) => row[column]))
  return out
}
