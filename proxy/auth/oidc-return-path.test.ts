/**
 * AUTH=oidc never returns off-site: the return path is checked (after normalizing) when the
 * sign-in starts, for a signed-in user's GET of the sign-in page, and again at the callback. A fake
 * provider client stands in for openid-client: the routes' own handling is what is tested.
 */
import { Hono } from 'hono'
import type { OidcClient } from './oidc'
import { addOidcRoutes } from './oidc-routes'
import { createSessionCookies, type PendingLogin } from './session-cookie'

const SECRET = 'oidc-return-path-test-secret-0123456789'

function oidcApp({ signedIn = false } = {}) {
  const started: string[] = []
  const cookies = createSessionCookies({ secret: SECRET, sessionSeconds: 3600, secure: false })
  const oidc = {
    logoutOrigin: null,
    async start(next: string) {
      started.push(next)
      const pending: Omit<PendingLogin, 'exp'> = { state: 's', verifier: 'v', nonce: 'n', next }
      return { url: new URL('https://login.example.test/authorize?state=s'), pending }
    },
    async finish() {
      return { user: { id: 'olivia', name: 'Olivia' }, idToken: undefined }
    },
    endSessionUrl: () => null,
  } as unknown as OidcClient
  const app = new Hono()
  addOidcRoutes(app, { cookies, oidc, signedIn: async () => signedIn, log: () => undefined })
  return { app, started }
}

const HOSTILE = [
  '//evil.example/path',
  'https://evil.example/',
  '/\\evil.example',
  '/.//evil.example',
  '/%2e//evil.example',
  '/a/..//evil.example',
  '/..//evil.example',
  '/%5C%5Cevil.example',
  '/%2F%2Fevil.example',
  '/%252f%252fevil.example',
]

describe('OpenID Connect return path', () => {
  it.each(HOSTILE)('next=%j starts the sign-in with / and comes back to /', async (next) => {
    const { app, started } = oidcApp()
    const start = await app.request(`/auth/sign-in?next=${encodeURIComponent(next)}`)
    expect(start.status).toBe(302)
    expect(started).toEqual(['/'])
    // The callback returns where the pending sign-in says: this server's root.
    const pendingCookie = start.headers.get('set-cookie')!.split(';')[0]!
    const back = await app.request('/auth/callback?code=c&state=s', {
      headers: { cookie: pendingCookie },
    })
    expect(back.status).toBe(303)
    expect(back.headers.get('location')).toBe('/')
  })

  it.each(HOSTILE)('signed in, the sign-in page sends next=%j to /', async (next) => {
    const { app, started } = oidcApp({ signedIn: true })
    const response = await app.request(`/auth/sign-in?next=${encodeURIComponent(next)}`)
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/')
    expect(started).toEqual([])
  })

  it('keeps a path on this server, with its query', async () => {
    const { app, started } = oidcApp()
    await app.request(`/auth/sign-in?next=${encodeURIComponent('/datasets?q=a&lang=de')}`)
    expect(started).toEqual(['/datasets?q=a&lang=de'])
  })
})
