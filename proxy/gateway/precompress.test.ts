import {
  existsSync,
  mkdtempSync,
  mkdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import {
  brotliCompressSync,
  brotliDecompressSync,
  constants as zlib,
  gunzipSync,
  gzipSync,
} from 'node:zlib'
import { precompressDirectory } from './precompress'
import { createStaticHandler } from './static'

const SCRIPT = `console.log(${JSON.stringify('explorer '.repeat(400))})`

let dist: string
beforeEach(() => {
  dist = mkdtempSync(join(tmpdir(), 'explorer-precompress-'))
  mkdirSync(join(dist, 'assets'))
})
afterEach(() => rmSync(dist, { recursive: true, force: true }))

const get = (path: string, encoding: string) =>
  createStaticHandler(dist).handle(
    new Request(`http://explorer.test${path}`, { headers: { 'accept-encoding': encoding } }),
  )

describe('precompressDirectory (run by `vite build`)', () => {
  it('writes brotli and gzip copies of text files that are worth compressing', async () => {
    writeFileSync(join(dist, 'assets', 'app.js'), SCRIPT)
    writeFileSync(join(dist, 'robots.txt'), 'User-agent: *\n')
    writeFileSync(join(dist, 'assets', 'logo.png'), Buffer.alloc(4096, 1))

    expect(await precompressDirectory(dist)).toBe(1)

    const path = join(dist, 'assets', 'app.js')
    expect(brotliDecompressSync(readFileSync(`${path}.br`)).toString()).toBe(SCRIPT)
    expect(gunzipSync(readFileSync(`${path}.gz`)).toString()).toBe(SCRIPT)
    // Too small to gain, or compressed already.
    expect(existsSync(join(dist, 'robots.txt.br'))).toBe(false)
    expect(existsSync(join(dist, 'assets', 'logo.png.br'))).toBe(false)
  })
})

describe('the static handler and the build’s compressed copies', () => {
  it('serves the copies the build wrote instead of compressing again', async () => {
    const path = join(dist, 'assets', 'app.js')
    writeFileSync(path, SCRIPT)
    // Recognisably not what the server would make itself (quality 1, level 1), same content.
    const br = brotliCompressSync(SCRIPT, { params: { [zlib.BROTLI_PARAM_QUALITY]: 1 } })
    const gz = gzipSync(SCRIPT, { level: 1 })
    writeFileSync(`${path}.br`, br)
    writeFileSync(`${path}.gz`, gz)

    const servedBr = await get('/assets/app.js', 'br, gzip')
    expect(servedBr.headers.get('content-encoding')).toBe('br')
    expect(Buffer.from(await servedBr.arrayBuffer()).equals(br)).toBe(true)
    const servedGz = await get('/assets/app.js', 'gzip')
    expect(Buffer.from(await servedGz.arrayBuffer()).equals(gz)).toBe(true)
  })

  it('compresses a file itself when its copies do not hold it, however new they are', async () => {
    const path = join(dist, 'assets', 'app.js')
    writeFileSync(path, SCRIPT)
    writeFileSync(`${path}.br`, brotliCompressSync('stale'))
    writeFileSync(`${path}.gz`, gzipSync('stale'))
    const future = new Date(Date.now() + 60_000)
    utimesSync(`${path}.br`, future, future)
    utimesSync(`${path}.gz`, future, future)

    const br = await get('/assets/app.js', 'br')
    expect(brotliDecompressSync(Buffer.from(await br.arrayBuffer())).toString()).toBe(SCRIPT)
  })
})
