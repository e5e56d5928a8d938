/**
 * `npm run hub`: the embedded Data Hub standalone on HUB_PORT. The first start generates the
 * database (with progress on the console); later starts reuse it and are ready in a moment.
 */
import { serve } from '@hono/node-server'
import { readHubEnv } from './env'
import { startHub } from './start'

const env = readHubEnv()
console.log(`[hub] database ${env.dbPath} (scale ${env.scale}, seed ${env.seed})`)
const hub = await startHub({ env, log: (line) => console.log(`[hub] ${line}`) })
console.log(`[hub] ${hub.description}`)

const server = serve({ fetch: hub.fetch, port: env.port, hostname: '127.0.0.1' }, (info) => {
  console.log(`[hub] listening on http://127.0.0.1:${info.port}/api/v2 (X-API-KEY required)`)
})

function shutdown(signal: string) {
  console.log(`[hub] ${signal}: shutting down`)
  server.close(async () => {
    await hub.close()
    process.exit(0)
  })
  // Keep-alive connections must not hold the process open forever.
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
