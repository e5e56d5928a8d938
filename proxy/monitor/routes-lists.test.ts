/**
 * The watchlist API over HTTP behind AUTH=basic, on both databases: each user sees their own lists
 * and those shared with them, read-only sharing is enforced, bad input gets a readable 400, and
 * the browser's old watchlist moves in once.
 */
import { browser, startBasicServer } from '../testing/sign-in-server'
import { createMonitorRoutes } from './monitor-routes'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'
import { usersFileDirectory } from './testing/users'

const databases = useTestDatabases()
const ANA = { id: 'ana', name: 'Ana', password: 'ana password 1' }
const BEN = { id: 'ben', name: 'Ben', password: 'ben password 1' }
const CARL = { id: 'carl', name: 'Carl', password: 'carl password 1' }
const ORG = (n: number) => ({
  type: 'ORGANIZATION',
  id: String(n).repeat(32).slice(0, 32),
  name: `Org ${n}`,
})

describe.each(DATABASE_KINDS)('the watchlist API on %s', (kind) => {
  let server: Awaited<ReturnType<typeof startBasicServer>>
  beforeAll(async () => {
    const { db } = await databases.open(kind)
    const users = usersFileDirectory()
    server = await startBasicServer(
      [ANA, BEN, CARL],
      createMonitorRoutes({
        db,
        users,
        fetch: () => Promise.reject(new Error('no upstream')),
        budgetPerDay: 0,
      }),
    )
    users.use(server.usersFile)
  })
  afterAll(() => server.stop())

  async function signedIn(user: typeof ANA) {
    const client = browser(server.base)
    const response = await client.post('/auth/sign-in', {
      username: user.id,
      password: user.password,
      next: '/',
    })
    expect(response.status).toBe(303)
    const api = (path: string, method = 'GET', body?: unknown) =>
      client.request(`/api/explorer/monitor${path}`, {
        method,
        headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
        ...(body === undefined ? {} : { body: JSON.stringify(body) }),
      })
    return api
  }

  it('refuses requests without a session and from other sites', async () => {
    const anonymous = await fetch(`${server.base}/api/explorer/monitor/lists`)
    expect(anonymous.status).toBe(401)
    const ana = await signedIn(ANA)
    expect((await ana('/lists')).status).toBe(200)
    const crossSite = await fetch(`${server.base}/api/explorer/monitor/lists`, {
      method: 'POST',
      headers: { 'sec-fetch-site': 'cross-site', 'content-type': 'application/json' },
      body: JSON.stringify({ name: 'x' }),
    })
    expect(crossSite.status).toBe(403)
  })

  it('shares a list with a colleague for reading, then for editing', async () => {
    const ana = await signedIn(ANA)
    const ben = await signedIn(BEN)
    const carl = await signedIn(CARL)
    const created = await ana('/lists', 'POST', { name: 'Suppliers', schedule: 'weekly' })
    expect(created.status).toBe(201)
    const { id } = (await created.json()) as { id: string }
    expect((await ana(`/lists/${id}/entries`, 'POST', { entities: [ORG(1), ORG(2)] })).status).toBe(
      204,
    )

    expect((await ben(`/lists/${id}`)).status).toBe(404)
    expect((await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'read' })).status).toBe(204)
    const seen = (await (await ben(`/lists/${id}`)).json()) as {
      name: string
      access: string
      entries: unknown[]
    }
    expect(seen).toMatchObject({ name: 'Suppliers', access: 'read', schedule: 'weekly' })
    expect(seen.entries).toHaveLength(2)
    const refused = await ben(`/lists/${id}/entries`, 'POST', { entities: [ORG(3)] })
    expect(refused.status).toBe(403)
    expect(((await refused.json()) as { detail: string }).detail).toMatch(/reading only/)
    expect((await ben(`/lists/${id}/shares/carl`, 'PUT', { role: 'read' })).status).toBe(403)

    expect((await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'edit' })).status).toBe(204)
    expect((await ben(`/lists/${id}/entries`, 'POST', { entities: [ORG(3)] })).status).toBe(204)
    expect((await ben(`/lists/${id}/entries/ORGANIZATION/${ORG(1).id}`, 'DELETE')).status).toBe(204)
    const after = (await (await ana(`/lists/${id}`)).json()) as {
      entries: { id: string }[]
      shares: unknown[]
    }
    expect(after.entries.map((e) => e.id).sort()).toEqual([ORG(2).id, ORG(3).id])
    expect(after.shares).toEqual([{ userId: 'ben', role: 'edit' }])
    expect((await ben(`/lists/${id}`, 'DELETE')).status).toBe(403)
    expect((await carl(`/lists/${id}`)).status).toBe(404)
    const carlsLists = (await (await carl('/lists')).json()) as { lists: unknown[] }
    expect(carlsLists.lists).toEqual([])
  })

  it('answers bad input with a readable 400', async () => {
    const ana = await signedIn(ANA)
    const empty = await ana('/lists', 'POST', { name: '  ' })
    expect(empty.status).toBe(400)
    expect(((await empty.json()) as { detail: string }).detail).toMatch(/name/)
    expect((await ana('/lists', 'POST', { name: 'x', schedule: 'monthly' })).status).toBe(400)
    const notJson = await ana('/lists', 'POST')
    expect(notJson.status).toBe(400)
    const { id } = (await (await ana('/lists', 'POST', { name: 'x' })).json()) as { id: string }
    const badId = await ana(`/lists/${id}/entries`, 'POST', {
      entities: [{ ...ORG(1), id: 'NOT-AN-ID' }],
    })
    expect(badId.status).toBe(400)
  })

  it('moves the browser watchlist in once, nothing lost, nothing twice', async () => {
    const ben = await signedIn(BEN)
    const local = [
      { ...ORG(4), at: '2026-03-01T10:00:00.000Z', version: 'v'.repeat(32) },
      { type: 'PERSON', id: 'abc123', name: 'Erika Muster', at: '2026-03-02T10:00:00.000Z' },
    ]
    const before = new Date().toISOString()
    const first = await ben('/import', 'POST', { entities: local })
    expect(first.status).toBe(200)
    const { listId } = (await first.json()) as { listId: string }
    expect((await ben('/import', 'POST', { entities: local })).status).toBe(200)
    const list = (await (await ben(`/lists/${listId}`)).json()) as {
      name: string
      entries: { id: string; addedAt: string; savedVersion: string | null }[]
    }
    expect(list.name).toBe('Watchlist')
    expect(list.entries.find((e) => e.id === ORG(4).id)?.savedVersion).toBe('v'.repeat(32))
    expect(list.entries.map((e) => e.id).sort()).toEqual(local.map((e) => e.id).sort())
    // The added time is the server's, not the browser's `at`: it decides which changes show.
    for (const entry of list.entries) expect(entry.addedAt >= before).toBe(true)
  })
})
