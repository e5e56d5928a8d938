/**
 * `npm start` as a process: configuration errors, the startup lines, serving, and a clean stop on
 * SIGTERM. Remote mode against a closed port keeps the hub out of it; SKIP_BUILD skips `vite build`.
 */
import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'

const root = fileURLToPath(new URL('../..', import.meta.url))
const KEY = 'sk-process-test-9d8c7b6a5f4e3d2c1b0a'

function start(env: Record<string, string>) {
  const child = spawn(process.execPath, ['--import', 'tsx', 'proxy/start/server.ts'], {
    cwd: root,
    env: { PATH: process.env.PATH, SKIP_BUILD: '1', HOST: '127.0.0.1', ...env },
  })
  let output = ''
  child.stdout.on('data', (chunk) => (output += chunk))
  child.stderr.on('data', (chunk) => (output += chunk))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  const listening = new Promise<string>((resolve, reject) => {
    child.stdout.on('data', () => {
      const url = /running at (http:\/\/\S+)/.exec(output)?.[1]
      if (url) resolve(url.replace('localhost', '127.0.0.1'))
    })
    void exited.then(() => reject(new Error(`server exited early:\n${output}`)))
  })
  // Tests that expect an early exit never await this.
  listening.catch(() => undefined)
  return { child, exited, listening, output: () => output }
}

describe('npm start (proxy/start/server.ts)', () => {
  it('serves, names its upstream without the key, and stops cleanly on SIGTERM', async () => {
    const server = start({ DATAHUB_URL: 'http://127.0.0.1:9', DATAHUB_API_KEY: KEY, PORT: '0' })
    const base = await server.listening
    const info = await fetch(`${base}api/explorer/upstream`)
    expect(await info.json()).toEqual({
      mode: 'remote',
      host: '127.0.0.1:9',
      scale: null,
      tileUrl: null,
    })
    const dead = await fetch(`${base}api/v2/search/fusion?q=a`)
    expect(dead.status).toBe(502)
    expect(dead.headers.get('content-security-policy')).toContain("default-src 'self'")
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(server.output()).toContain('Upstream: remote Data Hub at 127.0.0.1:9')
    expect(server.output()).toContain('SIGTERM received')
    expect(server.output()).not.toContain(KEY)
  })

  it('refuses to start without a key for DATAHUB_URL, saying why', async () => {
    const server = start({ DATAHUB_URL: 'https://datahub.example.com' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toContain('DATAHUB_API_KEY is required when DATAHUB_URL is set')
  })
})
