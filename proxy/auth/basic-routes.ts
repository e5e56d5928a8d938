/**
 * AUTH=basic: a sign-in form served by the proxy (not the browser's Basic dialog, which cannot
 * sign out, cannot explain a mistake, and would send the password with every request).
 */
import type { Context, Hono } from 'hono'
import { createAttemptLimiter } from './attempts'
import { PAGE_WORDS, pageLanguage } from './page-language'
import { signInPage } from './pages'
import { clientAddress, htmlPage, refuseCrossSite, seeOther } from './responses'
import { safeReturnPath } from './return-path'
import type { SessionCookies } from './session-cookie'
import { passwordStamp, verifyPassword, type watchUsers } from './users-file'

export function addBasicRoutes(
  app: Hono,
  options: {
    cookies: SessionCookies
    users: ReturnType<typeof watchUsers>
    publicOrigin: string | undefined
    /** The signed-in user of a request, if any (to skip the form when already signed in). */
    signedIn: (c: Context) => Promise<unknown>
  },
) {
  const { cookies, users, publicOrigin } = options
  const limiter = createAttemptLimiter()

  app.get('/auth/sign-in', async (c) => {
    const next = safeReturnPath(c.req.query('next'))
    if (await options.signedIn(c)) return seeOther(c, next)
    const language = pageLanguage(c, next)
    const words = PAGE_WORDS[language]
    const notice = c.req.query('signed_out') !== undefined ? words.signedOutNotice : undefined
    return htmlPage(c, signInPage({ next, notice, language }))
  })

  app.post('/auth/sign-in', async (c) => {
    const refused = refuseCrossSite(c, publicOrigin)
    if (refused) return refused
    const form = await c.req.parseBody().catch(() => ({}) as Record<string, unknown>)
    const field = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '')
    const next = safeReturnPath(field('next'))
    const username = field('username').trim().slice(0, 64)
    const password = field('password').slice(0, 1024)
    const language = pageLanguage(c, next)
    const words = PAGE_WORDS[language]

    const key = `${clientAddress(c)}|${username.toLowerCase()}`
    const wait = limiter.blockedFor(key)
    if (wait > 0) {
      const minutes = Math.ceil(wait / 60)
      c.header('retry-after', String(wait))
      const error = words.tooMany(minutes)
      return htmlPage(c, signInPage({ next, username, error, language }), 429)
    }

    const user = username ? await users.get(username) : undefined
    if (!(await verifyPassword(user, password)) || !user) {
      limiter.fail(key)
      const error = words.wrongPassword
      return htmlPage(c, signInPage({ next, username, error, language }), 401)
    }
    limiter.succeed(key)
    await cookies.writeSession(c, { sub: user.id, name: user.name, pw: passwordStamp(user) })
    return seeOther(c, next)
  })
}
