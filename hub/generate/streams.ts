/**
 * Generation step 3: the dataset (stream) tables, their catalogue and the data-service catalogue.
 * Runs after the core and relation steps because most datasets are views of their tables.
 */
import type { GenerateContext } from './context'
import { buildDataset, ingestionVersions, type DatasetSpec } from './stream-builder'
import { districtsDataset, statesDataset } from './stream-datasets-geo'
import { citiesDataset, europeanCitiesDataset, postalCodesDataset } from './stream-datasets-places'
import { managementDataset, organizationsDataset } from './stream-datasets-register'
import { relationDatasets } from './stream-datasets-relations'
import { SERVICES } from '../services/definitions'

const CATALOGUE_DDL = `
CREATE TABLE streams (
  key TEXT PRIMARY KEY, position INTEGER NOT NULL, table_name TEXT NOT NULL UNIQUE,
  name_en TEXT NOT NULL, name_de TEXT NOT NULL, description_en TEXT NOT NULL, description_de TEXT NOT NULL,
  keywords TEXT NOT NULL, coverage TEXT NOT NULL, source_key TEXT NOT NULL, source_name TEXT NOT NULL,
  source_uri TEXT NOT NULL, store_version TEXT NOT NULL, data_version TEXT NOT NULL,
  data_updated_at TEXT NOT NULL, created_at TEXT NOT NULL, updated_at TEXT NOT NULL,
  entry_count INTEGER NOT NULL, is_active INTEGER NOT NULL
) WITHOUT ROWID;
CREATE TABLE stream_columns (
  stream_key TEXT NOT NULL, position INTEGER NOT NULL, column_key TEXT NOT NULL, name TEXT NOT NULL,
  basic_data_type TEXT NOT NULL, description_en TEXT NOT NULL, definition_en TEXT NOT NULL,
  semantic_type TEXT, semantic_tags TEXT, meta TEXT,
  PRIMARY KEY (stream_key, position)
) WITHOUT ROWID;
CREATE TABLE stream_versions (
  stream_key TEXT NOT NULL, ordinal INTEGER NOT NULL, version TEXT NOT NULL, ingested_at TEXT NOT NULL,
  PRIMARY KEY (stream_key, ordinal)
) WITHOUT ROWID;
CREATE TABLE services (
  key TEXT PRIMARY KEY, position INTEGER NOT NULL, definition TEXT NOT NULL
) WITHOUT ROWID;
`

function datasetSpecs(): DatasetSpec[] {
  return [
    districtsDataset,
    statesDataset,
    citiesDataset,
    postalCodesDataset,
    europeanCitiesDataset,
    organizationsDataset,
    managementDataset,
    ...relationDatasets,
  ]
}

export function generateStreams(ctx: GenerateContext): void {
  // Most of this step is CREATE INDEX on wide tables, sorted on helper threads (index-builds.ts).
  ctx.db.transaction(() => buildAll(ctx))()
  ctx.progress('streams', 1)
}

function buildAll(ctx: GenerateContext) {
  const { db } = ctx
  db.exec(CATALOGUE_DDL)
  const insertStream = db.prepare(
    `INSERT INTO streams VALUES (@key, @position, @table, @name_en, @name_de, @description_en, @description_de,
       @keywords, @coverage, @source_key, @source_name, @source_uri, @store_version, @data_version,
       @data_updated_at, @created_at, @updated_at, @entry_count, 1)`,
  )
  const insertColumn = db.prepare(
    'INSERT INTO stream_columns VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?)',
  )
  const insertVersion = db.prepare('INSERT INTO stream_versions VALUES (?, ?, ?, ?)')
  const specs = datasetSpecs()
  specs.forEach((spec, position) => {
    ctx.progress(`streams: ${spec.table}`, position / specs.length)
    const entryCount = buildDataset(ctx, spec)
    const versions = ingestionVersions(spec, ctx.now)
    const latest = versions[versions.length - 1]!
    insertStream.run({
      key: spec.key,
      position,
      table: spec.table,
      name_en: spec.name.en,
      name_de: spec.name.de,
      description_en: spec.description.en,
      description_de: spec.description.de,
      keywords: spec.keywords,
      coverage: JSON.stringify(spec.coverage),
      source_key: spec.source.key,
      source_name: spec.source.name,
      source_uri: spec.source.uri,
      store_version: '2',
      data_version: latest.version,
      data_updated_at: latest.ingestedAt,
      created_at: versions[0]!.ingestedAt,
      updated_at: latest.ingestedAt,
      entry_count: entryCount,
    })
    spec.columns.forEach((column, index) => {
      insertColumn.run(
        spec.key,
        index,
        `${spec.key}_${column.name}`,
        column.name,
        column.type,
        column.description,
        column.definition ?? column.description,
        column.semanticType ?? null,
        column.tags ? JSON.stringify(column.tags) : null,
        column.unit ? JSON.stringify({ unit: column.unit }) : null,
      )
    })
    for (const version of versions)
      insertVersion.run(spec.key, version.ordinal, version.version, version.ingestedAt)
  })
  const insertService = db.prepare('INSERT INTO services VALUES (?, ?, ?)')
  SERVICES.forEach((service, position) =>
    insertService.run(service.key, position, JSON.stringify(service)),
  )
}
