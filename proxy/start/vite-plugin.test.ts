/**
 * The dev-server plugin with a stand-in for Vite's server: it mounts nothing under Vitest, passes
 * non-API requests on, and answers /api through the real proxy (loaded lazily, remote mode against
 * a closed port so no hub is involved). The middleware is served on an ephemeral loopback port
 * because it takes Node's own request and response objects.
 */
import { EventEmitter } from 'node:events'
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import type { ViteDevServer } from 'vite'
import { datahubProxy } from './vite-plugin'

type Middleware = (
  req: IncomingMessage,
  res: ServerResponse,
  next: (error?: unknown) => void,
) => void

function fakeViteServer() {
  const middlewares: Middleware[] = []
  const logged: string[] = []
  const server = {
    middlewares: { use: (fn: Middleware) => middlewares.push(fn) },
    config: { logger: { info: (line: string) => logged.push(line) } },
    httpServer: new EventEmitter(),
  }
  return { server: server as unknown as ViteDevServer, middlewares, logged }
}

function configure(server: ViteDevServer) {
  const plugin = datahubProxy()
  expect(plugin.apply).toBe('serve')
  const hook = plugin.configureServer as (server: ViteDevServer) => void
  hook(server)
}

describe('datahubProxy()', () => {
  const saved = { ...process.env }
  afterEach(() => {
    process.env = { ...saved }
  })

  it('mounts nothing under Vitest', () => {
    const { server, middlewares } = fakeViteServer()
    configure(server)
    expect(middlewares).toHaveLength(0)
  })

  it('serves /api through the proxy and passes everything else on', async () => {
    delete process.env.VITEST
    Object.assign(process.env, {
      DATAHUB_URL: 'http://127.0.0.1:9',
      DATAHUB_API_KEY: 'sk-dev-plugin-test',
    })
    const { server, middlewares, logged } = fakeViteServer()
    configure(server)
    expect(middlewares).toHaveLength(1)

    const passedOn: string[] = []
    const http = createServer((req, res) =>
      middlewares[0]!(req, res, (error) => {
        passedOn.push(req.url ?? '')
        res.statusCode = error ? 500 : 299
        res.end()
      }),
    )
    await new Promise<void>((resolve) => http.listen(0, '127.0.0.1', resolve))
    const base = `http://127.0.0.1:${(http.address() as AddressInfo).port}`
    try {
      expect((await fetch(`${base}/src/main.tsx`)).status).toBe(299)
      const info = await fetch(`${base}/api/explorer/upstream`)
      expect(await info.json()).toEqual({
        mode: 'remote',
        host: '127.0.0.1:9',
        scale: null,
        tileUrl: null,
      })
      const dead = await fetch(`${base}/api/v2/search/fusion?q=a`)
      expect(dead.status).toBe(502)
      expect(passedOn).toEqual(['/src/main.tsx'])
      expect(logged.join('\n')).toContain('remote Data Hub at 127.0.0.1:9')
      expect(logged.join('\n')).not.toContain('sk-dev-plugin-test')
    } finally {
      http.closeAllConnections()
      http.close()
    }
  })
})
