/**
 * One hub worker thread (started by hub/worker-pool.ts through hub-worker-boot.mjs): opens the
 * already-generated database read-only, builds the hub app and answers the pool's requests.
 */
import { workerData } from 'node:worker_threads'
import { createHubApp } from './app'
import { openReadOnly } from './db/open'
import { serveInWorker } from './hub-worker-serve'
import type { HubWorkerData } from './worker-pool'

const { dbPath, apiKey, variants } = workerData as HubWorkerData
const db = openReadOnly(dbPath)
serveInWorker(createHubApp({ db, apiKey, variants }), () => db.close())
