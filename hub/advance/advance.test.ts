/**
 * `npm run hub:advance` on a copy of the small test hub (never the shared file), run as its own
 * process while a hub app keeps serving the copy: the preview names exactly the organizations the
 * step changes, each gets its kind of change in the answers the hub serves and a new version, the
 * rest stay as they were, and the running hub sees it all without a restart.
 */
import { spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import { createHubApp } from '../app'
import { RECORD_RULES } from '../audit/records'
import { runAudit } from '../audit/index'
import { openTestDb } from '../testing/test-hub'
import { planStep, type ChangeKind } from './plan'

// The answers are read loosely here: their shapes are the contract tests' concern.
/* eslint-disable @typescript-eslint/no-explicit-any */

const KEY = 'advance-test-key'
const dir = mkdtempSync(join(tmpdir(), 'hub-advance-'))
const copy = join(dir, 'hub.sqlite')
let served: Database.Database
let app: ReturnType<typeof createHubApp>

beforeAll(async () => {
  await (await openTestDb()).backup(copy)
  served = new Database(copy, { readonly: true, fileMustExist: true })
  app = createHubApp({ db: served, apiKey: KEY })
}, 120_000)
afterAll(() => {
  served?.close()
  rmSync(dir, { recursive: true, force: true })
})

function advance(...args: string[]) {
  const run = spawnSync(process.execPath, ['--import', 'tsx', 'hub/advance/cli.ts', ...args], {
    env: { ...process.env, HUB_DB: copy, HUB_SCALE: 'small', HUB_SEED: '1' },
    encoding: 'utf8',
  })
  expect(run.stderr).toBe('')
  expect(run.status).toBe(0)
  return run.stdout
}

async function get(path: string) {
  const response = await app.request(`/api/v2${path}`, { headers: { 'X-API-KEY': KEY } })
  expect(response.status).toBe(200)
  return (await response.json()) as Record<string, any>
}
async function slice(key: string, id: string) {
  const response = await app.request(`/api/v2/relation/resolve/${key}/${id}`, {
    method: 'POST',
    headers: { 'X-API-KEY': KEY },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { entity: { value: any } }[])[0]?.entity.value
}
const KEYS = {
  management: '5906082026',
  shareholders: '7326258463',
  insolvency: '4655345278',
  kpi: '5601746763',
}

/** What each kind of change is seen by, read from the hub's own answers. */
async function observe(kind: ChangeKind, id: string) {
  const record = await get(`/entities/organization/get/${id}`)
  switch (kind) {
    case 'new-director':
    case 'departure': {
      const { current, past } = await slice(KEYS.management, id)
      return { current: current.length, past: past.length }
    }
    case 'move':
      return record.address.formatted_address
    case 'insolvency':
      return [record.status.status, (await slice(KEYS.insolvency, id))?.length ?? 0]
    case 'financial-year':
      return Math.max(...(await slice(KEYS.kpi, id)).map((row: { year: number }) => row.year))
    case 'rename':
      return [record.name, record.other_names]
    case 'new-shareholder':
      return (await slice(KEYS.shareholders, id)).current.length
  }
}

it('previews, then applies one step that the running hub serves at once', async () => {
  const preview = advance('--preview').trim().split('\n')
  const plan = planStep(served, 1)
  expect(preview).toEqual(plan.map((change) => change.organizationId))
  expect(new Set(preview).size).toBe(preview.length)
  expect(new Set(plan.map((change) => change.kind)).size).toBe(7)
  // The preview changed nothing.
  expect(advance('--preview').trim().split('\n')).toEqual(preview)

  const untouched = served
    .prepare('SELECT id FROM organizations ORDER BY seq LIMIT 20')
    .pluck()
    .all()
    .filter((id) => !preview.includes(id as string)) as string[]
  const before = new Map<string, { version: string; updated: string; seen: unknown }>()
  for (const { organizationId: id, kind } of plan) {
    const record = await get(`/entities/organization/get/${id}`)
    before.set(id, {
      version: record.fb_entity_version,
      updated: record.updated_at,
      seen: await observe(kind, id),
    })
  }
  const untouchedBefore = await Promise.all(
    untouched.map(async (id) => (await get(`/entities/organization/get/${id}`)).fb_entity_version),
  )

  expect(advance()).toMatch(/data step 1, \d+ organizations changed/)

  for (const { organizationId: id, kind } of plan) {
    const record = await get(`/entities/organization/get/${id}`)
    const old = before.get(id)!
    expect(record.fb_entity_version).not.toBe(old.version)
    expect(record.updated_at > old.updated).toBe(true)
    const seen = await observe(kind, id)
    const was = old.seen as any
    if (kind === 'new-director') expect(seen).toEqual({ current: was.current + 1, past: was.past })
    if (kind === 'departure') expect(seen).toEqual({ current: was.current - 1, past: was.past + 1 })
    if (kind === 'move') expect(seen).not.toBe(was)
    if (kind === 'insolvency') expect(seen).toEqual(['INSOLVENCY_PROCEEDINGS', was[1] + 1])
    if (kind === 'financial-year') expect(seen).toBe(was + 1)
    if (kind === 'rename') {
      const [name, others] = seen as [string, string[]]
      expect(name).not.toBe(was[0])
      expect(others[0]).toBe(was[0])
      // The search index knows the new name.
      const found = await get(`/search/entities/organization?q=${encodeURIComponent(name)}&limit=5`)
      expect(
        found.results.map((r: { entity: { fb_entity_id: string } }) => r.entity.fb_entity_id),
      ).toContain(id)
    }
    if (kind === 'new-shareholder') expect(seen).toBe(was + 1)
  }
  const untouchedAfter = await Promise.all(
    untouched.map(async (id) => (await get(`/entities/organization/get/${id}`)).fb_entity_version),
  )
  expect(untouchedAfter).toEqual(untouchedBefore)
  // Every record touched by the step (the organizations and the holders of the changed roles) is
  // no older than its new facts.
  expect(runAudit(served, RECORD_RULES).map(({ id, violations }) => [id, violations])).toEqual(
    RECORD_RULES.map(({ id }) => [id, 0]),
  )

  // The next step samples other organizations.
  const next = advance('--preview').trim().split('\n')
  expect(next).toEqual(planStep(served, 2).map((change) => change.organizationId))
  expect(next.filter((id) => preview.includes(id)).length).toBeLessThan(preview.length)
}, 120_000)
