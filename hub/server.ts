/**
 * `npm run hub`: the embedded Data Hub standalone on HUB_PORT. The first start generates the
 * database (with progress on the console); later starts reuse it and are ready in a moment.
 */
import { serve } from '@hono/node-server'
import { createHubApp } from './app'
import { readMeta, openHubDatabase } from './db/open'
import { readHubEnv } from './env'
import { consoleProgress } from './progress'
import { startHubWorkerPool } from './worker-pool'

const env = readHubEnv()
const started = performance.now()
console.log(`[hub] database ${env.dbPath} (scale ${env.scale}, seed ${env.seed})`)
const db = await openHubDatabase({
  path: env.dbPath,
  scale: env.scale,
  seed: env.seed,
  hostile: env.hostile,
  progress: consoleProgress(),
  onGenerated: ({ ms }) => console.log(`[hub] generated in ${(ms / 1000).toFixed(1)} s`),
})
const meta = readMeta(db)
console.log(
  `[hub] database ready in ${((performance.now() - started) / 1000).toFixed(2)} s (generated ${meta.generated_at}, took ${(Number(meta.generation_ms) / 1000).toFixed(1)} s)`,
)

// Worker threads answer in parallel (HUB_WORKERS); fault counters need the one in-thread app.
const pool =
  env.workers > 1 && !env.faults
    ? await startHubWorkerPool({ dbPath: env.dbPath, apiKey: env.apiKey, size: env.workers })
    : null
if (pool) {
  db.close()
  console.log(`[hub] answering on ${env.workers} worker threads`)
}

const server = serve(
  {
    fetch: pool?.fetch ?? createHubApp({ db, apiKey: env.apiKey, faults: env.faults }).fetch,
    port: env.port,
    hostname: '127.0.0.1',
  },
  (info) => {
    console.log(`[hub] listening on http://127.0.0.1:${info.port}/api/v2 (X-API-KEY required)`)
  },
)

function shutdown(signal: string) {
  console.log(`[hub] ${signal}: shutting down`)
  server.close(async () => {
    if (pool) await pool.close()
    else db.close()
    process.exit(0)
  })
  // Keep-alive connections must not hold the process open forever.
  setTimeout(() => process.exit(0), 3000).unref()
}
process.on('SIGINT', () => shutdown('SIGINT'))
process.on('SIGTERM', () => shutdown('SIGTERM'))
