/**
 * Opens the monitoring database: PostgreSQL when DATABASE_URL is set (several server processes
 * share it), otherwise the server's own SQLite file under `.data/`. Migrates before returning.
 */
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import Database from 'better-sqlite3'
import { Kysely, PostgresDialect, SqliteDialect } from 'kysely'
import pg from 'pg'
import { migrateToLatest } from './migrations'
import type { MonitorSchema } from './schema'

export type MonitorDb = Kysely<MonitorSchema>

export interface OpenedMonitorDb {
  db: MonitorDb
  kind: 'sqlite' | 'postgres'
  /** For the console; never the password. */
  description: string
  close(): Promise<void>
}

// PostgreSQL answers bigint (int8) as a string by default; lease expiry times fit in a double.
pg.types.setTypeParser(pg.types.builtins.INT8, (value) => Number(value))

export async function openMonitorDb(options: {
  databaseUrl?: string | undefined
  sqlitePath: string
}): Promise<OpenedMonitorDb> {
  let db: MonitorDb
  let opened: Omit<OpenedMonitorDb, 'db' | 'close'>
  if (options.databaseUrl) {
    const url = new URL(options.databaseUrl)
    db = new Kysely<MonitorSchema>({
      dialect: new PostgresDialect({
        pool: new pg.Pool({ connectionString: options.databaseUrl, max: 10 }),
      }),
    })
    opened = { kind: 'postgres', description: `PostgreSQL at ${url.host}${url.pathname}` }
  } else {
    mkdirSync(dirname(options.sqlitePath), { recursive: true })
    const sqlite = new Database(options.sqlitePath)
    // Readers never wait for the scheduler's writes; a second process waits instead of failing.
    sqlite.pragma('journal_mode = WAL')
    sqlite.pragma('busy_timeout = 5000')
    sqlite.pragma('foreign_keys = ON')
    db = new Kysely<MonitorSchema>({ dialect: new SqliteDialect({ database: sqlite }) })
    opened = { kind: 'sqlite', description: `SQLite file ${options.sqlitePath}` }
  }
  try {
    await migrateToLatest(db as Kysely<unknown>)
  } catch (error) {
    await db.destroy()
    throw error
  }
  return { db, ...opened, close: () => db.destroy() }
}
