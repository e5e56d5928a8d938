/**
 * Sign-in, in real Chromium against real servers started here (e2e/extra-server.ts):
 * AUTH=basic with a users file, and AUTH=oidc against a real OpenID provider (oidc-provider) on
 * loopback. A deep link opened signed out comes back to the same view after sign-in; sign-out
 * ends the session (and the provider's). The edge cases are Vitest tests over HTTP
 * (proxy/auth/*.test.ts). Fixed ports 4390–4399.
 */
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from '@playwright/test'
import { hashPassword, writeUsers } from '../proxy/auth/users-file'
import { extraPort, startExtraServer } from './extra-server'
import { test, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'
import { startOidcProvider } from './oidc-provider'

test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'tests the server’s sign-in, not the answers’ shapes; runs in the chromium project',
)

const SECRET = 'e2e-session-secret-9f1c3a7b5d2e4f60'
// The hub answers in the server's own thread: no worker threads to start for a few pages.
const SERVER_ENV = { AUTH_SECRET: SECRET, HUB_DB: E2E_HUB_DB, HUB_WORKERS: '0' }

// Each test starts its own production server (a few seconds, more on a loaded machine).
test.describe.configure({ timeout: 120_000 })

async function expectDeepLinkView(page: Page, url: string) {
  await expect(page).toHaveURL(url)
  // A new server compresses the app's files on its first requests: the first load is slower.
  await expect(page.getByTestId('result-range')).toContainText('page 2', { timeout: 30_000 })
  await expect(page.getByLabel('Status')).toHaveValue('ACTIVE')
}

test('basic sign-in: a deep link comes back after a mistyped password, then sign-out', async ({
  page,
  expectNoAxeViolations,
  allowConsoleErrors,
}) => {
  const dir = mkdtempSync(join(tmpdir(), 'e2e-users-'))
  const usersFile = join(dir, 'users.json')
  // Cost 4: the password check is the server's, whatever the cost of the stored hash.
  await writeUsers(usersFile, [
    { id: 'alice', name: 'Alice Example', hash: await hashPassword('correct horse battery', 4) },
  ])
  const server = await startExtraServer(4390, {
    AUTH: 'basic',
    AUTH_USERS_FILE: usersFile,
    ...SERVER_ENV,
  })
  try {
    const deepLink = `${server.baseURL}/search/organizations?q=GmbH&status=ACTIVE&page=2`
    await page.goto(deepLink)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
    expect(new URL(page.url()).pathname).toBe('/auth/sign-in')
    await expectNoAxeViolations()

    // The refused form answers 401, which Chromium logs.
    allowConsoleErrors(/status of 401/)
    await page.getByLabel('User name').fill('alice')
    await page.getByLabel('Password').fill('wrong password')
    await page.getByRole('button', { name: 'Sign in' }).click()
    await expect(page.getByRole('alert')).toHaveText('The user name or password is not correct.')
    await expect(page.getByLabel('User name')).toHaveValue('alice')
    await expect(page.getByLabel('Password')).toBeFocused()

    await page.getByLabel('Password').fill('correct horse battery')
    await page.getByLabel('Password').press('Enter')
    await expectDeepLinkView(page, deepLink)
    await expect(page.getByRole('banner')).toContainText('Signed in as Alice Example')

    await page.getByRole('button', { name: /^Language and account/ }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible()
    await page.goto(deepLink)
    await expect(page.getByRole('heading', { name: 'Sign in' })).toBeVisible()
  } finally {
    await server.stop()
    rmSync(dir, { recursive: true, force: true })
  }
})

test('OpenID Connect: a deep link through the provider’s sign-in and back, then sign-out at both', async ({
  page,
  allowConsoleErrors,
}) => {
  // The provider's development pages import a web font (there is no internet here) and have no
  // favicon; neither is the explorer's.
  allowConsoleErrors(
    /fonts\.googleapis\.com/,
    new RegExp(`127\\.0\\.0\\.1:${extraPort(4391)}/favicon\\.ico`),
  )
  const explorer = `http://127.0.0.1:${extraPort(4392)}`
  const provider = await startOidcProvider(extraPort(4391), explorer, { olivia: 'Olivia Provider' })
  const server = await startExtraServer(4392, {
    AUTH: 'oidc',
    OIDC_ISSUER: provider.issuer,
    OIDC_CLIENT_ID: provider.clientId,
    OIDC_CLIENT_SECRET: provider.clientSecret,
    PUBLIC_URL: explorer,
    ...SERVER_ENV,
  }).catch(async (error: unknown) => {
    await provider.stop()
    throw error
  })
  try {
    const deepLink = `${explorer}/search/organizations?q=GmbH&status=ACTIVE&page=2`
    await page.goto(deepLink)
    expect(page.url()).toMatch(new RegExp(`^${provider.issuer}/interaction/`))
    await page.getByPlaceholder('Enter any login').fill('olivia')
    await page.getByPlaceholder('and password').fill('any')
    await page.getByRole('button', { name: 'Sign-in' }).click()
    await page.getByRole('button', { name: 'Continue' }).click()

    await expectDeepLinkView(page, deepLink)
    await expect(page.getByRole('banner')).toContainText('Signed in as Olivia Provider')

    await page.getByRole('button', { name: /^Language and account/ }).click()
    await page.getByRole('button', { name: 'Sign out' }).click()
    // The provider asks before it ends its own session.
    await page.getByRole('button', { name: 'Yes, sign me out' }).click()
    await expect(page.getByRole('heading', { name: 'Signed out' })).toBeVisible()
    expect(page.url()).toBe(`${explorer}/auth/signed-out`)

    // Both sessions ended: the deep link leads to the provider's login form again.
    await page.goto(deepLink)
    await expect(page.getByPlaceholder('Enter any login')).toBeVisible()
  } finally {
    await server.stop()
    await provider.stop()
  }
})
