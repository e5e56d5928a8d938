/**
 * Brotli (quality 11) and gzip (level 9) of the built SPA, made once by `vite build` and read by
 * the server (proxy/gateway/static.ts). Compressing 2 MB at brotli's top quality costs seconds of CPU: done
 * at every server start, the first visitor's entry script waited behind a hundred chunks, and on
 * a busy machine (the end-to-end suite starts a dozen servers) for longer than a test may take.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { promisify } from 'node:util'
import { brotliCompress, brotliDecompress, constants as zlib, gunzip, gzip } from 'node:zlib'
import type { Plugin } from 'vite'

const brotli = promisify(brotliCompress)
const gzipAsync = promisify(gzip)
const unbrotli = promisify(brotliDecompress)
const gunzipAsync = promisify(gunzip)

/** Text that compresses; images and fonts are compressed already. */
export const COMPRESSIBLE_TYPE = /^(text\/|application\/(json|geo\+json|manifest\+json)|image\/svg)/
const COMPRESSIBLE_FILE = /\.(html|js|mjs|css|json|geojson|webmanifest|map|txt|svg)$/i
/** Below this a compressed body saves less than its headers cost. */
export const MIN_COMPRESSED_SIZE = 1024

export interface Encoded {
  br?: Buffer
  gzip?: Buffer
}

export async function compress(identity: Buffer): Promise<Encoded> {
  const [br, gz] = await Promise.all([
    brotli(identity, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: 11,
        [zlib.BROTLI_PARAM_SIZE_HINT]: identity.byteLength,
      },
    }),
    gzipAsync(identity, { level: 9 }),
  ])
  return { br, gzip: gz }
}

/**
 * Whether a compressed copy holds exactly `identity`: decompressed (never beyond its length, so a
 * copy cannot make the server inflate more than the file) and compared byte for byte.
 */
export async function copyHolds(
  copy: Buffer,
  encoding: 'br' | 'gzip',
  identity: Buffer,
): Promise<boolean> {
  const options = { maxOutputLength: identity.byteLength + 1 }
  try {
    const decoded =
      encoding === 'br' ? await unbrotli(copy, options) : await gunzipAsync(copy, options)
    return decoded.equals(identity)
  } catch {
    // Broken, or larger than the file: not its copy.
    return false
  }
}

/** Writes `<file>.br` and `<file>.gz` beside every compressible file under `dir`. */
export async function precompressDirectory(dir: string): Promise<number> {
  const names = (await readdir(dir, { recursive: true })).filter((name) =>
    COMPRESSIBLE_FILE.test(name),
  )
  const compressOne = async (name: string) => {
    const path = join(dir, name)
    const identity = await readFile(path)
    if (identity.byteLength < MIN_COMPRESSED_SIZE) return 0
    const { br, gzip: gz } = await compress(identity)
    await Promise.all([writeFile(`${path}.br`, br!), writeFile(`${path}.gz`, gz!)])
    return 1
  }
  // A few files at a time: zlib works in libuv's thread pool (four threads).
  let written = 0
  for (let start = 0; start < names.length; start += 4)
    for (const count of await Promise.all(names.slice(start, start + 4).map(compressOne)))
      written += count
  return written
}

/** The Vite plugin: precompresses the output once the bundle is written (build only). */
export function precompress(): Plugin {
  let outDir = 'dist'
  return {
    name: 'datahub-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = join(config.root, config.build.outDir)
    },
    async closeBundle() {
      await precompressDirectory(outDir)
    },
  }
}
