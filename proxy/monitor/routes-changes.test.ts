/**
 * Check now and the changes over HTTP behind AUTH=basic, against a copied hub advanced one data
 * step: the owner's "Check now" records the changes, the colleague the list is shared with sees
 * them with unread markers, marking the list read clears them, and a stranger sees nothing. With
 * nothing changed a check reads one record per entity and no slice, and the daily allowance
 * (MONITOR_BUDGET_PER_DAY) stops a check.
 */
import { planStep } from '../../hub/advance/plan'
import { browser, startBasicServer } from '../testing/sign-in-server'
import type { MonitorDb } from './database'
import { createMonitorRoutes } from './monitor-routes'
import { openHubCopy } from './testing/hub-copy'
import { useTestDatabases } from './testing/both-databases'
import { usersFileDirectory } from './testing/users'

const databases = useTestDatabases()
const ANA = { id: 'ana', name: 'Ana', password: 'ana password 1' }
const BEN = { id: 'ben', name: 'Ben', password: 'ben password 1' }
const CARL = { id: 'carl', name: 'Carl', password: 'carl password 1' }

let hub: Awaited<ReturnType<typeof openHubCopy>>
let server: Awaited<ReturnType<typeof startBasicServer>>
let monitorDb: MonitorDb
beforeAll(async () => {
  hub = await openHubCopy()
  const { db } = await databases.open('sqlite')
  monitorDb = db
  const users = usersFileDirectory()
  server = await startBasicServer(
    [ANA, BEN, CARL],
    createMonitorRoutes({ db, fetch: hub.fetch, budgetPerDay: 1000, users, checkNowIntervalMs: 0 }),
  )
  users.use(server.usersFile)
}, 120_000)
afterAll(async () => {
  await server.stop()
  hub.close()
})

async function signedIn(user: typeof ANA, base = server.base) {
  const client = browser(base)
  await client.post('/auth/sign-in', { username: user.id, password: user.password, next: '/' })
  return async (path: string, method = 'GET', body?: unknown) => {
    const response = await client.request(`/api/explorer/monitor${path}`, {
      method,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, json: response.status === 204 ? null : await response.json() }
  }
}

it('checks now, and the colleague sees the changes until they read them', async () => {
  const ana = await signedIn(ANA)
  const ben = await signedIn(BEN)
  const carl = await signedIn(CARL)
  const plan = planStep(hub.db, 1)
  const renamed = plan.find((change) => change.kind === 'rename')!.organizationId
  const moved = plan.find((change) => change.kind === 'move')!.organizationId
  const { json: created } = await ana('/lists', 'POST', { name: 'Customers' })
  const id = created.id as string
  const entities = [renamed, moved].map((entity) => ({
    type: 'ORGANIZATION',
    id: entity,
    name: entity,
  }))
  expect((await ana(`/lists/${id}/entries`, 'POST', { entities })).status).toBe(204)
  expect((await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'read' })).status).toBe(204)

  const cost = await ana(`/lists/${id}/cost`)
  expect(cost.json.callsPerDay).toEqual({ hourly: 48, daily: 2, weekly: 1 })
  // What a check really spends, as a range: the first reads each organization's baseline (two
  // slices), a later one three to five slices for each organization that changed.
  expect(cost.json).toMatchObject({
    entities: 2,
    organizations: 2,
    firstChecks: 2,
    nextCheck: { min: 6, max: 6 },
    laterCheck: { min: 2, max: 12 },
    schedules: {
      hourly: { period: 'day', checks: 24, min: 6 + 23 * 2, max: 6 + 23 * 12 },
      daily: { period: 'day', checks: 1, min: 6, max: 6 },
      weekly: { period: 'week', checks: 1, min: 6, max: 6 },
    },
  })
  expect((await ben(`/lists/${id}/check`, 'POST')).status).toBe(403)
  expect((await ana(`/lists/${id}/check`, 'POST')).json).toMatchObject({
    checked: 2,
    changed: 0,
    calls: 6,
    recordCalls: 2,
    sliceCalls: 4,
    firstChecked: 2,
  })

  await hub.advance()
  const range = (await ana(`/lists/${id}/cost`)).json.nextCheck as { min: number; max: number }
  expect(range).toEqual({ min: 2, max: 12 })
  const changedCheck = (await ana(`/lists/${id}/check`, 'POST')).json
  expect(changedCheck).toMatchObject({ checked: 2, changed: 2, recordCalls: 2, firstChecked: 0 })
  expect(changedCheck.sliceCalls).toBeGreaterThanOrEqual(2 * 3)
  expect(changedCheck.calls).toBeLessThanOrEqual(range.max)
  const record = (await hub.get(`/entities/organization/get/${renamed}`)) as { name: string }
  const seen = await ben('/changes')
  expect(seen.json.changes).toContainEqual(
    expect.objectContaining({ entityId: renamed, kind: 'name', after: record.name, unread: true }),
  )
  const addresses = await ben(`/changes?kind=address&entity=${moved}`)
  expect(addresses.json.changes).toHaveLength(1)
  expect((await ben('/unread')).json).toEqual({
    count: seen.json.changes.length,
    lists: { [id]: seen.json.changes.length },
  })
  const history = await ben(`/changes?type=ORGANIZATION&entity=${moved}`)
  expect(history.json.watchedIn).toEqual([{ id, name: 'Customers' }])
  expect((await carl(`/changes?type=ORGANIZATION&entity=${moved}`)).json.watchedIn).toEqual([])

  expect((await ben(`/lists/${id}/read`, 'POST')).status).toBe(204)
  expect((await ben('/unread')).json.count).toBe(0)
  expect((await ana('/unread')).json.count).toBe(seen.json.changes.length)
  expect((await carl('/changes')).json.changes).toEqual([])

  // "Mark all read" reads every list the user may read, and no one else's.
  const { json: other } = await ana('/lists', 'POST', { name: 'Suppliers' })
  expect((await ana(`/lists/${other.id}/entries`, 'POST', { entities })).status).toBe(204)
  expect((await ana('/read', 'POST')).status).toBe(204)
  expect((await ana('/unread')).json).toEqual({ count: 0, lists: {} })
  expect((await ben('/unread')).json.count).toBe(0)
}, 120_000)

it('says whether a list has a private feed, whose URL is shown only once', async () => {
  const ana = await signedIn(ANA)
  const { json: created } = await ana('/lists', 'POST', { name: 'Feed test' })
  const summary = async () =>
    ((await ana('/lists')).json.lists as { id: string; hasFeed: boolean }[]).find(
      (list) => list.id === created.id,
    )
  expect(await summary()).toMatchObject({ hasFeed: false })
  expect((await ana(`/lists/${created.id}/feed`, 'POST')).status).toBe(201)
  expect(await summary()).toMatchObject({ hasFeed: true })
  expect((await ana(`/lists/${created.id}/feed`, 'DELETE')).status).toBe(204)
  expect(await summary()).toMatchObject({ hasFeed: false })
})

it('reads one record per entity and no slice when nothing changed, and stops at the allowance', async () => {
  const { db } = await databases.open('sqlite')
  // Two organizations: a first check costs 6 calls (record and the two undated slices each), a
  // second 2; the allowance of 8 is then spent.
  const capped = await startBasicServer(
    [ANA],
    createMonitorRoutes({ db, fetch: hub.fetch, budgetPerDay: 8, checkNowIntervalMs: 0 }),
  )
  try {
    const ana = await signedIn(ANA, capped.base)
    const ids = hub.db.prepare('SELECT id FROM organizations ORDER BY seq LIMIT 2').pluck().all()
    const { json: created } = await ana('/lists', 'POST', { name: 'Quiet' })
    const entities = ids.map((id) => ({ type: 'ORGANIZATION', id, name: String(id) }))
    expect((await ana(`/lists/${created.id}/entries`, 'POST', { entities })).status).toBe(204)
    const check = async () => (await ana(`/lists/${created.id}/check`, 'POST')).json
    expect(await check()).toMatchObject({ checked: 2, changed: 0, calls: 6, budgetSpent: false })

    hub.requests.length = 0
    expect(await check()).toMatchObject({ checked: 2, changed: 0, changes: 0, calls: 2 })
    expect(hub.requests).toHaveLength(2)
    expect(hub.requests.filter((request) => request.includes('/relation/'))).toEqual([])
    expect((await ana('/changes')).json.changes).toEqual([])

    const cost = (await ana(`/lists/${created.id}/cost`)).json
    expect(cost).toMatchObject({ budgetPerDay: 8, usedToday: 8 })
    hub.requests.length = 0
    expect(await check()).toMatchObject({ checked: 0, calls: 0, budgetSpent: true })
    expect(hub.requests).toEqual([])
  } finally {
    await capped.stop()
  }
})

it('lists changes newest first', async () => {
  const ana = await signedIn(ANA)
  const { json: created } = await ana('/lists', 'POST', { name: 'Order' })
  const ids = hub.db.prepare('SELECT id FROM organizations ORDER BY seq LIMIT 3').pluck().all()
  const entities = ids.map((id) => ({ type: 'ORGANIZATION', id, name: String(id) }))
  expect((await ana(`/lists/${created.id}/entries`, 'POST', { entities })).status).toBe(204)
  // Found by three checks a minute apart, written out of order.
  const at = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString()
  await monitorDb
    .insertInto('monitor_changes')
    .values(
      [2, 1, 3].map((minutes, index) => ({
        id: `order-${minutes}`,
        entity_type: 'ORGANIZATION',
        entity_id: String(ids[index]),
        entity_name: String(ids[index]),
        kind: 'record',
        before: null,
        after: null,
        version: `v${minutes}`,
        detected_at: at(minutes),
      })),
    )
    .execute()
  const { json } = await ana(`/changes?list=${created.id}`)
  expect(json.changes.map((change: { id: string }) => change.id)).toEqual([
    'order-3',
    'order-2',
    'order-1',
  ])
})
