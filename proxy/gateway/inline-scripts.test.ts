import { createHash } from 'node:crypto'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createProxyApp } from './app'
import { inlineScriptHashes } from '../../src/first-paint/server/inline-scripts'
import { createServerApp } from './server-app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'

const EARLY = '(()=>{fetch("/api/v2/x")})();'
const sha256 = (text: string) =>
  `'sha256-${createHash('sha256').update(text, 'utf8').digest('base64')}'`
const INDEX = `<!doctype html><html><head><script type="module" crossorigin src="/assets/index-E1.js"></script><script>${EARLY}</script></head><body><div id="root"></div></body></html>`

describe('inlineScriptHashes', () => {
  it('hashes each inline script, not scripts with a src', () => {
    expect(inlineScriptHashes(INDEX)).toEqual([sha256(EARLY)])
    expect(inlineScriptHashes('<script src="/a.js"></script><script> </script>')).toEqual([])
  })
})

describe('the production server’s CSP allows the inline script of its index.html', () => {
  let dist: string
  beforeAll(() => {
    dist = mkdtempSync(join(tmpdir(), 'explorer-inline-'))
    writeFileSync(join(dist, 'index.html'), INDEX)
  })
  afterAll(() => rmSync(dist, { recursive: true, force: true }))

  const app = () =>
    createServerApp({
      proxy: createProxyApp({
        upstream: TEST_UPSTREAM,
        apiKey: TEST_KEY,
        fetch: fakeUpstream(() => Response.json({})).fetch,
        upstreamInfo: { mode: 'embedded', host: null, scale: 'small' },
      }),
      distDir: dist,
    }).app

  it.each(['/', '/organizations/0123456789abcdef0123456789abcdef'])(
    'by its hash, and nothing else inline, on %s',
    async (path) => {
      const response = await app().request(path)
      expect(await response.text()).toContain(EARLY)
      const scriptSrc = (response.headers.get('content-security-policy') ?? '')
        .split(/;\s*/)
        .find((directive) => directive.startsWith('script-src '))
      expect(scriptSrc).toBe(`script-src 'self' ${sha256(EARLY)}`)
    },
  )

  it('follows a new build of index.html', async () => {
    const server = app()
    await server.request('/')
    writeFileSync(join(dist, 'index.html'), INDEX.replace(EARLY, `${EARLY};1`))
    const csp = (await server.request('/')).headers.get('content-security-policy')
    expect(csp).toContain(sha256(`${EARLY};1`))
    expect(csp).not.toContain(sha256(EARLY))
    writeFileSync(join(dist, 'index.html'), INDEX)
  })
})
