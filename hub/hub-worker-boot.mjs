// Worker threads do not inherit tsx's loader on Node 20 (`--import tsx` in a worker's execArgv
// does not apply to its entry), so each hub worker starts here and loads its TypeScript entry
// (workerData.entry, a file URL; hub-worker.ts in production) through tsx's API, the same way
// proxy/start/vite-plugin.ts loads the proxy.
import { workerData } from 'node:worker_threads'
import { tsImport } from 'tsx/esm/api'

await tsImport(workerData.entry, import.meta.url)
