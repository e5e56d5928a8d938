/**
 * The sign-in pages in German over HTTP (production server app, real port): the return path's
 * `?lang=de` decides, else Accept-Language; the pages stay script-free under the same CSP.
 */
import { browser, startBasicServer } from '../testing/sign-in-server'
import { languageOfHeader, languageOfPath } from './page-language'

const USER = { id: 'erika', name: 'Erika Muster', password: 'richtiges pferd batterie' }
const GERMAN_LINK = '/search?q=m%C3%BCller&lang=de'
const html = { accept: 'text/html' }

let server: Awaited<ReturnType<typeof startBasicServer>>
beforeAll(async () => {
  server = await startBasicServer([USER])
})
afterAll(() => server.stop())

const signInForm = (next: string, headers: Record<string, string> = {}) =>
  browser(server.base).request(`/auth/sign-in?next=${encodeURIComponent(next)}`, {
    headers: { ...html, ...headers },
  })

describe('the sign-in pages’ language', () => {
  it('is German when the return path carries lang=de, with no script or inline style', async () => {
    const response = await signInForm(GERMAN_LINK, { 'accept-language': 'en-GB,en;q=0.9' })
    expect(response.headers.get('content-security-policy')).toContain("script-src 'self'")
    const text = await response.text()
    expect(text).toContain('<html lang="de">')
    expect(text).toContain('<title>Anmelden · Data Hub Explorer</title>')
    expect(text).toContain('<label for="username">Benutzername</label>')
    expect(text).toContain('<label for="password">Passwort</label>')
    expect(text).toContain('<button type="submit">Anmelden</button>')
    expect(text).not.toMatch(/<script|style=/)
  })

  it('follows Accept-Language without a lang in the link, English by default', async () => {
    const german = await (await signInForm('/', { 'accept-language': 'de-DE,de;q=0.9' })).text()
    expect(german).toContain('<html lang="de">')
    const english = await (
      await signInForm('/', { 'accept-language': 'fr-FR,en;q=0.8,de;q=0.5' })
    ).text()
    expect(english).toContain('<html lang="en">')
    expect(english).toContain('<label for="username">User name</label>')
    expect(await (await signInForm('/')).text()).toContain('<html lang="en">')
  })

  it('says a wrong password in German, and signs out to a German page', async () => {
    const client = browser(server.base)
    const wrong = await client.post('/auth/sign-in', {
      username: USER.id,
      password: 'falsch',
      next: GERMAN_LINK,
    })
    expect(wrong.status).toBe(401)
    expect(await wrong.text()).toContain('Benutzername oder Passwort ist nicht korrekt.')

    const right = await client.post('/auth/sign-in', {
      ...USER,
      username: USER.id,
      next: GERMAN_LINK,
    })
    expect(right.headers.get('location')).toBe(GERMAN_LINK)
    const out = await client.post('/auth/sign-out?lang=de', {})
    expect(out.headers.get('location')).toBe('/auth/signed-out?lang=de')
    const page = await (await client.request('/auth/signed-out?lang=de', { headers: html })).text()
    expect(page).toContain('<html lang="de">')
    expect(page).toContain('Sie haben sich von Data Hub Explorer abgemeldet.')
    expect(page).toContain(`href="/auth/sign-in?next=${encodeURIComponent('/?lang=de')}"`)
  })
})

describe('reading the language', () => {
  it('reads lang from a path, quoted or not, and ranks Accept-Language by quality', () => {
    expect(languageOfPath('/x?lang=%22de%22')).toBe('de')
    expect(languageOfPath('/x?lang=fr')).toBeNull()
    expect(languageOfHeader('fr;q=0.9, de;q=0.5, en;q=0.7')).toBe('en')
    expect(languageOfHeader('de-AT')).toBe('de')
    expect(languageOfHeader('de;q=0, en')).toBe('en')
    expect(languageOfHeader('')).toBeNull()
  })
})
