/**
 * Beneficial owners over HTTP, against a copied hub advanced one data step: "Check now" records a
 * `beneficial-owners` change when the step's new shareholder crosses 25 %, the Changes API filters
 * it by its kind, and the list's Atom feed words it in English and German.
 */
import { execFile } from 'node:child_process'
import { promisify } from 'node:util'
import { currentStep, planStep } from '../../hub/advance/plan'
import { OWNERSHIP_LABELS, sqlList } from '../../hub/domain/role-labels'
import { browser, startBasicServer } from '../testing/sign-in-server'
import { createMonitorRoutes } from './monitor-routes'
import { openHubCopy } from './testing/hub-copy'
import { useTestDatabases } from './testing/both-databases'
import { usersFileDirectory } from './testing/users'

const databases = useTestDatabases()
const ANA = { id: 'ana', name: 'Ana', password: 'ana password 1' }
/** Enough organizations per kind that one of them fits each case below. */
const PER_KIND = 40

let hub: Awaited<ReturnType<typeof openHubCopy>>
let server: Awaited<ReturnType<typeof startBasicServer>>
beforeAll(async () => {
  hub = await openHubCopy()
  const { db } = await databases.open('sqlite')
  const users = usersFileDirectory()
  server = await startBasicServer(
    [ANA],
    createMonitorRoutes({ db, fetch: hub.fetch, budgetPerDay: 1000, users, checkNowIntervalMs: 0 }),
  )
  users.use(server.usersFile)
}, 120_000)
afterAll(async () => {
  await server.stop()
  hub.close()
})

interface Holder {
  holder_id: string
  holder_type: string
  share_percentage: number
}

const holdersOf = (organization: string) =>
  hub.db
    .prepare(
      `SELECT holder_id, holder_type, share_percentage FROM roles
       WHERE organization_id = ? AND end_date IS NULL AND label IN (${sqlList(OWNERSHIP_LABELS)})
       ORDER BY share_percentage DESC, id`,
    )
    .all(organization) as Holder[]

it('records, filters and words a change of beneficial owners', async () => {
  const client = browser(server.base)
  await client.post('/auth/sign-in', { username: ANA.id, password: ANA.password, next: '/' })
  const api = async (path: string, method = 'GET', body?: unknown) => {
    const response = await client.request(`/api/explorer/monitor${path}`, {
      method,
      headers: { 'sec-fetch-site': 'same-origin', 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    return { status: response.status, json: response.status === 204 ? null : await response.json() }
  }

  // The step gives half of the largest holding to a new person (hub/advance/apply.ts). Held by a
  // person above 50 %, both end above 25 %: the new person becomes a beneficial owner. Held by a
  // company above 50 %, monitoring cannot follow it: "cannot be determined", the new person an
  // owner all the same once above 25 %.
  const step = planStep(hub.db, currentStep(hub.db) + 1, PER_KIND).filter(
    (change) => change.kind === 'new-shareholder',
  )
  const largest = (id: string) => holdersOf(id)[0]!
  const byPerson = step.find(
    (c) =>
      largest(c.organizationId).holder_type === 'PERSON' &&
      largest(c.organizationId).share_percentage > 50,
  )!.organizationId
  const byCompany = step.find(
    (c) =>
      largest(c.organizationId).holder_type === 'ORGANIZATION' &&
      largest(c.organizationId).share_percentage > 50,
  )!.organizationId
  const { json: created } = await api('/lists', 'POST', { name: 'Owners' })
  const id = created.id as string
  const entities = [byPerson, byCompany].map((entity) => ({
    type: 'ORGANIZATION',
    id: entity,
    name: entity,
  }))
  expect((await api(`/lists/${id}/entries`, 'POST', { entities })).status).toBe(204)
  expect((await api(`/lists/${id}/check`, 'POST')).status).toBe(200)

  const before = new Set(holdersOf(byPerson).map((holder) => holder.holder_id))
  await promisify(execFile)(
    process.execPath,
    ['--import', 'tsx', 'hub/advance/cli.ts', '--per-kind', String(PER_KIND)],
    { env: { ...process.env, HUB_DB: hub.path, HUB_SCALE: 'small', HUB_SEED: '1' } },
  )
  const newcomer = holdersOf(byPerson).find((holder) => !before.has(holder.holder_id))!
  // Names are written in several forms; the family name is in each.
  const { name } = hub.db
    .prepare('SELECT family AS name FROM persons WHERE id = ?')
    .get(newcomer.holder_id) as { name: string }

  expect((await api(`/lists/${id}/check`, 'POST')).json.changed).toBe(2)
  const { json } = await api(`/changes?list=${id}&kind=beneficial-owners`)
  const changes = json.changes as {
    entityId: string
    kind: string
    before: string
    after: string
  }[]
  expect(changes.map((change) => change.kind)).toEqual(['beneficial-owners', 'beneficial-owners'])
  const ofPerson = changes.find((change) => change.entityId === byPerson)!
  expect(ofPerson.before).not.toContain(name)
  expect(ofPerson.after).toMatch(new RegExp(`${name}[^;]* \\(direct, \\d`))
  const ofCompany = changes.find((change) => change.entityId === byCompany)!
  expect(ofCompany.before).toMatch(/^cannot be determined: .+ not followed$/)
  expect(ofCompany.after).toMatch(/^cannot be determined: .+ not followed \| owners for certain: /)
  expect(ofCompany.after).toContain('(direct, ')

  // The feed words them, in either language.
  const feed = await api(`/lists/${id}/feed`, 'POST')
  const english = await (await fetch(feed.json.url as string)).text()
  expect(english).toContain('Beneficial owners changed')
  expect(english).toMatch(new RegExp(`${name}[^;]* \\(direct, \\d`))
  expect(english).toContain('cannot be determined (')
  const german = await (await fetch(`${feed.json.url as string}?lang=de`)).text()
  expect(german).toContain('Wirtschaftlich Berechtigte geändert')
  expect(german).toMatch(new RegExp(`${name}[^;]* \\(direkt, \\d`))
  expect(german).toContain('nicht feststellbar (')
  expect(german).toContain('deren Gesellschafter nicht verfolgt werden')
}, 180_000)
