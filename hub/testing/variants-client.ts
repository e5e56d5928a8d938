/**
 * Test-only: the shared small hub twice over the same database, once normal and once in the
 * documented-variants mode, with request helpers, so each variant is checked against the normal
 * answer it was rewritten from.
 */
import type { Database } from 'better-sqlite3'
import { createHubApp } from '../app'
import { openTestDb, TEST_API_KEY } from './test-hub'

export interface VariantsClient {
  db: Database
  get(path: string, mode?: 'documented' | 'normal'): Promise<Response>
  resolve(
    relation: string,
    id: string,
    body?: unknown,
    mode?: 'documented' | 'normal',
  ): Promise<Response>
}

export async function variantsClient(): Promise<VariantsClient> {
  const db = await openTestDb()
  const apps = {
    normal: createHubApp({ db, apiKey: TEST_API_KEY }),
    documented: createHubApp({ db, apiKey: TEST_API_KEY, variants: 'documented' }),
  }
  const headers = { 'X-API-KEY': TEST_API_KEY }
  return {
    db,
    get: async (path, mode = 'documented') => apps[mode].request(`/api/v2${path}`, { headers }),
    resolve: async (relation, id, body = {}, mode = 'documented') =>
      apps[mode].request(`/api/v2/relation/resolve/${relation}/${id}`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify(body),
      }),
  }
}

/** The `value` of the first envelope of a resolve answer. */
export async function valueOf<T = unknown>(response: Response): Promise<T> {
  expect(response.status).toBe(200)
  const envelopes = (await response.json()) as { entity: { value: T } }[]
  return envelopes[0]!.entity.value
}
