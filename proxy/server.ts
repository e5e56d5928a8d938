/**
 * `npm start`: builds the SPA when needed, then serves it together with the proxy from one Node
 * server. Prints where it listens and which upstream it uses (never the key).
 */
import type { Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createProxyApp } from './app'
import { openAuth } from './auth/open-auth'
import { buildReason, runViteBuild } from './build'
import { ConfigError, loadProxyEnv } from './env'
import { createServerApp, LOOPBACK_HOSTS } from './server-app'
import { openUpstream } from './upstream'

const root = fileURLToPath(new URL('..', import.meta.url))

async function main() {
  const env = loadProxyEnv()
  // Before the build and the hub: a refused configuration (AUTH=none beyond loopback) fails at once.
  const signIn = await openAuth(process.env, env.host)

  // Tests build once and start the server many times.
  if (process.env.SKIP_BUILD !== '1') {
    const reason = await buildReason(root)
    if (reason) {
      console.log(`Building the app because ${reason} (vite build) …`)
      await runViteBuild(root)
    } else {
      console.log('The app in dist/ is up to date; not rebuilding.')
    }
  }

  const upstream = await openUpstream(env)
  const { app, warm } = createServerApp({
    proxy: createProxyApp({ ...upstream.proxy, auth: signIn.auth }),
    distDir: join(root, 'dist'),
    tileSource: env.tileSource,
    allowedHosts: ['127.0.0.1', 'localhost', '::1'].includes(env.host) ? LOOPBACK_HOSTS : undefined,
    auth: signIn.auth,
  })
  // Compress the built files in the background so the first page load is served compressed.
  warm().catch(() => undefined)

  const server = serve({ fetch: app.fetch, port: env.port, hostname: env.host }, (info) => {
    const shown =
      env.host === '127.0.0.1' || env.host === '0.0.0.0' || env.host === '::'
        ? 'localhost'
        : env.host
    console.log(`Data Hub Explorer is running at http://${shown}:${info.port}/`)
    console.log(`Upstream: ${upstream.description}`)
    console.log(`Sign-in: ${signIn.description}`)
  }) as Server
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${env.host}:${env.port}: ${error.code ?? error.message}`)
    upstream.close()
    process.exit(1)
  })

  let stopping = false
  const stop = (signal: string) => {
    if (stopping) return
    stopping = true
    console.log(`${signal} received, shutting down …`)
    server.close(async () => {
      await upstream.close()
      process.exit(0)
    })
    server.closeIdleConnections()
    // Open requests get a moment to finish; then the connections go.
    setTimeout(() => server.closeAllConnections(), 2000).unref()
  }
  process.on('SIGINT', () => stop('SIGINT'))
  process.on('SIGTERM', () => stop('SIGTERM'))
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
