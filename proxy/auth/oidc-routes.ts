/**
 * AUTH=oidc: /auth/sign-in sends the browser to the provider; /auth/callback checks the answer
 * against the pending sign-in cookie (state, nonce, PKCE verifier) and starts the session.
 */
import type { Context, Hono } from 'hono'
import { CALLBACK_PATH, type OidcClient } from './oidc'
import { PAGE_WORDS, pageLanguage } from './page-language'
import { messagePage } from './pages'
import { htmlPage, seeOther } from './responses'
import { safeReturnPath } from './return-path'
import type { SessionCookies } from './session-cookie'

export function addOidcRoutes(
  app: Hono,
  options: {
    cookies: SessionCookies
    oidc: OidcClient
    signedIn: (c: Context) => Promise<unknown>
    log: (line: string) => void
  },
) {
  const { cookies, oidc } = options

  app.get('/auth/sign-in', async (c) => {
    const next = safeReturnPath(c.req.query('next'))
    if (await options.signedIn(c)) return seeOther(c, next)
    const { url, pending } = await oidc.start(next)
    await cookies.writePending(c, pending)
    c.header('cache-control', 'no-store')
    return c.redirect(url.href, 302)
  })

  app.get(CALLBACK_PATH, async (c) => {
    const pending = await cookies.readPending(c)
    cookies.clearPending(c)
    const language = pageLanguage(c, pending?.next)
    const words = PAGE_WORDS[language]
    const again = (next: string) => ({
      href: `/auth/sign-in?next=${encodeURIComponent(next)}`,
      label: words.signInAgain,
    })
    if (!pending) {
      // Expired (10 minutes), opened in another browser, or a forged callback.
      return htmlPage(
        c,
        messagePage({
          title: words.expired,
          message: words.expiredMessage,
          link: again(language === 'en' ? '/' : `/?lang=${language}`),
          language,
        }),
        400,
      )
    }
    const search = new URL(c.req.url).search
    try {
      const { user, idToken } = await oidc.finish(search, pending)
      await cookies.writeSession(c, { sub: user.id, name: user.name, idt: idToken })
      return seeOther(c, pending.next)
    } catch (error) {
      // The provider's error code (e.g. access_denied) is safe to log; tokens never are.
      const code = new URL(c.req.url).searchParams.get('error')
      options.log(
        `OpenID sign-in failed: ${code ?? (error instanceof Error ? error.message : 'unknown error')}`,
      )
      return htmlPage(
        c,
        messagePage({
          title: words.failed,
          message: code === 'access_denied' ? words.cancelledMessage : words.unverifiedMessage,
          link: again(pending.next),
          language,
        }),
        400,
      )
    }
  })
}
