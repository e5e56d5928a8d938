import type { APIRequestContext } from '@playwright/test'
import { INTERACTION_ONLY, test, expect } from './fixtures'
import { getJson, searchOrganizations } from './entity-data'

interface PersonHit {
  fb_entity_id: string
  name: { given?: string; family?: string }
  relations?: {
    ORGANIZATION?: {
      label: string
      entity_to: { fb_entity_id: string }
      meta?: { end_date?: string | null }
    }[]
  }
}

/** A person who is currently managing director of at least three organizations (§4.2 roles). */
async function findSharedManager(api: APIRequestContext) {
  for (const q of ['Müller', 'Schmidt', 'Schneider']) {
    const { results } = await getJson<{ results: { entity: PersonHit }[] }>(
      api,
      `/api/v2/search/entities/person?q=${encodeURIComponent(q)}&limit=30`,
    )
    for (const { entity } of results) {
      const orgIds = [
        ...new Set(
          (entity.relations?.ORGANIZATION ?? [])
            .filter((role) => role.label === 'MANAGING_DIRECTOR' && !role.meta?.end_date)
            .map((role) => role.entity_to.fb_entity_id),
        ),
      ]
      if (orgIds.length >= 3) {
        const orgs = await Promise.all(
          orgIds.slice(0, 3).map(async (id) => {
            const record = await getJson<{ fb_entity_id: string; name: string }>(
              api,
              `/api/v2/entities/organization/get/${id}`,
            )
            return { id: record.fb_entity_id, name: record.name }
          }),
        )
        return { person: [entity.name.given, entity.name.family].filter(Boolean).join(' '), orgs }
      }
    }
  }
  throw new Error('no person manages three organizations')
}

test('a comparison of 3 organizations that share a manager', async ({
  page,
  api,
  expectNoAxeViolations,
}) => {
  const { person, orgs } = await findSharedManager(api)
  const recordRequests: string[] = []
  page.on('request', (request) => {
    const match = /\/api\/v2\/entities\/organization\/get\/([a-f0-9]+)/.exec(request.url())
    if (match) recordRequests.push(match[1]!)
  })
  await page.goto(`/compare?ids=${orgs.map((org) => org.id).join(',')}`)
  await expect(page.getByRole('heading', { level: 1, name: 'Compare organizations' })).toBeVisible()

  const facts = page.getByTestId('compare-facts')
  for (const org of orgs)
    await expect(facts.getByRole('columnheader', { name: org.name })).toBeVisible()
  await expect(facts.getByRole('rowheader', { name: 'Register entry' })).toBeVisible()

  // The shared manager is named once in the summary, and highlighted in each organization's list.
  const summary = page.getByTestId('shared-summary')
  await expect(summary.getByRole('link', { name: person })).toBeVisible()
  await expect(summary).toContainText('at 3 of 3')
  for (const org of orgs) {
    const column = page.getByRole('region', { name: org.name, exact: true })
    await expect(
      column.locator('li[data-shared]').getByRole('link', { name: person }),
    ).toBeVisible()
  }

  // Key figures: every organization's state is settled (a chart and table, or why not).
  const kpis = page.getByRole('region', { name: 'Key figures' })
  await expect(kpis.getByText(/Loading the key figures/)).toHaveCount(0)
  const charts = await kpis.getByRole('figure').count()
  if (charts > 0) await expect(kpis.getByRole('table').first()).toContainText(/Growth per year/)

  // One location context card per head office, loaded once on screen.
  const locations = page.getByTestId('compare-location')
  await expect(locations).toHaveCount(3)
  for (const org of orgs) {
    const card = page.getByRole('region', { name: `${org.name}: head office context` })
    await card.scrollIntoViewIfNeeded()
    await expect(card.getByText(/Flood risk/).first()).toBeVisible()
  }
  await expect(page.getByText(/load when this card is on screen|Loading/)).toHaveCount(0)
  // One record request per organization, shared by every section (the entity record query).
  expect(recordRequests.sort()).toEqual(orgs.map((org) => org.id).sort())
  await expectNoAxeViolations()
})

test(
  'the compare tray collects organizations across pages and reloads, and opens the comparison',
  { tag: INTERACTION_ONLY },
  async ({ page, api }) => {
    const { results } = await searchOrganizations(api, 'GmbH')
    const [first, second, third] = results.map((result) => result.entity)
    await page.goto('/search/organizations?q=GmbH')
    const firstResult = page
      .getByTestId('organization-result')
      .filter({ hasText: first!.display_name })
    await firstResult
      .first()
      .getByRole('button', { name: `+ Compare ${first!.display_name}` })
      .click()
    // Keyboard: the second one by Enter.
    const secondButton = page
      .getByTestId('organization-result')
      .filter({ hasText: second!.display_name })
      .first()
      .getByRole('button', { name: `+ Compare ${second!.display_name}` })
    await secondButton.focus()
    await page.keyboard.press('Enter')

    const tray = page.getByRole('region', { name: /Compare tray/ })
    await expect(tray).toContainText('2 of 4')
    await page.reload()
    await expect(tray.getByRole('link', { name: second!.display_name })).toBeVisible()

    // The organization page header adds a third; the watchlist on the start page shows it is in.
    await page.goto(`/organizations/${third!.fb_entity_id}`)
    await page.getByRole('button', { name: '+ Compare' }).click()
    await page.getByRole('button', { name: /Add to watchlist/ }).click()
    await expect(tray).toContainText('3 of 4')
    await page.goto('/')
    await expect(
      page
        .getByTestId('watchlist')
        .getByRole('button', { name: `✓ In comparison ${third!.display_name}` }),
    ).toHaveAttribute('aria-pressed', 'true')

    await tray
      .getByRole('button', { name: `Remove ${first!.display_name} from the compare tray` })
      .click()
    await tray.getByRole('link', { name: 'Compare 2 organizations' }).click()
    await expect(page).toHaveURL(/\/compare\?ids=/)
    const facts = page.getByTestId('compare-facts')
    await expect(facts.getByRole('columnheader')).toHaveCount(2)
    await expect(facts.getByRole('columnheader', { name: third!.display_name })).toBeVisible()
  },
)

test('a comparison link with bad, repeated, unknown or too many IDs degrades with messages', async ({
  page,
  api,
  allowConsoleErrors,
}) => {
  allowConsoleErrors(/status of 404/)
  const { results } = await searchOrganizations(api, 'GmbH')
  const ids = results.slice(0, 6).map((result) => result.entity.fb_entity_id)
  const unknown = 'f'.repeat(32)

  await page.goto(`/compare?ids=nonsense,${ids[0]},${ids[0]},${unknown},${ids[1]}`)
  const notices = page.getByTestId('compare-notices')
  await expect(notices).toContainText('“nonsense” is not an organization ID')
  await expect(notices).toContainText(`${ids[0]} was listed more than once`)
  await expect(notices).toContainText(`No organization has the ID ${unknown}`)
  await expect(page.getByTestId('compare-facts').getByRole('columnheader')).toHaveCount(2)

  await page.goto(`/compare?ids=${ids.slice(0, 5).join(',')}`)
  await expect(page.getByTestId('compare-notices')).toContainText(
    'At most 4 organizations can be compared',
  )
  await expect(page.getByTestId('compare-facts').getByRole('columnheader')).toHaveCount(4)

  await page.goto(`/compare?ids=${ids[0]}`)
  await expect(page.getByText('A comparison needs at least 2 organizations')).toBeVisible()
})
