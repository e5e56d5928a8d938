/**
 * A private copy of the small test hub for monitoring tests, served in-process and reached through
 * the proxy's own forwarder (which adds the key), and advanced by `npm run hub:advance` on the copy
 * only: the shared .data/hub-small-1.sqlite is never changed.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createHubApp } from '../../../hub/app'
import { openTestDb } from '../../../hub/testing/test-hub'
import { createForwarder } from '../../gateway/forward'

const KEY = 'monitor-test-hub-key'

/** `variants: 'documented'` serves the copy in the documented-variants mode (hub/variants/). */
export async function openHubCopy(options: { variants?: 'documented' } = {}) {
  const dir = mkdtempSync(join(tmpdir(), 'monitor-hub-'))
  const path = join(dir, 'hub.sqlite')
  await (await openTestDb()).backup(path)
  const db = new Database(path, { readonly: true, fileMustExist: true })
  const app = createHubApp({ db, apiKey: KEY, variants: options.variants })
  /** Every request that reached the hub, as `METHOD path`. */
  const requests: string[] = []
  const forward = createForwarder({
    upstream: 'http://embedded-hub.invalid',
    apiKey: KEY,
    fetch: (request) => {
      requests.push(`${request.method} ${new URL(request.url).pathname}`)
      return app.fetch(request)
    },
    completeResponses: true,
  })
  return {
    path,
    db,
    requests,
    fetch: forward,
    /** Reads the hub's answer for a path under /api/v2, not counted in `requests`. */
    async get(path: string, init?: RequestInit): Promise<unknown> {
      const response = await app.request(`/api/v2${path}`, {
        ...init,
        headers: { 'X-API-KEY': KEY },
      })
      return response.json()
    },
    /**
     * Runs hub:advance on the copy. Asynchronous on purpose: a synchronous child blocks this
     * process, whose server then drops idle keep-alive sockets just as the next request reuses one.
     */
    async advance() {
      await promisify(execFile)(process.execPath, ['--import', 'tsx', 'hub/advance/cli.ts'], {
        env: { ...process.env, HUB_DB: path, HUB_SCALE: 'small', HUB_SEED: '1' },
      }).catch((error: { stderr?: string }) => {
        throw new Error(`hub:advance failed: ${error.stderr ?? String(error)}`)
      })
    },
    close() {
      db.close()
      rmSync(dir, { recursive: true, force: true })
    },
  }
}
