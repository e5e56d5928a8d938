/**
 * Who is asking, for budgets and the audit trail: the signed-in user when sign-in is configured
 * (the auth middleware sets the context variable `user` = `{ id, name }`), else the client address.
 * Read loosely, so this works with or without sign-in and whatever else the context carries.
 */
import type { Context } from 'hono'

export interface Identity {
  /** Stable key for counters: `user:<id>` or `addr:<ip>`. */
  key: string
  /** For people reading the audit log. */
  label: string
}

/** The binding under which the production server hands the identity to the proxy app. */
export const IDENTITY_BINDING = 'explorerIdentity'
/**
 * The binding under which the production server hands over the client's address, as TRUST_PROXY
 * decides it (proxy/gateway/client-address.ts).
 */
export const CLIENT_ADDRESS_BINDING = 'explorerClientAddress'

interface NodeBindings {
  incoming?: { socket?: { remoteAddress?: string } }
  [IDENTITY_BINDING]?: Identity
  [CLIENT_ADDRESS_BINDING]?: string
}

/** The client's address: as the production server resolved it, else the socket's peer. */
export function requestAddress(c: Context): string {
  const env = (c.env ?? {}) as NodeBindings
  return (
    env[CLIENT_ADDRESS_BINDING] ??
    env.incoming?.socket?.remoteAddress?.replace(/^::ffff:/, '') ??
    'unknown'
  )
}

export function requestIdentity(c: Context): Identity {
  const env = (c.env ?? {}) as NodeBindings
  // The signed-in user first: the sign-in gate sets it inside the proxy app, after the outer
  // server app has already handed over the client address as the binding.
  const user: unknown = c.get('user')
  if (user && typeof user === 'object') {
    const { id, name } = user as { id?: unknown; name?: unknown }
    if (typeof id === 'string' && id) {
      return { key: `user:${id}`, label: typeof name === 'string' && name ? name : id }
    }
  }
  const given = env[IDENTITY_BINDING]
  if (given) return given
  const address = requestAddress(c)
  return { key: `addr:${address}`, label: address }
}
