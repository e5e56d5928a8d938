/**
 * A hash over the code that ranks stored search windows: the organization, person and location
 * search modules and every hub module they import. Windows stored at generation were ranked by
 * this code; when it changes (a new boost, another filter), they are stale, and the hub ranks
 * afresh instead of regenerating the database. Code they do not reach (sorts, relations) may change
 * freely.
 */
import { createHash } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { dirname, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const HUB = resolve(dirname(fileURLToPath(import.meta.url)), '..')
const ENTRIES = ['db/organization-search.ts', 'db/person-search.ts', 'db/location-search.ts']
const RELATIVE_IMPORT = /(?:import|export)\s[^'"]*?from\s+['"](\.[^'"]+)['"]/g
let cached: string | undefined

/** The entries and the hub modules they reach through relative imports, sorted. */
function reachedModules(): string[] {
  const seen = new Set<string>()
  const visit = (file: string) => {
    if (seen.has(file) || !file.startsWith(HUB)) return
    seen.add(file)
    for (const match of readFileSync(file, 'utf8').matchAll(RELATIVE_IMPORT)) {
      const base = resolve(dirname(file), match[1]!)
      const target = [base, `${base}.ts`].find((path) => path.endsWith('.ts') && existsSync(path))
      if (target) visit(target)
    }
  }
  for (const entry of ENTRIES) visit(resolve(HUB, entry))
  return [...seen].sort()
}

export function searchCodeVersion(): string {
  if (cached) return cached
  const hash = createHash('md5')
  for (const file of reachedModules())
    hash.update(file.slice(HUB.length)).update(readFileSync(file))
  cached = hash.digest('hex')
  return cached
}
