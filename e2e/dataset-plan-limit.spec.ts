/**
 * A dataset capped by the caller's plan (docs/datahub-api.md §6.1): the stream serves at most 10
 * rows while `meta.entry_count` keeps the full size. The stream requests are routed to behave that
 * way (rows with index ≥ 10 are never served, whatever skip/limit), over the real rows of the
 * embedded hub, so the spec runs against either hub mode.
 */
import type { Page } from '@playwright/test'
import { listDatasets, type Dataset } from './dataset-data'
import { test, expect } from './fixtures'

const CAP = 10

/** Serves the stream the way a plan without a subscription does; returns the skips asked for. */
async function capStream(page: Page, key: string): Promise<number[]> {
  const skips: number[] = []
  await page.route(new RegExp(`/api/v2/stream/data/${key}\\?`), async (route) => {
    const url = new URL(route.request().url())
    const skip = Number(url.searchParams.get('skip') ?? 0)
    skips.push(skip)
    const response = await route.fetch()
    const rows = (await response.json()) as unknown[]
    await route.fulfill({ response, json: rows.slice(0, Math.max(0, CAP - skip)) })
  })
  return skips
}

const numberText = (value: number) => new Intl.NumberFormat('en-GB').format(value)

/**
 * Resolves once the page has painted two frames: what a scroll or a link set in motion (a new
 * window of rows, the requests for it) has been rendered and sent by then.
 */
const framesPainted = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<void>((resolve) =>
        requestAnimationFrame(() => requestAnimationFrame(() => resolve())),
      ),
  )

let dataset: Dataset

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL ?? undefined })
  // The largest stream served in full: the route below is what caps it.
  dataset = (await listDatasets(api)).find((candidate) => !candidate.capped)!
  await api.dispose()
  // The cap must cut the dataset short, by more than one page of the table.
  expect(dataset.meta.entry_count).toBeGreaterThan(200)
})

test('a plan-capped dataset shows the rows served, says why, and leaves no placeholder', async ({
  page,
  expectNoAxeViolations,
}) => {
  const skips = await capStream(page, dataset.key)
  const total = numberText(dataset.meta.entry_count)
  await page.goto(`/datasets/${dataset.key}`)

  const notice = page.getByTestId('plan-limit-notice')
  await expect(notice).toHaveText(
    `The Data Hub returned 10 of ${total} rows: your plan includes only the first rows of this dataset. A subscription to the dataset gives access to all ${total}.`,
  )
  await expect(page.getByTestId('row-count')).toHaveText(`10 of ${total} rows served`)
  const grid = page.getByRole('grid')
  await expect(grid).toHaveAttribute('aria-rowcount', String(CAP + 1))
  await expect(page.locator('[role="row"][data-row-index]')).toHaveCount(CAP)
  await expect(page.locator('[role="row"][aria-busy="true"]')).toHaveCount(0)

  // The scroll space is the ten rows, not the announced total.
  const rowgroupHeight = await page
    .locator('[role="rowgroup"]')
    .last()
    .evaluate((element) => element.getBoundingClientRect().height)
  expect(rowgroupHeight).toBe(CAP * 32)
  // Scrolled to the end: the scroll event, then the frames after it, are what any request for
  // rows past the cap would follow.
  await grid.evaluate(
    (element) =>
      new Promise<void>((resolve) => {
        const target = element.scrollHeight - element.clientHeight
        if (element.scrollTop >= target) return resolve()
        element.addEventListener('scroll', () => resolve(), { once: true })
        element.scrollTop = target
      }),
  )
  await framesPainted(page)
  await expect(page.locator('[role="row"][aria-busy="true"]')).toHaveCount(0)
  // Nothing asked for rows past the ones served: no window waits for rows that never come.
  expect(skips.length).toBeGreaterThan(0)
  expect(skips.filter((skip) => skip > 0)).toEqual([])
  await expectNoAxeViolations()
})

test('after the cap showed, a filtered view says it may be cut short by the same limit', async ({
  page,
}) => {
  await capStream(page, dataset.key)
  await page.goto(`/datasets/${dataset.key}`)
  await expect(page.getByTestId('plan-limit-notice')).toBeVisible()
  await page.getByRole('searchbox', { name: 'Search in this dataset' }).fill('a')
  await expect(page.getByTestId('plan-limit-notice')).toContainText(
    'This search may be cut short by the same limit.',
  )
})

test('a link to a row beyond the cap finds the real end at once', async ({ page }) => {
  const skips = await capStream(page, dataset.key)
  const row = Math.floor(dataset.meta.entry_count / 2)
  await page.goto(`/datasets/${dataset.key}?row=${row}`)
  await expect(page.getByTestId('plan-limit-notice')).toContainText('returned 10 of')
  await expect(page.getByTestId('row-panel')).toContainText(
    `This view has no row ${numberText(row + 1)}.`,
  )
  await expect(page.getByRole('grid')).toHaveAttribute('aria-rowcount', String(CAP + 1))
  await expect(page.locator('[role="row"][data-row-index="9"]:not([aria-busy])')).toBeAttached()
  // The linked row is brought into view in a frame after the viewport is measured: a walk back
  // would have started by then, with rows still waiting.
  await framesPainted(page)
  await expect(page.locator('[role="row"][aria-busy="true"]')).toHaveCount(0)
  // The far window (one or two pages), the first page and the page before the far end: no walk
  // back page by page, which would take hundreds of requests.
  expect(new Set(skips).size, `skips asked: ${skips.join(', ')}`).toBeLessThanOrEqual(5)
})

test('the export says the same instead of quietly saving ten rows', async ({
  page,
  expectNoAxeViolations,
}) => {
  await capStream(page, dataset.key)
  const total = numberText(dataset.meta.entry_count)
  await page.goto(`/datasets/${dataset.key}`)
  await expect(page.getByTestId('plan-limit-notice')).toBeVisible()
  await page.getByText('Export', { exact: true }).click()
  await expect(page.getByTestId('export-plan-limit')).toHaveText(
    `The Data Hub returned 10 of ${total} rows: your plan includes only the first rows of this dataset. A subscription to the dataset gives access to all ${total}. The file will hold the 10 rows served.`,
  )
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const download = await downloadPromise
  const text = await (
    await download.createReadStream()
  )
    .toArray()
    .then((chunks) => Buffer.concat(chunks).toString('utf8'))
  // A header, ten rows and the final line break.
  expect(text.split('\r\n')).toHaveLength(CAP + 2)
  await expect(page.getByRole('status').filter({ hasText: 'Downloaded' })).toHaveText(
    `Downloaded 10 rows as CSV. The Data Hub returned 10 of ${total} rows: your plan includes only the first rows of this dataset. A subscription to the dataset gives access to all ${total}.`,
  )
  await expectNoAxeViolations()
})

test('the uncapped dataset keeps its announced total and fills rows far down', async ({ page }) => {
  await page.goto(`/datasets/${dataset.key}`)
  await expect(page.getByTestId('row-count')).toHaveText(
    `${numberText(dataset.meta.entry_count)} rows`,
  )
  const grid = page.getByRole('grid')
  await grid.evaluate((element) => (element.scrollTop = element.scrollHeight / 2))
  await expect(page.locator('[role="row"][data-row-index]:not([aria-busy])').first()).toBeVisible()
  await expect(page.getByTestId('plan-limit-notice')).toHaveCount(0)
})
