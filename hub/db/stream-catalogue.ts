/**
 * The dataset (stream) catalogue as the routes see it: which physical table serves a stream, its
 * typed columns and its ingestion versions. Read once per database and cached, because the catalogue
 * is fixed after generation and every stream request needs it to whitelist identifiers.
 */
import type { Database } from 'better-sqlite3'

export type BasicDataType = 'String' | 'int' | 'float' | 'bool' | 'Datetime' | 'Date'

export interface StreamColumn {
  key: string
  name: string
  type: BasicDataType
  description: string
  definition: string
  semanticType: string | null
  semanticTags: string[] | null
  meta: Record<string, unknown> | null
  /** System columns (fb_id, fb_datetime, fb_data_version) are queryable but not listed as data items. */
  system: boolean
}

export interface StreamVersion {
  ordinal: number
  version: string
  ingestedAt: string
}

export interface Stream {
  key: string
  table: string
  name: { en: string; de: string }
  description: { en: string; de: string }
  keywords: string
  coverage: string[]
  sourceKey: string
  sourceName: string
  sourceUri: string
  storeVersion: string
  dataVersion: string
  dataUpdatedAt: string
  createdAt: string
  updatedAt: string
  entryCount: number
  isActive: boolean
  columns: StreamColumn[]
  columnsByName: Map<string, StreamColumn>
  versions: StreamVersion[]
}

export const SYSTEM_COLUMNS: readonly StreamColumn[] = [
  systemColumn('fb_id', 'String', 'Fingerprint of the row: a 32-hex hash of its content.'),
  systemColumn('fb_datetime', 'Datetime', 'When the row was ingested (ISO 8601 with offset).'),
  systemColumn('fb_data_version', 'String', 'UUID of the ingestion that delivered the row.'),
]

function systemColumn(name: string, type: BasicDataType, definition: string): StreamColumn {
  return {
    key: name,
    name,
    type,
    description: definition,
    definition,
    semanticType: null,
    semanticTags: null,
    meta: null,
    system: true,
  }
}

interface StreamRow {
  key: string
  table_name: string
  name_en: string
  name_de: string
  description_en: string
  description_de: string
  keywords: string
  coverage: string
  source_key: string
  source_name: string
  source_uri: string
  store_version: string
  data_version: string
  data_updated_at: string
  created_at: string
  updated_at: string
  entry_count: number
  is_active: number
}

interface ColumnRow {
  stream_key: string
  column_key: string
  name: string
  basic_data_type: BasicDataType
  description_en: string
  definition_en: string
  semantic_type: string | null
  semantic_tags: string | null
  meta: string | null
}

const cache = new WeakMap<Database, Map<string, Stream>>()

/** All streams of the database keyed by stream key, in catalogue order. */
export function streamCatalogue(db: Database): Map<string, Stream> {
  const cached = cache.get(db)
  if (cached) return cached
  const streams = new Map<string, Stream>()
  const hasCatalogue = db
    .prepare("SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'streams'")
    .get()
  if (!hasCatalogue) return streams
  const columns = db
    .prepare('SELECT * FROM stream_columns ORDER BY stream_key, position')
    .all() as ColumnRow[]
  const versions = db
    .prepare('SELECT * FROM stream_versions ORDER BY stream_key, ordinal')
    .all() as {
    stream_key: string
    ordinal: number
    version: string
    ingested_at: string
  }[]
  for (const row of db.prepare('SELECT * FROM streams ORDER BY position').all() as StreamRow[]) {
    const own = columns
      .filter((column) => column.stream_key === row.key)
      .map<StreamColumn>((column) => ({
        key: column.column_key,
        name: column.name,
        type: column.basic_data_type,
        description: column.description_en,
        definition: column.definition_en,
        semanticType: column.semantic_type,
        semanticTags: column.semantic_tags ? (JSON.parse(column.semantic_tags) as string[]) : null,
        meta: column.meta ? (JSON.parse(column.meta) as Record<string, unknown>) : null,
        system: false,
      }))
    const all = [...own, ...SYSTEM_COLUMNS]
    streams.set(row.key, {
      key: row.key,
      table: row.table_name,
      name: { en: row.name_en, de: row.name_de },
      description: { en: row.description_en, de: row.description_de },
      keywords: row.keywords,
      coverage: JSON.parse(row.coverage) as string[],
      sourceKey: row.source_key,
      sourceName: row.source_name,
      sourceUri: row.source_uri,
      storeVersion: row.store_version,
      dataVersion: row.data_version,
      dataUpdatedAt: row.data_updated_at,
      createdAt: row.created_at,
      updatedAt: row.updated_at,
      entryCount: row.entry_count,
      isActive: row.is_active === 1,
      columns: all,
      columnsByName: new Map(all.map((column) => [column.name, column])),
      versions: versions
        .filter((version) => version.stream_key === row.key)
        .map((version) => ({
          ordinal: version.ordinal,
          version: version.version,
          ingestedAt: version.ingested_at,
        })),
    })
  }
  cache.set(db, streams)
  return streams
}

export function findStream(db: Database, key: string): Stream | undefined {
  return streamCatalogue(db).get(key.replace(/^data_streams\//, ''))
}
