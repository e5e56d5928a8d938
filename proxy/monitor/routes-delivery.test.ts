/**
 * Delivery over HTTP behind AUTH=basic, on SQLite and PostgreSQL, against a copied hub advanced
 * one data step and webhook receivers started by the test: a signed POST the receiver verifies, a
 * receiver that fails twice and then succeeds (three attempts in the log), one that always fails
 * (given up after the last attempt), the Atom feed of the changes with untrusted text escaped,
 * and feed tokens that stop working when rotated or revoked.
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { planStep } from '../../hub/advance/plan'
import { browser, startBasicServer } from '../testing/sign-in-server'
import { createMonitorRoutes } from './monitor-routes'
import { DATABASE_KINDS, useTestDatabases } from './testing/both-databases'
import { openHubCopy } from './testing/hub-copy'
import { isWellFormedXml, startReceiver } from './testing/receiver'
import { usersFileDirectory } from './testing/users'
import { parseAllowList } from './webhook-address'
import { createSecretBox } from './webhook-secret'
import { startDelivery } from './webhooks'
import type { MonitorDb } from './database'

const databases = useTestDatabases()
const ANA = { id: 'ana', name: 'Ana', password: 'ana password 1' }
const BEN = { id: 'ben', name: 'Ben', password: 'ben password 1' }
const ATTEMPTS = 5

let hub: Awaited<ReturnType<typeof openHubCopy>>
let step = 0
beforeAll(async () => {
  hub = await openHubCopy()
}, 120_000)
afterAll(() => hub.close())

async function signedIn(base: string, user: typeof ANA) {
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

// The receiver's check as docs/monitoring.md shows it: timestamp, delivery id and body are signed.
const verified = (
  secret: string,
  request: { body: string; headers: Record<string, unknown> },
  header: unknown = request.headers['x-explorer-signature'],
) => {
  const signed = `${String(request.headers['x-explorer-timestamp'])}.${String(request.headers['x-explorer-delivery'])}.${request.body}`
  const expected = Buffer.from(
    `sha256=${createHmac('sha256', secret).update(signed).digest('hex')}`,
  )
  const given = Buffer.from(String(header))
  return given.length === expected.length && timingSafeEqual(given, expected)
}

const escaped = (text: string) =>
  text
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&apos;')

/**
 * Runs delivery rounds, each on a clock moved past every retry's backoff, until every delivery of
 * the list is no longer pending; each round is awaited, so no time is slept.
 */
async function settled(
  api: Awaited<ReturnType<typeof signedIn>>,
  listId: string,
  count: number,
  nextRound: () => Promise<void>,
) {
  // A round may find another one running and wait for it: two per attempt are enough.
  for (let round = 0; round < 2 * ATTEMPTS + 2; round += 1) {
    const { json } = await api(`/lists/${listId}/deliveries`)
    const deliveries = json.deliveries as { status: string }[]
    if (deliveries.length === count && deliveries.every((d) => d.status !== 'pending')) return json
    await nextRound()
  }
  throw new Error('The deliveries did not settle.')
}

async function insertMarkupChange(db: MonitorDb, entity: string) {
  const id = crypto.randomUUID()
  await db
    .insertInto('monitor_changes')
    .values({
      id,
      entity_type: 'ORGANIZATION',
      entity_id: entity,
      entity_name: '<script>alert(1)</script> & Söhne',
      kind: 'name',
      before: 'A "quoted" <b>name</b>',
      after: "O'Brien & Co \u0007 ]]>",
      version: 'test',
      detected_at: new Date().toISOString(),
    })
    .execute()
  return id
}

describe.each(DATABASE_KINDS)('on %s', (kind) => {
  it('sends signed webhooks with retries and serves a private Atom feed', async () => {
    const { db } = await databases.open(kind)
    // The test's clock: delivery sees time pass only when the test moves it between rounds.
    let clock = Date.now()
    // The receivers run on loopback: allowed as an operator would allow an internal receiver.
    const context = {
      db,
      users: usersFileDirectory(),
      webhookAllow: parseAllowList('127.0.0.1'),
      secrets: createSecretBox('delivery-test-secret-0123456789abcdef'),
    }
    const delivery = startDelivery({
      ...context,
      awaitSending: true,
      maxAttempts: ATTEMPTS,
      retryBaseMs: 20,
      // The test runs the rounds itself (the check's kick runs the first).
      pollMs: 3_600_000,
      now: () => new Date(clock),
    })
    const nextRound = () => {
      clock += 60_000 // beyond any backoff here and a claim's 20 s
      return delivery.run()
    }
    const server = await startBasicServer(
      [ANA, BEN],
      createMonitorRoutes({
        ...context,
        fetch: hub.fetch,
        budgetPerDay: 1000,
        checkNowIntervalMs: 0,
        onChanges: delivery.kick,
      }),
    )
    context.users.use(server.usersFile)
    const flaky = await startReceiver([500, 503, 200])
    const broken = await startReceiver([500])
    try {
      const ana = await signedIn(server.base, ANA)
      const ben = await signedIn(server.base, BEN)
      step += 1
      const plan = planStep(hub.db, step)
      const renamed = plan.find((change) => change.kind === 'rename')!.organizationId
      const moved = plan.find((change) => change.kind === 'move')!.organizationId
      const listName = '<Kunden & "Partner"> </feed>'
      const id = (await ana('/lists', 'POST', { name: listName })).json.id as string
      const entities = [renamed, moved].map((e) => ({ type: 'ORGANIZATION', id: e, name: e }))
      expect((await ana(`/lists/${id}/entries`, 'POST', { entities })).status).toBe(204)
      expect((await ana(`/lists/${id}/shares/ben`, 'PUT', { role: 'read' })).status).toBe(204)

      for (const url of ['ftp://example.com/hook', 'javascript:alert(1)', 'not a url']) {
        const refused = await ana(`/lists/${id}/webhooks`, 'POST', { url })
        expect(refused.status).toBe(400)
        expect(refused.json.detail).toMatch(/^url: /)
      }
      expect((await ben(`/lists/${id}/webhooks`, 'POST', { url: flaky.url })).status).toBe(403)
      expect((await ben(`/lists/${id}/feed`, 'POST')).status).toBe(403)
      const hook = await ana(`/lists/${id}/webhooks`, 'POST', { url: flaky.url })
      expect(hook.status).toBe(201)
      expect(hook.json.secret).toMatch(/^[A-Za-z0-9_-]{43}$/)
      const dead = await ana(`/lists/${id}/webhooks`, 'POST', { url: broken.url })
      const listed = (await ana(`/lists/${id}/webhooks`)).json.webhooks as object[]
      expect(listed).toHaveLength(2)
      expect(JSON.stringify(listed)).not.toContain(hook.json.secret)

      const feed = await ana(`/lists/${id}/feed`, 'POST')
      expect(feed.status).toBe(201)
      const feedUrl = feed.json.url as string
      expect(feedUrl).toMatch(/\/api\/explorer\/feeds\/[A-Za-z0-9_-]{43}\.atom$/)
      const empty = await fetch(feedUrl)
      expect(empty.headers.get('content-type')).toMatch(/^application\/atom\+xml/)
      const emptyXml = await empty.text()
      expect(isWellFormedXml(emptyXml)).toBe(true)
      expect(emptyXml).toContain('&lt;Kunden &amp; &quot;Partner&quot;&gt; &lt;/feed&gt;')
      expect(emptyXml).not.toContain('<entry>')

      await ana(`/lists/${id}/check`, 'POST')
      await hub.advance()
      expect((await ana(`/lists/${id}/check`, 'POST')).json.changed).toBe(2)
      const changes = (await ana(`/changes?list=${id}`)).json.changes as {
        id: string
        entityId: string
        kind: string
        after: string | null
      }[]
      expect(changes.length).toBeGreaterThanOrEqual(2)

      const log = await settled(ana, id, 2, nextRound)
      const byHook = (webhookId: string) =>
        (log.deliveries as { webhookId: string; status: string; attempts: object[] }[]).find(
          (d) => d.webhookId === webhookId,
        )!
      expect(byHook(hook.json.id).status).toBe('delivered')
      expect(byHook(hook.json.id).attempts).toEqual([
        expect.objectContaining({
          attempt: 1,
          status: 500,
          error: 'refused by the receiver (500)',
        }),
        expect.objectContaining({
          attempt: 2,
          status: 503,
          error: 'refused by the receiver (503)',
        }),
        expect.objectContaining({ attempt: 3, status: 200, error: null }),
      ])
      expect(byHook(dead.json.id).status).toBe('failed')
      expect(byHook(dead.json.id).attempts).toHaveLength(ATTEMPTS)
      expect(broken.received).toHaveLength(ATTEMPTS)

      expect(flaky.received).toHaveLength(3)
      for (const request of flaky.received) {
        expect(verified(hook.json.secret, request)).toBe(true)
        const first = flaky.received[0]!.headers['x-explorer-delivery']
        expect(request.headers['x-explorer-delivery']).toBe(first)
        expect(Number(request.headers['x-explorer-timestamp'])).toBeGreaterThan(0)
      }
      expect(verified(hook.json.secret, flaky.received[0]!, 'sha256=00')).toBe(false)
      // The same body under another delivery id (a replay with a fresh id) does not verify.
      const replayed = { ...flaky.received[0]!, headers: { ...flaky.received[0]!.headers } }
      replayed.headers['x-explorer-delivery'] = crypto.randomUUID()
      expect(verified(hook.json.secret, replayed)).toBe(false)
      // The secret is kept sealed: the database alone cannot sign.
      const stored = await db.selectFrom('monitor_webhooks').select('secret').execute()
      for (const row of stored) expect(row.secret).not.toContain(hook.json.secret)
      expect(stored.every((row) => row.secret.startsWith('v1.'))).toBe(true)
      const payload = JSON.parse(flaky.received[2]!.body)
      expect(payload.list).toEqual({ id, name: listName })
      expect(payload.changes.map((c: { id: string }) => c.id).sort()).toEqual(
        changes.map((c) => c.id).sort(),
      )
      // In words, in both languages; one event per organization, its parts named by id.
      const rename = payload.changes.find((c: { kind: string }) => c.kind === 'name')
      expect(rename.summary).toMatch(/^Name changed from “.+” to “.+”$/)
      expect(rename.summaries.de).toMatch(/^Name geändert von „.+“ in „.+“$/)
      expect(payload.events).toHaveLength(2)
      expect(payload.events.flatMap((e: { changes: string[] }) => e.changes).sort()).toEqual(
        changes.map((c) => c.id).sort(),
      )
      expect(payload.events.find((e: { key: string }) => e.key === rename.event)).toMatchObject({
        entityId: renamed,
        title: { en: expect.stringMatching(/^Name changed/), de: expect.stringMatching(/^Name/) },
      })

      const markup = await insertMarkupChange(db, renamed)
      const xml = await (await fetch(feedUrl)).text()
      expect(isWellFormedXml(xml)).toBe(true)
      expect(xml).not.toContain('<script>')
      expect(xml).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; Söhne')
      expect(xml).toContain('O&apos;Brien &amp; Co  ]]&gt;')
      expect(xml).toContain(`<id>urn:uuid:${markup}</id>`)
      // One entry per event (what one check found on one organization), in words.
      expect(xml.match(/<entry>/g)).toHaveLength(3)
      const newName = changes.find((change) => change.kind === 'name')!.after!
      expect(xml).toContain(`to “${escaped(newName)}”`)
      expect(xml).not.toMatch(/ → |: none/)
      expect(xml).toContain(`href="${server.base}/organizations/${renamed}"`)
      expect(xml).toContain(`<link rel="self" type="application/atom+xml" href="${feedUrl}"/>`)
      const german = await (await fetch(`${feedUrl}?lang=de`)).text()
      expect(german).toContain('xml:lang="de"')
      expect(german).toContain(`in „${escaped(newName)}“`)

      const rotated = (await ana(`/lists/${id}/feed`, 'POST')).json.url as string
      expect((await fetch(feedUrl)).status).toBe(404)
      expect((await fetch(rotated)).status).toBe(200)
      expect((await ana(`/lists/${id}/feed`, 'DELETE')).status).toBe(204)
      expect((await fetch(rotated)).status).toBe(404)
      expect((await fetch(`${server.base}/api/explorer/feeds/nothing.atom`)).status).toBe(404)
    } finally {
      await delivery.stop()
      await server.stop()
      await flaky.stop()
      await broken.stop()
    }
  }, 120_000)
})
