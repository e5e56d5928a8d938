/**
 * AUTH=basic over HTTP: the production server app on a real port with a fake upstream. Signed out,
 * pages go to the sign-in form and the API answers 401; a wrong password is refused; a right one
 * starts a session that returns to the deep link; sign-out, CSRF, tampered cookies and return paths
 * that lead off-site are all refused.
 */
import { TEST_KEY } from '../testing/fake-upstream'
import { SIGN_IN_HEADER } from './auth'
import { browser, startBasicServer } from '../testing/sign-in-server'
import { readUsers, writeUsers } from './users-file'

const ALICE = { id: 'alice', name: 'Alice <Example>', password: 'correct horse battery' }
const DEEP_LINK = '/organizations/0123456789abcdef?tab=relations&q=m%C3%BCller'
const html = { accept: 'text/html,application/xhtml+xml' }

let server: Awaited<ReturnType<typeof startBasicServer>>
beforeAll(async () => {
  server = await startBasicServer([ALICE, { id: 'bob', name: 'Bob', password: 'bob password 1' }])
})
afterAll(() => server.stop())

async function signIn(user = ALICE, next = DEEP_LINK) {
  const client = browser(server.base)
  const response = await client.post('/auth/sign-in', {
    username: user.id,
    password: user.password,
    next,
  })
  return { client, response }
}

describe('signed out', () => {
  it('sends a page load to the sign-in form with the deep link as its return path', async () => {
    const client = browser(server.base)
    const page = await client.request(DEEP_LINK, { headers: html })
    expect(page.status).toBe(303)
    const location = page.headers.get('location')!
    expect(location).toBe(`/auth/sign-in?next=${encodeURIComponent(DEEP_LINK)}`)

    const form = await client.request(location, { headers: html })
    expect(form.status).toBe(200)
    expect(form.headers.get('cache-control')).toBe('no-store')
    expect(form.headers.get('content-security-policy')).toContain("script-src 'self'")
    const text = await form.text()
    expect(text).toContain('<form method="post" action="/auth/sign-in">')
    expect(text).toContain(`name="next" value="${DEEP_LINK.replace(/&/g, '&amp;')}"`)
    expect(text).toContain('autocomplete="current-password"')
  })

  it('answers the API with 401 marked as the proxy’s own, and never calls the upstream', async () => {
    const before = server.upstream.requests.length
    const client = browser(server.base)
    const response = await client.request('/api/v2/organization/search?q=x')
    expect(response.status).toBe(401)
    expect(response.headers.get(SIGN_IN_HEADER)).toBe('/auth/sign-in')
    expect(await response.json()).toEqual({ detail: 'Please sign in.' })
    expect((await client.request('/api/explorer/upstream')).status).toBe(401)
    expect(server.upstream.requests.length).toBe(before)
  })

  it('says in the session endpoint that nobody is signed in', async () => {
    const response = await browser(server.base).request('/api/explorer/session')
    expect(await response.json()).toEqual({ auth: 'basic', user: null, signOut: '/auth/sign-out' })
  })

  it('still serves the scripts and styles the sign-in page and app need', async () => {
    const client = browser(server.base)
    expect((await client.request('/auth/style.css')).status).toBe(200)
    // Not a page load (no text/html): files are not gated, they carry nothing secret.
    expect((await client.request('/index.html')).status).toBe(200)
  })
})

describe('signing in', () => {
  it('refuses a wrong password and an unknown user alike, keeping the typed name', async () => {
    for (const [username, password] of [
      ['alice', 'wrong password'],
      ['mallory', ALICE.password],
    ] as const) {
      const client = browser(server.base)
      const response = await client.post('/auth/sign-in', { username, password, next: '/x' })
      expect(response.status).toBe(401)
      expect(response.headers.getSetCookie()).toEqual([])
      const text = await response.text()
      expect(text).toContain('role="alert"')
      expect(text).toContain('The user name or password is not correct.')
      expect(text).toContain(`name="username" autocomplete="username"`)
      expect(text).toContain(`value="${username}"`)
      expect(text).not.toContain(password)
    }
  })

  it('starts a session in a signed HttpOnly SameSite cookie and returns to the deep link', async () => {
    const { client, response } = await signIn()
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe(DEEP_LINK)
    const [cookie] = response.headers.getSetCookie()
    expect(cookie).toMatch(/^dhx-session=/)
    expect(cookie).toMatch(/; HttpOnly/)
    expect(cookie).toMatch(/; SameSite=Lax/)
    expect(cookie).toMatch(/; Path=\//)
    expect(cookie).not.toMatch(/Secure/) // plain http here; PUBLIC_URL=https://… adds it

    const page = await client.request(DEEP_LINK, { headers: html })
    expect(page.status).toBe(200)
    const session = await (await client.request('/api/explorer/session')).json()
    expect(session).toEqual({
      auth: 'basic',
      user: { id: 'alice', name: 'Alice <Example>' },
      signOut: '/auth/sign-out',
    })

    const api = await client.request('/api/v2/organization/search?q=x')
    expect(api.status).toBe(200)
    const sent = server.upstream.requests.at(-1)!
    expect(sent.headers['x-api-key']).toBe(TEST_KEY)
    expect(sent.headers.cookie).toBeUndefined()
  })

  it('skips the form when already signed in', async () => {
    const { client } = await signIn()
    const response = await client.request('/auth/sign-in?next=%2Fdatasets', { headers: html })
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/datasets')
  })

  it.each([
    '//evil.example/path',
    'https://evil.example/',
    '/\\evil.example',
    '/\t/evil.example',
    'javascript:alert(1)',
    '/auth/sign-in?next=/x',
    // Dot segments that normalize into `//evil.example` (the check must run after normalizing).
    '/.//evil.example',
    '/%2e//evil.example',
    '/%2E%2E//evil.example',
    '/.%2e//evil.example',
    '/a/..//evil.example',
    '/..//evil.example',
    '/a/b/../..//evil.example',
    // Backslashes and encoded slashes or backslashes, plain and double-encoded.
    '/./\\evil.example',
    '/%5c/evil.example',
    '/%5C%5Cevil.example',
    '/%2f/evil.example',
    '/%2F%2Fevil.example',
    '/a/..%2f/evil.example',
    '/%252f%252fevil.example',
    '/%09/evil.example',
    '/%2561uth/sign-in',
  ])('never returns off-site or into sign-in: next=%j goes to /', async (next) => {
    const { response } = await signIn(ALICE, next)
    expect(response.headers.get('location')).toBe('/')
    const form = await browser(server.base).request(
      `/auth/sign-in?next=${encodeURIComponent(next)}`,
    )
    expect(await form.text()).toContain('name="next" value="/"')
    // Signed in, the sign-in page's GET redirects at once: to this server only.
    const { client } = await signIn()
    const again = await client.request(`/auth/sign-in?next=${encodeURIComponent(next)}`)
    expect(again.status).toBe(303)
    expect(again.headers.get('location')).toBe('/')
  })
})

describe('refused requests', () => {
  it('refuses a cross-site sign-in form (login CSRF), sign-out and API post', async () => {
    const attacker = browser(server.base)
    const forged = await attacker.post(
      '/auth/sign-in',
      { username: 'alice', password: ALICE.password, next: '/' },
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' },
    )
    expect(forged.status).toBe(403)
    expect(forged.headers.getSetCookie()).toEqual([])

    const { client } = await signIn()
    for (const headers of [
      { origin: 'https://evil.example', 'sec-fetch-site': 'cross-site' } as Record<string, string>,
      // A browser without Fetch Metadata still sends Origin on every POST.
      { origin: 'https://evil.example' },
    ]) {
      const signOut = await client.request('/auth/sign-out', { method: 'POST', headers })
      expect(signOut.status).toBe(403)
      const post = await client.request('/api/v2/relation/resolve', {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: '{}',
      })
      expect(post.status).toBe(403)
    }
    const session = await (await client.request('/api/explorer/session')).json()
    expect(session.user.id).toBe('alice')
  })

  it('refuses a tampered cookie, one signed with another secret, and garbage', async () => {
    const { client } = await signIn()
    const [name, value] = [...client.jar][0]!
    const [payload, signature] = decodeURIComponent(value).split('.') as [string, string]
    const data = JSON.parse(Buffer.from(payload, 'base64url').toString())
    const forgedPayload = Buffer.from(
      JSON.stringify({ ...data, sub: 'bob', name: 'Bob' }),
    ).toString('base64url')
    const variants = [
      `${forgedPayload}.${signature}`,
      `${payload}.${signature.slice(0, -2)}AA=`,
      `${payload}.${Buffer.alloc(32).toString('base64')}`,
      forgedPayload,
      'garbage',
    ]
    for (const variant of variants) {
      const response = await fetch(`${server.base}/api/explorer/session`, {
        headers: { cookie: `${name}=${encodeURIComponent(variant)}` },
      })
      expect((await response.json()).user, variant).toBeNull()
      const api = await fetch(`${server.base}/api/v2/organization/search?q=x`, {
        headers: { cookie: `${name}=${encodeURIComponent(variant)}` },
      })
      expect(api.status).toBe(401)
    }
  })
})

describe('signing out and ending sessions', () => {
  it('signs out with a same-origin POST: the cookie is cleared and the API refuses again', async () => {
    const { client } = await signIn()
    const response = await client.post('/auth/sign-out', {})
    expect(response.status).toBe(303)
    expect(response.headers.get('location')).toBe('/auth/signed-out')
    expect(response.headers.getSetCookie()[0]).toMatch(/^dhx-session=; Max-Age=0/)
    expect(client.jar.size).toBe(0)
    expect((await client.request('/api/v2/organization/search?q=x')).status).toBe(401)
    const page = await client.request('/auth/signed-out', { headers: html })
    expect(await page.text()).toContain('You have signed out')
    // GET cannot sign out (a link or image on another page must not do it).
    expect((await client.request('/auth/sign-out')).status).toBe(404)
  })

  it('ends the sessions of a removed user and of a changed password at once', async () => {
    const bob = { id: 'bob', name: 'Bob', password: 'bob password 1' }
    const { client } = await signIn(bob)
    expect((await client.request('/api/v2/organization/search?q=x')).status).toBe(200)
    const users = await readUsers(server.usersFile)
    const original = users.find((user) => user.id === 'bob')!
    // A changed password: any other valid hash.
    const alice = users.find((user) => user.id === 'alice')!
    await writeUsers(server.usersFile, [alice, { ...original, hash: alice.hash }])
    expect((await client.request('/api/v2/organization/search?q=x')).status).toBe(401)
    await writeUsers(server.usersFile, [alice, original])
    expect((await client.request('/api/v2/organization/search?q=x')).status).toBe(200)
    await writeUsers(server.usersFile, [alice])
    expect((await client.request('/api/v2/organization/search?q=x')).status).toBe(401)
    await writeUsers(server.usersFile, users)
  })
})
