/**
 * The monitoring part of the production server as a process of its own, for tests that need
 * several of them (the scheduler's leader election): `openMonitor`, exactly as proxy/start/server.ts
 * opens it (database, scheduler, delivery, routes, from the environment), with the remote Data Hub
 * of DATAHUB_URL / DATAHUB_API_KEY, in loopback mode (every list belongs to the local user).
 * Loads a fraction of what proxy/start/server.ts loads, so two start in seconds on a busy machine.
 * Prints `monitor listening at <url>`; stops on SIGTERM.
 */
import { serve } from '@hono/node-server'
import { Hono } from 'hono'
import { openMonitor } from '../open-monitor'

const upstream = process.env.DATAHUB_URL
const apiKey = process.env.DATAHUB_API_KEY
if (!upstream || !apiKey) throw new Error('DATAHUB_URL and DATAHUB_API_KEY are required')

const monitor = await openMonitor(
  {
    upstream,
    apiKey,
    fetch: (request) => fetch(request),
    upstreamInfo: { mode: 'remote', host: new URL(upstream).host, scale: null, tileUrl: null },
  },
  { serverSecret: process.env.AUTH_SECRET ?? 'monitor-test-secret-0123456789abcdef' },
)
const app = new Hono()
app.route('/', monitor.explorerRoutes)
app.route('/', monitor.publicRoutes)
const server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, (info) => {
  console.log(`monitor listening at http://127.0.0.1:${info.port}`)
})
process.on('SIGTERM', () => {
  server.close()
  void monitor.close().then(() => process.exit(0))
})
