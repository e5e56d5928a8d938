/**
 * The dataset table against the embedded hub. Datasets are discovered through the API so the spec
 * does not depend on the hub's scale: it uses the largest dataset there is (the million-row one at
 * default scale) and the smallest for an exact export.
 */
import type { APIRequestContext, Page } from '@playwright/test'
import { listDatasets, type Dataset } from './dataset-data'
import { csvRows, datasetFileKeys, downloadText, isEnumerated, isoValue } from './export-files'
import { INTERACTION_ONLY, test, expect } from './fixtures'

type Base = Dataset
type Row = Record<string, unknown>

async function json<T>(api: APIRequestContext, url: string): Promise<T> {
  const response = await api.get(url)
  expect(response.ok(), `${url} → ${response.status()}`).toBe(true)
  return (await response.json()) as T
}

/** The datasets the table specs use: every stream the caller's plan serves in full. */
async function datasets(api: APIRequestContext): Promise<Base[]> {
  return (await listDatasets(api)).filter((dataset) => !dataset.capped)
}

function rows(api: APIRequestContext, key: string, params: Record<string, unknown>) {
  const search = new URLSearchParams({ format: 'json' })
  for (const [name, value] of Object.entries(params))
    search.set(name, typeof value === 'string' ? value : JSON.stringify(value))
  return json<Row[]>(api, `/api/v2/stream/data/${key}?${search}`)
}

const cell = (page: Page, index: number, column: string) =>
  page.locator(`[role="row"][data-row-index="${index}"] [role="gridcell"][data-column="${column}"]`)

/** A cell, its column scrolled into view first: the grid renders only the columns on screen. */
async function shownCell(page: Page, index: number, column: string) {
  await header(page, column).scrollIntoViewIfNeeded()
  return cell(page, index, column)
}

const headerButton = (page: Page, column: string) =>
  page.locator(`[role="columnheader"][data-column="${column}"]`).getByRole('button')
const header = (page: Page, column: string) =>
  page.locator(`[role="columnheader"][data-column="${column}"]`)

const loadedRow = (page: Page, index: number) =>
  page.locator(`[role="row"][data-row-index="${index}"]:not([aria-busy])`)

const numberText = (value: unknown) =>
  typeof value === 'number' ? new Intl.NumberFormat('en-GB').format(value) : '—'

// Years, IDs and codes show as their digits (src/features/datasets/api/dataset-queries.ts
// `columnKind`); quantities get separators.
const CODE_SEMANTIC_TYPES = ['identifier', 'fb_entity_id', 'year', 'postal_code', 'industry_code']
const isCode = (column: { name: string; semantic_type?: string | null }) =>
  CODE_SEMANTIC_TYPES.includes(column.semantic_type ?? '') ||
  /(?:^|_)(?:id|ids|year|code|key|number|nr|no|plz|zip|postcode|ags|ars)$/i.test(column.name)

let largest: Base
let smallest: Base

test.beforeAll(async ({ playwright, baseURL }) => {
  const api = await playwright.request.newContext({ baseURL: baseURL ?? undefined })
  const all = await datasets(api)
  largest = all[0]!
  smallest = all[all.length - 1]!
  await api.dispose()
})

function intColumns(base: Base) {
  return base.data_item_collections
    .filter((column) => column.basic_data_type === 'int' && !isCode(column))
    .map((column) => column.name)
}
function textColumns(base: Base) {
  return base.data_item_collections
    .filter(
      (column) => column.basic_data_type === 'String' && column.semantic_type !== 'identifier',
    )
    .map((column) => column.name)
}

test('shows the metadata and sorts a numeric column descending: the maximum comes first', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const column = intColumns(largest)[0]!
  await page.goto(`/datasets/${largest.key}`)
  await expect(page.getByTestId('dataset-row-count')).toHaveText(
    numberText(largest.meta.entry_count),
  )
  await expect(loadedRow(page, 0)).toBeVisible()
  await expectNoAxeViolations()

  await headerButton(page, column).click()
  await expect(header(page, column)).toHaveAttribute('aria-sort', 'ascending')
  await headerButton(page, column).click()
  await expect(header(page, column)).toHaveAttribute('aria-sort', 'descending')
  await expect(page).toHaveURL(/sort=/)

  const [top] = await rows(api, largest.key, {
    limit: 1,
    query_parameters: { sort_keys: [column], sort_order: ['desc'] },
  })
  // The other end of the ascending order is the same maximum: the server really sorted.
  const [last] = await rows(api, largest.key, {
    skip: largest.meta.entry_count - 1,
    limit: 1,
    query_parameters: { sort_keys: [column], sort_order: ['asc'] },
  })
  expect(top![column]).toBe(last![column])
  await expect(loadedRow(page, 0)).toBeVisible()
  await expect(await shownCell(page, 0, column)).toHaveText(numberText(top![column]))
})

test('sorts by two keys with Shift+click', { tag: INTERACTION_ONLY }, async ({ page, api }) => {
  const [first] = textColumns(largest)
  const second = intColumns(largest)[0]!
  await page.goto(`/datasets/${largest.key}`)
  await headerButton(page, first!).click()
  await headerButton(page, second).click({ modifiers: ['Shift'] })
  await expect(page.getByTestId('row-count')).toContainText(`sorted by ${first} ↑, ${second} ↑`)
  const expected = await rows(api, largest.key, {
    limit: 5,
    query_parameters: { sort_keys: [first, second], sort_order: ['asc', 'asc'] },
  })
  for (const [index, row] of expected.entries()) {
    await expect(await shownCell(page, index, 'fb_id')).toHaveText(String(row.fb_id))
  }
})

test(
  'resizes a column by mouse and by keyboard, and the width survives a reload',
  { tag: INTERACTION_ONLY },
  async ({ page, expectNoAxeViolations }) => {
    const column = textColumns(smallest)[0]!
    const width = async () => (await header(page, column).boundingBox())!.width
    const widths = () => new URL(page.url()).searchParams.get('widths')
    await page.goto(`/datasets/${smallest.key}`)
    await expect(loadedRow(page, 0)).toBeVisible()
    const initial = await width()

    const handle = header(page, column).getByRole('separator', { name: /Width of column/ })
    const box = (await handle.boundingBox())!
    await page.mouse.move(box.x + box.width / 2, box.y + box.height / 2)
    await page.mouse.down()
    await page.mouse.move(box.x + 80, box.y + box.height / 2, { steps: 5 })
    await page.mouse.up()
    await expect.poll(width).toBeGreaterThan(initial + 60)
    await expect.poll(widths).toContain(column)

    await handle.focus()
    const dragged = await width()
    await page.keyboard.press('ArrowLeft')
    await page.keyboard.press('ArrowLeft')
    await expect.poll(width).toBe(dragged - 20)
    await page.keyboard.press('Shift+ArrowRight')
    await expect.poll(width).toBe(dragged + 30)
    await expect(handle).toHaveAttribute('aria-valuenow', String(dragged + 30))
    await expectNoAxeViolations()

    await page.reload()
    await expect(loadedRow(page, 0)).toBeVisible()
    expect(await width()).toBe(dragged + 30)

    await header(page, column).getByRole('separator').focus()
    await page.keyboard.press('Home')
    await expect.poll(width).toBe(initial)
    await expect.poll(widths).toBeNull()
  },
)

test('filters a column on the server and says the total is unknown', async ({ page, api }) => {
  const column = textColumns(largest).find((name) => name === 'state') ?? textColumns(largest)[0]!
  const [sample] = await rows(api, largest.key, { skip: 7, limit: 1 })
  const value = String(sample![column])
  await page.goto(`/datasets/${largest.key}`)
  await page.getByLabel('Filter column').selectOption(column)
  await page.getByLabel('Operator').selectOption('EQUALS')
  await page.getByLabel(/^Value/).fill(value)
  await page.getByRole('button', { name: 'Add filter' }).click()
  await expect(page.getByRole('list', { name: 'Active filters' })).toContainText(
    `${column} = ${value}`,
  )
  const expected = await rows(api, largest.key, {
    limit: 3,
    query_parameters: { filters: [{ property: column, operator: 'EQUALS', value }] },
  })
  for (const [index, row] of expected.entries()) {
    await expect(await shownCell(page, index, 'fb_id')).toHaveText(String(row.fb_id))
    await expect(await shownCell(page, index, column)).toHaveText(value)
  }
  // A filtered total is unknown until the last page arrives; a short result is counted exactly.
  const many = await rows(api, largest.key, {
    limit: 300,
    query_parameters: { filters: [{ property: column, operator: 'EQUALS', value }] },
  })
  if (many.length === 300) await expect(page.getByTestId('row-count')).toContainText('unknown')
  else if (many.length < 100)
    await expect(page.getByTestId('row-count')).toHaveText(
      many.length === 1 ? '1 row' : `${many.length} rows`,
    )
})

test('searches inside the dataset', async ({ page, api }) => {
  const column = textColumns(largest).find((name) => name === 'name') ?? textColumns(largest)[0]!
  const [sample] = await rows(api, largest.key, { skip: 3, limit: 1 })
  const term = String(sample![column]).split(/\s+/)[0]!
  await page.goto(`/datasets/${largest.key}`)
  await page.getByRole('searchbox', { name: 'Search in this dataset' }).fill(term)
  await expect(page).toHaveURL(new RegExp(`q=${encodeURIComponent(term)}`))
  const expected = await json<Row[]>(
    api,
    `/api/v2/stream/data/search/${largest.key}?q=${encodeURIComponent(term)}&limit=3&format=json`,
  )
  expect(expected.length).toBeGreaterThan(0)
  for (const [index, row] of expected.entries())
    await expect(await shownCell(page, index, 'fb_id')).toHaveText(String(row.fb_id))
})

test('Ctrl+End reaches the last row with its real values, and the row is linkable', async ({
  page,
  api,
}) => {
  const lastIndex = largest.meta.entry_count - 1
  const [last] = await rows(api, largest.key, { skip: lastIndex, limit: 1 })
  await page.goto(`/datasets/${largest.key}`)
  await expect(loadedRow(page, 0)).toBeVisible()
  await page.getByRole('grid').focus()
  await page.keyboard.press('Control+End')
  await expect(loadedRow(page, lastIndex)).toBeInViewport()
  await expect(await shownCell(page, lastIndex, 'fb_id')).toHaveText(String(last!.fb_id))

  await page.keyboard.press('Enter')
  await expect(page).toHaveURL(new RegExp(`row=${lastIndex}`))
  const panel = page.getByTestId('row-panel')
  await expect(panel.locator('[data-field="fb_id"]')).toHaveText(String(last!.fb_id))

  // The same position opens from the link alone.
  await page.goto(`/datasets/${largest.key}?row=${lastIndex}`)
  await expect(page.getByTestId('row-panel').locator('[data-field="fb_id"]')).toHaveText(
    String(last!.fb_id),
  )
  await expect(loadedRow(page, lastIndex)).toBeInViewport()
})

test(
  'keeps the DOM bounded while sweeping through every row',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    test.slow()
    await page.goto(`/datasets/${largest.key}`)
    await expect(loadedRow(page, 0)).toBeVisible()
    const grid = page.getByRole('grid')
    let maxRows = 0
    for (let step = 0; step <= 12; step++) {
      // Resolves after the scroll event and the two frames after it: the rows for the new
      // position are rendered by then.
      await grid.evaluate(
        (element, fraction) =>
          new Promise<void>((resolve) => {
            const painted = () =>
              requestAnimationFrame(() => requestAnimationFrame(() => resolve()))
            const target = Math.floor((element.scrollHeight - element.clientHeight) * fraction)
            if (Math.abs(element.scrollTop - target) < 1) return painted()
            element.addEventListener('scroll', painted, { once: true })
            element.scrollTop = target
          }),
        step / 12,
      )
      maxRows = Math.max(maxRows, await page.locator('[role="row"][data-row-index]').count())
    }
    expect(maxRows).toBeGreaterThan(5)
    expect(maxRows).toBeLessThanOrEqual(100)
    // At the bottom of the scrollbar the last row is on screen.
    await grid.evaluate((element) => element.scrollIntoView({ block: 'nearest' }))
    await expect(loadedRow(page, largest.meta.entry_count - 1)).toBeInViewport()
  },
)

test(
  'renders only the columns on screen, and the arrow keys bring a column into view',
  { tag: INTERACTION_ONLY },
  async ({ page }) => {
    await page.goto(`/datasets/${largest.key}`)
    await expect(loadedRow(page, 0)).toBeVisible()
    const headers = page.locator('[role="columnheader"][data-column]')
    const columnCount = await headers.count()
    const lastColumn = await headers.last().getAttribute('data-column')
    const cells = loadedRow(page, 0).getByRole('gridcell')
    // The dataset is wider than the screen: the far columns have no cells yet.
    expect(await cells.count()).toBeLessThan(columnCount)
    await expect(cell(page, 0, lastColumn!)).toHaveCount(0)

    const grid = page.getByRole('grid')
    await grid.focus()
    for (let step = 1; step < columnCount; step++) await page.keyboard.press('ArrowRight')
    // The last column is scrolled into view and rendered, and the grid points at its cell.
    await expect(cell(page, 0, lastColumn!)).toBeInViewport()
    const active = await grid.getAttribute('aria-activedescendant')
    expect(active).toBeTruthy()
    await expect(page.locator(`[id="${active}"]`)).toHaveAttribute('data-column', lastColumn!)
    // A cell keeps its column's place in the table for assistive technology.
    await expect(cell(page, 0, lastColumn!)).toHaveAttribute(
      'aria-colindex',
      String(columnCount + 1),
    )
    expect(await cells.count()).toBeLessThan(columnCount)

    for (let step = 1; step < columnCount; step++) await page.keyboard.press('ArrowLeft')
    const firstColumn = await headers.first().getAttribute('data-column')
    await expect(cell(page, 0, firstColumn!)).toBeInViewport()
    await expect(
      page.locator('[role="row"][data-row-index="0"] [role="rowheader"]'),
    ).toBeInViewport()
  },
)

test(
  'Ctrl+C copies the active cell and Ctrl+Shift+C its row, and says so',
  { tag: INTERACTION_ONLY },
  async ({ page, context, api }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'])
    const [first] = await rows(api, largest.key, { limit: 1 })
    const column = largest.data_item_collections[1]!.name
    await page.goto(`/datasets/${largest.key}`)
    await expect(loadedRow(page, 0)).toBeVisible()
    await page.getByRole('grid').focus()
    await page.keyboard.press('ArrowRight')
    await page.keyboard.press('ControlOrMeta+c')
    await expect(page.getByText(`Copied ${column} of row 1`)).toBeVisible()
    const cellText = await page.evaluate(() => navigator.clipboard.readText())
    const value = first![column]
    expect(cellText).toBe(
      value === null || value === undefined
        ? ''
        : typeof value === 'string'
          ? value
          : JSON.stringify(value),
    )
    await page.keyboard.press('ControlOrMeta+Shift+c')
    await expect(page.getByText('Copied row 1')).toBeVisible()
    const row = JSON.parse(await page.evaluate(() => navigator.clipboard.readText())) as Row
    expect(row.fb_id).toBe(first!.fb_id)
  },
)

test('exports the current view as CSV matching the API, with provenance', async ({ page, api }) => {
  const columns = smallest.data_item_collections.map((column) => column.name)
  const sortColumn = columns[0]!
  const hidden = columns[columns.length - 1]!
  const systemColumns = [
    { name: 'fb_id', basic_data_type: 'String', semantic_type: null },
    { name: 'fb_datetime', basic_data_type: 'Datetime', semantic_type: null },
    { name: 'fb_data_version', basic_data_type: 'String', semantic_type: null },
  ]
  const visibleColumns = [
    ...smallest.data_item_collections.filter((column) => column.name !== hidden),
    ...systemColumns,
  ]
  const visible = visibleColumns.map((column) => column.name)
  await page.goto(`/datasets/${smallest.key}`)
  await headerButton(page, sortColumn).click()
  await page.getByText(/^Columns \(/).click()
  // Columns are listed by their header in words, with the API name beside it.
  await page.locator(`label[data-column="${hidden}"]`).getByRole('checkbox').uncheck()
  await page.getByText('Export', { exact: true }).click()
  const downloadPromise = page.waitForEvent('download')
  await page.getByRole('button', { name: 'Download CSV' }).click()
  const lines = csvRows(await downloadText(await downloadPromise))

  const expected = await rows(api, smallest.key, {
    limit: 10_000,
    query_parameters: { sort_keys: [sortColumn], sort_order: ['asc'], project_fields: visible },
  })
  const base = await json<{ data_version?: string | null }>(
    api,
    `/api/v2/stream/base/${smallest.key}`,
  )
  // Headed in words, then the provenance columns.
  const keys = datasetFileKeys(visibleColumns)
  expect(lines[0]).toHaveLength(keys.length)
  expect(lines[0]!.slice(-3)).toEqual(['Data Hub request', 'Retrieved at', 'Current data version'])
  expect(lines[0]).toContain('Row fingerprint')
  expect(lines.length - 1).toBe(expected.length)
  const field = (value: unknown) => {
    if (value === null || value === undefined) return ''
    const raw = typeof value === 'string' ? value : JSON.stringify(value)
    return typeof value === 'string' && /^[=+\-@]/.test(raw) ? `'${raw}` : raw
  }
  const types = new Map(visibleColumns.map((column) => [column.name, column.basic_data_type]))
  expected.forEach((row, index) => {
    const line = lines[index + 1]!
    const at = (key: string) => line[keys.indexOf(key)]
    for (const column of visibleColumns) {
      // An enumerated column holds words; its code column what the API sent.
      const key = isEnumerated(column) ? `${column.name}_code` : column.name
      expect(at(key), `row ${index + 1} ${key}`).toBe(
        field(isoValue(row[column.name], types.get(column.name)!)),
      )
    }
    expect(at('source')).toContain(`Data Hub, dataset ${smallest.key}`)
    expect(at('retrieved_at')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/)
    expect(at('data_version')).toBe(base.data_version ?? '')
  })
  await expect(page.getByText(`Downloaded ${expected.length} rows as CSV.`)).toBeVisible()
})

test('finds datasets and services by text and country coverage', async ({
  page,
  expectNoAxeViolations,
}) => {
  await page.goto('/datasets?q=population')
  const datasetsList = page.getByRole('region', { name: 'Datasets' })
  await expect(datasetsList.getByRole('link').first()).toBeVisible()
  await page.getByLabel('Country coverage').selectOption('DEU')
  await expect(page).toHaveURL(/country=DEU/)
  await expectNoAxeViolations()
  await datasetsList.getByRole('link').first().click()
  await expect(page).toHaveURL(/\/datasets\/\d+/)
  await expect(page.getByRole('grid')).toBeVisible()
})
