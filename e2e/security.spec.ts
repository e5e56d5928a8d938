/**
 * The key never reaches the browser, and the production server's headers hold in a real browser:
 * the CSP blocks inline script, the built app runs without a single CSP violation, and deep links
 * are served by the history fallback.
 */
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test, expect } from './fixtures'

// The key playwright.config.ts gives the embedded hub, and the hub's default key.
const KEYS = ['e2e-secret-hub-key-7f3a9c', 'dev-hub-key']

declare global {
  interface Window {
    __cspViolations?: string[]
    __inlineRan?: boolean
  }
}

test('no file of the built app contains a key', () => {
  const dist = join(process.cwd(), 'dist')
  const files = readdirSync(dist, { recursive: true, withFileTypes: true }).filter((entry) =>
    entry.isFile(),
  )
  expect(files.length).toBeGreaterThan(2)
  for (const file of files) {
    const text = readFileSync(join(file.parentPath, file.name), 'latin1')
    for (const key of KEYS) expect(text.includes(key), `${file.name} contains a key`).toBe(false)
  }
})

test('pages run under the CSP without violations and never see the key', async ({ page }) => {
  await page.addInitScript(() => {
    window.__cspViolations = []
    document.addEventListener('securitypolicyviolation', (event) => {
      window.__cspViolations?.push(`${event.violatedDirective} ${event.blockedURI}`)
    })
  })
  const seen: Promise<string>[] = []
  page.on('response', (response) => {
    seen.push(
      response
        .body()
        .then((body) => `${JSON.stringify(response.headers())}${body.toString('latin1')}`)
        .catch(() => JSON.stringify(response.headers())),
    )
  })

  const documentResponse = await page.goto('/search?q=Berlin')
  expect(documentResponse?.status()).toBe(200)
  const headers = documentResponse?.headers() ?? {}
  expect(headers['content-security-policy']).toContain("script-src 'self'")
  expect(headers['x-content-type-options']).toBe('nosniff')
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin')
  await expect(page.locator('#root')).not.toBeEmpty()
  await page.waitForLoadState('networkidle')

  expect(await page.evaluate(() => window.__cspViolations)).toEqual([])
  for (const text of await Promise.all(seen))
    for (const key of KEYS) expect(text).not.toContain(key)
})

test('the CSP refuses inline script', async ({ page, allowConsoleErrors }) => {
  allowConsoleErrors(/Content Security Policy|inline script/i)
  await page.goto('/')
  await page.evaluate(() => {
    const script = document.createElement('script')
    script.textContent = 'window.__inlineRan = true'
    document.body.append(script)
  })
  expect(await page.evaluate(() => window.__inlineRan ?? false)).toBe(false)
})

test('deep links load through the history fallback', async ({ page, api }) => {
  const response = await api.get('/some/deep/link?x=1')
  expect(response.status()).toBe(200)
  expect(response.headers()['cache-control']).toBe('no-cache')
  expect(await response.text()).toContain('<div id="root">')
  await page.goto('/datasets')
  await expect(page.locator('#root')).not.toBeEmpty()
})

test('the API refuses what it must', async ({ api }) => {
  const crossSite = await api.get('/api/v2/search/fusion?q=a', {
    headers: { 'Sec-Fetch-Site': 'cross-site' },
  })
  expect(crossSite.status()).toBe(403)
  const traversal = await api.get('/api/v2/search/..%2f..%2fadmin')
  expect(traversal.status()).toBe(400)
  const method = await api.put('/api/v2/search/fusion?q=a')
  expect(method.status()).toBe(405)
  const noKey = await api.get('/api/v2/search/fusion?q=Berlin', {
    headers: { 'X-API-KEY': 'attacker' },
  })
  expect(noKey.status()).toBe(200)
})
