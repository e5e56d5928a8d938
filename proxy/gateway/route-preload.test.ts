import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { ROUTE_CODE_REL } from '../../src/first-paint/early-route-code'
import {
  routeChunks,
  withRouteCode,
  type ViteManifest,
} from '../../src/first-paint/server/route-preload'
import { createStaticHandler } from './static'

/** The shape Vite writes: the entry, the routes split by TanStack Router, shared chunks. */
const MANIFEST: ViteManifest = {
  'index.html': { file: 'assets/index-E1.js', isEntry: true, imports: ['_runtime.js'] },
  '_runtime.js': { file: 'assets/runtime-R1.js' },
  '_queries.js': { file: 'assets/queries-Q1.js', imports: ['index.html', '_shared.js'] },
  '_shared.js': { file: 'assets/shared-S1.js', imports: ['_runtime.js'] },
  'src/routes/organizations.$id.tsx?tsr-split=loader': {
    file: 'assets/organizations._id-L1.js',
    imports: ['index.html', '_queries.js'],
  },
  'src/routes/organizations.$id.tsx?tsr-split=component': {
    file: 'assets/organizations._id-C1.js',
    imports: ['index.html', '_queries.js', '_shared.js'],
  },
  'src/routes/compare.tsx?tsr-split=component': {
    file: 'assets/compare-C1.js',
    imports: ['_shared.js'],
  },
}

const INDEX = `<!doctype html>
<html>
  <head>
    <meta charset="UTF-8" />
    <script>/* the early script */</script>
    <script type="module" crossorigin src="/assets/index-E1.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>`

describe('routeChunks', () => {
  it("names a deep link's loader chunk first, then its imports and the page's chunk, once each", () => {
    expect(routeChunks(MANIFEST, '/organizations/0123456789abcdef0123456789abcdef')).toEqual([
      'assets/organizations._id-L1.js',
      'assets/queries-Q1.js',
      'assets/shared-S1.js',
      'assets/organizations._id-C1.js',
    ])
  })

  it('leaves out the entry and what the entry names itself', () => {
    const files = routeChunks(MANIFEST, '/compare')
    expect(files).toEqual(['assets/compare-C1.js', 'assets/shared-S1.js'])
    expect(files).not.toContain('assets/runtime-R1.js')
  })

  it.each(['/', '/no/such/page', '/organizations/a/b', '/assets/x.js'])(
    'names nothing for %s',
    (path) => {
      expect(routeChunks(MANIFEST, path)).toEqual([])
    },
  )

  it('names nothing when the manifest does not know the route', () => {
    expect(routeChunks(MANIFEST, '/persons/0123456789abcdef0123456789abcdef')).toEqual([])
  })
})

describe('withRouteCode', () => {
  it('links the files for the inline script before it, in a type the browser leaves alone', () => {
    const html = withRouteCode(INDEX, ['assets/a-1.js', 'assets/b-2.js'])
    const links = [
      `<link rel="${ROUTE_CODE_REL}" crossorigin href="/assets/a-1.js">`,
      `<link rel="${ROUTE_CODE_REL}" crossorigin href="/assets/b-2.js">`,
    ]
    expect(html.indexOf(links[0]!)).toBeGreaterThan(html.indexOf('<meta charset'))
    expect(html.indexOf(links[0]!)).toBeLessThan(html.indexOf(links[1]!))
    expect(html.indexOf(links[1]!)).toBeLessThan(html.indexOf('<script>'))
    // Not for the preload scanner, which would send them before the inline script's requests.
    expect(html).not.toContain('modulepreload')
    expect(html.replace(links.map((link) => `${link}\n    `).join(''), '')).toBe(INDEX)
  })

  it('leaves the page alone without files', () => {
    expect(withRouteCode(INDEX, [])).toBe(INDEX)
  })
})

describe('the production server names the route code of a deep link', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'explorer-preload-'))
    mkdirSync(join(dist, '.vite'), { recursive: true })
    writeFileSync(join(dist, 'index.html'), INDEX)
    writeFileSync(join(dist, '.vite', 'manifest.json'), JSON.stringify(MANIFEST))
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  const get = (path: string, headers: Record<string, string> = {}) =>
    createStaticHandler(dist).handle(new Request(`http://localhost${path}`, { headers }))

  it('in the HTML of an organization link, with its own ETag', async () => {
    const deep = await get('/organizations/0123456789abcdef0123456789abcdef')
    const start = await get('/')
    const html = await deep.text()
    expect(html).toContain('href="/assets/organizations._id-L1.js"')
    expect(html).toContain('href="/assets/organizations._id-C1.js"')
    expect(await start.text()).toBe(INDEX)
    expect(deep.headers.get('etag')).not.toBe(start.headers.get('etag'))
    // Revalidation works for the variant as for the plain page.
    const again = await get('/organizations/0123456789abcdef0123456789abcdef', {
      'if-none-match': deep.headers.get('etag')!,
    })
    expect(again.status).toBe(304)
  })

  it('serves the plain page when the manifest cannot be read', async () => {
    writeFileSync(join(dist, '.vite', 'manifest.json'), '{ not json')
    const response = await get('/organizations/0123456789abcdef0123456789abcdef')
    expect(await response.text()).toBe(INDEX)
  })
})
