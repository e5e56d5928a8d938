/**
 * `npm start`: builds the SPA when needed, then serves it together with the proxy from one Node
 * server. Prints where it listens and which upstream it uses (never the key).
 */
import type { Server } from 'node:http'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { serve } from '@hono/node-server'
import { createProxyApp } from '../gateway/app'
import { createRedisAttemptStore } from '../auth/attempts'
import { openAuth } from '../auth/open-auth'
import { buildReason, runViteBuild } from './build'
import { deploymentWarnings, hostCheck, loadDeploymentEnv } from './deployment'
import { ConfigError, loadProxyEnv } from './env'
import { openMonitor, usersFileDirectory } from '../monitor/open-monitor'
import { loadOpsEnv } from '../ops/config'
import { installGracefulShutdown } from '../ops/shutdown'
import { connectRedis } from '../ops/redis'
import { createLogger, createTeamServer } from '../ops/team-server'
import { createServerApp } from '../gateway/server-app'
import { openUpstream } from './upstream'

const root = fileURLToPath(new URL('../..', import.meta.url))

async function main() {
  const env = loadProxyEnv()
  const opsEnv = loadOpsEnv()
  const deployment = loadDeploymentEnv(process.env)
  const logger = createLogger(opsEnv.logLevel)
  // Before the build and the hub: a refused configuration (AUTH=none beyond loopback) fails at once.
  // Redis first: sign-in counts failed attempts there, shared by every process.
  const redis = opsEnv.redisUrl
    ? await connectRedis(opsEnv.redisUrl, opsEnv.redisPrefix, logger, opsEnv.redisTimeoutMs).catch(
        (error: unknown) => {
          throw new ConfigError(error instanceof Error ? error.message : String(error))
        },
      )
    : null
  const signIn = await openAuth(
    process.env,
    env.host,
    console.log,
    redis ? createRedisAttemptStore(redis.client, `${opsEnv.redisPrefix}`, redis.warn) : undefined,
  ).catch(async (error: unknown) => {
    await redis?.close()
    throw error
  })

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
  // Cache entries in Redis are signed with a key derived from the session secret: every process
  // sharing Redis shares it (AUTH_SECRET, or the secret file on one machine).
  const shared = redis ? { redis, secret: signIn.secret } : null
  const team = await createTeamServer(opsEnv, upstream.proxy, logger, shared).catch(
    async (error: unknown) => {
      await upstream.close()
      await redis?.close()
      throw new ConfigError(error instanceof Error ? error.message : String(error))
    },
  )
  const monitor = await openMonitor(upstream.proxy, {
    // Webhook secrets are sealed with a key derived from it (every process shares AUTH_SECRET).
    serverSecret: signIn.secret,
    budgets: team.budgets,
    audit: team.audit?.event ? { event: (entry) => team.audit?.event?.(entry) } : undefined,
    users: usersFileDirectory(signIn.users),
  }).catch(async (error: unknown) => {
    await team.close()
    await upstream.close()
    await redis?.close()
    throw error
  })
  const { app, warm } = createServerApp({
    proxy: createProxyApp({
      ...upstream.proxy,
      handleApi: team.handleApi,
      auth: signIn.auth,
      onUnhandledError: ({ error, ...where }) =>
        team.logger.error({ ...where, err: error }, 'unhandled error'),
      publicOrigin: deployment.publicUrl?.origin,
      explorerRoutes: monitor.explorerRoutes,
      publicRoutes: monitor.publicRoutes,
    }),
    opsRoutes: team.routes,
    distDir: join(root, 'dist'),
    tileSource: env.tileSource,
    hostAllowed: hostCheck(env.host, deployment.publicUrl),
    trustProxy: deployment.trustProxy,
    hsts: deployment.publicUrl?.protocol === 'https:',
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
    console.log(`Team server: ${team.description}`)
    console.log(`Sign-in: ${signIn.description}`)
    for (const line of deploymentWarnings(env.host, deployment.publicUrl)) console.warn(line)
    console.log(`Monitoring: ${monitor.description}`)
    team.logger.info({ port: info.port, host: env.host }, 'listening')
  }) as Server
  server.on('error', (error: NodeJS.ErrnoException) => {
    console.error(`Cannot listen on ${env.host}:${env.port}: ${error.code ?? error.message}`)
    void team.close()
    void monitor.close()
    void upstream.close()
    process.exit(1)
  })

  installGracefulShutdown(server, {
    timeoutMs: opsEnv.shutdownTimeoutMs,
    logger: team.logger,
    onStart: team.startDraining,
    cleanup: async () => {
      await signIn.auth.close()
      await team.close()
      await monitor.close()
      await upstream.close()
    },
  })
}

main().catch((error: unknown) => {
  console.error(error instanceof ConfigError ? error.message : error)
  process.exit(1)
})
