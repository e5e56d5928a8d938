/**
 * What only a real socket can show: how Node's HTTP parser and the node-server adapter treat
 * smuggling-shaped requests before the proxy sees them. These tests listen on an ephemeral
 * loopback port because the point is the raw bytes on the wire.
 */
import type { AddressInfo } from 'node:net'
import { connect } from 'node:net'
import type { Server } from 'node:http'
import { serve } from '@hono/node-server'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createProxyApp } from './app'
import { fakeUpstream, TEST_KEY, TEST_UPSTREAM } from '../testing/fake-upstream'
import { createServerApp } from './server-app'

const upstream = fakeUpstream(async (request) =>
  Response.json({ received: request.method === 'POST' ? await request.text() : null }),
)
let server: Server
let port: number
let dist: string

beforeAll(async () => {
  dist = mkdtempSync(join(tmpdir(), 'explorer-dist-'))
  writeFileSync(join(dist, 'index.html'), '<!doctype html><title>x</title>')
  const proxy = createProxyApp({
    upstream: TEST_UPSTREAM,
    apiKey: TEST_KEY,
    fetch: upstream.fetch,
    upstreamInfo: { mode: 'remote', host: 'hub.example.test', scale: null },
  })
  const { app } = createServerApp({ proxy, distDir: dist })
  await new Promise<void>((resolve) => {
    server = serve({ fetch: app.fetch, port: 0, hostname: '127.0.0.1' }, () => resolve()) as Server
  })
  port = (server.address() as AddressInfo).port
})
afterAll(() => {
  server.closeAllConnections()
  server.close()
  rmSync(dist, { recursive: true, force: true })
})
beforeEach(() => {
  upstream.requests.length = 0
})

/** Sends raw bytes, returns the raw response text once the server closes the connection. */
function raw(request: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(port, '127.0.0.1')
    let text = ''
    socket.setEncoding('latin1')
    socket.on('data', (chunk) => (text += chunk))
    socket.on('error', reject)
    socket.on('close', () =>
      resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }),
    )
    // Not end(): node-server drops the answer to a client that half-closed before it was sent.
    // `Connection: close` makes the server close the socket once it has answered.
    socket.write(request, 'latin1')
  })
}

const head = (line: string, headers: string[] = []) =>
  `${line}\r\nHost: 127.0.0.1\r\nConnection: close\r\n${headers.map((h) => `${h}\r\n`).join('')}\r\n`

describe('requests on the wire', () => {
  it('refuses a request carrying both Content-Length and Transfer-Encoding', async () => {
    const { status } = await raw(
      head('POST /api/v2/service/invoke HTTP/1.1', [
        'Content-Type: application/json',
        'Content-Length: 4',
        'Transfer-Encoding: chunked',
      ]) + '2\r\n{}\r\n0\r\n\r\nGET /api/v2/smuggled HTTP/1.1\r\nHost: x\r\n\r\n',
    )
    expect(status).toBe(400)
    expect(upstream.requests).toHaveLength(0)
  })

  it('refuses conflicting Content-Length headers', async () => {
    const { status } = await raw(
      head('POST /api/v2/service/invoke HTTP/1.1', [
        'Content-Type: application/json',
        'Content-Length: 2',
        'Content-Length: 40',
      ]) + '{}',
    )
    expect(status).toBe(400)
    expect(upstream.requests).toHaveLength(0)
  })

  it('counts a chunked body and stops it at 64 KiB', async () => {
    const chunk = 'x'.repeat(8192)
    const body = `${Array.from({ length: 10 }, () => `2000\r\n${chunk}\r\n`).join('')}0\r\n\r\n`
    const { status, text } = await raw(
      head('POST /api/v2/service/invoke HTTP/1.1', [
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]) + body,
    )
    expect(status).toBe(413)
    expect(text).toContain('"detail"')
    expect(upstream.requests).toHaveLength(0)
  })

  it('forwards a small chunked body intact', async () => {
    const { status, text } = await raw(
      head('POST /api/v2/service/invoke HTTP/1.1', [
        'Content-Type: application/json',
        'Transfer-Encoding: chunked',
      ]) + '2\r\n{}\r\n0\r\n\r\n',
    )
    expect(status, text).toBe(200)
    expect(text).toContain('{"received":"{}"}')
  })

  it('keeps encoded CR/LF in the query string out of every header', async () => {
    const { status } = await raw(
      head('GET /api/v2/search/fusion?q=a%0d%0aX-Injected:%201 HTTP/1.1'),
    )
    expect(status).toBe(200)
    expect(upstream.requests[0]?.headers['x-injected']).toBeUndefined()
    expect(upstream.requests[0]?.url).toBe(
      `${TEST_UPSTREAM}/api/v2/search/fusion?q=a%0d%0aX-Injected:%201`,
    )
  })

  it('refuses raw control characters in the request line', async () => {
    const { status } = await raw(head('GET /api/v2/search/fusion?q=a\rX-Injected: 1 HTTP/1.1'))
    expect(status).toBe(400)
    expect(upstream.requests).toHaveLength(0)
  })

  it('answers a long URL with a JSON 414 and a huge one with 431, forwarding neither', async () => {
    const long = await raw(head(`GET /api/v2/search/fusion?q=${'a'.repeat(10_000)} HTTP/1.1`))
    expect(long.status).toBe(414)
    expect(long.text).toContain('"detail"')
    const huge = await raw(head(`GET /api/v2/search/fusion?q=${'a'.repeat(100_000)} HTTP/1.1`))
    expect(huge.status).toBe(431)
    expect(upstream.requests).toHaveLength(0)
  })

  it('sends an absolute-form request to the configured upstream only', async () => {
    const { status } = await raw(head('GET http://evil.example/api/v2/search/fusion?q=a HTTP/1.1'))
    expect(status).toBe(200)
    expect(upstream.requests[0]?.url).toBe(`${TEST_UPSTREAM}/api/v2/search/fusion?q=a`)
  })

  it('puts the security headers on real responses and never the key', async () => {
    const { text } = await raw(head('GET /api/v2/search/fusion?q=a HTTP/1.1'))
    expect(text.toLowerCase()).toContain("content-security-policy: default-src 'self'")
    expect(text.toLowerCase()).toContain('x-content-type-options: nosniff')
    expect(text).not.toContain(TEST_KEY)
  })
})
