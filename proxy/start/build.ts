/**
 * `npm start` builds the SPA only when it has to: when dist/ is missing or any source is newer than
 * the last build. The build runs in a child process so Vite's memory is returned when it ends.
 */
import { spawn } from 'node:child_process'
import { readdir, stat } from 'node:fs/promises'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

// Everything that changes the bundle. The hub and the proxy are not bundled.
const SOURCES = ['src', 'public', 'index.html', 'vite.config.ts', 'package.json', 'tsconfig.json']

async function newestMtime(path: string): Promise<number> {
  const info = await stat(path).catch(() => null)
  if (!info) return 0
  if (!info.isDirectory()) return info.mtimeMs
  const entries = await readdir(path, { recursive: true, withFileTypes: true })
  const times = await Promise.all(
    entries
      .filter((entry) => entry.isFile())
      .map((entry) => stat(join(entry.parentPath, entry.name)).then((s) => s.mtimeMs)),
  )
  return Math.max(info.mtimeMs, ...times)
}

/** Why a build is needed, or null when dist/ is current. */
export async function buildReason(root: string): Promise<string | null> {
  const built = await stat(join(root, 'dist', 'index.html')).catch(() => null)
  if (!built) return 'dist/ is missing'
  const newest = Math.max(
    ...(await Promise.all(SOURCES.map((source) => newestMtime(join(root, source))))),
  )
  return newest > built.mtimeMs ? 'sources changed since the last build' : null
}

export function runViteBuild(root: string): Promise<void> {
  // vite's `exports` hide bin/; its package.json is exported and sits beside it.
  const vite = join(
    dirname(createRequire(join(root, 'package.json')).resolve('vite/package.json')),
    'bin',
    'vite.js',
  )
  return new Promise((resolve, reject) => {
    // A caller's NODE_ENV (vitest sets `test`) would otherwise ship React's development build.
    const env = { ...process.env, NODE_ENV: 'production' }
    const child = spawn(process.execPath, [vite, 'build'], { cwd: root, stdio: 'inherit', env })
    child.on('error', reject)
    child.on('exit', (code, signal) =>
      code === 0
        ? resolve()
        : reject(new Error(`vite build failed (${signal ?? `exit code ${code}`})`)),
    )
  })
}
