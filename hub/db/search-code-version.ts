/**
 * A hash over the hub's query modules (hub/db/*.ts). Search windows stored at generation were
 * ranked by this code; when it changes (a new boost, another filter), they are stale, and the hub
 * ranks afresh instead of regenerating the database.
 */
import { createHash } from 'node:crypto'
import { readdirSync, readFileSync } from 'node:fs'
import { fileURLToPath } from 'node:url'

const DIRECTORY = fileURLToPath(new URL('.', import.meta.url))
let cached: string | undefined

export function searchCodeVersion(): string {
  if (cached) return cached
  const hash = createHash('md5')
  for (const name of readdirSync(DIRECTORY).sort())
    if (name.endsWith('.ts') && !name.endsWith('.test.ts'))
      hash.update(name).update(readFileSync(`${DIRECTORY}${name}`))
  cached = hash.digest('hex')
  return cached
}
