/**
 * DATAHUB_URL written with or without `/api/v2`, with or without a trailing slash: over real HTTP,
 * the upstream sees `/api/v2/...` exactly once (docs/datahub-api.md §1, "Base").
 */
import { serve, type ServerType } from '@hono/node-server'
import type { AddressInfo } from 'node:net'
import { createProxyApp } from '../gateway/app'
import { dataHubBase, loadProxyEnv } from './env'
import { openUpstream } from './upstream'

const KEY = 'sk-base-test-4c2a'
let server: ServerType
let origin = ''
const seen: string[] = []

beforeAll(async () => {
  await new Promise<void>((resolve) => {
    server = serve(
      {
        fetch: (request) => {
          const url = new URL(request.url)
          seen.push(url.pathname + url.search)
          return Response.json({ results: [] })
        },
        port: 0,
        hostname: '127.0.0.1',
      },
      (info: AddressInfo) => {
        origin = `http://127.0.0.1:${info.port}`
        resolve()
      },
    )
  })
})
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())))

describe('DATAHUB_URL spellings', () => {
  it.each(['', '/', '/api/v2', '/api/v2/', '/API/V2//'])(
    'base %j: the upstream sees /api/v2/... once',
    async (suffix) => {
      seen.length = 0
      const env = loadProxyEnv({ DATAHUB_URL: `${origin}${suffix}`, DATAHUB_API_KEY: KEY })
      const app = createProxyApp((await openUpstream(env)).proxy)
      const response = await app.request('/api/v2/search/data?q=Berlin')
      expect(response.status).toBe(200)
      expect(seen).toEqual(['/api/v2/search/data?q=Berlin'])
    },
  )

  it.each(['/gateway', '/gateway/', '/gateway/api/v2', '/gateway/api/v2/'])(
    'keeps a gateway prefix (%j)',
    async (suffix) => {
      seen.length = 0
      const env = loadProxyEnv({ DATAHUB_URL: `${origin}${suffix}`, DATAHUB_API_KEY: KEY })
      const app = createProxyApp((await openUpstream(env)).proxy)
      expect((await app.request('/api/v2/search/fusion?q=a')).status).toBe(200)
      expect(seen).toEqual(['/gateway/api/v2/search/fusion?q=a'])
    },
  )

  it('strips only one trailing /api/v2 and nothing in the middle', () => {
    expect(dataHubBase('https://hub.example/api/v2/api/v2').pathname).toBe('/api/v2')
    expect(dataHubBase('https://hub.example/api/v2x').pathname).toBe('/api/v2x')
    expect(dataHubBase('https://hub.example/api/v2/').href).toBe('https://hub.example/')
  })
})
