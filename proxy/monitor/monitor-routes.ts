/**
 * All of monitoring's HTTP routes, for the proxy app: `explorerRoutes` behind the sign-in gate,
 * `publicRoutes` (private feeds, whose URL is the credential) before it.
 */
import { Hono } from 'hono'
import type { CheckDeps } from './checker'
import { createChangeRoutes } from './routes-changes'
import { createDeliveryRoutes, createFeedRoutes } from './routes-delivery'
import { createImportRoutes } from './routes-import'
import { createListRoutes } from './routes-lists'

export function createMonitorRoutes(deps: CheckDeps & { publicOrigin?: string | undefined }) {
  const { db } = deps
  const explorerRoutes = new Hono()
  explorerRoutes.route('/', createListRoutes(db))
  explorerRoutes.route('/', createImportRoutes(db))
  explorerRoutes.route('/', createChangeRoutes(deps))
  explorerRoutes.route('/', createDeliveryRoutes(deps))
  const publicRoutes = new Hono()
  publicRoutes.route('/', createFeedRoutes(deps))
  return { explorerRoutes, publicRoutes }
}
