/**
 * The connection finder in real Chromium, on connections the generated data is known to hold:
 * hub/testing/connection-pairs.ts finds them by breadth-first search over the roles table of the
 * server's own database, independently of the network relation the finder reads.
 */
import Database from 'better-sqlite3'
import { resolve } from 'node:path'
import type { APIRequestContext } from '@playwright/test'
import { test, expect } from './fixtures'
import { countMapPins } from './entity-data'
import {
  findConnectionPairs,
  findOwnershipChainPair,
  type ConnectionPair,
  type OwnershipChainPair,
} from '../hub/testing/connection-pairs'
import { E2E_HUB_DB } from './hub-db'

/** The normal server's database (playwright.config.ts); the documented one holds the same data. */
const DB_PATH = resolve(E2E_HUB_DB)

let pairs: ConnectionPair[]
let ownership: OwnershipChainPair
test.beforeAll(() => {
  const db = new Database(DB_PATH, { readonly: true, fileMustExist: true })
  try {
    pairs = findConnectionPairs(db)
    ownership = findOwnershipChainPair(db)
  } finally {
    db.close()
  }
})

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

const pairAt = (steps: number) => pairs.find((pair) => pair.steps === steps)!

const linkTo = (pair: ConnectionPair, extra = '') =>
  `/connections?from=${pair.from.id}&to=${pair.to.id}${pair.to.type === 'PERSON' ? '&toType=person' : ''}${extra}`

interface NamedRecord {
  name?: string | { given?: string; family?: string } | { en?: string; de?: string }
  display_name?: string
}

/** The entity's name as its record gives it (§5), for comparing with the page. */
async function nameOf(api: APIRequestContext, id: string) {
  for (const type of ['organization', 'person']) {
    const response = await api.get(`/api/v2/entities/${type}/get/${id}`)
    if (!response.ok()) continue
    const record = (await response.json()) as NamedRecord
    const name = record.name
    if (typeof name === 'string') return name
    if (name && 'given' in name) return [name.given, name.family].filter(Boolean).join(' ')
    if (name && ('en' in name || 'de' in name)) return name.en ?? name.de ?? ''
    return record.display_name ?? id
  }
  throw new Error(`no record for ${id}`)
}

test('a known 3-step path: the chain, one graph, the map, and no axe violations', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const pair = pairAt(3)
  await page.goto(linkTo(pair))
  const status = page.getByTestId('connection-status')
  await expect(status).toHaveAttribute('data-state', 'done')
  await expect(status).toContainText(
    pair.pathCount === 1 ? 'One shortest connection: 3 steps' : `${pair.pathCount} shortest`,
  )
  const paths = page.getByTestId('connection-path')
  await expect(paths).toHaveCount(Math.min(pair.pathCount, 25))
  // The oracle's path, entity by entity, with roles between each two.
  const names = await Promise.all(pair.path.map((id) => nameOf(api, id)))
  const first = paths.first()
  for (const name of names)
    await expect(first.getByText(name, { exact: true }).first()).toBeVisible()
  await expect(first.getByRole('list', { name: /^Roles between/ })).toHaveCount(3)
  await expect(first.getByTestId('connection-role').first()).toContainText(/current|past/)
  expect(await page.getByTestId('connection-graph-node').count()).toBeGreaterThanOrEqual(4)
  await expectNoAxeViolations({ exclude: ['.leaflet-container'] })

  // The organizations of the connection on the map, one pin per organization with a coordinate.
  test.skip(pair.pathCount > 1, 'the map check counts the organizations of one path')
  let withCoordinate = 0
  let orgCount = 0
  for (const id of pair.path) {
    const response = await api.get(`/api/v2/entities/organization/get/${id}`)
    if (!response.ok()) continue
    orgCount++
    const record = (await response.json()) as { address?: { coordinate?: { latitude?: number } } }
    if (typeof record.address?.coordinate?.latitude === 'number') withCoordinate++
  }
  await page.getByRole('button', { name: `Show the ${orgCount} organizations on the map` }).click()
  await expect(page).toHaveURL(/map=true/)
  await expect(page.getByTestId('connection-map-summary')).toContainText(
    `${withCoordinate} of ${orgCount} organizations of the connection on the map`,
  )
  await expect.poll(() => countMapPins(page)).toBe(withCoordinate)

  // The deep link reproduces the result, from the cache of the network answers.
  await page.reload()
  await expect(status).toHaveAttribute('data-state', 'done')
  await expect(paths).toHaveCount(Math.min(pair.pathCount, 25))
})

test('the command palette and "Find a connection…" on an organization page (typeahead picker)', async ({
  page,
  api,
}) => {
  const pair = pairAt(2)
  const target = await nameOf(api, pair.to.id)
  // The command palette leads to the finder too.
  await page.goto('/')
  await page.keyboard.press('Control+k')
  await page.getByRole('link', { name: /^Find a connection between/ }).click()
  await expect(page.getByText('Choose both ends to search for a connection.')).toBeVisible()

  await page.goto(`/organizations/${pair.from.id}`)
  await page.getByRole('button', { name: 'Find a connection…' }).click()
  const dialog = page.getByRole('dialog', { name: /Find a connection from/ })
  await dialog.getByRole('combobox', { name: 'To: organization or person' }).fill(target)
  await dialog
    .getByRole('option', { name: new RegExp(`^${escapeRegExp(target)}`) })
    .first()
    .click()
  await expect(page).toHaveURL(new RegExp(`/connections\\?.*to=0?${pair.to.id.replace(/^0/, '')}`))
  await expect(page.getByTestId('connection-status')).toContainText(': 2 steps')
})

test('"No connection within N steps" is an answer; a slow search can be cancelled', async ({
  page,
}) => {
  const pair = pairAt(4)
  // Hold the network answers until the search is cancelled, so there is a search in flight to
  // cancel however slow the machine (a fixed delay let a busy run finish the search first).
  let release = () => {}
  const held = new Promise<void>((resolve) => (release = resolve))
  await page.route('**/api/v2/relation/resolve/**', async (route) => {
    await held
    await route.continue().catch(() => {})
  })
  await page.goto(linkTo(pair, '&steps=3'))
  const status = page.getByTestId('connection-status')
  await expect(status).toHaveAttribute('data-state', 'searching')
  await expect(status).toContainText(/Searching… 0 of 20 resolves/)
  await page.getByRole('button', { name: 'Cancel search' }).click()
  await expect(status).toHaveAttribute('data-state', 'cancelled')
  release()
  await page.unroute('**/api/v2/relation/resolve/**')
  await page.getByRole('button', { name: 'Search again' }).click()
  await expect(status).toHaveAttribute('data-state', 'done')
  await expect(status).toContainText('No connection within 3 steps.')
  await expect(page.getByTestId('connection-path')).toHaveCount(0)
  // The same pair with the default 4 steps is connected.
  await page.getByLabel('Most steps').selectOption('4')
  await page.getByRole('button', { name: 'Apply limits' }).click()
  await expect(status).toContainText(': 4 steps')
  await expect(page).not.toHaveURL(/steps=/)
})

test('along an ownership chain the multiplied share is shown as economic interest, with the rule', async ({
  page,
  api,
}) => {
  const [top, bottom] = await Promise.all([
    nameOf(api, ownership.from.id),
    nameOf(api, ownership.to.id),
  ])
  const percent = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 2 })
  const effective = percent.format((ownership.shares[0] * ownership.shares[1]) / 100)
  await page.goto(`/connections?from=${ownership.from.id}&to=${ownership.to.id}`)
  await expect(page.getByTestId('connection-status')).toContainText(
    'One shortest connection: 2 steps',
  )
  await expect(page.getByTestId('effective-share')).toContainText(
    `Economic interest (shares multiplied, for information): ${top} holds ${effective}% of ${bottom} (${ownership.shares.map((share) => `${percent.format(share)}%`).join(' × ')}).`,
  )
  // The GwG rule speaks of natural persons only: a company at the top gets no verdict.
  await expect(page.getByTestId('chain-rule')).toHaveCount(0)
})
