/**
 * All of monitoring's HTTP routes, for the proxy app: `explorerRoutes` behind the sign-in gate,
 * `publicRoutes` (private feeds, whose URL is the credential) before it.
 */
import { Hono } from 'hono'
import type { CheckDeps } from './checker'
import { seenUsers, userSeenRecorder } from './context'
import { createChangeRoutes } from './routes-changes'
import { createDeliveryRoutes, createFeedRoutes } from './routes-delivery'
import { createImportRoutes } from './routes-import'
import { createListRoutes, MONITOR_BASE } from './routes-lists'

export function createMonitorRoutes(given: CheckDeps & { publicOrigin?: string | undefined }) {
  // Without a users file (OpenID Connect, tests), who exists is who has signed in.
  const deps = { ...given, users: given.users ?? seenUsers(given.db) }
  const recordSeen = userSeenRecorder(deps.db)
  const explorerRoutes = new Hono()
  explorerRoutes.use(`${MONITOR_BASE}/*`, async (c, next) => {
    const user = c.get('user')
    if (user) await recordSeen(user.id)
    await next()
  })
  explorerRoutes.route('/', createListRoutes(deps))
  explorerRoutes.route('/', createImportRoutes(deps))
  explorerRoutes.route('/', createChangeRoutes(deps))
  explorerRoutes.route('/', createDeliveryRoutes(deps))
  const publicRoutes = new Hono()
  publicRoutes.route('/', createFeedRoutes(deps))
  return { explorerRoutes, publicRoutes }
}
