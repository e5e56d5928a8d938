/**
 * Beneficial owners by GwG § 3 (2) as an analyst files them: the control rule in both directions
 * (a minority holder of a holding is no owner; a controlling holder of a holding with a small stake
 * is one), "cannot be determined" with what is missing, the paths with each link's share; the
 * ownership tree (edges, control and owner marks, the list alternative, axe); a person's
 * shareholdings and the companies of which the person is a beneficial owner.
 *
 * The cases are found in the hub's database by their structure (not by generated names).
 */
import { readFileSync } from 'node:fs'
import { resolve as resolvePath } from 'node:path'
import Database from 'better-sqlite3'
import type { Page } from '@playwright/test'
import { E2E_HUB_DB } from './hub-db'
import { INTERACTION_ONLY, test, expect } from './fixtures'

const CURRENT = `WITH cur AS (
  SELECT organization_id AS o, holder_id AS h, holder_type AS t, share_percentage AS s FROM roles
  WHERE end_date IS NULL AND label IN ('SHAREHOLDER', 'LIMITED_PARTNER', 'FULLY_LIABLE_PARTNER', 'OWNER'))`

function query<T>(sql: string): T {
  const db = new Database(resolvePath(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const row = db.prepare(sql).get() as T | undefined
    if (!row) throw new Error(`no organization in the hub fits: ${sql}`)
    return row
  } finally {
    db.close()
  }
}

/** A company held 100 % by a holding of two people: one above 50 %, one between 25 % and 50 %. */
const heldByHolding = () =>
  query<{ company: string; holding: string; major: string; minor: string }>(
    `${CURRENT}
    SELECT c.o AS company, c.h AS holding,
      (SELECT h FROM cur x WHERE x.o = c.h AND x.s > 50) AS major,
      (SELECT h FROM cur x WHERE x.o = c.h AND x.s > 25 AND x.s <= 50) AS minor
    FROM cur c WHERE c.t = 'ORGANIZATION' AND c.s = 100
      AND (SELECT count(*) FROM cur x WHERE x.o = c.o) = 1
      AND (SELECT count(*) FROM cur x WHERE x.o = c.h) = 2
      AND (SELECT count(*) FROM cur x WHERE x.o = c.h AND x.t = 'PERSON' AND x.s > 50) = 1
      AND (SELECT count(*) FROM cur x WHERE x.o = c.h AND x.t = 'PERSON' AND x.s > 25 AND x.s <= 50) = 1
    ORDER BY c.o LIMIT 1`,
  )

/** A holding above 25 % (at most 50 %) whose holder controls it, the product at most 25 %. */
const smallStakeOfControlledHolding = () =>
  query<{ company: string; holding: string; person: string }>(
    `${CURRENT}
    SELECT c.o AS company, c.h AS holding, p.h AS person FROM cur c
    JOIN cur p ON p.o = c.h AND p.t = 'PERSON' AND p.s > 50
    WHERE c.t = 'ORGANIZATION' AND c.s > 25 AND c.s <= 50 AND p.s * c.s <= 2500
    ORDER BY c.o LIMIT 1`,
  )

/** People only, with stated shares adding up to at most 60 %: the rest could hide anyone. */
const mostCapitalUnknown = () =>
  query<{ company: string; known: number }>(
    `${CURRENT}
    SELECT o AS company, sum(s) AS known FROM cur GROUP BY o
    HAVING sum(t <> 'PERSON') = 0 AND sum(s IS NULL) = 0 AND sum(s) <= 60
    ORDER BY o LIMIT 1`,
  )

/** A person holding 100 % of a company directly. */
const soleHolder = () =>
  query<{ company: string; person: string }>(
    `${CURRENT}
    SELECT o AS company, h AS person FROM cur WHERE t = 'PERSON' AND s = 100 ORDER BY o LIMIT 1`,
  )

/**
 * The organization with the largest group around it (owners up to 8 levels, subsidiaries up to 4,
 * as far as the tree's depth goes), and how many people and companies that group has.
 */
function largestGroup(): { company: string; nodes: number } {
  const db = new Database(resolvePath(E2E_HUB_DB), { readonly: true, fileMustExist: true })
  try {
    const rows = db.prepare(`${CURRENT} SELECT o, h, t FROM cur ORDER BY o, h`).all() as {
      o: string
      h: string
      t: string
    }[]
    const holders = new Map<string, { h: string; t: string }[]>()
    const holdings = new Map<string, string[]>()
    for (const { o, h, t } of rows) {
      holders.set(o, [...(holders.get(o) ?? []), { h, t }])
      if (t === 'ORGANIZATION') holdings.set(h, [...(holdings.get(h) ?? []), o])
    }
    const size = (root: string) => {
      const seen = new Set([root])
      let level = [root]
      for (let depth = 0; depth < 8 && level.length > 0; depth++) {
        const next: string[] = []
        for (const id of level)
          for (const { h, t } of holders.get(id) ?? [])
            if (!seen.has(h)) {
              seen.add(h)
              if (t === 'ORGANIZATION') next.push(h)
            }
        level = next
      }
      level = [root]
      for (let depth = 0; depth < 4 && level.length > 0; depth++) {
        const next: string[] = []
        for (const id of level)
          for (const held of holdings.get(id) ?? [])
            if (!seen.has(held)) {
              seen.add(held)
              next.push(held)
            }
        level = next
      }
      return seen.size
    }
    let best = { company: '', nodes: 0 }
    for (const id of new Set([...holders.keys(), ...holdings.keys()])) {
      const nodes = size(id)
      if (nodes > best.nodes || (nodes === best.nodes && id < best.company))
        best = { company: id, nodes }
    }
    return best
  } finally {
    db.close()
  }
}

const panel = (page: Page) => page.getByRole('tabpanel')

// Each test reads several slices in turn (the tab, then the lists above, or a tree's levels).
test.slow()

async function openOwnersTab(page: Page, id: string) {
  await page.goto(`/organizations/${id}?tab=beneficial-owners`)
  await expect(panel(page).getByTestId('gwg-rule')).toBeVisible({ timeout: 30_000 })
  await expect(panel(page).getByTestId('ubo-view')).toBeVisible()
}

/** Reads the companies above once their cost was shown (one call each). */
async function readListsAbove(page: Page, count: number) {
  const offer = panel(page).getByTestId('read-lists-offer')
  const one = count === 1
  await expect(offer).toContainText(
    one ? 'Reading it costs one call' : `Reading them costs ${count} calls`,
  )
  const name = one
    ? 'Read 1 shareholder list (1 call)'
    : `Read ${count} shareholder lists (${count} calls)`
  await offer.getByRole('button', { name }).click()
  await expect(offer).toHaveCount(0, { timeout: 15_000 })
}

const ownerCard = (page: Page, personId: string) =>
  panel(page)
    .getByTestId('beneficial-owner')
    .filter({ has: page.locator(`a[href="/persons/${personId}"]`) })

test.describe('beneficial owners by GwG § 3 (2)', () => {
  test('a minority holder of a holding is no owner; its controlling holder is, with the path', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const found = heldByHolding()
    await openOwnersTab(page, found.company)
    await expect(panel(page).getByTestId('gwg-rule')).toContainText('GwG § 3 (2)')
    await readListsAbove(page, 1)
    await expect(panel(page).getByTestId('ubo-view')).toHaveAttribute('data-verdict', 'owners')
    const card = ownerCard(page, found.major)
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('owner-reason')).toContainText('Through control of')
    await expect(
      card.getByTestId('owner-reason').locator(`a[href="/organizations/${found.holding}"]`),
    ).toBeVisible()
    // The path: the person, the share in the holding, the holding, 100 %, the company.
    const path = card.getByTestId('ownership-path')
    await expect(path).toContainText(/→ 100%(, since [^→]+)? →/)
    await expect(card.getByTestId('economic-interest')).toContainText('Economic interest')
    // The minority holder controls nothing on the way: listed apart, not an owner.
    await expect(ownerCard(page, found.minor)).toHaveCount(0)
    await expect(
      panel(page).getByTestId('other-holders').locator(`a[href="/persons/${found.minor}"]`).first(),
    ).toBeVisible()
    // Nothing missing: no "do not add up" notice, no fictitious owners.
    await expect(panel(page).getByTestId('ownership-undetermined')).toHaveCount(0)
    await expect(panel(page).getByTestId('legal-representatives')).toHaveCount(0)
    await expectNoAxeViolations({ include: 'section[aria-labelledby="relation-tabs-heading"]' })
  })

  test('a controlling holder of a holding with a stake above 25 % is an owner, though the product is lower', async ({
    page,
  }) => {
    const found = smallStakeOfControlledHolding()
    await openOwnersTab(page, found.company)
    const offer = panel(page).getByTestId('read-lists-offer')
    await expect(offer).toBeVisible()
    await offer.getByRole('button', { name: /^Read \d+ shareholder lists?/ }).click()
    await expect(offer).toHaveCount(0, { timeout: 15_000 })
    const card = ownerCard(page, found.person)
    await expect(card).toHaveCount(1)
    await expect(card.getByTestId('owner-reason')).toContainText('through control of', {
      ignoreCase: true,
    })
  })

  test('most of the capital unknown: cannot be determined, what is missing, representatives only as would-be', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const found = mostCapitalUnknown()
    await openOwnersTab(page, found.company)
    await expect(panel(page).getByTestId('ubo-view')).toHaveAttribute(
      'data-verdict',
      'cannot-be-determined',
    )
    const verdict = panel(page).getByTestId('ownership-undetermined')
    await expect(verdict).toContainText('cannot be determined from the register data')
    await expect(verdict).toContainText('Transparenzregister')
    // The notice names the company whose filing has the gap.
    await expect(verdict.getByTestId('ownership-missing')).toContainText('add up to')
    await expect(
      verdict.getByTestId('ownership-missing').locator(`a[href="/organizations/${found.company}"]`),
    ).toBeVisible()
    const representatives = panel(page).getByTestId('legal-representatives')
    await expect(representatives).toContainText('Would be the fictitious beneficial owners')
    await expect(representatives).toContainText(
      'Only if the Transparenzregister check finds nobody',
    )
    await expect(panel(page).getByTestId('beneficial-owner')).toHaveCount(0)
    await expectNoAxeViolations({ include: 'section[aria-labelledby="relation-tabs-heading"]' })
  })
  test('in German: the rule with its legal reference and the verdict', async ({ page }) => {
    const found = mostCapitalUnknown()
    await openOwnersTab(page, found.company)
    // The language is switched as an analyst would: in the header's user menu.
    await page.getByRole('button', { name: /^Language and account/ }).click()
    await page.getByRole('combobox', { name: 'Language' }).selectOption('de')
    await expect(page.locator('html')).toHaveAttribute('lang', 'de')
    const rule = panel(page).getByTestId('gwg-rule')
    await expect(rule).toContainText('Wirtschaftlich Berechtigter ist eine natürliche Person')
    await expect(rule).toContainText('§ 3 Abs. 2 Sätze 2–4 GwG')
    await expect(rule).toContainText('§ 290 Abs. 2–4 HGB')
    const verdict = panel(page).getByTestId('ownership-undetermined')
    await expect(verdict).toContainText(
      'Die wirtschaftlich Berechtigten lassen sich aus den Registerdaten nicht bestimmen',
    )
    await expect(verdict).toContainText('Auszug aus dem Transparenzregister')
    await expect(verdict).not.toContainText('cannot be determined')
  })
})

test.describe('a watchlist as BODS 0.4', () => {
  test('the lists it needs are offered with their calls, then the file names the owner', async ({
    page,
  }) => {
    const found = heldByHolding()
    const created = await page.request.post('/api/explorer/monitor/lists', {
      data: { name: `BODS ${found.company}` },
    })
    expect(created.status()).toBe(201)
    const { id } = (await created.json()) as { id: string }
    const added = await page.request.post(`/api/explorer/monitor/lists/${id}/entries`, {
      data: { entities: [{ type: 'ORGANIZATION', id: found.company, name: found.company }] },
    })
    expect(added.ok()).toBe(true)
    await page.goto(`/watchlists/${id}`)
    const section = page.getByTestId('list-bods')
    const offer = section.getByTestId('read-lists-offer')
    // The company's own list, then the holding above it once that list names it: one call each.
    const { name: holdingName } = query<{ name: string }>(
      `SELECT name FROM organizations WHERE id = '${found.holding}'`,
    )
    for (const named of [found.company, holdingName]) {
      await expect(offer).toContainText(named, { timeout: 15_000 })
      await expect(offer).toContainText('Reading it costs one call')
      await offer.getByRole('button', { name: 'Read 1 shareholder list (1 call)' }).click()
    }
    await expect(offer).toHaveCount(0, { timeout: 15_000 })
    const download = page.waitForEvent('download')
    await section.getByRole('button', { name: 'Download BODS 0.4 (JSON)' }).click()
    const file = await download
    expect(file.suggestedFilename()).toMatch(/^watchlist-bods-.*\.bods\.json$/)
    const statements = JSON.parse(readFileSync(await file.path(), 'utf8')) as {
      recordId: string
      recordType: string
      recordDetails: {
        identifiers?: { id: string }[]
        subject?: string
        interestedParty?: string
        interests?: { beneficialOwnershipOrControl?: boolean }[]
      }
    }[]
    const recordOf = (entityId: string) =>
      statements.find((s) => s.recordDetails.identifiers?.some((i) => i.id === entityId))?.recordId
    // A beneficial owner of the listed company (the minority holder is one of the holding only).
    const owner = (personId: string) =>
      statements.some(
        (s) =>
          s.recordType === 'relationship' &&
          s.recordDetails.subject === recordOf(found.company) &&
          s.recordDetails.interestedParty === recordOf(personId) &&
          s.recordDetails.interests?.some((i) => i.beneficialOwnershipOrControl),
      )
    expect(recordOf(found.company)).toBeTruthy()
    expect(owner(found.major)).toBe(true)
    expect(owner(found.minor)).toBe(false)
  })
})

test.describe('ownership tree', () => {
  test('edges with shares, control and owner marks, ends, the list alternative, a deep link', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const found = heldByHolding()
    await page.goto(`/organizations/${found.company}/ownership?up=2&down=1`)
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Ownership tree of')
    // The holding's list lies within the bound: its cost is stated, then read.
    const depth = page.getByTestId('tree-depth')
    await expect(depth.getByTestId('tree-unpaid')).toContainText('1 calls', { timeout: 15_000 })
    await depth.getByRole('button', { name: /^Read them \(1 calls\)$/ }).click()
    await expect(depth.getByTestId('tree-unpaid')).toHaveCount(0, { timeout: 15_000 })
    const drawing = page.getByTestId('ownership-tree-drawing')
    await expect(drawing).toBeVisible({ timeout: 15_000 })
    await expect(drawing.getByTestId('tree-node')).toHaveCount(4)
    await expect(drawing.getByTestId('tree-edge')).toHaveCount(3)
    // 100 % of the company and the majority of the holding are control; the minority is not.
    await expect(drawing.locator('[data-testid="tree-edge"][data-control="true"]')).toHaveCount(2)
    await expect(drawing.locator(`[data-key="${found.major}"]`)).toHaveAttribute(
      'data-owner',
      'true',
    )
    await expect(drawing.locator(`[data-key="${found.minor}"]`)).toHaveAttribute(
      'data-owner',
      'false',
    )
    await expect(drawing.locator(`a[href="/persons/${found.major}"]`)).toBeVisible()
    // The list alternative: the same nodes as links, the marks in words.
    const list = page.getByTestId('ownership-tree-list')
    await expect(list.locator(`a[href="/organizations/${found.holding}"]`)).toBeVisible()
    const major = list.locator(`[data-testid="tree-list-item"][data-key="${found.major}"]`)
    await expect(major).toContainText('control (more than 50%)')
    await expect(major).toContainText('beneficial owner (GwG § 3 (2))')
    // Keyboard: the list's links are reachable.
    await list.locator(`a[href="/organizations/${found.holding}"]`).focus()
    await expect(list.locator(`a[href="/organizations/${found.holding}"]`)).toBeFocused()
    // The SVG export writes a file.
    const download = page.waitForEvent('download')
    await page.getByRole('button', { name: 'Download SVG' }).click()
    expect((await download).suggestedFilename()).toMatch(/^ownership-tree-.*\.svg$/)
    await expectNoAxeViolations()
  })
  // The drawing's layout does not depend on the answers' shapes (the other tests here read both).
  test(
    'the largest group in the hub: every level read, no box over another, at a readable size that scrolls',
    { tag: INTERACTION_ONLY },
    async ({ page, expectNoAxeViolations }) => {
      const found = largestGroup()
      expect(found.nodes).toBeGreaterThanOrEqual(30)
      await page.goto(`/organizations/${found.company}/ownership?up=8&down=4`)
      await expect(page.getByRole('heading', { level: 1 })).toContainText('Ownership tree of')
      // Each level's lists are offered with their calls once the level above is read: read them all.
      const depth = page.getByTestId('tree-depth')
      const drawing = page.getByTestId('ownership-tree-drawing')
      await expect(drawing).toBeVisible({ timeout: 15_000 })
      await expect
        .poll(
          async () => {
            const read = depth.getByRole('button', { name: /^Read them \(\d+ calls\)$/ })
            const unread = await read.isVisible()
            if (unread) await read.click()
            const reading = await depth.getByRole('status').count()
            return { unread, reading, nodes: await drawing.getByTestId('tree-node').count() }
          },
          { timeout: 90_000, intervals: [500] },
        )
        .toEqual({ unread: false, reading: 0, nodes: found.nodes })
      await expect(depth.getByTestId('tree-unpaid')).toHaveCount(0)

      // No box covers another (as the browser drew them).
      const boxes = await drawing.locator('[data-testid="tree-node"] rect').evaluateAll((rects) =>
        rects.map((rect) => {
          const { left, top, right, bottom } = rect.getBoundingClientRect()
          return { left, top, right, bottom }
        }),
      )
      expect(boxes).toHaveLength(found.nodes)
      for (const [i, a] of boxes.entries())
        for (const b of boxes.slice(i + 1))
          expect(
            a.left < b.right - 1 &&
              b.left < a.right - 1 &&
              a.top < b.bottom - 1 &&
              b.top < a.bottom - 1,
          ).toBe(false)
      // Drawn at full size, not shrunk to the page: the names keep their 12 px.
      const drawn = await drawing.boundingBox()
      expect(drawn!.width).toBeCloseTo(Number(await drawing.getAttribute('width')), 0)
      // Wider than the view, it scrolls; it opens with the company itself in view.
      const scroller = page.getByRole('region', { name: 'Drawing, scrollable' })
      const view = (await scroller.boundingBox())!
      const scroll = () =>
        scroller.evaluate((element) => ({
          left: element.scrollLeft,
          overflow: element.scrollWidth - element.clientWidth,
        }))
      const { overflow } = await scroll()
      if (overflow > 0) {
        const root = (await drawing.locator(`[data-key="${found.company}"] rect`).boundingBox())!
        expect(root.x).toBeGreaterThanOrEqual(view.x - 1)
        expect(root.x + root.width).toBeLessThanOrEqual(view.x + view.width + 1)
        // The keyboard scrolls it.
        await scroller.focus()
        const before = (await scroll()).left
        await page.keyboard.press(before > 0 ? 'ArrowLeft' : 'ArrowRight')
        await expect.poll(async () => (await scroll()).left).not.toBe(before)
      }
      await expectNoAxeViolations()
    },
  )
})

test.describe('person pages', () => {
  test('a sole holder’s page lists the shareholding and the company it is beneficial owner of', async ({
    page,
    expectNoAxeViolations,
  }) => {
    const found = soleHolder()
    // The documented variants may give IDs without their leading zero (docs/datahub-api.md §9).
    const companyLink = `a[href^="/organizations/"][href$="${found.company.replace(/^0+/, '')}"]`
    await page.goto(`/persons/${found.person}`)
    const section = page.getByTestId('person-shareholdings')
    await expect(section).toBeVisible({ timeout: 30_000 })
    const row = section.getByRole('row').filter({ has: page.locator(companyLink) })
    await expect(row.first()).toContainText('100%', { timeout: 15_000 })
    await expect(section.getByTestId('person-owner-of').locator(companyLink)).toBeVisible()
    await expect(section).toContainText('From the person’s network')
    await expectNoAxeViolations({ include: '[data-testid="person-shareholdings"]' })
  })
})
