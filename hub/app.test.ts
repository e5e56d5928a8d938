import type { Database } from 'better-sqlite3'
import { createHubApp } from './app'
import { errorSchema } from './testing/contract/entities'
import { createTestHubApp, openTestDb } from './testing/test-hub'

let app: Awaited<ReturnType<typeof createTestHubApp>>['app']
let apiKey: string
let db: Database

beforeAll(async () => {
  ;({ app, apiKey } = await createTestHubApp())
  db = await openTestDb()
})

describe('hub app: auth and errors', () => {
  const path = '/api/v2/search/entities/organization?q=gmbh'

  it('rejects a missing key with 401 and the documented body', async () => {
    const response = await app.request(path)
    expect(response.status).toBe(401)
    expect(await response.json()).toEqual({ detail: 'Could not validate credentials.' })
  })

  it('rejects a wrong key, and accepts the header in any case', async () => {
    expect((await app.request(path, { headers: { 'X-API-KEY': `${apiKey}x` } })).status).toBe(401)
    expect((await app.request(path, { headers: { 'x-api-key': apiKey } })).status).toBe(200)
    expect((await app.request(path, { headers: { 'X-Api-Key': apiKey } })).status).toBe(200)
  })

  it('answers unknown paths with a JSON 404, inside and outside /api/v2', async () => {
    for (const unknown of ['/api/v2/nothing/here', '/elsewhere']) {
      const response = await app.request(unknown, { headers: { 'X-API-KEY': apiKey } })
      expect(response.status).toBe(404)
      expect(response.headers.get('content-type')).toContain('application/json')
      expect(await response.json()).toEqual({ detail: 'NOT_FOUND' })
    }
  })

  it('refuses bodies over 64 KiB with 413', async () => {
    const response = await app.request('/api/v2/service/invoke', {
      method: 'POST',
      headers: { 'X-API-KEY': apiKey, 'Content-Type': 'application/json' },
      body: JSON.stringify({
        service_key: '4658603456',
        inputs: { entity_name: 'x'.repeat(70_000) },
      }),
    })
    expect(response.status).toBe(413)
    errorSchema.parse(await response.json())
  })

  it('gives 422 with a FastAPI-style detail for bad paging, and 400 for unparsable JSON', async () => {
    const headers = { 'X-API-KEY': apiKey }
    for (const query of ['limit=-1', 'skip=abc', 'limit=1.5', 'skip=-3']) {
      const response = await app.request(`/api/v2/search/entities/organization?q=gmbh&${query}`, {
        headers,
      })
      expect(response.status).toBe(422)
      const body = errorSchema.parse(await response.json())
      expect(Array.isArray(body.detail)).toBe(true)
    }
    const bad = await app.request(
      `/api/v2/search/entities/organization?filters=${encodeURIComponent('{oops')}`,
      { headers },
    )
    expect(bad.status).toBe(400)
    expect((await bad.json()).detail).toMatch(/filters/)
  })

  it('injects faults when asked: 429 with Retry-After on every n-th request', async () => {
    const faulty = createHubApp({
      db,
      apiKey,
      faults: { failEvery: 2, status: 429, retryAfterSeconds: 7 },
    })
    const headers = { 'X-API-KEY': apiKey }
    expect((await faulty.request(path, { headers })).status).toBe(200)
    const limited = await faulty.request(path, { headers })
    expect(limited.status).toBe(429)
    expect(limited.headers.get('retry-after')).toBe('7')
    expect(await limited.json()).toEqual({ detail: 'RATE_LIMITED' })
  })
})
