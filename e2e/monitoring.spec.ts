/**
 * Monitoring in real Chromium against a production server started here with AUTH=basic
 * (e2e/extra-server.ts) on its own copy of the small hub, which the test advances one data step
 * (hub:advance; the shared .data/hub-small-1.sqlite is never changed): the owner makes a list,
 * shares it with a colleague, adds a webhook and a feed, puts three organizations on it from their
 * pages and checks it; after the data step "Check now" finds each change, shown before → after;
 * the colleague sees the list and its changes; the Atom feed lists them; the test's receiver gets
 * a POST signed with the secret the page showed; a person and a place go on a second list from
 * their own pages, which show their own change history after the step. The steps share one
 * server and run in order.
 * Fixed ports 4370 (chromium) and 4371 (documented).
 */
import { createHmac, timingSafeEqual } from 'node:crypto'
import { execFile } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { promisify } from 'node:util'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { currentStep, planStep, type ChangeKind } from '../hub/advance/plan'
import { MANAGEMENT_LABELS, sqlList } from '../hub/domain/role-labels'
import { hashPassword, writeUsers } from '../proxy/auth/users-file'
import { startReceiver } from '../proxy/monitor/testing/receiver'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, INTERACTION_ONLY, test } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

const ALICE = { id: 'alice', name: 'Alice Owner', password: 'alice password 1' }
const BOB = { id: 'bob', name: 'Bob Colleague', password: 'bob password 1' }
const LIST_NAME = 'Key customers'
const PEOPLE_LIST = 'People and places'
const KINDS: ChangeKind[] = ['rename', 'move', 'insolvency']

interface OrgRow {
  id: string
  name: string
  street: string | null
  postal_code: string | null
  status: string
}

let dir: string
let hubCopy: string
let server: ExtraServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
/** The organizations the next data step changes, by kind, as they are before it. */
const before = new Map<ChangeKind, OrgRow>()
const shared = { listId: '', secret: '', feedUrl: '' }
/** The second list, of a person and a place, and who they are. */
const people = { listId: '', personId: '', locationId: '' }

const readOrg = (id: string): OrgRow => {
  const db = new Database(hubCopy, { readonly: true, fileMustExist: true })
  try {
    return db
      .prepare('SELECT id, name, street, postal_code, status FROM organizations WHERE id = ?')
      .get(id) as OrgRow
  } finally {
    db.close()
  }
}

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ hubVariants }, testInfo) => {
  // Generating nothing: a copy of the test hub and one server (a few seconds, more under load).
  testInfo.setTimeout(180_000)
  dir = mkdtempSync(join(tmpdir(), 'e2e-monitoring-'))
  hubCopy = join(dir, 'hub.sqlite')
  const source = new Database(E2E_HUB_DB, { readonly: true, fileMustExist: true })
  await source.backup(hubCopy)
  source.close()
  const db = new Database(hubCopy, { readonly: true })
  const plan = planStep(db, currentStep(db) + 1, 1)
  db.close()
  for (const kind of KINDS)
    before.set(kind, readOrg(plan.find((p) => p.kind === kind)!.organizationId))

  const usersFile = join(dir, 'users.json')
  await writeUsers(usersFile, [
    { id: ALICE.id, name: ALICE.name, hash: await hashPassword(ALICE.password, 4) },
    { id: BOB.id, name: BOB.name, hash: await hashPassword(BOB.password, 4) },
  ])
  receiver = await startReceiver([200])
  server = await startExtraServer(hubVariants === 'documented' ? 4371 : 4370, {
    AUTH: 'basic',
    AUTH_USERS_FILE: usersFile,
    AUTH_SECRET: 'e2e-monitoring-secret-5be0c7d94a1f',
    HUB_DB: hubCopy,
    HUB_VARIANTS: hubVariants === 'documented' ? 'documented' : '',
    // Deliveries are tried in rounds of half the retry pause: a second, for the test.
    MONITOR_WEBHOOK_RETRY_SECONDS: '2',
    // The test's receiver listens on loopback: allowed as an operator allows internal receivers.
    MONITOR_WEBHOOK_ALLOW: '127.0.0.1',
    // The steps check the same list again within a minute.
    MONITOR_CHECK_NOW_SECONDS: '1',
    // An organization's page asks the hub for a lot at once: in a worker thread, the server's
    // own thread stays free for the session and monitoring answers the test waits on.
    HUB_WORKERS: '1',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

const xmlText = (text: string) =>
  text.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;')

async function signIn(page: Page, user: typeof ALICE, path: string) {
  await page.goto(`${server.baseURL}${path}`)
  await page.getByLabel('User name').fill(user.id)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/auth\/sign-in/)
}

test('the owner makes a list and shares it with a colleague', async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, ALICE, '/watchlists')
  await expect(page.getByRole('banner')).toContainText(`Signed in as ${ALICE.name}`)
  await page.getByLabel('Name of the new list').fill(LIST_NAME)
  await page.getByRole('button', { name: 'Create list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: LIST_NAME })).toBeVisible()
  shared.listId = new URL(page.url()).pathname.split('/').pop()!

  // What each schedule costs shows before one is chosen.
  await expect(page.getByLabel(/Checked daily — 0 Data Hub calls a day/)).toBeChecked()

  await page.getByLabel('Colleague’s user name').fill(BOB.id)
  await page.getByLabel('Access').selectOption('read')
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByTestId('shares')).toContainText(`${BOB.id}can read`)
  await expectNoAxeViolations()
})

test('the owner adds a webhook, whose secret shows once, and a private feed', async ({ page }) => {
  await signIn(page, ALICE, `/watchlists/${shared.listId}`)
  await page.getByLabel('Webhook URL').fill(receiver.url)
  await page.getByRole('button', { name: 'Add webhook' }).click()
  await expect(page.getByTestId('webhooks')).toContainText(receiver.url)
  await expect(page.getByTestId('webhook-creator')).toHaveText(`added by ${ALICE.id}`)
  shared.secret = await page.getByTestId('webhook-secret').inputValue()
  expect(shared.secret.length).toBeGreaterThan(20)

  await page.getByRole('button', { name: 'Make a feed address' }).click()
  shared.feedUrl = await page.getByTestId('feed-url').inputValue()
  expect(shared.feedUrl).toMatch(/\/api\/explorer\/feeds\/[\w-]+\.atom$/)
  await expect(page.getByRole('button', { name: 'Revoke the feed' })).toBeVisible()
})

test('organizations go on the list from their page; a first check keeps a baseline', async ({
  page,
}) => {
  // One through its page, as an analyst would; the other two through the same API call, which
  // keeps the test short (an organization's page is the heaviest page to load).
  const [first, ...others] = [...before.values()]
  await signIn(page, ALICE, `/organizations/${first!.id}`)
  const monitoring = page.getByTestId('entity-monitoring')
  await expect(monitoring).toContainText('Not on any of your lists')
  await monitoring.getByRole('button', { name: 'Add to list' }).click()
  await expect(monitoring.getByRole('link', { name: LIST_NAME })).toBeVisible()
  const added = await page.request.post(
    `${server.baseURL}/api/explorer/monitor/lists/${shared.listId}/entries`,
    {
      data: {
        entities: others.map((org) => ({ type: 'ORGANIZATION', id: org.id, name: org.name })),
      },
    },
  )
  expect(added.status()).toBe(204)

  await page.goto(`${server.baseURL}/watchlists/${shared.listId}`)
  await expect(page.getByTestId('list-entries').getByRole('listitem')).toHaveCount(3)
  // Three organizations: the first check reads each record and baseline (9 calls), a later one
  // three records and 3–5 slices for each that changed; shown before a choice, as a range.
  await expect(page.getByTestId('next-check-cost')).toHaveText(
    'The next check: 9 calls, with the baseline of 3 organizations checked for the first time; later checks 3–18.',
  )
  await expect(page.getByLabel('Checked hourly — 78–423 Data Hub calls a day')).toBeVisible()
  await expect(page.getByLabel('Checked weekly — 9 Data Hub calls a week')).toBeVisible()
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(page.getByTestId('check-result')).toHaveText(
    'Checked 3 entities with 9 Data Hub calls: 0 changed, 0 changes found. 3 record reads, 6 slice reads. As estimated.',
  )
})

test('a person and a place go on a second list from their own pages', async ({ page }) => {
  // The next data step ends the earliest current management role of the organization it picks
  // for a departure (hub/advance/apply.ts): that person's record changes with it.
  const db = new Database(hubCopy, { readonly: true, fileMustExist: true })
  const departure = planStep(db, currentStep(db) + 1, 1).find((p) => p.kind === 'departure')!
  const holder = db
    .prepare(
      `SELECT r.holder_id AS personId, o.address_location_id AS locationId
       FROM roles r JOIN organizations o ON o.id = r.organization_id
       WHERE r.organization_id = ? AND r.end_date IS NULL AND r.label IN (${sqlList(MANAGEMENT_LABELS)})
       ORDER BY r.start_date, r.id LIMIT 1`,
    )
    .get(departure.organizationId) as { personId: string; locationId: string }
  db.close()
  Object.assign(people, holder)

  await signIn(page, ALICE, '/watchlists')
  const created = await page.request.post(`${server.baseURL}/api/explorer/monitor/lists`, {
    data: { name: PEOPLE_LIST },
  })
  expect(created.status()).toBe(201)
  people.listId = ((await created.json()) as { id: string }).id

  for (const path of [`/persons/${people.personId}`, `/locations/${people.locationId}`]) {
    await page.goto(`${server.baseURL}${path}`)
    const monitoring = page.getByTestId('entity-monitoring')
    await expect(monitoring).toContainText('Not on any of your lists')
    await monitoring.getByRole('combobox').selectOption({ label: PEOPLE_LIST })
    await monitoring.getByRole('button', { name: 'Add to list' }).click()
    await expect(monitoring.getByRole('link', { name: PEOPLE_LIST })).toBeVisible()
  }
  const baseline = await page.request.post(
    `${server.baseURL}/api/explorer/monitor/lists/${people.listId}/check`,
  )
  expect(await baseline.json()).toMatchObject({ checked: 2, changed: 0, failed: 0 })
})

test('after the data step, Check now finds each change and shows it before → after', async ({
  page,
  expectNoAxeViolations,
}) => {
  await promisify(execFile)(process.execPath, ['--import', 'tsx', 'hub/advance/cli.ts'], {
    env: { ...process.env, HUB_DB: hubCopy, HUB_SCALE: 'small', HUB_SEED: '1' },
  })
  await signIn(page, ALICE, `/watchlists/${shared.listId}`)
  await expect(page.getByTestId('next-check-cost')).toHaveText('Each check: 3–18 calls.')
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(page.getByTestId('check-result')).toContainText(/: 3 changed, \d+ changes found\./)
  await expect(page.getByTestId('check-result')).toContainText(
    /3 record reads, \d+ slice reads\. Within the estimate of 3–18\./,
  )

  const unread = (await (
    await page.request.get(`${server.baseURL}/api/explorer/monitor/unread`)
  ).json()) as { count: number }
  expect(unread.count).toBeGreaterThanOrEqual(3)
  await expect(page.getByTestId('unread-badge')).toHaveText(`${unread.count} unread`)

  await page
    .getByRole('link', { name: /^Changes/ })
    .first()
    .click()
  await expect(page).toHaveURL(/\/changes$/)
  const changes = page.getByTestId('change')
  await expect(changes).toHaveCount(unread.count)
  await expect(page.locator('[data-testid=change][data-unread=true]')).toHaveCount(unread.count)

  const renamed = before.get('rename')!
  const name = page.locator(`[data-testid=change][data-kind=name][data-entity="${renamed.id}"]`)
  await expect(name.getByTestId('change-text')).toHaveText(
    `Name changed from “${renamed.name}” to “${readOrg(renamed.id).name}”`,
  )
  await expect(
    page
      .locator(`[data-testid=change-event][data-entity="${renamed.id}"]`)
      .getByRole('link', { name: readOrg(renamed.id).name }),
  ).toHaveAttribute('href', `/organizations/${renamed.id}`)
  const moved = before.get('move')!
  const address = page.locator(`[data-testid=change][data-kind=address][data-entity="${moved.id}"]`)
  await expect(address.getByTestId('change-text')).toContainText(moved.postal_code!)
  await expect(address.getByTestId('change-text')).toContainText(readOrg(moved.id).postal_code!)
  // The record writes its country in German; the English page says it in English.
  await expect(address.getByTestId('change-text')).toContainText('Germany')
  await expect(address.getByTestId('change-text')).not.toContainText('Deutschland')
  const insolvent = before.get('insolvency')!
  const status = page.locator(
    `[data-testid=change][data-kind=status][data-entity="${insolvent.id}"]`,
  )
  await expect(status.getByTestId('change-text')).toHaveText(
    'Status changed from Active to Insolvency proceedings',
  )
  // The insolvency is one event that stands out, its parts inside, with the day it took place
  // apart from when it was found, in words: no register code, no ISO date.
  const insolvency = page.locator(`[data-testid=change-event][data-entity="${insolvent.id}"]`)
  await expect(insolvency).toHaveCount(1)
  await expect(insolvency).toHaveAttribute('data-distress', 'insolvency')
  await expect(insolvency.getByTestId('distress')).toHaveText('Insolvency proceedings')
  await expect(insolvency.getByTestId('event-title')).toHaveText('Insolvency proceedings opened')
  await expect(insolvency.getByTestId('event-date')).toHaveText(
    /^Took place: \d{1,2} \w{3,4} \d{4}$/,
  )
  await expect(insolvency.getByTestId('found-at')).toHaveText(/^Found: .+ UTC$/)
  expect(
    await insolvency
      .getByTestId('change')
      .evaluateAll((parts) => parts.map((part) => part.getAttribute('data-kind'))),
  ).toEqual(['status', 'insolvency-notice', 'publication'])
  await expect(
    insolvency.locator('[data-kind=insolvency-notice] [data-testid=change-text]'),
  ).toHaveText(/^Insolvency notice of \d{1,2} \w{3,4} \d{4}: insolvency proceedings opened$/)
  await expect(insolvency.locator('q[lang=de]').first()).toBeVisible()
  await expect(page.getByTestId('changes')).not.toContainText(/OPENING|\d{4}-\d{2}-\d{2}|none|→/)
  await expectNoAxeViolations({ everyMode: true })

  // The filter is in the URL: a link to the address changes shows those only.
  await page.getByLabel('Kind of change').selectOption('address')
  await expect(page).toHaveURL(/\/changes\?kind=address$/)
  await expect(changes).toHaveCount(1)
  await expect(changes).toHaveAttribute('data-entity', moved.id)

  // Last (the language is remembered): in German, the same in German words and dates.
  await page.goto(`${server.baseURL}/changes?lang=de`)
  await expect(insolvency.getByTestId('event-title')).toHaveText('Insolvenzverfahren eröffnet')
  await expect(insolvency.getByTestId('event-date')).toHaveText(
    /^Ereignis am: \d{2}\.\d{2}\.\d{4}$/,
  )
  await expect(status.getByTestId('change-text')).toHaveText(
    'Status geändert von Aktiv in Insolvenzverfahren',
  )
  await expect(address.getByTestId('change-text')).toContainText('Deutschland')
  await expect(address.getByTestId('change-text')).not.toContainText('Germany')
  await expect(page.getByTestId('changes')).not.toContainText(/OPENING|\d{4}-\d{2}-\d{2}|→/)
})

test('the webhook receiver gets the changes signed, and the Atom feed lists them', async ({
  page,
}) => {
  await expect.poll(() => receiver.received.length).toBeGreaterThan(0)
  const delivery = receiver.received[0]!
  // Signed: "<timestamp>.<delivery id>.<body>" (docs/monitoring.md).
  const signed = `${String(delivery.headers['x-explorer-timestamp'])}.${String(delivery.headers['x-explorer-delivery'])}.${delivery.body}`
  const expected = createHmac('sha256', shared.secret).update(signed).digest('hex')
  const signature = String(delivery.headers['x-explorer-signature'])
  expect(timingSafeEqual(Buffer.from(signature), Buffer.from(`sha256=${expected}`))).toBe(true)
  const body = JSON.parse(delivery.body) as {
    list: { id: string; name: string }
    changes: { entityId: string; kind: string; after: string | null }[]
  }
  expect(body.list).toEqual({ id: shared.listId, name: LIST_NAME })
  const renamed = before.get('rename')!
  expect(body.changes).toContainEqual(
    expect.objectContaining({
      entityId: renamed.id,
      kind: 'name',
      after: readOrg(renamed.id).name,
    }),
  )

  // Without a session: the feed's address is its credential.
  const feed = await page.request.get(shared.feedUrl)
  expect(feed.status()).toBe(200)
  const xml = await feed.text()
  expect(xml).toContain(`<title type="text">Data Hub Explorer: ${LIST_NAME}</title>`)
  expect(xml).toContain(
    `<title type="text">${xmlText(readOrg(renamed.id).name)}: Name changed</title>`,
  )
  expect(xml).toContain('Insolvency proceedings opened')
  // The payload says each change in both languages, and groups them into events.
  expect(JSON.parse(delivery.body).events.length).toBeGreaterThanOrEqual(3)
  for (const org of before.values()) expect(xml).toContain(`/organizations/${org.id}"`)

  await signIn(page, ALICE, `/watchlists/${shared.listId}`)
  const row = page.getByTestId('deliveries').locator('tbody tr').first()
  await expect(row).toHaveAttribute('data-status', 'delivered')
  // The attempt in the server's words (never a raw socket error).
  await expect(row).toContainText(/1\. .*: delivered/)
})

test('the colleague sees the list and its changes, and marks them read', async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, BOB, '/watchlists')
  const lists = page.getByTestId('lists')
  await expect(lists).toContainText(LIST_NAME)
  await expect(lists).toContainText(`shared by ${ALICE.id}`)
  const unread = page.getByTestId('unread-badge')
  await expect(unread).toBeVisible()

  await lists.getByRole('link', { name: /Changes \(\d+ unread\)/ }).click()
  await expect(page).toHaveURL(new RegExp(`/changes\\?list=${shared.listId}$`))
  const insolvent = before.get('insolvency')!
  await expect(
    page.locator(`[data-testid=change][data-kind=status][data-entity="${insolvent.id}"]`),
  ).toHaveAttribute('data-unread', 'true')

  // The organization's own page shows its history; a reader cannot add it to the list.
  await page.goto(`${server.baseURL}/organizations/${insolvent.id}`)
  const monitoring = page.getByTestId('entity-monitoring')
  await expect(monitoring.getByRole('link', { name: LIST_NAME })).toBeVisible()
  await expect(
    monitoring.locator('[data-testid=change][data-kind=status]').getByTestId('change-text'),
  ).toHaveText('Status changed from Active to Insolvency proceedings')
  await expect(monitoring.getByRole('button', { name: 'Add to list' })).toHaveCount(0)
  await expectNoAxeViolations({ include: '[data-testid=entity-monitoring]' })

  await page.goto(`${server.baseURL}/changes`)
  await page.getByRole('button', { name: 'Mark all read' }).click()
  await expect(page.locator('[data-testid=change][data-unread=true]')).toHaveCount(0)
  await expect(unread).toHaveCount(0)
})

test('the person’s and the place’s pages show their own change history', async ({
  page,
  expectNoAxeViolations,
}) => {
  await signIn(page, ALICE, `/persons/${people.personId}`)
  // After the data step (above): the person's record changed with the role that ended.
  const check = await page.request.post(
    `${server.baseURL}/api/explorer/monitor/lists/${people.listId}/check`,
  )
  expect(await check.json()).toMatchObject({ checked: 2, changed: 1, failed: 0 })

  await page.reload()
  const monitoring = page.getByTestId('entity-monitoring')
  await expect(monitoring.getByRole('link', { name: PEOPLE_LIST })).toBeVisible()
  await expect(monitoring.locator('[data-testid=change][data-kind=record]')).toHaveCount(1)
  await expectNoAxeViolations({ include: '[data-testid=entity-monitoring]' })

  await page.goto(`${server.baseURL}/locations/${people.locationId}`)
  await expect(monitoring.getByRole('link', { name: PEOPLE_LIST })).toBeVisible()
  await expect(monitoring).toContainText('No changes found since it was put on a list.')
})

test(
  'Add to watchlist asks which list, remembers it, and keeps the focus on the button',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    // An organization on no list; the owner has two lists by now.
    const watched = [...before.values()].map((org) => `'${org.id}'`).join(', ')
    const db = new Database(hubCopy, { readonly: true, fileMustExist: true })
    const org = db
      .prepare(
        `SELECT id, name FROM organizations WHERE status = 'ACTIVE' AND id NOT IN (${watched}) ORDER BY seq LIMIT 1`,
      )
      .get() as { id: string; name: string }
    db.close()
    await signIn(page, ALICE, `/organizations/${org.id}`)
    const header = page.locator('main header').first()
    const button = header.getByRole('button', { name: '☆ Add to watchlist' })
    const status = header.getByTestId('watch-status')
    const focused = () => page.evaluate(() => document.activeElement?.textContent ?? '')

    await button.focus()
    await page.keyboard.press('Enter')
    const chooser = header.getByTestId('watchlist-chooser')
    await expect(chooser.getByRole('group', { name: 'Add to which list?' })).toBeVisible()
    // Focus moves into the choice; the lists, and a new one, are offered.
    await expect(chooser.getByRole('radio', { name: LIST_NAME })).toBeFocused()
    await expect(chooser.getByRole('radio')).toHaveCount(3)
    await chooser.getByRole('radio', { name: PEOPLE_LIST }).check()
    await chooser.getByRole('button', { name: 'Add', exact: true }).press('Enter')
    await expect(status).toHaveText(`Added to “${PEOPLE_LIST}”.`)
    const saved = header.getByRole('button', { name: '★ On watchlist' })
    await expect(saved).toHaveAttribute('aria-pressed', 'true')
    await expect(saved).toBeFocused()
    expect(await focused()).toBe('★ On watchlist')
    await expect(chooser).toHaveCount(0)

    // Taken off again from the same place; the next time, the list chosen last is offered first.
    await page.keyboard.press('Enter')
    await chooser.getByRole('button', { name: `Remove from “${PEOPLE_LIST}”` }).click()
    await expect(status).toHaveText(`Removed from “${PEOPLE_LIST}”.`)
    await expect(button).toBeFocused()
    await page.keyboard.press('Enter')
    await expect(chooser.getByRole('radio', { name: PEOPLE_LIST })).toBeChecked()
    await expect(chooser.getByRole('radio', { name: PEOPLE_LIST })).toBeFocused()
    await page.keyboard.press('Escape')
    await expect(chooser).toHaveCount(0)
    await expect(button).toBeFocused()

    // A new list, made on the way.
    await page.keyboard.press('Enter')
    await chooser.getByRole('radio', { name: 'A new list' }).check()
    await chooser
      .getByRole('textbox', { name: 'Name of the new list' })
      .fill('KYC Q4 – Lieferanten')
    await page.keyboard.press('Enter')
    await expect(status).toHaveText('Added to “KYC Q4 – Lieferanten”.')
    await expect(saved).toBeFocused()
    const lists = (await (
      await page.request.get(`${server.baseURL}/api/explorer/monitor/lists`)
    ).json()) as { lists: { name: string; entries: number }[] }
    expect(lists.lists.find((list) => list.name === 'KYC Q4 – Lieferanten')?.entries).toBe(1)
  },
)

test(
  'the start page’s watchlist leads to the lists and to the changes',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await signIn(page, ALICE, '/')
    const watchlist = page.getByRole('region', { name: 'Watchlist' })
    await watchlist.getByRole('link', { name: 'All watchlists' }).click()
    await expect(page).toHaveURL(/\/watchlists$/)
    await expect(page.getByTestId('lists')).toContainText(PEOPLE_LIST)
    await page.goBack()
    await watchlist.getByRole('link', { name: 'Changes' }).click()
    await expect(page).toHaveURL(/\/changes$/)
    await expect(page.getByTestId('change').first()).toBeVisible()
  },
)
