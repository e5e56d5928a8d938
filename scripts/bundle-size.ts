/**
 * The initial JavaScript of the built SPA, measured gzip-compressed from Vite's manifest: the entry
 * chunk of index.html plus every chunk it imports statically, and for a page, the lazy chunks of
 * its route (the router loads them before the page can render). Other routes and the map are
 * dynamic imports that the page does not load, so they do not count.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { gzipSync } from 'node:zlib'

interface ManifestChunk {
  file: string
  isEntry?: boolean
  imports?: string[]
  dynamicImports?: string[]
}

export interface ChunkSize {
  file: string
  bytes: number
  gzipBytes: number
}

export interface InitialJs {
  chunks: ChunkSize[]
  gzipBytes: number
  bytes: number
}

export function readManifest(distDir: string): Record<string, ManifestChunk> {
  return JSON.parse(readFileSync(join(distDir, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestChunk
  >
}

/** Entry + static imports, transitively, of the manifest entry for `entry` (default index.html). */
export function initialJs(distDir: string, entry = 'index.html'): InitialJs {
  return measureClosure(distDir, readManifest(distDir), [entry])
}

/** The route file of `/`, whose page the performance budget measures. */
export const HOME_ROUTE_FILE = 'src/routes/index.tsx'

/**
 * What a page loads before it can be used: the entry's initial JS plus the split chunks (component,
 * loader) of its route file, e.g. `src/routes/index.tsx` for `/`, with their static imports. A
 * route that is not split (vite.config.ts `splitBehavior`, as `/` is) is part of the entry.
 */
export function pageLoadJs(distDir: string, routeFile: string): InitialJs {
  const manifest = readManifest(distDir)
  const routeChunks = Object.keys(manifest).filter((key) => key.startsWith(`${routeFile}?`))
  const files = measureClosure(distDir, manifest, ['index.html', ...routeChunks])
  // The early requests' script sits inline in index.html (src/first-paint/early-data.ts): no file,
  // but parsed and run before anything else, so it counts.
  const inline = inlineScripts(distDir)
  return {
    chunks: [...files.chunks, ...inline],
    bytes: files.bytes + inline.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: files.gzipBytes + inline.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  }
}

function inlineScripts(distDir: string): InitialJs['chunks'] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  return [...html.matchAll(/<script(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)]
    .map((match) => Buffer.from(match[1]!))
    .filter((content) => content.byteLength > 0)
    .map((content, index) => ({
      file: `index.html inline script ${index + 1}`,
      bytes: content.byteLength,
      gzipBytes: gzipSync(content, { level: 9 }).byteLength,
    }))
}

function measureClosure(
  distDir: string,
  manifest: Record<string, ManifestChunk>,
  roots: string[],
): InitialJs {
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  roots.forEach(visit)
  const chunks = [...seen]
    .map((key) => manifest[key]!.file)
    .filter((file) => file.endsWith('.js'))
    .map((file) => {
      const content = readFileSync(join(distDir, file))
      return {
        file,
        bytes: content.byteLength,
        gzipBytes: gzipSync(content, { level: 9 }).byteLength,
      }
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes)
  return {
    chunks,
    bytes: chunks.reduce((sum, chunk) => sum + chunk.bytes, 0),
    gzipBytes: chunks.reduce((sum, chunk) => sum + chunk.gzipBytes, 0),
  }
}

/** The scripts index.html makes the browser fetch at once: its module script and modulepreloads. */
export function scriptsInIndexHtml(distDir: string): string[] {
  const html = readFileSync(join(distDir, 'index.html'), 'utf8')
  const sources = [
    ...html.matchAll(/<script[^>]*type="module"[^>]*src="\/([^"]+)"/g),
    ...html.matchAll(/<link[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g),
  ].map((match) => match[1]!)
  return [...new Set(sources)].sort()
}

export const formatKb = (bytes: number) => `${(bytes / 1000).toFixed(1)} KB`
