/**
 * Sign-in for the proxy. `createAuth` assembles, for one AUTH mode:
 * - `routes`: /auth/* (sign-in, callback, sign-out, signed-out page, style) and
 *   GET /api/explorer/session, mounted in the proxy app before the gate;
 * - `gate`: middleware for /api/* that lets a request through only with a valid session and sets
 *   the context variable `user` (types.ts) for what runs after it (budgets, audit log);
 * - `pageGate`: used by the production server for page loads, so a deep link opened while signed
 *   out goes to sign-in and comes back to the same view;
 * - `formActions`: origins the sign-out form may redirect to (the provider's logout page), for CSP.
 *
 * CSRF: the session cookie is SameSite=Lax, so other sites' requests do not carry it; the proxy
 * refuses cross-site requests to /api/* (Sec-Fetch-Site/Origin, app.ts), and the two forms
 * (sign-in, sign-out) refuse them the same way. Sign-out is POST only.
 */
import { Hono, type Context, type MiddlewareHandler } from 'hono'
import { createAttemptLimiter, type AttemptRules, type AttemptStore } from './attempts'
import { addBasicRoutes } from './basic-routes'
import type { OidcClient } from './oidc'
import { SIGNED_OUT_PATH } from './oidc'
import { addOidcRoutes } from './oidc-routes'
import { PAGE_WORDS, pageLanguage, withLanguage } from './page-language'
import { messagePage, STYLE, STYLE_PATH } from './pages'
import { createPasswordPool, type PasswordPool } from './password-pool'
import { htmlPage, NO_STORE, refuseCrossSite, seeOther } from './responses'
import type { SessionCookies } from './session-cookie'
import type { AuthMode, SessionInfo, SessionUser } from './types'
import { passwordStamp, type watchUsers } from './users-file'

export const SESSION_PATH = '/api/explorer/session'
export const SIGN_IN_PATH = '/auth/sign-in'
export const SIGN_OUT_PATH = '/auth/sign-out'
/** Marks the proxy's own 401 (sign in), as opposed to the upstream's 401 (a bad API key). */
export const SIGN_IN_HEADER = 'x-explorer-sign-in'

export interface Auth {
  mode: AuthMode
  routes: Hono
  gate: MiddlewareHandler
  pageGate: (c: Context) => Promise<Response | null>
  formActions: string[]
  /** Ends what sign-in runs in the background (the password threads), at shutdown. */
  close(): Promise<void>
}

export function signInLocation(next: string): string {
  return `${SIGN_IN_PATH}?next=${encodeURIComponent(next)}`
}

/** AUTH=none: no sign-in, no `user`; the session endpoint says so. */
export function noAuth(): Auth {
  const routes = new Hono()
  routes.get(SESSION_PATH, (c) => c.json({ auth: 'none' } satisfies SessionInfo, 200, NO_STORE))
  return {
    mode: 'none',
    routes,
    gate: (_c, next) => next(),
    pageGate: async () => null,
    formActions: [],
    close: async () => undefined,
  }
}

type Method =
  | {
      mode: 'basic'
      users: ReturnType<typeof watchUsers>
      /** Failed attempts, shared through Redis when configured; this process's memory by default. */
      attempts?: AttemptStore | undefined
      attemptRules?: AttemptRules | undefined
      passwords?: PasswordPool | undefined
    }
  | { mode: 'oidc'; oidc: OidcClient }

export function createAuth(
  options: Method & {
    cookies: SessionCookies
    /** PUBLIC_URL's origin, when set. */
    publicOrigin: string | undefined
    log?: (line: string) => void
  },
): Auth {
  const { cookies, publicOrigin } = options
  const log = options.log ?? console.log

  async function currentUser(c: Context): Promise<SessionUser | null> {
    const session = await cookies.readSession(c)
    if (!session) return null
    if (options.mode === 'oidc') return { id: session.sub, name: session.name }
    // A removed user or a changed password ends the session at once.
    const user = await options.users.get(session.sub)
    if (!user || session.pw !== passwordStamp(user)) return null
    return { id: user.id, name: user.name }
  }

  const routes = new Hono()
  routes.get(STYLE_PATH, (c) =>
    c.body(STYLE, 200, { 'content-type': 'text/css; charset=utf-8', 'cache-control': 'no-cache' }),
  )
  routes.get(SESSION_PATH, async (c) =>
    c.json(
      {
        auth: options.mode,
        user: await currentUser(c),
        signOut: SIGN_OUT_PATH,
      } satisfies SessionInfo,
      200,
      NO_STORE,
    ),
  )
  let passwords: PasswordPool | null = null
  if (options.mode === 'basic') {
    passwords = options.passwords ?? createPasswordPool()
    addBasicRoutes(routes, {
      cookies,
      users: options.users,
      publicOrigin,
      signedIn: currentUser,
      limiter: createAttemptLimiter(options.attempts, options.attemptRules),
      passwords,
    })
  } else {
    addOidcRoutes(routes, { cookies, oidc: options.oidc, signedIn: currentUser, log })
  }

  routes.post(SIGN_OUT_PATH, async (c) => {
    const refused = refuseCrossSite(c, publicOrigin)
    if (refused) return refused
    const session = await cookies.readSession(c)
    cookies.clearSession(c)
    if (options.mode === 'oidc' && session) {
      // Ends the provider's session too, where it offers that; it sends the browser back to
      // the signed-out page.
      const url = options.oidc.endSessionUrl(session.idt)
      if (url) return seeOther(c, url.href)
    }
    // The explorer's sign-out form names its language (`?lang=de`): the signed-out page keeps it.
    return seeOther(c, withLanguage(SIGNED_OUT_PATH, pageLanguage(c)))
  })
  routes.get(SIGNED_OUT_PATH, (c) => {
    const language = pageLanguage(c)
    const words = PAGE_WORDS[language]
    return htmlPage(
      c,
      messagePage({
        title: words.signedOut,
        message: words.signedOutMessage,
        link: {
          href: language === 'en' ? SIGN_IN_PATH : signInLocation(withLanguage('/', language)),
          label: words.signInAgain,
        },
        language,
      }),
    )
  })

  const gate: MiddlewareHandler = async (c, next) => {
    const user = await currentUser(c)
    if (!user) {
      return c.json({ detail: 'Please sign in.' }, 401, {
        ...NO_STORE,
        [SIGN_IN_HEADER]: SIGN_IN_PATH,
      })
    }
    c.set('user', user)
    await next()
  }

  async function pageGate(c: Context): Promise<Response | null> {
    const { method } = c.req
    if (method !== 'GET' && method !== 'HEAD') return null
    // Page loads only (they ask for HTML); scripts, styles, icons and data files carry nothing
    // secret and are needed by the sign-in page itself.
    if (!(c.req.header('accept') ?? '').includes('text/html')) return null
    const { pathname, search, hash } = new URL(c.req.url)
    if (pathname.startsWith('/assets/') || pathname.startsWith('/auth/')) return null
    if (await currentUser(c)) return null
    return seeOther(c, signInLocation(`${pathname}${search}${hash}`))
  }

  const formActions =
    options.mode === 'oidc' && options.oidc.logoutOrigin ? [options.oidc.logoutOrigin] : []
  return {
    mode: options.mode,
    routes,
    gate,
    pageGate,
    formActions,
    close: async () => {
      await passwords?.close()
    },
  }
}
