/**
 * Runs a test file's cases against both databases the server supports: a temporary SQLite file and
 * a real PostgreSQL server (postgres-server.ts). Each `open()` gives a fresh, migrated database.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll } from 'vitest'
import { openMonitorDb, type OpenedMonitorDb } from '../database'
import { createTestDatabase, startTestPostgres, type TestPostgres } from './postgres-server'

export type DatabaseKind = 'sqlite' | 'postgres'
export const DATABASE_KINDS: DatabaseKind[] = ['sqlite', 'postgres']

export interface TestDatabases {
  /** A fresh database of that kind; closed after the file's tests. */
  open(kind: DatabaseKind): Promise<OpenedMonitorDb>
  /** The connection settings of a fresh database, for a server process started by the test. */
  settings(kind: DatabaseKind): Promise<{ databaseUrl?: string; sqlitePath: string }>
}

export function useTestDatabases(): TestDatabases {
  let postgres: TestPostgres | null = null
  const dir = mkdtempSync(join(tmpdir(), 'monitor-db-'))
  const opened: OpenedMonitorDb[] = []
  let count = 0

  beforeAll(async () => {
    postgres = await startTestPostgres()
  }, 60_000)
  afterAll(async () => {
    for (const db of opened) await db.close()
    await postgres?.stop()
    rmSync(dir, { recursive: true, force: true })
  })

  async function settings(kind: DatabaseKind) {
    count += 1
    const sqlitePath = join(dir, `monitor-${count}.sqlite`)
    if (kind === 'sqlite') return { sqlitePath }
    if (!postgres) throw new Error('PostgreSQL did not start')
    return { sqlitePath, databaseUrl: await createTestDatabase(postgres.url, `monitor_${count}`) }
  }

  return {
    settings,
    async open(kind) {
      const db = await openMonitorDb(await settings(kind))
      opened.push(db)
      return db
    },
  }
}
