/**
 * All of monitoring's HTTP routes, for the proxy app: `explorerRoutes` behind the sign-in gate,
 * `publicRoutes` (private feeds, whose URL is the credential) before it.
 */
import { Hono } from 'hono'
import type { MonitorDb } from './database'
import { createImportRoutes } from './routes-import'
import { createListRoutes } from './routes-lists'

export function createMonitorRoutes(db: MonitorDb) {
  const explorerRoutes = new Hono()
  explorerRoutes.route('/', createListRoutes(db))
  explorerRoutes.route('/', createImportRoutes(db))
  const publicRoutes = new Hono()
  return { explorerRoutes, publicRoutes }
}
