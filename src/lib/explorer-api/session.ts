/**
 * Who is signed in (GET /api/explorer/session, served by the proxy): read by the header's user
 * menu, the entity picker and the service form, so it lives here rather than in one feature.
 */
import { explorerRequest } from '@/lib/api/explorer-client'

export type SessionInfo =
  | { auth: 'none' }
  | { auth: 'basic' | 'oidc'; user: { id: string; name: string } | null; signOut: string }

export const fetchSession = async (signal?: AbortSignal) =>
  (await explorerRequest('session', { signal })) as SessionInfo
