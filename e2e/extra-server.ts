/**
 * A second production server for specs that need a misbehaving hub (HUB_FAULTS) or hostile data
 * (HUB_HOSTILE): the Playwright webServer runs one well-behaved server, so these specs start their
 * own, exactly as `npm start` would (`node --import tsx proxy/start/server.ts`, the built dist/), on the
 * small hub, one per worker and configuration, stopped when the worker ends.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface ExtraServer {
  baseURL: string
  stop(): Promise<void>
}

/**
 * Specs pick fixed ports for their extra servers; E2E_EXTRA_PORT_OFFSET shifts them all, so that two
 * suites on one machine (each with its own E2E_PORT) do not meet on a port.
 */
const PORT_OFFSET = Number(process.env.E2E_EXTRA_PORT_OFFSET ?? 0)

/** The port a spec's fixed port becomes on this machine (see PORT_OFFSET). */
export const extraPort = (specPort: number) => specPort + PORT_OFFSET

export async function startExtraServer(
  specPort: number,
  env: Record<string, string>,
): Promise<ExtraServer> {
  const port = extraPort(specPort)
  const output: string[] = []
  const child: ChildProcess = spawn(
    process.execPath,
    ['--import', 'tsx', 'proxy/start/server.ts'],
    {
      env: {
        ...process.env,
        PORT: String(port),
        SKIP_BUILD: '1',
        HUB_SCALE: 'small',
        HUB_SEED: '1',
        HUB_API_KEY: 'e2e-extra-hub-key-51c0',
        DATAHUB_URL: '',
        DATAHUB_API_KEY: '',
        TILE_URL: '',
        HUB_FAULTS: '',
        HUB_HOSTILE: '',
        // One thread starts in a fraction of the time of a worker pool, and a test's few page
        // loads need no pool: the main servers (playwright.config.ts) cover the worker threads.
        HUB_WORKERS: '0',
        // Its own watchlists (proxy/monitor/), not those of the developer's .data/monitor.sqlite.
        MONITOR_DB: join(tmpdir(), `e2e-monitor-${port}-${Date.now()}.sqlite`),
        ...env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  )
  child.stdout!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  child.stderr!.on('data', (chunk: Buffer) => output.push(chunk.toString()))
  let exitCode: number | null = null
  child.once('exit', (code) => (exitCode = code ?? -1))

  const baseURL = `http://127.0.0.1:${port}`
  // A hostile database may have to be generated first (about a minute at small scale).
  const deadline = Date.now() + 180_000
  for (;;) {
    if (exitCode !== null) throw new Error(`extra server exited (${exitCode}):\n${output.join('')}`)
    try {
      // 401: the server is up and wants sign-in (AUTH=basic or oidc).
      const { status } = await fetch(`${baseURL}/api/explorer/upstream`)
      if (status === 200 || status === 401) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() > deadline) {
      child.kill('SIGKILL')
      throw new Error(`extra server not ready:\n${output.join('')}`)
    }
    await new Promise((resolve) => setTimeout(resolve, 300))
  }
  return {
    baseURL,
    stop: () =>
      new Promise<void>((resolve) => {
        if (exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 4000).unref()
      }),
  }
}
