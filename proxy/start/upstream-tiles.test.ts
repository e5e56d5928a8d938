import { createProxyApp } from '../gateway/app'
import { loadProxyEnv } from './env'
import { openUpstream } from './upstream'

describe('tile URL in the upstream info', () => {
  it('tells the SPA the configured TILE_URL', async () => {
    const env = loadProxyEnv({
      DATAHUB_URL: 'https://datahub.example.com',
      DATAHUB_API_KEY: 'sk-test-123',
      TILE_URL: 'https://tile.example.org/{z}/{x}/{y}.png',
    })
    const opened = await openUpstream(env)
    const app = createProxyApp(opened.proxy)
    const body = await (await app.request('/api/explorer/upstream')).json()
    expect(body).toEqual({
      mode: 'remote',
      host: 'datahub.example.com',
      scale: null,
      tileUrl: 'https://tile.example.org/{z}/{x}/{y}.png',
    })
    opened.close()
  })

  it('says null without TILE_URL, so the map stays offline', async () => {
    const env = loadProxyEnv({
      DATAHUB_URL: 'https://datahub.example.com',
      DATAHUB_API_KEY: 'sk-test-123',
    })
    const opened = await openUpstream(env)
    expect(opened.proxy.upstreamInfo.tileUrl).toBeNull()
    opened.close()
  })
})
