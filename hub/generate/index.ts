/**
 * Builds a complete hub database: core → relation data → records' updated_at → streams → search indexes → ANALYZE → the
 * windows of the commonest searches → dataset sort orders.
 * Writes to a temporary file and renames it into place only when complete, so a crash or an
 * interrupted first start never leaves a half-built database behind.
 */
import Database from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import { createGenerateContext, type GenerateContext, type HubScale } from './context'
import { generateCore } from './core'
import { generatorVersion } from './fingerprint'
import { applyHostileData } from './hostile'
import { settleUpdatedAt } from './record-dates'
import { generateRelationData } from './relation-data'
import { buildSearchIndexes } from './search-index'
import { storeSearchWindows } from './search-windows'
import { recordStreamChanges } from './stream-changes'
import { storeAllSortOrders } from './stream-sort-orders'
import { generateStreams } from './streams'

export interface GenerateOptions {
  path: string
  scale: HubScale
  seed: number
  /** HUB_HOSTILE: plant markup payloads in names, news and reports (hostile.ts). */
  hostile?: boolean
  progress?: GenerateContext['progress']
}

export async function generateHub({
  path,
  scale,
  seed,
  hostile = false,
  progress,
}: GenerateOptions): Promise<{ ms: number }> {
  const started = performance.now()
  mkdirSync(dirname(path), { recursive: true })
  const temporary = `${path}.${process.pid}.tmp`
  rmSync(temporary, { force: true })
  const db = new Database(temporary)
  try {
    // Bulk load: nothing to protect until the rename, so no journal and no fsync.
    db.pragma('page_size = 8192')
    db.pragma('journal_mode = OFF')
    db.pragma('synchronous = OFF')
    db.pragma('locking_mode = EXCLUSIVE')
    // Temporary files, not memory: SQLite sorts on helper threads only when it may spill to them,
    // and every index build sorts up to a million keys (index-builds.ts).
    db.pragma('temp_store = FILE')
    db.pragma('cache_size = -262144')
    db.pragma('threads = 2')
    const ctx = createGenerateContext(db, { scale, seed, ...(progress ? { progress } : {}) })
    generateCore(ctx)
    await generateRelationData(ctx)
    // Before the datasets copy organization rows: updated_at after every dated fact of a record.
    db.transaction(() => settleUpdatedAt(ctx))()
    // Statistics before the datasets' joins and the search indexes' inserts read these tables:
    // without them the planner picks nested scans (the location index took 4 s instead of 1).
    db.pragma('analysis_limit = 1000')
    db.exec('ANALYZE')
    await generateStreams(ctx)
    recordStreamChanges(ctx)
    // Before the search indexes, so the planted payloads are searchable like any other text.
    if (hostile) applyHostileData(ctx)
    buildSearchIndexes(ctx)
    ctx.progress('analyze', 0)
    db.exec('ANALYZE')
    // After ANALYZE: the windows are ranked by the query plans that serving will use.
    storeSearchWindows(ctx)
    await storeAllSortOrders(ctx, temporary)
    const ms = Math.round(performance.now() - started)
    const meta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)')
    for (const [key, value] of Object.entries({
      scale,
      seed: String(seed),
      generator_version: generatorVersion(),
      generated_at: new Date().toISOString(),
      generation_ms: String(ms),
      hostile: hostile ? '1' : '0',
      complete: '1',
    }))
      meta.run(key, value)
    db.pragma('locking_mode = NORMAL')
    db.pragma('journal_mode = WAL')
    db.close()
    for (const suffix of ['-wal', '-shm']) rmSync(`${path}${suffix}`, { force: true })
    renameSync(temporary, path)
    progress?.('done', 1)
    return { ms }
  } catch (error) {
    if (db.open) db.close()
    for (const suffix of ['', '-wal', '-shm'])
      if (existsSync(`${temporary}${suffix}`)) rmSync(`${temporary}${suffix}`, { force: true })
    throw error
  }
}
