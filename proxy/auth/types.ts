/**
 * What sign-in hands to the rest of the proxy. After the API gate has checked a session it sets the
 * Hono context variable `user`; budgets and the audit log read it (and fall back to the client
 * address when it is absent: AUTH=none, or a route that needs no session).
 */
export interface SessionUser {
  /** Stable id: the user name of the users file, or the OpenID Connect subject (`sub`). */
  id: string
  /** What people see: the display name from the users file or the provider's `name` claim. */
  name: string
}

declare module 'hono' {
  interface ContextVariableMap {
    user: SessionUser | undefined
  }
}

export type AuthMode = 'none' | 'basic' | 'oidc'

/** The answer of GET /api/explorer/session (the SPA reads it for its header). */
export type SessionInfo =
  { auth: 'none' } | { auth: 'basic' | 'oidc'; user: SessionUser | null; signOut: string }
