/**
 * Serves the built SPA from dist/. Vite content-hashes everything under /assets/, so those files may
 * be cached forever; index.html must be revalidated so a new build is picked up. Any other GET that
 * is not a file gets index.html (history fallback: deep links are client-side routes), except under
 * /assets/, where a missing file is a real 404 rather than HTML the browser would try to run.
 * Files are served compressed (brotli and gzip) from memory: dist/ is small and immutable while the
 * server runs. The build writes the compressed copies beside each file (proxy/gateway/precompress.ts); they
 * are served only when they hold their original's content (checked when the file is first read),
 * and a file without matching copies is compressed here, once.
 *
 * Paths with a segment that starts with a dot are never served (404): the build's manifest
 * (/.vite/manifest.json) says which chunk holds which source file. The server reads it itself, to
 * name a route's code in index.html.
 */
import { createHash } from 'node:crypto'
import { readdir, readFile, stat } from 'node:fs/promises'
import { extname, join, relative, resolve, sep } from 'node:path'
import {
  compress,
  COMPRESSIBLE_TYPE,
  copyHolds,
  MIN_COMPRESSED_SIZE,
  type Encoded,
} from './precompress'
import { inlineScriptHashes } from '../../src/first-paint/server/inline-scripts'
import {
  routeChunks,
  withRouteCode,
  type ViteManifest,
} from '../../src/first-paint/server/route-preload'

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.geojson': 'application/geo+json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.wasm': 'application/wasm',
}
export const IMMUTABLE = 'public, max-age=31536000, immutable'
export const REVALIDATE = 'no-cache'

interface CachedFile {
  version: string
  type: string
  etag: string
  identity: Buffer
  encoded: Promise<Encoded>
}

/**
 * The build's compressed copies of a file, when both exist and hold exactly the file's content.
 * Their times say nothing: a reproducible build gives every file the same one, so a copy an older
 * build left looks as new as the file (and an old index.html's inline script fails the CSP).
 */
async function precompressed(file: string, identity: Buffer): Promise<Encoded | null> {
  const [br, gz] = await Promise.all(
    [`${file}.br`, `${file}.gz`].map((path) => readFile(path).catch(() => null)),
  )
  if (!br || !gz) return null
  const [brHolds, gzHolds] = await Promise.all([
    copyHolds(br, 'br', identity),
    copyHolds(gz, 'gzip', identity),
  ])
  return brHolds && gzHolds ? { br, gzip: gz } : null
}

/** A path inside dist/ with a segment that starts with a dot: /.vite/ and the like. */
const hidden = (path: string) => path.split(sep).some((segment) => segment.startsWith('.'))

export function createStaticHandler(distDir: string) {
  const root = resolve(distDir)
  const cache = new Map<string, CachedFile>()

  async function load(file: string): Promise<CachedFile | null> {
    const info = await stat(file).catch(() => null)
    if (!info?.isFile()) return null
    const version = `${info.size}:${info.mtimeMs}`
    const cached = cache.get(file)
    if (cached?.version === version) return cached
    const identity = await readFile(file)
    const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
    const entry = prepare(identity, type, version, precompressed(file, identity))
    cache.set(file, entry)
    return entry
  }

  /** A file ready to serve; `ready` is the build's compressed copies when it has them. */
  function prepare(
    identity: Buffer,
    type: string,
    version: string,
    ready: Promise<Encoded | null> = Promise.resolve(null),
  ): CachedFile {
    const compressible = COMPRESSIBLE_TYPE.test(type) && identity.byteLength >= MIN_COMPRESSED_SIZE
    const entry: CachedFile = {
      version,
      type,
      etag: `"${createHash('sha1').update(identity).digest('base64url').slice(0, 22)}"`,
      identity,
      encoded: compressible
        ? ready.then((copies) => copies ?? compress(identity))
        : Promise.resolve({}),
    }
    return entry
  }

  // index.html with the route's chunks named (route-preload.ts), one variant per route and build.
  const withRoute = new Map<string, CachedFile>()
  let manifest: { version: string; chunks: ViteManifest | null } | null = null

  async function readManifest(): Promise<ViteManifest | null> {
    const file = await load(join(root, '.vite', 'manifest.json'))
    if (!file) return null
    if (manifest?.version !== file.version) {
      let chunks: ViteManifest | null = null
      try {
        chunks = JSON.parse(file.identity.toString('utf8')) as ViteManifest
      } catch {
        // A build without a readable manifest still serves its pages, without early route code.
      }
      manifest = { version: file.version, chunks }
    }
    return manifest.chunks
  }

  // The CSP hashes of index.html's inline scripts, per build (the route variants add none).
  let scripts: { version: string; hashes: readonly string[] } = { version: '', hashes: [] }

  async function indexFor(pathname: string): Promise<CachedFile | null> {
    const index = await load(join(root, 'index.html'))
    if (index && scripts.version !== index.version)
      scripts = { version: index.version, hashes: inlineScriptHashes(index.identity.toString()) }
    const chunks = index ? await readManifest() : null
    const files = chunks ? routeChunks(chunks, pathname) : []
    if (!index || files.length === 0) return index
    const version = `${index.version}|${files.join(',')}`
    let variant = withRoute.get(version)
    if (!variant) {
      // A new build replaces every variant of the old one.
      for (const key of withRoute.keys())
        if (!key.startsWith(`${index.version}|`)) withRoute.delete(key)
      const html = withRouteCode(index.identity.toString('utf8'), files)
      variant = prepare(Buffer.from(html, 'utf8'), index.type, version)
      withRoute.set(version, variant)
    }
    return variant
  }

  /** The file a URL path names, or null when it is not inside dist/. */
  function fileFor(pathname: string): string | null {
    let decoded: string
    try {
      decoded = decodeURIComponent(pathname)
    } catch {
      return null
    }
    if (decoded.includes('\0')) return null
    const file = resolve(join(root, decoded))
    return file.startsWith(root + sep) ? file : null
  }

  async function respond(
    request: Request,
    file: CachedFile,
    cacheControl: string,
  ): Promise<Response> {
    const accepts = request.headers.get('accept-encoding') ?? ''
    const encoded = await file.encoded
    const encoding =
      encoded.br && /\bbr\b/.test(accepts)
        ? 'br'
        : encoded.gzip && /\bgzip\b/.test(accepts)
          ? 'gzip'
          : null
    const body = encoding ? encoded[encoding]! : file.identity
    const etag = encoding ? file.etag.replace(/"$/, `-${encoding}"`) : file.etag
    const headers: Record<string, string> = {
      'content-type': file.type,
      'cache-control': cacheControl,
      etag,
    }
    if (encoded.br) headers.vary = 'Accept-Encoding'
    if (encoding) headers['content-encoding'] = encoding
    if (
      request.headers
        .get('if-none-match')
        ?.split(/\s*,\s*/)
        .includes(etag)
    ) {
      return new Response(null, { status: 304, headers })
    }
    headers['content-length'] = String(body.byteLength)
    return new Response(request.method === 'HEAD' ? null : new Uint8Array(body), { headers })
  }

  async function handle(request: Request): Promise<Response> {
    if (request.method !== 'GET' && request.method !== 'HEAD') {
      return new Response('Method not allowed', {
        status: 405,
        headers: { allow: 'GET, HEAD', 'content-type': 'text/plain' },
      })
    }
    const { pathname } = new URL(request.url)
    const path = fileFor(pathname)
    if (path && hidden(relative(root, path))) {
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
      })
    }
    const file = path && !pathname.endsWith('/') ? await load(path) : null
    if (file)
      return respond(request, file, pathname.startsWith('/assets/') ? IMMUTABLE : REVALIDATE)
    if (pathname.startsWith('/assets/')) {
      return new Response('Not found', {
        status: 404,
        headers: { 'content-type': 'text/plain; charset=utf-8', 'cache-control': REVALIDATE },
      })
    }
    const index = await indexFor(pathname)
    if (!index)
      return new Response('The app has not been built.', {
        status: 503,
        headers: { 'content-type': 'text/plain' },
      })
    return respond(request, index, REVALIDATE)
  }

  /** Reads every file (and its compressed copies) ahead of the first request. */
  async function warm(): Promise<number> {
    const names = (await readdir(root, { recursive: true })).filter(
      (name) => !/\.(br|gz)$/.test(name),
    )
    const files = await Promise.all(
      names.map((name) => load(join(root, name)).then((file) => file?.encoded)),
    )
    return files.filter(Boolean).length
  }

  /** The inline-script hashes of the index.html last served (none before the first). */
  const scriptHashes = () => scripts.hashes

  return { handle, warm, scriptHashes }
}
