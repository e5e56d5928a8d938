/**
 * All of monitoring's HTTP routes, for the proxy app: `explorerRoutes` behind the sign-in gate,
 * `publicRoutes` (private feeds, whose URL is the credential) before it.
 */
import { Hono } from 'hono'
import type { CheckDeps } from './checker'
import { createChangeRoutes } from './routes-changes'
import { createImportRoutes } from './routes-import'
import { createListRoutes } from './routes-lists'

export function createMonitorRoutes(deps: CheckDeps) {
  const { db } = deps
  const explorerRoutes = new Hono()
  explorerRoutes.route('/', createListRoutes(db))
  explorerRoutes.route('/', createImportRoutes(db))
  explorerRoutes.route('/', createChangeRoutes(deps))
  const publicRoutes = new Hono()
  return { explorerRoutes, publicRoutes }
}
