/**
 * A hash over the generator's sources, the domain modules it shares with serving, and the schemas.
 * Stored in the database's meta table: when any of these files changes, an existing database is
 * stale and is regenerated on open.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'

const ROOTS = ['../generate', '../domain', '../db', '../services'].map((relative) =>
  fileURLToPath(new URL(relative, import.meta.url)),
)

let cached: string | undefined

export function generatorVersion(): string {
  if (cached) return cached
  const hash = createHash('md5')
  const visit = (directory: string) => {
    for (const entry of readdirSync(directory, { withFileTypes: true }).sort((a, b) =>
      a.name.localeCompare(b.name),
    )) {
      const path = join(directory, entry.name)
      if (entry.isDirectory()) visit(path)
      else if (isGeneratorSource(directory, entry.name))
        hash.update(entry.name).update(readFileSync(path))
    }
  }
  for (const root of ROOTS) visit(root)
  cached = hash.digest('hex')
  return cached
}

/** Generator code and every schema; not query modules or tests, which do not change the data. */
function isGeneratorSource(directory: string, name: string): boolean {
  if (name.endsWith('.test.ts')) return false
  if (directory.endsWith('/db')) return name.endsWith('.sql')
  return name.endsWith('.ts') || name.endsWith('.sql') || name.endsWith('.json')
}
