/**
 * Test-only hub worker: the production worker's loop (hub/hub-worker-serve.ts) around a hub app
 * with injected faults, so pool tests can hold a worker on a hanging request. Production never
 * puts faults on workers: their counters would run per thread (see hub/start.ts). Each hang is
 * announced on the pool's broadcast channel, so a test waits for it instead of sleeping.
 */
import { BroadcastChannel, workerData } from 'node:worker_threads'
import { createHubApp } from '../app'
import { openReadOnly } from '../db/open'
import type { HubFaults } from '../faults'
import { serveInWorker } from '../hub-worker-serve'
import type { HubWorkerData } from '../worker-pool'

const { dbPath, apiKey, faults, hangChannel } = workerData as HubWorkerData & {
  faults: HubFaults
  hangChannel: string
}
const hangs = new BroadcastChannel(hangChannel)
hangs.unref()
const onFault: HubFaults['onFault'] = (kind, path) => {
  if (kind === 'hang') hangs.postMessage(path)
}
const db = openReadOnly(dbPath)
serveInWorker(createHubApp({ db, apiKey, faults: { ...faults, onFault } }), () => {
  hangs.close()
  db.close()
})
