/**
 * The scheduler's leader election across two real server processes sharing one
 * monitoring database, on both databases the server supports: a SQLite file (several processes on
 * one machine may share it, WAL and a busy timeout) and PostgreSQL (DATABASE_URL, what deployments
 * with several processes use; a real server, testing/both-databases.ts). Each process is the monitoring part of the production server (testing/monitor-server.ts
 * runs `openMonitor` as proxy/start/server.ts does; the whole server takes ten times as long to load). Each process reaches the Data Hub through
 * its own port of a hub served by this test, so the upstream requests say which process ran a
 * scheduled check. Exactly one does; when it is killed (no chance to release its lease), the other
 * takes over once the lease has expired (three ticks of one second). The processes run a bundle of
 * monitor-server.ts (bundle-monitor-server.ts), built while PostgreSQL starts: it starts in half the
 * time of `--import tsx`.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { serve, type ServerType } from '@hono/node-server'
import { createHubApp } from '../../hub/app'
import { openTestDb } from '../../hub/testing/test-hub'
import { openMonitorDb, type OpenedMonitorDb } from './database'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'
import { bundleMonitorServer } from './testing/bundle-monitor-server'

const root = fileURLToPath(new URL('../..', import.meta.url))
const KEY = 'scheduler-processes-key-71c4'
const API = '/api/explorer/monitor'

interface Upstream {
  url: string
  /** Organization record reads that reached this port (the checker's first call per entity). */
  reads: string[]
  server: ServerType
}

interface ServerProcess {
  child: ChildProcess
  base: string
  output: () => string
}

async function serveHub(app: ReturnType<typeof createHubApp>): Promise<Upstream> {
  const reads: string[] = []
  const server = serve({
    fetch: (request) => {
      const path = new URL(request.url).pathname
      if (path.includes('/entities/organization/get/')) reads.push(path)
      return app.fetch(request)
    },
    port: 0,
    hostname: '127.0.0.1',
  })
  await new Promise((resolve) => server.once('listening', resolve))
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, reads, server }
}

type MonitorSettings = Awaited<ReturnType<ReturnType<typeof useTestDatabases>['settings']>>

function startServer(
  script: string,
  upstream: string,
  database: MonitorSettings,
): Promise<ServerProcess> {
  const child = spawn(process.execPath, [script], {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      DATAHUB_URL: upstream,
      DATAHUB_API_KEY: KEY,
      MONITOR_DB: database.sqlitePath,
      // Set for PostgreSQL, where it wins over MONITOR_DB (as in open-monitor.ts).
      DATABASE_URL: database.databaseUrl,
      MONITOR_TICK_SECONDS: '1',
    },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  return new Promise((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /monitor listening at (http:\/\/\S+)/.exec(output)?.[1]
      if (url)
        resolve({
          child,
          base: url,
          output: () => output,
        })
    })
    child.once('exit', () => reject(new Error(`server exited early:\n${output}`)))
  })
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean) {
  const deadline = Date.now() + 20_000
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() > deadline) throw new Error(`Timed out waiting for ${what}`)
    await new Promise((resolve) => setTimeout(resolve, 100))
  }
}

// Built once for the file, while PostgreSQL starts (both-databases.ts's beforeAll).
const bundle = bundleMonitorServer()
bundle.catch(() => undefined) // reported where a test awaits it
afterAll(async () => (await bundle.catch(() => null))?.remove())
const databases = useTestDatabases()

describe.each(DATABASE_KINDS)('the scheduler across two server processes on %s', (kind) => {
  const upstreams: Upstream[] = []
  const servers: ServerProcess[] = []
  let monitor: OpenedMonitorDb

  afterAll(async () => {
    for (const server of servers) server.child.kill('SIGKILL')
    for (const upstream of upstreams) upstream.server.close()
    await monitor?.close()
  })

  it('runs each scheduled check in exactly one process; the other takes over when it stops', async () => {
    const hubDb = await openTestDb()
    const app = createHubApp({ db: hubDb, apiKey: KEY })
    upstreams.push(await serveHub(app), await serveHub(app))
    // Migrated before the servers start, so neither migrates while the other does.
    const { file: script } = await bundle
    const settings = await databases.settings(kind)
    monitor = await openMonitorDb(settings)
    servers.push(
      ...(await Promise.all(
        upstreams.map((upstream) => startServer(script, upstream.url, settings)),
      )),
    )
    const [a, b] = servers as [ServerProcess, ServerProcess]

    const organizationId = hubDb.prepare('SELECT id FROM organizations LIMIT 1').pluck().get()
    const created = await fetch(`${a.base}${API}/lists`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'Scheduled' }),
    })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const added = await fetch(`${a.base}${API}/lists/${id}/entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        entities: [{ type: 'ORGANIZATION', id: organizationId, name: 'Watched' }],
      }),
    })
    expect(added.status).toBe(204)

    const lastChecked = async (server: ServerProcess) => {
      const response = await fetch(`${server.base}${API}/lists/${id}`)
      return ((await response.json()) as { lastCheckedAt: string | null }).lastCheckedAt
    }
    /** Makes the list due now (daily lists wait a day) and waits, over HTTP, for its next check. */
    const dueAndChecked = async (server: ServerProcess) => {
      const before = await lastChecked(server)
      await monitor.db
        .updateTable('monitor_lists')
        .set({ next_check_at: new Date(Date.now() - 1000).toISOString() })
        .where('id', '=', id)
        .execute()
      await until(
        'the scheduled check',
        () => lastChecked(server),
        (checked) => checked !== before,
      )
    }

    await dueAndChecked(b)
    // One record read for the one entity, by one process only.
    expect(upstreams.map((u) => u.reads.length).sort()).toEqual([0, 1])
    const leader = upstreams[0]!.reads.length === 1 ? 0 : 1
    const follower = 1 - leader

    // The leader keeps the lease from tick to tick: the next due check is its own again.
    await dueAndChecked(servers[follower]!)
    expect(upstreams[leader]!.reads).toHaveLength(2)
    expect(upstreams[follower]!.reads).toHaveLength(0)

    // Killed, the leader cannot release its lease: the follower takes over once it expires.
    servers[leader]!.child.kill('SIGKILL')
    await dueAndChecked(servers[follower]!)
    expect(upstreams[follower]!.reads).toHaveLength(1)
    expect(upstreams[leader]!.reads).toHaveLength(2)
  }, 60_000)
})
