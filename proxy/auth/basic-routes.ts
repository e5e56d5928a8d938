/**
 * AUTH=basic: a sign-in form served by the proxy (not the browser's Basic dialog, which cannot
 * sign out, cannot explain a mistake, and would send the password with every request).
 *
 * A hostile attempt costs little: the form is read up to 16 KB, the attempt limits (attempts.ts)
 * are checked before any hashing, and the hashing runs in worker threads behind a bounded queue
 * (password-pool.ts) that refuses at once when full.
 */
import type { Context, Hono } from 'hono'
import { MAX_FORM_BYTES, readLimitedBody } from '../gateway/body-limit'
import type { AttemptLimiter } from './attempts'
import { PAGE_WORDS, pageLanguage } from './page-language'
import type { PasswordPool } from './password-pool'
import { signInPage } from './pages'
import { clientAddress, htmlPage, refuseCrossSite, seeOther } from './responses'
import { safeReturnPath } from './return-path'
import type { SessionCookies } from './session-cookie'
import { DECOY_HASH, MAX_PASSWORD_BYTES, passwordStamp, type watchUsers } from './users-file'

export function addBasicRoutes(
  app: Hono,
  options: {
    cookies: SessionCookies
    users: ReturnType<typeof watchUsers>
    publicOrigin: string | undefined
    /** The signed-in user of a request, if any (to skip the form when already signed in). */
    signedIn: (c: Context) => Promise<unknown>
    limiter: AttemptLimiter
    passwords: PasswordPool
  },
) {
  const { cookies, users, publicOrigin, limiter, passwords } = options

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
    const read = await readLimitedBody(c.req.raw, MAX_FORM_BYTES)
    if (!read.ok) return c.json({ detail: read.detail }, read.status, { connection: 'close' })
    const form = new URLSearchParams(new TextDecoder().decode(read.body))
    const field = (name: string) => form.get(name) ?? ''
    const next = safeReturnPath(field('next'))
    const username = field('username').trim().slice(0, 64)
    const password = field('password').slice(0, 1024)
    const language = pageLanguage(c, next)
    const words = PAGE_WORDS[language]
    const page = (error: string, status: 401 | 429) =>
      htmlPage(c, signInPage({ next, username, error, language }), status)

    const address = clientAddress(c)
    const limited = await limiter.check(address, username)
    if (limited) {
      c.header('retry-after', String(limited.wait))
      const error =
        limited.reason === 'address'
          ? words.tooMany(Math.ceil(limited.wait / 60))
          : words.nameDelayed(limited.wait)
      return page(error, 429)
    }

    const user = username ? await users.get(username) : undefined
    // bcrypt reads 72 bytes; no password that long can be set (users-cli.ts), so it is wrong.
    const tooLong = Buffer.byteLength(password) > MAX_PASSWORD_BYTES
    const checked = passwords.compare(password, user?.hash ?? DECOY_HASH)
    if (!checked) {
      c.header('retry-after', '1')
      return page(words.busy, 429)
    }
    if (!(await checked) || !user || tooLong) {
      await limiter.fail(address, username)
      return page(words.wrongPassword, 401)
    }
    await limiter.succeed(username)
    await cookies.writeSession(c, { sub: user.id, name: user.name, pw: passwordStamp(user) })
    return seeOther(c, next)
  })
}
