/**
 * Starts one of the project's servers as a child process (as `npm start` or `npm run hub` would)
 * and waits until it answers. Used by the benchmarks, which must measure the real processes.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { fileURLToPath } from 'node:url'

export const ROOT = fileURLToPath(new URL('..', import.meta.url))

export interface RunningServer {
  process: ChildProcess
  stop(): Promise<void>
}

/**
 * `node --import tsx <entry>` with `env` added, in `cwd` (this checkout unless another is named);
 * resolves once `readyUrl` answers 2xx.
 */
export async function startServer(
  name: string,
  entry: string,
  env: Record<string, string>,
  readyUrl: string,
  init: RequestInit = {},
  cwd = ROOT,
): Promise<RunningServer> {
  const child = spawn(process.execPath, ['--import', 'tsx', entry], {
    cwd,
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  // Generation progress and errors stay visible: a default-scale first start takes minutes.
  const echo = (chunk: Buffer) => {
    for (const line of chunk.toString().split('\n'))
      if (line.trim()) console.log(`  [${name}] ${line}`)
  }
  child.stdout!.on('data', echo)
  child.stderr!.on('data', echo)
  let exited: number | null = null
  child.once('exit', (code) => (exited = code ?? -1))

  const started = Date.now()
  for (;;) {
    if (exited !== null) throw new Error(`${name} exited with code ${exited} before it was ready`)
    try {
      const response = await fetch(readyUrl, init)
      if (response.ok) break
    } catch {
      // Not listening yet.
    }
    if (Date.now() - started > 30 * 60_000)
      throw new Error(`${name} was not ready after 30 minutes`)
    await new Promise((resolve) => setTimeout(resolve, 500))
  }
  return {
    process: child,
    stop: () =>
      new Promise((resolve) => {
        if (exited !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill('SIGTERM')
        setTimeout(() => child.kill('SIGKILL'), 5000).unref()
      }),
  }
}

/** Builds the SPA when the build is missing or older than its sources, as `npm start` would. */
export async function buildIfNeeded(): Promise<void> {
  const { buildReason, runViteBuild } = await import('../proxy/start/build')
  const reason = await buildReason(ROOT)
  if (!reason) return
  console.log(`Building the SPA because ${reason} …`)
  await runViteBuild(ROOT)
}

/**
 * The production server (`npm start`) on the small embedded hub (seed 1), with no remote Data Hub
 * and no tiles, ready once its upstream answers; `env` adds to or overrides those settings (a
 * hub database file, faults).
 */
export function startExplorerOnSmallHub(
  port: number,
  env: Record<string, string> = {},
): Promise<RunningServer> {
  return startServer(
    'server',
    'proxy/start/server.ts',
    {
      PORT: String(port),
      SKIP_BUILD: '1',
      HUB_SCALE: 'small',
      HUB_SEED: '1',
      HUB_DB: '',
      HUB_VARIANTS: 'none',
      HUB_FAULTS: '',
      HUB_HOSTILE: '',
      DATAHUB_URL: '',
      DATAHUB_API_KEY: '',
      TILE_URL: '',
      ...env,
    },
    `http://127.0.0.1:${port}/api/explorer/upstream`,
  )
}
