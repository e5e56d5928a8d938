/**
 * Test helpers for the team server as processes: a real `redis-server` (Debian's) on a free port,
 * and `npm start`'s server (proxy/start/server.ts) with SKIP_BUILD, reporting where it listens.
 */
import { spawn, type ChildProcess } from 'node:child_process'
import { existsSync } from 'node:fs'
import { createServer as createNetServer } from 'node:net'
import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'

export const root = fileURLToPath(new URL('../..', import.meta.url))
const REDIS_SERVER = process.env.REDIS_SERVER ?? '/usr/bin/redis-server'

export const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createNetServer().listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      server.close(() => resolve(port))
    })
  })

export async function startRedis(port?: number): Promise<{ url: string; child: ChildProcess }> {
  if (!existsSync(REDIS_SERVER)) {
    throw new Error(
      `redis-server was not found at ${REDIS_SERVER}: these tests need a real Redis. ` +
        'Install it with `sudo apt-get install -y redis-server` (.ci/run does), or set REDIS_SERVER.',
    )
  }
  port ??= await freePort()
  const child = spawn(
    REDIS_SERVER,
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  const { Redis } = await import('ioredis')
  for (let attempt = 0; attempt < 100; attempt++) {
    const client = new Redis({
      port,
      host: '127.0.0.1',
      lazyConnect: true,
      retryStrategy: () => null,
    })
    client.on('error', () => undefined)
    try {
      await client.connect()
      await client.ping()
      client.disconnect()
      return { url: `redis://127.0.0.1:${port}`, child }
    } catch {
      client.disconnect()
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
  }
  child.kill('SIGKILL')
  throw new Error('redis-server did not answer within 10 s')
}

export interface Proxy {
  base: string
  child: ChildProcess
  exited: Promise<number | null>
  output: () => string
}

/** @param viaNpm run `npm start` itself (signals then go to npm, as a container runtime's do). */
export function startProxy(env: Record<string, string>, { viaNpm = false } = {}): Promise<Proxy> {
  const [command, args] = viaNpm
    ? ['npm', ['start', '--silent']]
    : [process.execPath, ['--import', 'tsx', 'proxy/start/server.ts']]
  const child = spawn(command, args, {
    cwd: root,
    env: {
      PATH: process.env.PATH,
      HOME: process.env.HOME,
      SKIP_BUILD: '1',
      HOST: '127.0.0.1',
      PORT: '0',
      ...env,
    },
  })
  let output = ''
  const exited = new Promise<number | null>((resolve) => child.on('exit', resolve))
  return new Promise((resolve, reject) => {
    const onData = (chunk: Buffer) => {
      output += chunk.toString()
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1]
      if (url)
        resolve({
          base: url.replace('localhost', '127.0.0.1'),
          child,
          exited,
          output: () => output,
        })
    }
    child.stdout.on('data', onData)
    child.stderr.on('data', onData)
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)))
  })
}
