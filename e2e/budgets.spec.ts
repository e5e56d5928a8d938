/**
 * Budgets: a user who reached the daily Data Hub budget sees plainly what happened and
 * when it resets, while pages already in the shared cache still open. A second production server
 * with a budget of one upstream call per day (e2e/extra-server.ts), one per worker on ports
 * 4380–4389.
 */
import { startExtraServer, type ExtraServer } from './extra-server'
import { test as base, expect } from './fixtures'
import { E2E_HUB_DB } from './hub-db'

const test = base.extend<object, { budgetServer: ExtraServer }>({
  budgetServer: [
    // eslint-disable-next-line no-empty-pattern
    async ({}, use, workerInfo) => {
      const server = await startExtraServer(4380 + (workerInfo.parallelIndex % 10), {
        HUB_DB: E2E_HUB_DB,
        BUDGET_UPSTREAM_PER_DAY: '1',
        AUDIT_LOG: 'off',
        // The test reads X-Cache, which only this operator's setting shows.
        CACHE_DEBUG_HEADERS: '1',
        // One thread starts faster; three page loads need no worker pool.
        HUB_WORKERS: '0',
      })
      await use(server)
      await server.stop()
    },
    { scope: 'worker', timeout: 240_000 },
  ],
})

// The budget belongs to the server, not to the answers' shapes: the chromium project covers it.
test.skip(
  ({ hubVariants }) => hubVariants === 'documented',
  'starts its own server with a budget; refusals do not depend on the hub variants',
)

test('a spent daily budget is explained with its reset time; cached pages still open', async ({
  page,
  budgetServer,
  allowConsoleErrors,
  expectNoAxeViolations,
}) => {
  allowConsoleErrors(/status of 429/, /ApiError/)
  const cacheOutcomes: string[] = []
  page.on('response', (response) => {
    if (response.url().includes('/api/v2/search/fusion'))
      cacheOutcomes.push(`${response.status()} ${response.headers()['x-cache'] ?? ''}`)
  })

  // The one upstream call of the day: a search, now in the shared cache.
  await page.goto(`${budgetServer.baseURL}/search?q=Bau`)
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible()
  await expect(page.getByRole('alert')).toHaveCount(0)

  // A new search would need a second call.
  await page.goto(`${budgetServer.baseURL}/search?q=Logistik`)
  const notice = page.getByRole('alert').filter({ hasText: 'budget' })
  await expect(notice).toContainText('Your daily Data Hub budget is used up')
  await expect(notice).toContainText('still load from the shared cache')
  // The wait depends on the time of day: "3 h 12 min", "55 min" or "less than a minute".
  await expect(notice).toContainText(
    /Your budget resets at .+ \(in (\d+ h )?\d+ min\)|\(in less than a minute\)/,
  )
  await expect(notice.getByRole('button', { name: 'Try again' })).toHaveCount(0)
  await expectNoAxeViolations()

  // The first search, opened afresh, comes from the cache and spends nothing.
  await page.goto(`${budgetServer.baseURL}/search?q=Bau`)
  await expect(page.getByRole('alert')).toHaveCount(0)
  expect(cacheOutcomes).toEqual(['200 MISS', '429 ', '200 HIT'])
})
