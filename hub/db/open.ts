/**
 * Opens the hub database, generating it first when the file is missing, incomplete, or was made
 * for another scale, seed or generator version. Generation is guarded by a lock directory, so
 * parallel processes (test workers, a dev server and a test run) build the file only once.
 */
import Database from 'better-sqlite3'
import { existsSync, mkdirSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'
import type { GenerateContext, HubScale } from '../generate/context'
import { generatorVersion } from '../generate/fingerprint'
import { generateHub } from '../generate/index'

export interface OpenOptions {
  path: string
  scale: HubScale
  seed: number
  /** Hostile-data mode (hub/generate/hostile.ts): a different database, checked in its meta. */
  hostile?: boolean
  progress?: GenerateContext['progress']
  /** Called when the database had to be generated, with the generation time. */
  onGenerated?: (info: { ms: number }) => void
}

type HubDatabase = Database.Database

export async function openHubDatabase(options: OpenOptions): Promise<HubDatabase> {
  const { path } = options
  for (;;) {
    if (isComplete(path, options)) return openReadOnly(path)
    if (acquireLock(path)) {
      try {
        // Another process may have finished while we waited for the lock.
        if (!isComplete(path, options)) {
          const { ms } = await generateHub(options)
          options.onGenerated?.({ ms })
        }
      } finally {
        releaseLock(path)
      }
      continue
    }
    await new Promise((resolve) => setTimeout(resolve, 200))
  }
}

/** The meta table says: complete, same scale, same seed, same generator version. */
export function isComplete(
  path: string,
  { scale, seed, hostile = false }: { scale: HubScale; seed: number; hostile?: boolean },
): boolean {
  if (!existsSync(path)) return false
  let db: HubDatabase | undefined
  try {
    db = new Database(path, { readonly: true, fileMustExist: true })
    const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]
    const meta = Object.fromEntries(rows.map((row) => [row.key, row.value]))
    return (
      meta.complete === '1' &&
      meta.scale === scale &&
      meta.seed === String(seed) &&
      (meta.hostile ?? '0') === (hostile ? '1' : '0') &&
      meta.generator_version === generatorVersion()
    )
  } catch {
    return false
  } finally {
    db?.close()
  }
}

export function readMeta(db: HubDatabase): Record<string, string> {
  const rows = db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]
  return Object.fromEntries(rows.map((row) => [row.key, row.value]))
}

/** Opens a database that is known to be complete (hub workers: the main thread generated it). */
export function openReadOnly(path: string): HubDatabase {
  const db = new Database(path, { readonly: true, fileMustExist: true })
  // The whole working set of a default-scale hub fits in the page cache and the memory map.
  db.pragma('cache_size = -131072')
  db.pragma('mmap_size = 1073741824')
  return db
}

const lockPath = (path: string) => `${path}.lock`

/** mkdir is atomic: whoever creates the directory owns the lock. A lock whose owner died is stale. */
function acquireLock(path: string): boolean {
  mkdirSync(dirname(path), { recursive: true })
  const lock = lockPath(path)
  try {
    mkdirSync(lock)
    writeFileSync(`${lock}/pid`, String(process.pid))
    return true
  } catch {
    if (isStale(lock)) rmSync(lock, { recursive: true, force: true })
    return false
  }
}

function isStale(lock: string): boolean {
  try {
    const pid = Number(readFileSync(`${lock}/pid`, 'utf8'))
    process.kill(pid, 0)
    return false
  } catch (error) {
    // EPERM: the process exists but belongs to someone else. A lock without pid file is fresh
    // for a moment (its owner is about to write it), stale after a minute.
    if ((error as NodeJS.ErrnoException).code === 'EPERM') return false
    try {
      return (
        (error as NodeJS.ErrnoException).code === 'ESRCH' ||
        Date.now() - statSync(lock).mtimeMs > 60_000
      )
    } catch {
      return false
    }
  }
}

function releaseLock(path: string) {
  rmSync(lockPath(path), { recursive: true, force: true })
}
