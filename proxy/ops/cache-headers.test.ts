/**
 * The shared cache tells no user what another looked at: `npm start` over HTTP, two users (told
 * apart by X-Forwarded-For behind TRUST_PROXY=1), one asking what the other asked a moment before.
 * A hit carries no `X-Cache` and no `Age`, alone or in a batch; only the operator's
 * CACHE_DEBUG_HEADERS=1 shows them.
 */
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { startProxy, type Proxy } from '../testing/processes'

const KEY = 'sk-cache-headers-test-9a8b7c6d5e4f3a2b'

let upstream: Server
let quiet: Proxy
let debugging: Proxy

beforeAll(async () => {
  upstream = createServer((request, response) => {
    response.writeHead(200, { 'content-type': 'application/json', age: '7', 'x-cache': 'HIT' })
    response.end(JSON.stringify({ url: request.url }))
  })
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve))
  const env = {
    DATAHUB_URL: `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`,
    DATAHUB_API_KEY: KEY,
    TRUST_PROXY: '1',
    AUDIT_LOG: 'off',
  }
  ;[quiet, debugging] = await Promise.all([
    startProxy(env),
    startProxy({ ...env, CACHE_DEBUG_HEADERS: '1' }),
  ])
})

afterAll(async () => {
  for (const proxy of [quiet, debugging]) proxy?.child.kill('SIGKILL')
  upstream?.closeAllConnections()
  await new Promise((resolve) => upstream?.close(resolve))
})

const ask = (proxy: Proxy, from: string, query: string) =>
  fetch(`${proxy.base}api/v2/search/fusion?q=${query}`, { headers: { 'x-forwarded-for': from } })

describe('a colleague’s cached answer', () => {
  it('carries neither X-Cache nor Age', async () => {
    const first = await ask(quiet, '198.51.100.1', 'looked-at')
    // A second later the entry is a second old: Age would say so.
    await new Promise((resolve) => setTimeout(resolve, 1100))
    const second = await ask(quiet, '198.51.100.2', 'looked-at')
    for (const response of [first, second]) {
      expect(response.status).toBe(200)
      expect(response.headers.get('x-cache')).toBeNull()
      expect(response.headers.get('age')).toBeNull()
    }
    expect(await second.json()).toEqual(await first.json())
  })

  it('carries neither in a batch', async () => {
    const response = await fetch(`${quiet.base}api/explorer/batch`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-forwarded-for': '198.51.100.3' },
      body: JSON.stringify({ requests: ['/api/v2/search/fusion?q=looked-at'] }),
    })
    const { answers } = (await response.json()) as {
      answers: { status: number; headers: Record<string, string> }[]
    }
    expect(answers[0]!.status).toBe(200)
    expect(Object.keys(answers[0]!.headers)).not.toContain('x-cache')
    expect(Object.keys(answers[0]!.headers)).not.toContain('age')
  })

  it('shows both to the operator who sets CACHE_DEBUG_HEADERS=1', async () => {
    expect((await ask(debugging, '198.51.100.1', 'debug')).headers.get('x-cache')).toBe('MISS')
    const hit = await ask(debugging, '198.51.100.2', 'debug')
    expect(hit.headers.get('x-cache')).toBe('HIT')
    expect(hit.headers.get('age')).toMatch(/^\d+$/)
  })
})
