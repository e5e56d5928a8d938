import { ConfigError, loadProxyEnv, tileSource } from './env'

const KEY = 'sk-live-0a1b2c3d4e5f'

describe('proxy configuration', () => {
  it('defaults to the embedded hub on port 8080, loopback only', () => {
    expect(loadProxyEnv({})).toEqual({
      datahubUrl: undefined,
      datahubApiKey: undefined,
      port: 8080,
      host: '127.0.0.1',
      tileUrl: undefined,
      tileSource: undefined,
    })
  })

  it('reads a remote upstream with its key', () => {
    const env = loadProxyEnv({
      DATAHUB_URL: 'https://datahub.example.com',
      DATAHUB_API_KEY: KEY,
      PORT: '9000',
    })
    expect(env.datahubUrl?.host).toBe('datahub.example.com')
    expect(env.datahubApiKey).toBe(KEY)
    expect(env.port).toBe(9000)
  })

  it('treats empty values as unset', () => {
    expect(loadProxyEnv({ DATAHUB_URL: ' ', PORT: '', TILE_URL: '' }).datahubUrl).toBeUndefined()
  })

  it('demands the key when DATAHUB_URL is set, with a clear message', () => {
    expect(() => loadProxyEnv({ DATAHUB_URL: 'https://datahub.example.com' })).toThrow(ConfigError)
    expect(() => loadProxyEnv({ DATAHUB_URL: 'https://datahub.example.com' })).toThrow(
      /DATAHUB_API_KEY is required when DATAHUB_URL is set/,
    )
  })

  it('rejects bad values without ever printing the key', () => {
    let message = ''
    try {
      loadProxyEnv({
        DATAHUB_URL: 'ftp://x',
        DATAHUB_API_KEY: KEY,
        PORT: 'eighty',
        TILE_URL: 'javascript:alert(1)',
      })
    } catch (error) {
      message = (error as Error).message
    }
    expect(message).toMatch(/DATAHUB_URL/)
    expect(message).toMatch(/PORT/)
    expect(message).toMatch(/TILE_URL/)
    expect(message).not.toContain(KEY)
  })

  it('derives the CSP source from a tile template', () => {
    expect(tileSource('https://tile.openstreetmap.org/{z}/{x}/{y}.png')).toBe(
      'https://tile.openstreetmap.org',
    )
    expect(tileSource('https://{s}.tile.example.org:8443/{z}/{x}/{y}.png')).toBe(
      'https://*.tile.example.org:8443',
    )
    expect(tileSource('https://{z}.evil/{x}')).toBeNull()
    expect(tileSource("https://a.org';script-src *")).toBeNull()
    expect(tileSource('data:image/png;base64,xx')).toBeNull()
  })
})
