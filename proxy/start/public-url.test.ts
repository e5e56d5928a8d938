/**
 * PUBLIC_URL over HTTP: behind a TLS reverse proxy the browser's Origin is PUBLIC_URL, which the
 * API accepts; the server sends HSTS; and a server reachable beyond loopback without an https
 * PUBLIC_URL is warned about at start.
 */
import { deploymentWarnings, loadDeploymentEnv } from './deployment'
import { browser, startBasicServer } from '../testing/sign-in-server'

const ALICE = { id: 'alice', name: 'Alice', password: 'correct horse battery' }
const PUBLIC = 'https://explorer.example.com'

let server: Awaited<ReturnType<typeof startBasicServer>>
beforeAll(async () => {
  server = await startBasicServer([ALICE], { publicOrigin: PUBLIC })
})
afterAll(() => server.stop())

it('accepts an API request whose Origin is PUBLIC_URL, and still refuses others', async () => {
  const client = browser(server.base)
  await client.post(
    '/auth/sign-in',
    { username: 'alice', password: ALICE.password, next: '/' },
    { origin: PUBLIC },
  )
  const post = (origin: string) =>
    client.request('/api/v2/relation/resolve/x', {
      method: 'POST',
      headers: { origin, 'content-type': 'application/json' },
      body: '{}',
    })
  expect((await post(PUBLIC)).status).toBe(200)
  expect((await post('https://evil.example')).status).toBe(403)
})

it('sends Strict-Transport-Security when PUBLIC_URL is https', async () => {
  const page = await fetch(`${server.base}/auth/sign-in`)
  expect(page.headers.get('strict-transport-security')).toBe('max-age=31536000')
})

it('warns at start beyond loopback without an https PUBLIC_URL', () => {
  expect(deploymentWarnings('0.0.0.0', undefined)[0]).toMatch(/PUBLIC_URL is not an https URL/)
  expect(deploymentWarnings('0.0.0.0', new URL('http://explorer.example.com'))).toHaveLength(1)
  expect(deploymentWarnings('0.0.0.0', new URL(PUBLIC))).toEqual([])
  expect(deploymentWarnings('127.0.0.2', undefined)).toEqual([])
  expect(() => loadDeploymentEnv({ TRUST_PROXY: 'proxy.example' })).toThrow(/TRUST_PROXY/)
  expect(loadDeploymentEnv({ TRUST_PROXY: '10.0.0.0/8, ::1' }).trustProxy).not.toBeNull()
})
