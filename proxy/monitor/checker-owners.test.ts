/**
 * The checker names the beneficial owners from the shareholder list it reads: the first check keeps
 * the holders' kinds, a later one reports a change of owners (or of the verdict) beside the
 * shareholder changes, and a snapshot stored before the kinds were kept reports none.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { checkList, SLICES } from './checker'
import { openMonitorDb, type OpenedMonitorDb } from './database'
import { addEntries, createList } from './lists'
import { anna, bernd, holding, hubShareholderSlice, type Holder } from './testing/shareholders'

const COMPANY = 'c0ffee00c0ffee00c0ffee00c0ffee00'
/** A Data Hub with one company: its record's version and shareholder list are set by the test. */
function fakeHub() {
  const hub = { version: 1, holders: [] as Holder[] }
  const fetch = async (request: Request) => {
    const path = new URL(request.url).pathname
    if (path.includes('/entities/'))
      return Response.json({
        fb_entity_id: COMPANY,
        fb_entity_version: String(hub.version),
        name: 'Beispiel GmbH',
        updated_at: '2026-01-01T00:00:00Z',
      })
    const value = path.includes(`/${SLICES.shareholders}/`) ? hubShareholderSlice(hub.holders) : []
    return Response.json([{ entity: { value } }])
  }
  return { hub, fetch }
}

let dir: string
let opened: OpenedMonitorDb
beforeEach(async () => {
  dir = mkdtempSync(join(tmpdir(), 'monitor-owners-'))
  opened = await openMonitorDb({ sqlitePath: join(dir, 'monitor.sqlite') })
})
afterEach(async () => {
  await opened.close()
  rmSync(dir, { recursive: true, force: true })
})

async function watching(holders: Holder[]) {
  const { db } = opened
  const { hub, fetch } = fakeHub()
  hub.holders = holders
  const listId = await createList(db, 'ana', 'Suppliers')
  await addEntries(db, listId, 'ana', [{ type: 'ORGANIZATION', id: COMPANY, name: 'Beispiel' }])
  const deps = { db, fetch, budgetPerDay: 1000, checkNowIntervalMs: 0 }
  await checkList(deps, listId)
  /** Moves the hub to the next version with these holders; answers the changes the check found. */
  const step = async (next: Holder[]) => {
    await db.deleteFrom('monitor_changes').execute()
    hub.version += 1
    hub.holders = next
    await checkList(deps, listId)
    return db.selectFrom('monitor_changes').select(['kind', 'before', 'after']).execute()
  }
  return { db, step }
}

const ownerChanges = (changes: { kind: string }[]) =>
  changes.filter((change) => change.kind === 'beneficial-owners')

it('reports a holder crossing 25 % as a new beneficial owner, beside the share changes', async () => {
  const { step } = await watching([anna(20), bernd(80)])
  const changes = await step([anna(30), bernd(70)])
  expect(changes.map((change) => change.kind).sort()).toEqual([
    'beneficial-owners',
    'shareholder-share',
    'shareholder-share',
  ])
  expect(ownerChanges(changes)).toEqual([
    {
      kind: 'beneficial-owners',
      before: 'Bernd Muster (direct, 80 %)',
      after: 'Bernd Muster (direct, 70 %); Anna Beispiel (direct, 30 %)',
    },
  ])
})

it('reports "cannot be determined" when a company above 25 % comes in, and nothing while the owners stay', async () => {
  const { step } = await watching([anna(60), bernd(40)])
  expect(ownerChanges(await step([anna(55), bernd(45)]))).toEqual([])
  expect(ownerChanges(await step([anna(55), holding(45)]))).toEqual([
    {
      kind: 'beneficial-owners',
      before: 'Anna Beispiel (direct, 55 %); Bernd Muster (direct, 45 %)',
      after:
        'cannot be determined: Muster Holding GmbH (45 %) not followed | owners for certain: Anna Beispiel (direct, 55 %)',
    },
  ])
})

it('reports nothing from a snapshot stored before the holders’ kinds were kept, and keeps them from then on', async () => {
  const { db, step } = await watching([anna(20), bernd(80)])
  // The snapshot as an earlier version of the checker stored it: holders by id, name and share.
  const row = await db.selectFrom('monitor_snapshots').select('state').executeTakeFirstOrThrow()
  const state = JSON.parse(row.state) as { shareholders: Record<string, object> }
  for (const [id, holder] of Object.entries(state.shareholders)) {
    const { name, share } = holder as { name: string; share: number }
    state.shareholders[id] = { name, share }
  }
  await db
    .updateTable('monitor_snapshots')
    .set({ state: JSON.stringify(state) })
    .execute()

  const changes = await step([anna(30), bernd(70)])
  expect(changes.map((change) => change.kind)).toEqual(['shareholder-share', 'shareholder-share'])
  // The next change is described: the kinds were kept this time.
  expect(ownerChanges(await step([anna(30), holding(70)]))).toHaveLength(1)
})
