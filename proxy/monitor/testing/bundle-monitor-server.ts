/**
 * monitor-server.ts bundled into one JavaScript file, so a test starts it with plain `node`: under
 * `--import tsx` each process transpiles and resolves every module through the loader, about 9 s on
 * a busy machine against about 4 s for the bundle. Packages stay external; the file lies under
 * node_modules/.cache so Node resolves them from the project. `remove()` deletes it.
 */
import { mkdirSync, mkdtempSync, rmSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'

const root = fileURLToPath(new URL('../../..', import.meta.url))

export async function bundleMonitorServer(): Promise<{ file: string; remove: () => void }> {
  const cache = join(root, 'node_modules', '.cache')
  mkdirSync(cache, { recursive: true })
  const dir = mkdtempSync(join(cache, 'monitor-server-'))
  const file = join(dir, 'monitor-server.mjs')
  await build({
    entryPoints: [fileURLToPath(new URL('./monitor-server.ts', import.meta.url))],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile: file,
    logLevel: 'error',
  })
  return { file, remove: () => rmSync(dir, { recursive: true, force: true }) }
}
