/**
 * Sessions live in the browser, in one cookie signed with HMAC-SHA256 (Hono's signed cookies), so
 * any number of server processes that share the secret accept it and none keeps state. The cookie
 * is HttpOnly (no script can read it), SameSite=Lax (other sites' requests do not carry it, while a
 * link opened from mail or chat still arrives signed in), Secure and `__Host-` prefixed over https.
 */
import type { Context } from 'hono'
import { deleteCookie, getSignedCookie, setSignedCookie } from 'hono/cookie'
import { z } from 'zod'

const session = z.object({
  /** User id (users file name or OpenID subject). */
  sub: z.string().min(1).max(256),
  name: z.string().max(200),
  /** Expiry, seconds since the epoch; the server refuses the cookie after it. */
  exp: z.number(),
  /** basic: stamp of the password signed in with (a changed password ends the session). */
  pw: z.string().optional(),
  /** oidc: the ID token, sent back as `id_token_hint` when signing out at the provider. */
  idt: z.string().optional(),
})
export type Session = z.infer<typeof session>

/** A short-lived cookie that carries an OpenID sign-in from the redirect to the callback. */
const pendingLogin = z.object({
  state: z.string(),
  verifier: z.string(),
  nonce: z.string(),
  next: z.string(),
  exp: z.number(),
})
export type PendingLogin = z.infer<typeof pendingLogin>

export function createSessionCookies(options: {
  secret: string
  sessionSeconds: number
  /** true when served over https (PUBLIC_URL), or per request when not known. */
  secure: boolean | undefined
}) {
  const { secret, sessionSeconds } = options
  const isSecure = (c: Context) => options.secure ?? new URL(c.req.url).protocol === 'https:'
  const names = (c: Context) =>
    isSecure(c)
      ? { session: '__Host-dhx-session', pending: '__Host-dhx-sign-in' }
      : { session: 'dhx-session', pending: 'dhx-sign-in' }
  const attributes = (c: Context, maxAge: number) => ({
    path: '/',
    httpOnly: true,
    sameSite: 'Lax' as const,
    secure: isSecure(c),
    maxAge,
  })

  async function read<T>(c: Context, name: string, schema: z.ZodType<T>): Promise<T | null> {
    const value = await getSignedCookie(c, secret, name)
    // false = present but the signature does not match (tampered, or signed with another secret).
    if (!value) return null
    try {
      const parsed = schema.safeParse(JSON.parse(Buffer.from(value, 'base64url').toString('utf8')))
      if (!parsed.success) return null
      const { exp } = parsed.data as { exp: number }
      return exp * 1000 > Date.now() ? parsed.data : null
    } catch {
      return null
    }
  }
  const write = (c: Context, name: string, value: object, maxAge: number) =>
    setSignedCookie(
      c,
      name,
      Buffer.from(JSON.stringify(value)).toString('base64url'),
      secret,
      attributes(c, maxAge),
    )
  const now = () => Math.floor(Date.now() / 1000)

  return {
    sessionSeconds,
    readSession: (c: Context) => read(c, names(c).session, session),
    writeSession: (c: Context, value: Omit<Session, 'exp'>) =>
      write(c, names(c).session, { ...value, exp: now() + sessionSeconds }, sessionSeconds),
    clearSession: (c: Context) => {
      deleteCookie(c, names(c).session, attributes(c, 0))
    },
    readPending: (c: Context) => read(c, names(c).pending, pendingLogin),
    writePending: (c: Context, value: Omit<PendingLogin, 'exp'>) =>
      write(c, names(c).pending, { ...value, exp: now() + 600 }, 600),
    clearPending: (c: Context) => {
      deleteCookie(c, names(c).pending, attributes(c, 0))
    },
  }
}

export type SessionCookies = ReturnType<typeof createSessionCookies>
