/**
 * What the list page shows of monitoring's access rules, in real Chromium against a production
 * server started here with AUTH=basic (e2e/extra-server.ts): a share to a name nobody has is
 * refused in words; the owner sees who added each webhook and its URL whole, an editor sees the
 * URL with its path and query masked; a second "Check now" within a minute says when to try again.
 * The steps share one server and run in order. Fixed ports 4374 (chromium) and 4375 (documented).
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { hashPassword, writeUsers } from '../proxy/auth/users-file'
import { startReceiver } from '../proxy/monitor/testing/receiver'
import { startExtraServer, type ExtraServer } from './extra-server'
import { expect, test } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

const ALICE = { id: 'alice', name: 'Alice Owner', password: 'alice password 1' }
const BOB = { id: 'bob', name: 'Bob Editor', password: 'bob password 1' }

let dir: string
let server: ExtraServer
let receiver: Awaited<ReturnType<typeof startReceiver>>
const shared = { listPath: '', hookUrl: '' }

test.describe.configure({ mode: 'serial' })

test.beforeAll(async ({ hubVariants }, testInfo) => {
  testInfo.setTimeout(180_000)
  dir = mkdtempSync(join(tmpdir(), 'e2e-monitoring-access-'))
  const usersFile = join(dir, 'users.json')
  await writeUsers(usersFile, [
    { id: ALICE.id, name: ALICE.name, hash: await hashPassword(ALICE.password, 4) },
    { id: BOB.id, name: BOB.name, hash: await hashPassword(BOB.password, 4) },
  ])
  receiver = await startReceiver([200])
  // A token in the query, as receivers keep them: editors must not see it.
  shared.hookUrl = `${receiver.url}?token=alice-only-7c1e`
  server = await startExtraServer(hubVariants === 'documented' ? 4375 : 4374, {
    AUTH: 'basic',
    AUTH_USERS_FILE: usersFile,
    AUTH_SECRET: 'e2e-monitoring-access-secret-4d2a9e61',
    HUB_DB: E2E_HUB_DB,
    HUB_VARIANTS: hubVariants === 'documented' ? 'documented' : '',
    // The test's receiver listens on loopback: allowed as an operator allows internal receivers.
    MONITOR_WEBHOOK_ALLOW: '127.0.0.1',
  })
})

test.afterAll(async () => {
  await server?.stop()
  await receiver?.stop()
  if (dir) rmSync(dir, { recursive: true, force: true })
})

async function signIn(page: Page, user: typeof ALICE, path: string) {
  await page.goto(`${server.baseURL}${path}`)
  await page.getByLabel('User name').fill(user.id)
  await page.getByLabel('Password').fill(user.password)
  await page.getByRole('button', { name: 'Sign in' }).click()
  await expect(page).not.toHaveURL(/\/auth\/sign-in/)
}

test('the owner shares only with existing users and sees who added each webhook', async ({
  page,
  expectNoAxeViolations,
  allowConsoleErrors,
}) => {
  // The refused share: the browser logs the 404 the page then explains.
  allowConsoleErrors(/status of 404 .*\/shares\/nobody/)
  await signIn(page, ALICE, '/watchlists')
  await page.getByLabel('Name of the new list').fill('Shared suppliers')
  await page.getByRole('button', { name: 'Create list' }).click()
  await expect(page.getByRole('heading', { level: 1, name: 'Shared suppliers' })).toBeVisible()
  shared.listPath = new URL(page.url()).pathname

  await page.getByLabel('Colleague’s user name').fill('nobody')
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByRole('alert')).toContainText('There is no user named "nobody"')
  // Names are one user regardless of case, as at sign-in.
  await page.getByLabel('Colleague’s user name').fill('BOB')
  await page.getByLabel('Access').selectOption('edit')
  await page.getByRole('button', { name: 'Share', exact: true }).click()
  await expect(page.getByTestId('shares')).toContainText(`${BOB.id}can edit`)

  await page.getByLabel('Webhook URL').fill(shared.hookUrl)
  await page.getByRole('button', { name: 'Add webhook' }).click()
  await expect(page.getByTestId('webhooks')).toContainText(shared.hookUrl)
  await expect(page.getByTestId('webhook-creator')).toHaveText(`added by ${ALICE.id}`)
  await expectNoAxeViolations()
})

test('an editor sees webhook URLs masked, and Check now at most once a minute', async ({
  page,
  expectNoAxeViolations,
  allowConsoleErrors,
}) => {
  // The second "Check now": the browser logs the 429 the page then explains.
  allowConsoleErrors(/status of 429 .*\/check/, /ApiError/)
  await signIn(page, BOB, shared.listPath)
  const origin = new URL(receiver.url).origin
  const webhooks = page.getByTestId('webhooks')
  await expect(webhooks).toContainText(`${origin}/…`)
  await expect(webhooks).not.toContainText('alice-only')
  await expect(page.getByTestId('webhook-creator')).toHaveText(`added by ${ALICE.id}`)

  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(page.getByTestId('check-result')).toContainText('Checked 0 entities')
  await page.getByRole('button', { name: 'Check now' }).click()
  await expect(page.getByRole('alert')).toContainText(
    /This list was checked less than a minute ago\. Try again in \d+ s\./,
  )
  await expectNoAxeViolations()
})
