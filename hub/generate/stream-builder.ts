/**
 * Materialises one dataset: a physical table with typed columns plus the system columns, filled by a
 * single INSERT … SELECT so a million rows stay inside the generation budget. Rows keep the order
 * the SELECT produced them in (rowid order is not fb_id order): sorts break ties by rowid, and the
 * documented default order by fb_id is stored like a column's (stream-sort-orders.ts).
 */
import { createHash, hash } from 'node:crypto'
import type { Database } from 'better-sqlite3'
import type { BasicDataType } from '../db/stream-catalogue'
import type { GenerateContext } from './context'
import { buildIndexes } from './index-builds'
import { VERSION_COUNT } from '../db/stream-versions'

export interface DatasetColumnSpec {
  name: string
  type: BasicDataType
  description: string
  /** Defaults to the description. */
  definition?: string
  semanticType?: string
  tags?: string[]
  unit?: string
  /** Long free text gains nothing from an index (nobody pages through it sorted); it still sorts. */
  indexed?: boolean
}

export interface DatasetSpec {
  key: string
  table: string
  name: { en: string; de: string }
  description: { en: string; de: string }
  /** Extra search words (German and English) so /search/data finds the dataset by topic. */
  keywords: string
  coverage: string[]
  source: { key: string; name: string; uri: string }
  columns: DatasetColumnSpec[]
  /** A SELECT whose result columns carry the names of `columns`. */
  select: (ctx: GenerateContext) => string
  /** Runs before `select`, e.g. to stage rows from a data package in a temp table. */
  prepare?: (ctx: GenerateContext) => void
  /** Composite indexes for multi-key sorts the UI and the bench use. */
  compositeIndexes?: string[][]
}

const SQL_TYPES: Record<BasicDataType, string> = {
  String: 'TEXT',
  int: 'INTEGER',
  float: 'REAL',
  bool: 'INTEGER',
  Datetime: 'TEXT',
  Date: 'TEXT',
}

/** One age per ingestion (VERSION_COUNT): the initial load and two refreshes. */
const VERSION_AGES_DAYS = [420, 120, 14]

export function ingestionVersions(spec: DatasetSpec, now: string) {
  return VERSION_AGES_DAYS.slice(0, VERSION_COUNT).map((days, index) => ({
    ordinal: index + 1,
    version: uuidFrom(`${spec.key}:ingestion:${index + 1}`),
    ingestedAt: isoMinusDays(now, days),
  }))
}

export function buildDataset(ctx: GenerateContext, spec: DatasetSpec): number {
  const { db } = ctx
  registerFingerprint(db)
  spec.prepare?.(ctx)
  const names = spec.columns.map((column) => quote(column.name))
  const definitions = spec.columns.map(
    (column) => `${quote(column.name)} ${SQL_TYPES[column.type]}`,
  )
  // Only fb_id is stored: fb_datetime and fb_data_version follow from it (see db/stream-versions.ts),
  // which keeps the million-row tables narrow and every index build short.
  db.exec(`CREATE TABLE ${quote(spec.table)} (fb_id TEXT NOT NULL, ${definitions.join(', ')})`)
  // The key and every value joined by U+001F, a NULL as empty text. concat_ws builds that text in
  // one piece, where a chain of || copied the growing string once per column (the KPI table's
  // insert took 5.7 s of CPU instead of 7.5). It skips NULL arguments, hence the coalesce.
  const content = names.map((name) => `coalesce(${name}, '')`).join(', ')
  db.exec(
    `INSERT INTO ${quote(spec.table)} (fb_id, ${names.join(', ')}) ` +
      `SELECT fb_fingerprint(concat_ws(char(31), '${spec.key}', ${content})), ${names.join(', ')} FROM (${spec.select(ctx)})`,
  )
  // Every sortable column gets its own index, even the first column of a composite: sorts break
  // ties by rowid, which a single-column index serves and a composite one does not.
  const indexed = spec.columns
    .filter((column) => column.indexed !== false)
    .map((column) => column.name)
  buildIndexes(db, [
    ...['fb_id', ...indexed].map(
      (column) =>
        `CREATE INDEX ${quote(`${spec.table}__${column}`)} ON ${quote(spec.table)} (${quote(column)})`,
    ),
    ...(spec.compositeIndexes ?? []).map(
      (columns) =>
        `CREATE INDEX ${quote(`${spec.table}__${columns.join('__')}`)} ON ${quote(spec.table)} ` +
        `(${columns.map(quote).join(', ')})`,
    ),
  ])
  db.exec(`DROP TABLE IF EXISTS temp.${quote(`stage_${spec.table}`)}`)
  return (db.prepare(`SELECT COUNT(*) AS n FROM ${quote(spec.table)}`).get() as { n: number }).n
}

const registered = new WeakSet<Database>()

function registerFingerprint(db: Database) {
  if (registered.has(db)) return
  db.function('fb_fingerprint', { deterministic: true }, (content: unknown) =>
    hash('md5', String(content)),
  )
  registered.add(db)
}

/** Identifiers here come from the spec files only, never from requests; quoting is belt and braces. */
export function quote(identifier: string) {
  return `"${identifier.replace(/"/g, '""')}"`
}

function uuidFrom(seed: string): string {
  const hex = createHash('md5').update(seed).digest('hex')
  const variant = ((parseInt(hex[16]!, 16) & 0x3) | 0x8).toString(16)
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-${variant}${hex.slice(17, 20)}-${hex.slice(20, 32)}`
}

function isoMinusDays(iso: string, days: number): string {
  const date = new Date(Date.parse(iso) - days * 86_400_000)
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000+00:00')
}
