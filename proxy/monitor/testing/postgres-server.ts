/**
 * A real PostgreSQL server for tests: a fresh cluster in a temporary directory, listening on a free
 * port on 127.0.0.1, removed again by `stop()`. Uses Debian's binaries (/usr/lib/postgresql/<n>/bin,
 * which .ci/run installs) or PG_BIN. PostgreSQL refuses to run as root, so as root (CI) the cluster
 * belongs to and runs as `nobody`.
 */
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'

export interface TestPostgres {
  url: string
  stop(): Promise<void>
}

function postgresBin(): string {
  if (process.env.PG_BIN) return process.env.PG_BIN
  const root = '/usr/lib/postgresql'
  const versions = existsSync(root)
    ? readdirSync(root)
        .filter((name) => existsSync(join(root, name, 'bin', 'postgres')))
        .sort((a, b) => Number(b) - Number(a))
    : []
  if (!versions[0]) {
    throw new Error('PostgreSQL is not installed: apt-get install postgresql (or set PG_BIN).')
  }
  return join(root, versions[0], 'bin')
}

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0))
    })
  })
}

const NOBODY = 65534

/** Prefixes a command so it runs unprivileged when this process is root. */
function asUser(command: string, args: string[]): [string, string[]] {
  return process.getuid?.() === 0
    ? ['runuser', ['-u', 'nobody', '--', command, ...args]]
    : [command, args]
}

async function waitForServer(url: string, child: ChildProcess, log: () => string) {
  const deadline = Date.now() + 30_000
  for (;;) {
    if (child.exitCode !== null) throw new Error(`postgres exited: ${log()}`)
    const client = new pg.Client({ connectionString: url })
    try {
      await client.connect()
      await client.end()
      return
    } catch {
      await client.end().catch(() => undefined)
      if (Date.now() > deadline) throw new Error(`postgres did not start: ${log()}`)
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
}

export async function startTestPostgres(): Promise<TestPostgres> {
  const bin = postgresBin()
  const dir = mkdtempSync(join(tmpdir(), 'monitor-pg-'))
  if (process.getuid?.() === 0) chownSync(dir, NOBODY, NOBODY)
  const data = join(dir, 'data')
  const init = spawnSync(
    ...asUser(join(bin, 'initdb'), [
      '-D',
      data,
      '-U',
      'postgres',
      '-A',
      'trust',
      '--no-sync',
      '-E',
      'UTF8',
    ]),
    { encoding: 'utf8' },
  )
  if (init.status !== 0) {
    rmSync(dir, { recursive: true, force: true })
    throw new Error(`initdb failed: ${init.stderr || init.error?.message}`)
  }
  const port = await freePort()
  const [command, args] = asUser(join(bin, 'postgres'), [
    '-D',
    data,
    '-p',
    String(port),
    '-h',
    '127.0.0.1',
    '-k',
    dir,
    '-c',
    'fsync=off',
    '-c',
    'synchronous_commit=off',
    '-c',
    'full_page_writes=off',
  ])
  const child = spawn(command, args, { stdio: ['ignore', 'ignore', 'pipe'] })
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr = (stderr + chunk.toString()).slice(-4000)
  })
  const url = `postgres://postgres@127.0.0.1:${port}/postgres`
  const stop = async () => {
    if (child.exitCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve))
      // SIGINT: PostgreSQL's "fast" shutdown (the runuser wrapper passes it on).
      child.kill('SIGINT')
      await Promise.race([exited, new Promise((resolve) => setTimeout(resolve, 5_000))])
      if (child.exitCode === null) child.kill('SIGKILL')
    }
    rmSync(dir, { recursive: true, force: true })
  }
  try {
    await waitForServer(url, child, () => stderr)
  } catch (error) {
    await stop()
    throw error
  }
  return { url, stop }
}

/** A fresh database on the server, so test files do not see each other's rows. */
export async function createTestDatabase(serverUrl: string, name: string): Promise<string> {
  const client = new pg.Client({ connectionString: serverUrl })
  await client.connect()
  try {
    await client.query(`CREATE DATABASE "${name.replace(/"/g, '')}"`)
  } finally {
    await client.end()
  }
  const url = new URL(serverUrl)
  url.pathname = `/${name}`
  return url.href
}
