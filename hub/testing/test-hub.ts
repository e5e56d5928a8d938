/**
 * Test helpers shared by every hub test: the small-scale, seed-1 hub is generated once into
 * .data/hub-small-1.sqlite (guarded by a lock, so parallel test files don't race) and reused until
 * the generator changes. It is the hub's own default path for that scale and seed, so the
 * end-to-end servers (playwright.config.ts) and `HUB_SCALE=small npm start` reuse the same file.
 */
import type { Database } from 'better-sqlite3'
import { resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import { createHubApp } from '../app'
import { openHubDatabase } from '../db/open'

export const TEST_API_KEY = 'test-hub-key'
export const TEST_DB_PATH = resolve(
  fileURLToPath(new URL('../..', import.meta.url)),
  '.data/hub-small-1.sqlite',
)

let shared: Promise<Database> | undefined

/** The shared small test database, opened read-only (one connection per test file). */
export function openTestDb(): Promise<Database> {
  shared ??= openHubDatabase({ path: TEST_DB_PATH, scale: 'small', seed: 1 })
  return shared
}

export async function createTestHubApp(options: { apiKey?: string } = {}) {
  const db = await openTestDb()
  const apiKey = options.apiKey ?? TEST_API_KEY
  return { app: createHubApp({ db, apiKey }), apiKey, db }
}

/** `app.request` with the key set; `init.headers` may override it. */
export function authed(apiKey: string, init: RequestInit = {}): RequestInit {
  return {
    ...init,
    headers: { 'X-API-KEY': apiKey, ...(init.headers as Record<string, string> | undefined) },
  }
}
