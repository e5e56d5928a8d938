/** Bulk-insert helpers: one prepared statement per table, rows as plain objects. */
import type { Database, Statement } from 'better-sqlite3'
import { batchInserter, type Cell } from './batch-insert'

export function inserter<Row extends Record<string, unknown>>(
  db: Database,
  table: string,
  columns: readonly (keyof Row & string)[],
) {
  const statement: Statement = db.prepare(
    `INSERT INTO ${table} (${columns.join(', ')}) VALUES (${columns.map((column) => `@${column}`).join(', ')})`,
  )
  return (row: Row) => statement.run(row)
}

/**
 * The same for the large core tables, a few hundred rows per statement call (batch-insert.ts):
 * the rows reach the table in the same order, but only when the batch fills or at `finish()`,
 * so nothing may read the table before then.
 */
export function batchedInserter<Row extends Record<string, unknown>>(
  db: Database,
  table: string,
  columns: readonly (keyof Row & string)[],
) {
  const batch = batchInserter(db, table, columns)
  const cells: Cell[] = new Array<Cell>(columns.length)
  return {
    push(row: Row) {
      for (let index = 0; index < columns.length; index++)
        cells[index] = row[columns[index]!] as Cell
      batch.push(cells)
    },
    finish: () => batch.finish(),
  }
}

/** Sets `version` to the content hash of every other field, so any change changes the version. */
export function withVersion<Row extends Record<string, unknown>>(
  row: Row,
): Row & { version: string } {
  return Object.assign(row, { version: hashValues(Object.values(row)) })
}

const hex = (value: number) => (value >>> 0).toString(16).padStart(8, '0')

/**
 * A 128-bit content hash (32 hex) of field values: four multiplicative lanes with a final
 * avalanche. Not cryptographic, but several times faster than md5 over JSON for a million
 * records, and any changed character changes it.
 */
export function hashValues(values: readonly unknown[]): string {
  const text = values
    .map((value) => (value === null || value === undefined ? '\u0000' : String(value)))
    .join('\u0001')
  let h1 = 0x811c9dc5
  let h2 = 0x9e3779b9
  let h3 = 0x85ebca6b
  let h4 = 0xc2b2ae35
  for (let index = 0; index < text.length; index++) {
    const code = text.charCodeAt(index)
    h1 = Math.imul(h1 ^ code, 0x01000193)
    h2 = Math.imul(h2 ^ code, 0x5bd1e995)
    h3 = Math.imul(h3 ^ code, 0x27d4eb2d)
    h4 = Math.imul(h4 ^ code, 0x165667b1)
  }
  return hex(mix(h1, h4)) + hex(mix(h2, h1)) + hex(mix(h3, h2)) + hex(mix(h4, h3))
}

/**
 * The final avalanche of one lane. Hot helpers live at module level: tsx keeps function names
 * with a helper call per closure it creates, which cost seconds over a million rows.
 */
function mix(h: number, salt: number) {
  h = Math.imul(h ^ (h >>> 16) ^ salt, 0x85ebca6b)
  h = Math.imul(h ^ (h >>> 13), 0xc2b2ae35)
  return h ^ (h >>> 16)
}

/** Great-circle distance in kilometres. */
export function distanceKm(lat1: number, lon1: number, lat2: number, lon2: number): number {
  const rad = Math.PI / 180
  const dLat = (lat2 - lat1) * rad
  const dLon = (lon2 - lon1) * rad
  const a =
    Math.sin(dLat / 2) ** 2 + Math.cos(lat1 * rad) * Math.cos(lat2 * rad) * Math.sin(dLon / 2) ** 2
  return 12_742 * Math.asin(Math.min(1, Math.sqrt(a)))
}

export const round = (value: number, digits: number) =>
  Math.round(value * 10 ** digits) / 10 ** digits
