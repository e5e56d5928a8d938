/**
 * The initial JavaScript of the built SPA: the entry chunk of index.html plus every chunk it
 * imports statically (what the browser loads before any interaction; lazy routes and the map are
 * dynamic imports and do not count), measured gzip-compressed. Read from Vite's manifest.
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
  const manifest = readManifest(distDir)
  const seen = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    const chunk = manifest[key]
    if (!chunk) throw new Error(`manifest has no chunk ${key}`)
    seen.add(key)
    for (const imported of chunk.imports ?? []) visit(imported)
  }
  visit(entry)
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
