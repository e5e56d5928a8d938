/**
 * The built files as the production server app serves them, over HTTP on a real port, from a dist/
 * made here. A compressed copy (.br, .gz) is served only when it holds its original's content,
 * whatever the files' times say (reproducible builds give every file one time, so a copy left from
 * an older build looks as new as the file); and the build's manifest (/.vite/) is never served,
 * though the server reads it to name a route's code.
 */
import { get as httpGet } from 'node:http'
import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib'
import { serve, type ServerType } from '@hono/node-server'
import { createProxyApp } from './app'
import { createServerApp } from './server-app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'

const INDEX = (version: string) =>
  `<!doctype html><html><head><script>window.build=${JSON.stringify(version)}</script></head>` +
  `<body><div id="root"></div>${'<!-- padding to be worth compressing -->'.repeat(40)}</body></html>`
const SCRIPT = (version: string) => `console.log(${JSON.stringify(`${version} `.repeat(400))})`
const MANIFEST = JSON.stringify({
  'index.html': { file: 'assets/index-abc.js', isEntry: true, src: 'index.html' },
})

let dist: string
let server: ServerType
let base: string

/** One time for every file, as a reproducible build (SOURCE_DATE_EPOCH) sets it. */
const EPOCH = new Date('2025-01-01T00:00:00Z')
function write(name: string, content: string | Buffer) {
  const path = join(dist, name)
  writeFileSync(path, content)
  utimesSync(path, EPOCH, EPOCH)
}

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'explorer-static-'))
  mkdirSync(join(dist, 'assets'))
  mkdirSync(join(dist, '.vite'))
  // This build's files, beside the compressed copies an older build left.
  write('index.html', INDEX('new'))
  write('index.html.br', brotliCompressSync(INDEX('old')))
  write('index.html.gz', gzipSync(INDEX('old')))
  write('assets/app.js', SCRIPT('new'))
  write('assets/app.js.br', brotliCompressSync(SCRIPT('old')))
  // Its gzip copy is this build's: one stale copy does not make the other wrong.
  write('assets/app.js.gz', gzipSync(SCRIPT('new')))
  write('assets/fresh.js', SCRIPT('fresh'))
  write('assets/fresh.js.br', brotliCompressSync(`${SCRIPT('fresh')}`))
  write('assets/fresh.js.gz', gzipSync(SCRIPT('fresh')))
  write('.vite/manifest.json', MANIFEST)

  const upstream = fakeUpstream()
  const proxy = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: { mode: 'remote', host: 'hub.example.test', scale: null },
  })
  const { app, warm } = createServerApp({ proxy, distDir: dist })
  await warm()
  server = await new Promise((resolve) => {
    const started = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () =>
      resolve(started),
    )
  })
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`
})

afterAll(async () => {
  await new Promise((resolve) => server?.close(resolve))
  rmSync(dist, { recursive: true, force: true })
})

/** The body as the browser would read it, with the encoding the server chose. */
function get(path: string, encoding: string) {
  // node:http, not fetch: fetch would decode the body itself and hide which encoding came.
  return new Promise<{ status: number; used: string | undefined; text: string }>(
    (resolve, reject) => {
      const request = httpGet(`${base}${path}`, { headers: { 'accept-encoding': encoding } })
      request.on('error', reject)
      request.on('response', (response) => {
        const chunks: Buffer[] = []
        response.on('data', (chunk: Buffer) => chunks.push(chunk))
        response.on('end', () => {
          const bytes = Buffer.concat(chunks)
          const used = response.headers['content-encoding']
          const text =
            used === 'br'
              ? brotliDecompressSync(bytes).toString()
              : used === 'gzip'
                ? gunzipSync(bytes).toString()
                : bytes.toString()
          resolve({ status: response.statusCode!, used, text })
        })
      })
    },
  )
}

describe('compressed copies of the built files', () => {
  it.each(['br', 'gzip', 'identity'])(
    'index.html with %s is this build’s, not what an older build’s copy holds',
    async (encoding) => {
      const { status, text } = await get('/', encoding)
      expect(status).toBe(200)
      expect(text).toBe(INDEX('new'))
    },
  )

  it('an asset whose brotli copy is stale: both encodings give this build’s file', async () => {
    const br = await get('/assets/app.js', 'br')
    expect(br.text).toBe(SCRIPT('new'))
    const gzip = await get('/assets/app.js', 'gzip')
    expect(gzip.used).toBe('gzip')
    expect(gzip.text).toBe(SCRIPT('new'))
  })

  it('copies that hold their original are served as they are', async () => {
    const br = await get('/assets/fresh.js', 'br')
    expect(br.used).toBe('br')
    expect(br.text).toBe(SCRIPT('fresh'))
  })
})

describe('the build manifest', () => {
  it.each([
    '/.vite/manifest.json',
    '/.vite/',
    '/%2evite/manifest.json',
    '/assets/..%2f.vite/manifest.json',
    '/.VITE/manifest.json',
  ])('%s is not served', async (path) => {
    const { status, text } = await get(path, 'identity')
    expect(status).toBe(404)
    expect(text).not.toContain('isEntry')
  })
})
