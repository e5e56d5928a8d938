/**
 * What a signed-in user cannot make monitoring do, over HTTP against the production server's apps
 * (AUTH=basic), on SQLite and PostgreSQL where it is stored:
 * - point a webhook at loopback, private, link-local, CGNAT, multicast, unspecified or reserved
 *   addresses in any spelling, or at a name that resolves there (at registration or at delivery:
 *   the address connected to is the one checked);
 * - keep a webhook or feed working after their share ends or they are deleted;
 * - share to a name nobody has; read changes found before they watched the entity;
 * - pass the caps (lists, webhooks, entries on every path), "Check now" more than once a minute or
 *   twice at once, or spend beyond their own budget; every write and check is in the audit log;
 * - send a body of any size; slow down another user's deliveries.
 */
import { readFileSync, rmSync, mkdtempSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { readUsers, writeUsers } from '../auth/users-file'
import { createAuditLog } from '../ops/audit'
import { createBudgets, createMemoryCounter } from '../ops/budgets'
import { browser, startBasicServer } from '../testing/sign-in-server'
import type { CheckDeps } from './checker'
import type { MonitorDb } from './database'
import { createMonitorRoutes } from './monitor-routes'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'
import { startReceiver, startSilentReceiver } from './testing/receiver'
import { usersFileDirectory } from './testing/users'
import { parseAllowList, type Resolve } from './webhook-address'
import { createSecretBox } from './webhook-secret'
import { startDelivery } from './webhooks'

const databases = useTestDatabases()
const ANA = { id: 'ana', name: 'Ana', password: 'ana password 1' }
const BEN = { id: 'ben', name: 'Ben', password: 'ben password 1' }
const CARL = { id: 'carl', name: 'Carl', password: 'carl password 1' }
const ORG = (n: number) => ({
  type: 'ORGANIZATION',
  id: n.toString(16).padStart(32, '0'),
  name: `Org ${n}`,
})
const noUpstream = () => Promise.reject(new Error('no upstream in this test'))

type Api = (
  path: string,
  method?: string,
  body?: unknown,
) => Promise<{ status: number; json: Awaited<ReturnType<Response['json']>>; headers: Headers }>

async function signedIn(base: string, user: typeof ANA): Promise<Api> {
  const client = browser(base)
  await client.post('/auth/sign-in', { username: user.id, password: user.password, next: '/' })
  return async (path, method = 'GET', body) => {
    const response = await client.request(`/api/explorer/monitor${path}`, {
      method,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    const text = await response.text()
    return {
      status: response.status,
      json: text ? JSON.parse(text) : null,
      headers: response.headers,
    }
  }
}

/** A server with monitoring as proxy/start/server.ts wires it; `extra` replaces what a test varies. */
async function startMonitorServer(db: MonitorDb, extra: Partial<CheckDeps> = {}) {
  const users = usersFileDirectory()
  const deps: CheckDeps = {
    db,
    users,
    fetch: noUpstream,
    budgetPerDay: 1000,
    secrets: createSecretBox('security-test-secret-0123456789abcdef'),
    ...extra,
  }
  const server = await startBasicServer([ANA, BEN, CARL], createMonitorRoutes(deps))
  users.use(server.usersFile)
  return { server, deps }
}

/** A change found for an entity by a check that has finished (delivery sends only those). */
async function changeFound(db: MonitorDb, entity: { type: string; id: string }, detectedAt: Date) {
  await db
    .insertInto('monitor_changes')
    .values({
      id: crypto.randomUUID(),
      entity_type: entity.type,
      entity_id: entity.id,
      entity_name: 'Example GmbH',
      kind: 'name',
      before: 'Old',
      after: 'New',
      version: String(detectedAt.getTime()),
      detected_at: detectedAt.toISOString(),
    })
    .execute()
  await db
    .updateTable('monitor_lists')
    .set({ last_checked_at: new Date(detectedAt.getTime() + 1000).toISOString() })
    .execute()
}

describe('webhook addresses', () => {
  let server: Awaited<ReturnType<typeof startBasicServer>>
  let db: MonitorDb
  // The test's DNS: names it knows, and what each resolves to now.
  const dns = new Map<string, string[]>()
  const lookups: string[] = []
  const resolve: Resolve = async (name) => {
    lookups.push(name)
    const addresses = dns.get(name)
    if (!addresses) throw Object.assign(new Error(`ENOTFOUND ${name}`), { code: 'ENOTFOUND' })
    return addresses.map((address) => ({ address, family: address.includes(':') ? 6 : 4 }))
  }
  beforeAll(async () => {
    db = (await databases.open('sqlite')).db
    server = (await startMonitorServer(db, { resolve })).server
  })
  afterAll(() => server.stop())

  it('refuses every spelling of an internal address, and names that resolve to one', async () => {
    const ana = await signedIn(server.base, ANA)
    const { id } = (await ana('/lists', 'POST', { name: 'Hooks' })).json
    dns.set('rebind.example', ['203.0.114.9', '127.0.0.1'])
    dns.set('mapped.example', ['::ffff:10.1.2.3'])
    const internal = [
      'http://2130706433:6379/',
      'http://0x7f.1/',
      'http://0177.0.0.1/',
      'http://127.1/',
      'http://0x7f000001/',
      'http://[::ffff:127.0.0.1]/',
      'http://[::ffff:7f00:1]/',
      'http://[0:0:0:0:0:ffff:127.0.0.1]/',
      'http://0.0.0.0/',
      'http://0/',
      'http://[::]/',
      'http://[::1]/',
      'http://169.254.169.254/latest/meta-data/',
      'http://10.0.0.1/',
      'http://172.16.5.4/',
      'http://192.168.1.1/',
      'http://100.64.0.1/',
      'http://224.0.0.1/',
      'http://239.255.255.250/',
      'http://240.0.0.1/',
      'http://255.255.255.255/',
      'http://[fd00::1]/',
      'http://[fe80::1]/',
      'http://[ff02::1]/',
      'http://[64:ff9b::7f00:1]/',
      'http://[2002:7f00:1::]/',
      'http://127.0.0.1:18410\\@evil.example/',
      'https://rebind.example/hook',
      'https://mapped.example/hook',
    ]
    for (const url of internal) {
      const refused = await ana(`/lists/${id}/webhooks`, 'POST', { url })
      expect({ url, status: refused.status }).toEqual({ url, status: 400 })
      expect(refused.json.detail).toMatch(/^url: /)
    }
    const unknown = await ana(`/lists/${id}/webhooks`, 'POST', { url: 'https://nowhere.example/' })
    expect(unknown.status).toBe(400)
    expect(unknown.json.detail).toMatch(/cannot be resolved/)
    expect((await ana(`/lists/${id}/webhooks`)).json.webhooks).toEqual([])
  })

  it('stores the URL as it is sent, and connects only to the address it checked', async () => {
    const ana = await signedIn(server.base, ANA)
    const { id } = (await ana('/lists', 'POST', { name: 'Pinned' })).json
    const entity = ORG(1)
    expect((await ana(`/lists/${id}/entries`, 'POST', { entities: [entity] })).status).toBe(204)
    // Public at registration (no connection is made then)...
    dns.set('receiver.example', ['203.0.114.10'])
    const added = await ana(`/lists/${id}/webhooks`, 'POST', {
      url: 'HTTPS://Receiver.EXAMPLE:443/a/../hook?x=1#frag',
    })
    expect(added.status).toBe(201)
    expect(added.json.url).toBe('https://receiver.example/hook?x=1')
    expect((await ana(`/lists/${id}/webhooks`)).json.webhooks[0].url).toBe(
      'https://receiver.example/hook?x=1',
    )
    // ...loopback at delivery: nothing is sent, and the log says only "unreachable".
    dns.set('receiver.example', ['127.0.0.1'])
    await changeFound(db, entity, new Date(Date.now() + 1000))
    lookups.length = 0
    const delivery = startDelivery({
      db,
      resolve,
      maxAttempts: 1,
      retryBaseMs: 10,
      pollMs: 3_600_000,
      awaitSending: true,
    })
    await delivery.run()
    await delivery.stop()
    expect(lookups).toEqual(['receiver.example'])
    const [logged] = (await ana(`/lists/${id}/deliveries`)).json.deliveries
    expect(logged.status).toBe('failed')
    expect(logged.attempts).toEqual([
      expect.objectContaining({ status: null, error: 'unreachable' }),
    ])
  })
})

describe('delivery to allowed internal receivers', () => {
  it('connects to the resolved address of an allowed name, once resolved', async () => {
    const { db } = await databases.open('sqlite')
    const receiver = await startReceiver([200])
    const port = new URL(receiver.url).port
    const lookups: string[] = []
    // Only the test's DNS knows this name: a second, system lookup would fail.
    const resolve: Resolve = async (name) => {
      lookups.push(name)
      return [{ address: '127.0.0.1', family: 4 }]
    }
    const webhookAllow = parseAllowList('hooks.internal.test')
    const { server, deps } = await startMonitorServer(db, { resolve, webhookAllow })
    try {
      const ana = await signedIn(server.base, ANA)
      const { id } = (await ana('/lists', 'POST', { name: 'Internal' })).json
      await ana(`/lists/${id}/entries`, 'POST', { entities: [ORG(2)] })
      const url = `http://hooks.internal.test:${port}/hook`
      expect((await ana(`/lists/${id}/webhooks`, 'POST', { url })).status).toBe(201)
      await changeFound(db, ORG(2), new Date(Date.now() + 1000))
      lookups.length = 0
      const delivery = startDelivery({
        ...deps,
        maxAttempts: 1,
        retryBaseMs: 10,
        pollMs: 3_600_000,
        awaitSending: true,
      })
      await delivery.run()
      await delivery.stop()
      expect(lookups).toEqual(['hooks.internal.test'])
      expect(receiver.received).toHaveLength(1)
      expect(receiver.received[0]!.headers.host).toBe(`hooks.internal.test:${port}`)
      const [logged] = (await ana(`/lists/${id}/deliveries`)).json.deliveries
      expect(logged.attempts).toEqual([expect.objectContaining({ status: 200, error: null })])
    } finally {
      await server.stop()
      await receiver.stop()
    }
  })
})

describe.each(DATABASE_KINDS)('on %s', (kind) => {
  it('ends webhooks and feeds with the share or the user, and shares only to users', async () => {
    const { db } = await databases.open(kind)
    const receiver = await startReceiver([200])
    const { server, deps } = await startMonitorServer(db, {
      webhookAllow: parseAllowList('127.0.0.1'),
    })
    try {
      const ana = await signedIn(server.base, ANA)
      const ben = await signedIn(server.base, BEN)
      const { id } = (await ana('/lists', 'POST', { name: 'Shared' })).json
      await ana(`/lists/${id}/entries`, 'POST', { entities: [ORG(3)] })

      const nobody = await ana(`/lists/${id}/shares/nobody`, 'PUT', { role: 'edit' })
      expect(nobody.status).toBe(404)
      expect(nobody.json.detail).toMatch(/no user named "nobody"/)
      expect((await ana(`/lists/${id}/shares/BEN`, 'PUT', { role: 'edit' })).status).toBe(204)
      expect((await ana(`/lists/${id}`)).json.shares).toEqual([{ userId: 'ben', role: 'edit' }])

      const secretUrl = `${receiver.url}/ana-token?key=s3cret`
      expect((await ana(`/lists/${id}/webhooks`, 'POST', { url: secretUrl })).status).toBe(201)
      const bens = await ben(`/lists/${id}/webhooks`, 'POST', { url: receiver.url })
      expect(bens.status).toBe(201)
      const feed = (await ben(`/lists/${id}/feed`, 'POST')).json.url as string
      expect((await fetch(feed)).status).toBe(200)

      // The owner sees who made each, in full; the editor sees no path or query.
      const owners = (await ana(`/lists/${id}/webhooks`)).json.webhooks
      expect(owners.map((w: { createdBy: string; url: string }) => [w.createdBy, w.url])).toEqual([
        ['ana', secretUrl],
        ['ben', receiver.url],
      ])
      const editors = (await ben(`/lists/${id}/webhooks`)).json.webhooks
      const origin = new URL(receiver.url).origin
      expect(editors.map((w: { url: string }) => w.url)).toEqual([`${origin}/…`, `${origin}/…`])
      expect(JSON.stringify(editors)).not.toContain('s3cret')

      expect((await ana(`/lists/${id}/shares/Ben`, 'DELETE')).status).toBe(204)
      expect((await ana(`/lists/${id}/webhooks`)).json.webhooks).toEqual([
        expect.objectContaining({ createdBy: 'ana' }),
      ])
      expect((await fetch(feed)).status).toBe(404)

      // Shared again; then Ben is removed from the users file: his webhook and feed end too.
      await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'edit' })
      expect((await ben(`/lists/${id}/webhooks`, 'POST', { url: receiver.url })).status).toBe(201)
      const second = (await ben(`/lists/${id}/feed`, 'POST')).json.url as string
      const file = server.usersFile
      await writeUsers(
        file,
        (await readUsers(file)).filter((user) => user.id !== 'ben'),
      )
      expect((await fetch(second)).status).toBe(404)
      await changeFound(db, ORG(3), new Date(Date.now() + 1000))
      const delivery = startDelivery({
        ...deps,
        maxAttempts: 1,
        retryBaseMs: 10,
        pollMs: 3_600_000,
        awaitSending: true,
      })
      await delivery.run()
      await delivery.stop()
      expect((await ana(`/lists/${id}/webhooks`)).json.webhooks).toEqual([
        expect.objectContaining({ createdBy: 'ana' }),
      ])
      // Only Ana's webhook was sent the change.
      expect(receiver.received.map((r) => r.headers['x-explorer-delivery'])).toHaveLength(1)
    } finally {
      await server.stop()
      await receiver.stop()
    }
  }, 60_000)

  it('shows a user only the changes found after the entity went on their list', async () => {
    const { db } = await databases.open(kind)
    const { server } = await startMonitorServer(db)
    try {
      const ana = await signedIn(server.base, ANA)
      const carl = await signedIn(server.base, CARL)
      const entity = ORG(4)
      const { id } = (await ana('/lists', 'POST', { name: 'Private' })).json
      await ana(`/lists/${id}/entries`, 'POST', { entities: [entity] })
      await changeFound(db, entity, new Date(Date.now() + 1000))
      expect((await ana('/changes')).json.changes).toHaveLength(1)
      // Carl backdates his import: the server keeps its own time, so he sees nothing of Ana's.
      await new Promise((resolve) => setTimeout(resolve, 1100))
      const imported = await carl('/import', 'POST', {
        entities: [{ ...entity, at: '1970-01-01T00:00:00.000Z' }],
      })
      expect(imported.status).toBe(200)
      expect((await carl(`/lists/${imported.json.listId}`)).json.entries[0].addedAt > '2000').toBe(
        true,
      )
      expect((await carl('/changes')).json.changes).toEqual([])
      expect((await carl(`/changes?type=ORGANIZATION&entity=${entity.id}`)).json.changes).toEqual(
        [],
      )
    } finally {
      await server.stop()
    }
  })

  it('holds the caps on lists, webhooks and entries, the import included', async () => {
    const { db } = await databases.open(kind)
    const { server } = await startMonitorServer(db, {
      resolve: async () => [{ address: '203.0.114.20', family: 4 }],
    })
    try {
      const ana = await signedIn(server.base, ANA)
      const many = (from: number, count: number) =>
        Array.from({ length: count }, (_, index) => ORG(from + index))
      // Ten imports of 500 (one import's body stays under 64 KiB) fill the list...
      for (let round = 0; round < 10; round += 1) {
        const entities = many(round * 500 + 1, 500)
        expect((await ana('/import', 'POST', { entities })).status).toBe(200)
      }
      // ...and the eleventh is refused, as a direct add is.
      const over = await ana('/import', 'POST', { entities: many(9001, 1) })
      expect(over.status).toBe(400)
      expect(over.json.detail).toMatch(/at most 5000 entities/)
      const listId = (await ana('/import', 'POST', { entities: [] })).json.listId
      expect((await ana(`/lists/${listId}`)).json.entries).toHaveLength(5000)
      expect(
        (await ana(`/lists/${listId}/entries`, 'POST', { entities: many(9002, 1) })).status,
      ).toBe(400)

      const lists = [listId]
      for (let n = 1; n < 50; n += 1) {
        const made = await ana('/lists', 'POST', { name: `List ${n}` })
        expect(made.status).toBe(201)
        lists.push(made.json.id)
      }
      const fiftyFirst = await ana('/lists', 'POST', { name: 'One too many' })
      expect(fiftyFirst.status).toBe(400)
      expect(fiftyFirst.json.detail).toMatch(/at most 50 lists/)

      for (let n = 0; n < 20; n += 1) {
        const list = lists[Math.floor(n / 10) + 1]
        const url = `https://hooks.example/${n}`
        expect((await ana(`/lists/${list}/webhooks`, 'POST', { url })).status).toBe(201)
      }
      const hook21 = await ana(`/lists/${lists[3]}/webhooks`, 'POST', {
        url: 'https://hooks.example/x',
      })
      expect(hook21.status).toBe(400)
      expect(hook21.json.detail).toMatch(/at most 20 webhooks/)
    } finally {
      await server.stop()
    }
  }, 120_000)
})

describe('checks', () => {
  /** An upstream that answers every record and slice, each after `delayMs`. */
  const upstream = (delayMs = 0) => {
    const calls: string[] = []
    const fetch = async (request: Request) => {
      calls.push(new URL(request.url).pathname)
      await new Promise((resolve) => setTimeout(resolve, delayMs))
      const body = request.method === 'GET' ? { fb_entity_version: '1', name: 'Example GmbH' } : []
      return Response.json(body)
    }
    return { calls, fetch }
  }

  it('"Check now" once a minute per list, one check at a time, within the user\'s budget, audited', async () => {
    const { db } = await databases.open('sqlite')
    const dir = mkdtempSync(join(tmpdir(), 'monitor-audit-'))
    const auditFile = join(dir, 'audit.jsonl')
    const audit = createAuditLog(auditFile, 'KEY')
    const budgets = createBudgets({
      counter: createMemoryCounter(),
      ratePerMinute: 0,
      upstreamCallsPerDay: 4,
    })
    const hub = upstream(150)
    const { server } = await startMonitorServer(db, {
      fetch: hub.fetch,
      budgets,
      audit: { event: (entry) => audit.event!(entry) },
    })
    try {
      const ana = await signedIn(server.base, ANA)
      const ben = await signedIn(server.base, BEN)
      const { id } = (await ana('/lists', 'POST', { name: 'Checked' })).json
      // Two organizations: a first check would cost 6 calls; Ana's budget is 4.
      await ana(`/lists/${id}/entries`, 'POST', { entities: [ORG(5), ORG(6)] })
      await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'edit' })

      const [first, second] = await Promise.all([
        ana(`/lists/${id}/check`, 'POST'),
        ben(`/lists/${id}/check`, 'POST'),
      ])
      const answers = [first, second].sort((a, b) => a.status - b.status)
      expect(answers.map((a) => a.status)).toEqual([200, 429])
      expect(Number(answers[1]!.headers.get('retry-after'))).toBeGreaterThanOrEqual(55)
      const result = answers[0]!.json
      expect(result).toMatchObject({ budgetSpent: true, spentBudget: 'user' })
      expect(result.calls).toBeLessThanOrEqual(4)
      expect(hub.calls).toHaveLength(result.calls)
      // The user's day is spent for everything else too: the API's budget is the same one.
      expect(
        await budgets.takeUpstreamCall(first === answers[0] ? 'user:ana' : 'user:ben'),
      ).not.toBeNull()
      const again = await ana(`/lists/${id}/check`, 'POST')
      expect(again.status).toBe(429)
      expect(again.json.detail).toMatch(/less than a minute ago/)

      await audit.close()
      const lines = readFileSync(auditFile, 'utf8')
        .trim()
        .split('\n')
        .map((line) => JSON.parse(line))
      expect(lines.map((line) => [line.event, line.action, line.list])).toEqual([
        ['monitor', 'list.create', id],
        ['monitor', 'entries.add', id],
        ['monitor', 'share.set', id],
        ['monitor', 'check', id],
      ])
      expect(lines[3]).toMatchObject({ trigger: 'manual', calls: result.calls })
      expect(['ana', 'ben']).toContain(lines[3].user)
    } finally {
      await server.stop()
      rmSync(dir, { recursive: true, force: true })
    }
  })

  it('lets one check of a list run at a time, the scheduled one included', async () => {
    const { db } = await databases.open('sqlite')
    const hub = upstream(300)
    const { server, deps } = await startMonitorServer(db, {
      fetch: hub.fetch,
      checkNowIntervalMs: 0,
    })
    try {
      const ana = await signedIn(server.base, ANA)
      const { id } = (await ana('/lists', 'POST', { name: 'Once' })).json
      await ana(`/lists/${id}/entries`, 'POST', { entities: [ORG(7)] })
      const { checkList } = await import('./checker')
      const scheduled = checkList(deps, id)
      await new Promise((resolve) => setTimeout(resolve, 100))
      const now = await ana(`/lists/${id}/check`, 'POST')
      expect(now.status).toBe(429)
      expect(now.json.detail).toMatch(/check of this list is running/)
      expect((await scheduled).checked).toBe(1)
      expect((await ana(`/lists/${id}/check`, 'POST')).status).toBe(200)
    } finally {
      await server.stop()
    }
  })
})

describe('bodies', () => {
  it('refuses a chunked body over 64 KiB with 413 before it has been sent', async () => {
    const { db } = await databases.open('sqlite')
    const { server } = await startMonitorServer(db)
    try {
      const client = browser(server.base)
      await client.post('/auth/sign-in', { username: 'ana', password: ANA.password, next: '/' })
      const cookie = [...client.jar].map(([k, v]) => `${k}=${v}`).join('; ')
      const { id } = (await (
        await client.request('/api/explorer/monitor/lists', {
          method: 'POST',
          headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
          body: JSON.stringify({ name: 'Bodies' }),
        })
      ).json()) as { id: string }
      for (const path of ['/lists', '/import', `/lists/${id}/entries`, `/lists/${id}/webhooks`]) {
        // 128 KiB without a length, and the body never ends: the answer comes all the same.
        const status = await new Promise<number>((resolve, reject) => {
          const url = new URL(`/api/explorer/monitor${path}`, server.base)
          const request = httpRequest(url, {
            method: 'POST',
            headers: {
              cookie,
              'sec-fetch-site': 'same-origin',
              'content-type': 'application/json',
              'transfer-encoding': 'chunked',
            },
          })
          request.on('response', (response) => {
            resolve(response.statusCode ?? 0)
            response.resume()
            request.destroy()
          })
          request.on('error', reject)
          request.write(`{"name":"${'x'.repeat(128 * 1024)}`)
        })
        expect({ path, status }).toEqual({ path, status: 413 })
      }
    } finally {
      await server.stop()
    }
  })
})

describe('delivery isolation', () => {
  it("sends another owner's delivery at once while eight receivers never answer", async () => {
    const { db } = await databases.open('sqlite')
    const silent = await startSilentReceiver()
    const answering = await startReceiver([200])
    const { server, deps } = await startMonitorServer(db, {
      webhookAllow: parseAllowList('127.0.0.1'),
    })
    const delivery = startDelivery({ ...deps, maxAttempts: 1, retryBaseMs: 10, pollMs: 3_600_000 })
    try {
      const ana = await signedIn(server.base, ANA)
      const ben = await signedIn(server.base, BEN)
      const slow = (await ana('/lists', 'POST', { name: 'Slow' })).json.id
      await ana(`/lists/${slow}/entries`, 'POST', { entities: [ORG(8)] })
      for (let n = 0; n < 8; n += 1) {
        const added = await ana(`/lists/${slow}/webhooks`, 'POST', { url: `${silent.url}/${n}` })
        expect(added.status).toBe(201)
      }
      const quick = (await ben('/lists', 'POST', { name: 'Quick' })).json.id
      await ben(`/lists/${quick}/entries`, 'POST', { entities: [ORG(9)] })
      await ben(`/lists/${quick}/webhooks`, 'POST', { url: answering.url })
      const at = new Date(Date.now() + 1000)
      await changeFound(db, ORG(8), at)
      await changeFound(db, ORG(9), at)

      const started = Date.now()
      await delivery.run()
      while (answering.received.length === 0 && Date.now() - started < 10_000) {
        await new Promise((resolve) => setTimeout(resolve, 50))
      }
      expect(answering.received).toHaveLength(1)
      expect(Date.now() - started).toBeLessThan(3_000)
      // The owner's bound: at most four of Ana's eight at once.
      expect(silent.received.length).toBeLessThanOrEqual(4)

      await delivery.stop()
      const deliveries = (await ana(`/lists/${slow}/deliveries`)).json.deliveries
      expect(deliveries).toHaveLength(8)
      const timedOut = deliveries.filter(
        (d: { attempts: { error: string | null }[] }) => d.attempts[0]?.error === 'timed out',
      )
      expect(timedOut).toHaveLength(8)
    } finally {
      await server.stop()
      await silent.stop()
      await answering.stop()
    }
  }, 60_000)
})
