/** Every organization relation of docs/datahub-api.md §7 on fitting organizations of the small hub. */
import { beforeAll, describe, expect, it } from 'vitest'
import * as contract from '../testing/contract/relations'
import { distanceMeters } from '../relations/resolvers/nearby'
import { expectChildrenSum, relationKit, type Kit } from '../testing/relation-test-kit'

let kit: Kit
const idOf = (sql: string, ...params: unknown[]) => kit.one<{ id: string }>(sql, ...params).id

beforeAll(async () => {
  kit = await relationKit()
})

describe('roles', () => {
  it('MANAGEMENT splits current and past roles exactly as the roles table has them', async () => {
    const id =
      idOf(`SELECT organization_id AS id FROM roles WHERE label = 'MANAGING_DIRECTOR' GROUP BY organization_id
      HAVING sum(end_date IS NULL) > 0 AND sum(end_date IS NOT NULL) > 0 ORDER BY organization_id LIMIT 1`)
    const value = await kit.value('5906082026', id, contract.managementSchema)
    const counts = kit.one<{ current: number; past: number }>(
      `SELECT sum(end_date IS NULL) AS current, sum(end_date IS NOT NULL) AS past
      FROM roles WHERE organization_id = ? AND label IN ('MANAGING_DIRECTOR','BOARD_MEMBER','SUPERVISORY_BOARD_MEMBER','PROKURIST','LIQUIDATOR','FULLY_LIABLE_PARTNER','OWNER')`,
      id,
    )
    expect(value.current).toHaveLength(counts.current)
    expect(value.past).toHaveLength(counts.past)
    expect(value.past.every((role) => role.end_date! >= role.start_date)).toBe(true)
  })

  it('SHAREHOLDERS and SHAREHOLDINGS are two views of the same roles', async () => {
    const holding = idOf(
      `SELECT holder_id AS id FROM roles WHERE holder_type = 'ORGANIZATION' AND label = 'SHAREHOLDER' ORDER BY holder_id LIMIT 1`,
    )
    const holdings = await kit.value('9136475649', holding, contract.shareholdersSchema)
    expect(holdings.current.length + holdings.past.length).toBeGreaterThan(0)
    const held = [...holdings.current, ...holdings.past][0]!
    const holders = await kit.value('7326258463', held.fb_entity_id, contract.shareholdersSchema)
    expect([...holders.current, ...holders.past].map((role) => role.fb_entity_id)).toContain(
      holding,
    )
    const total = holders.current.reduce((sum, role) => sum + (role.share_percentage ?? 0), 0)
    expect(total).toBeLessThanOrEqual(100.001)
  })

  it('UBO multiplies the shares along each chain through holding companies', async () => {
    // An organization held by an organization that is itself held by persons, all with filed percentages.
    const id = idOf(`SELECT r.organization_id AS id FROM roles r
      WHERE r.holder_type = 'ORGANIZATION' AND r.end_date IS NULL AND r.label = 'SHAREHOLDER' AND r.share_percentage IS NOT NULL
        AND EXISTS (SELECT 1 FROM roles u WHERE u.organization_id = r.holder_id AND u.end_date IS NULL AND u.holder_type = 'PERSON' AND u.label = 'SHAREHOLDER')
        AND NOT EXISTS (SELECT 1 FROM roles x WHERE x.organization_id IN (r.organization_id, r.holder_id) AND x.end_date IS NULL
          AND x.label IN ('SHAREHOLDER','LIMITED_PARTNER','FULLY_LIABLE_PARTNER','OWNER') AND x.share_percentage IS NULL)
      ORDER BY r.organization_id LIMIT 1`)
    const value = (await kit.value('9136468925', id, contract.uboSchema))!
    const deep = value.beneficial_owners.filter((owner) => owner.chain.length >= 3)
    expect(deep.length).toBeGreaterThan(0)
    const share = kit.db
      .prepare(
        `SELECT share_percentage FROM roles WHERE organization_id = ? AND holder_id = ? AND end_date IS NULL
      AND label IN ('SHAREHOLDER','LIMITED_PARTNER','FULLY_LIABLE_PARTNER','OWNER')`,
      )
      .pluck()
    for (const owner of deep) {
      expect(owner.chain[0]).toBe(id)
      expect(owner.chain.at(-1)).toBe(owner.fb_entity_id)
      let product = 1
      for (let index = 0; index + 1 < owner.chain.length; index++)
        product *= (share.get(owner.chain[index], owner.chain[index + 1]) as number) / 100
      expect(owner.effective_share).toBeCloseTo(product, 9)
    }
  })

  it('UBO is null without shareholder filings and explains dead ends', async () => {
    const none =
      idOf(`SELECT id FROM organizations WHERE id NOT IN (SELECT organization_id FROM roles WHERE end_date IS NULL
      AND label IN ('SHAREHOLDER','LIMITED_PARTNER','FULLY_LIABLE_PARTNER','OWNER')) ORDER BY id LIMIT 1`)
    expect(await kit.value('9136468925', none, contract.uboSchema)).toBeNull()
    const deadEnd =
      idOf(`SELECT r.organization_id AS id FROM roles r WHERE r.holder_type = 'ORGANIZATION' AND r.end_date IS NULL
      AND r.label = 'SHAREHOLDER' AND NOT EXISTS (SELECT 1 FROM roles u WHERE u.organization_id = r.holder_id AND u.end_date IS NULL
      AND u.label IN ('SHAREHOLDER','LIMITED_PARTNER','FULLY_LIABLE_PARTNER','OWNER')) ORDER BY r.organization_id LIMIT 1`)
    const value = (await kit.value('9136468925', deadEnd, contract.uboSchema))!
    expect(value.unresolved_beneficial_owners.map((owner) => owner.reason)).toContain(
      'no_further_shareholder_data',
    )
  })
})

describe('financials', () => {
  const largeId = () =>
    idOf(`SELECT o.id FROM organizations o WHERE o.size_class = 'large' AND o.pl_revenue IS NOT NULL
      AND (SELECT count(*) FROM financial_years f WHERE f.organization_id = o.id) >= 3 ORDER BY o.id LIMIT 1`)

  it('FINANCIALS_KPI ends in the figures of the organization record', async () => {
    const id = largeId()
    const kpis = await kit.value('5601746763', id, contract.kpiSchema)
    expect(kpis.length).toBeGreaterThanOrEqual(3)
    expect(kpis.map((row) => row.year)).toEqual(
      [...kpis.map((row) => row.year)].sort((a, b) => b - a),
    )
    const org = kit.one<Record<string, number>>(
      'SELECT emp_count, pl_revenue, pl_net_income, bs_assets_total FROM organizations WHERE id = ?',
      id,
    )
    expect(kpis[0]).toMatchObject({
      employees_estimate: org.emp_count,
      revenue: org.pl_revenue,
      net_income: org.pl_net_income,
      active_total: org.bs_assets_total,
    })
    const silent = idOf(
      `SELECT id FROM organizations WHERE emp_count IS NULL AND pl_revenue IS NULL AND bs_assets_total IS NULL ORDER BY id LIMIT 1`,
    )
    expect(await kit.value('5601746763', silent, contract.kpiSchema)).toEqual([])
  })

  it('BALANCE_SHEET trees sum exactly and Passiva equals Aktiva', async () => {
    const id = largeId()
    const sheets = await kit.value('5601746108', id, contract.balanceSheetSchema)
    const kpis = await kit.value('5601746763', id, contract.kpiSchema)
    expect(sheets.length).toBeGreaterThan(0)
    for (const sheet of sheets) {
      const [assets, liabilities] = sheet.balance_sheet_accounts
      expect([assets!.name.de, liabilities!.name.de]).toEqual(['Aktiva', 'Passiva'])
      expect(liabilities!.total).toBe(assets!.total)
      expect(assets!.total).toBe(kpis.find((row) => row.year === sheet.year)!.active_total)
      expect(expectChildrenSum(sheet.balance_sheet_accounts)).toBeGreaterThan(15)
    }
    expect(await kit.value('67533742', id, contract.balanceSheetSchema)).toEqual(sheets)
  })

  it('PROFIT_AND_LOSS trees sum to the net income; small companies publish none', async () => {
    const id = largeId()
    const statements = await kit.value('5601734199', id, contract.profitAndLossSchema)
    const kpis = await kit.value('5601746763', id, contract.kpiSchema)
    expect(statements.length).toBeGreaterThan(0)
    for (const statement of statements) {
      expectChildrenSum(statement.profit_and_loss_accounts)
      expect(statement.profit_and_loss_accounts[0]!.total).toBe(
        kpis.find((row) => row.year === statement.year)!.net_income,
      )
    }
    const micro = idOf(
      `SELECT organization_id AS id FROM financial_years WHERE size_class = 'micro' ORDER BY organization_id LIMIT 1`,
    )
    expect(await kit.value('5601734199', micro, contract.profitAndLossSchema)).toEqual([])
  })

  it('FINANCIAL_REPORTS renders the accounts of a year as HTML tables', async () => {
    const id = largeId()
    const latest = (await kit.value('6322183029', id, contract.financialReportSchema))!
    const kpis = await kit.value('5601746763', id, contract.kpiSchema)
    expect(latest.metadata).toMatchObject({
      document_type: 'Jahresabschluss',
      fiscal_year: kpis[0]!.year,
    })
    expect(latest.report_html).toContain('<table>')
    expect(latest.report_html).toContain('Gewinn- und Verlustrechnung')
    expect(latest.report_html).toContain(
      new Intl.NumberFormat('de-DE').format(kpis[0]!.active_total!),
    )
    const earlier = kpis[2]!.year
    const report = (await kit.value('6322183029', id, contract.financialReportSchema, {
      params: { reference_year: String(earlier) },
    }))!
    expect(report.metadata.fiscal_year).toBe(earlier)
    const missing = await kit.resolve('6322183029', id, { reference_year: '1950' })
    expect(await missing.json()).toEqual([])
  })

  it('FINANCIAL_REPORTS has group accounts only for groups', async () => {
    const group = idOf(
      `SELECT organization_id AS id FROM financial_years WHERE group_accounts = 1 ORDER BY organization_id LIMIT 1`,
    )
    const report = (await kit.value('6322183029', group, contract.financialReportSchema, {
      document_type: 'Konzernabschluss',
    }))!
    expect(report.metadata.document_type).toBe('Konzernabschluss')
    expect(report.report_html).toContain('(Konzern)')
    const single = idOf(
      `SELECT organization_id AS id FROM financial_years GROUP BY organization_id HAVING max(group_accounts) = 0 ORDER BY organization_id LIMIT 1`,
    )
    expect(
      await (await kit.resolve('6322183029', single, { document_type: 'Konzernabschluss' })).json(),
    ).toEqual([])
  })
})

describe('register, news and network', () => {
  it('INSOLVENCY notices match the register announcement of the opening', async () => {
    const id = idOf(
      `SELECT id FROM organizations WHERE status = 'INSOLVENCY_PROCEEDINGS' ORDER BY id LIMIT 1`,
    )
    const notices = await kit.value('4655345278', id, contract.insolvencySchema)
    const opening = notices.find((notice) => notice.category === 'OPENING')!
    const publications = await kit.value('5990427555', id, contract.publicationsSchema)
    expect(publications.find((publication) => publication.category === 'STATUS_CHANGE')!.date).toBe(
      opening.date,
    )
    const healthy = idOf(`SELECT id FROM organizations WHERE status = 'ACTIVE' ORDER BY id LIMIT 1`)
    expect(await kit.value('4655345278', healthy, contract.insolvencySchema)).toEqual([])
  })

  it('PUBLICATIONS start with the registration and announce every management role', async () => {
    const id = idOf(
      `SELECT organization_id AS id FROM roles WHERE label = 'MANAGING_DIRECTOR' AND end_date IS NOT NULL ORDER BY organization_id LIMIT 1`,
    )
    const publications = await kit.value('5990427555', id, contract.publicationsSchema)
    const registration = kit.one<{ registration_date: string }>(
      'SELECT registration_date FROM organizations WHERE id = ?',
      id,
    )
    expect(publications.at(-1)).toMatchObject({
      category: 'NEW_REGISTRATION',
      date: registration.registration_date,
    })
    const roles = kit.one<{ entries: number; exits: number }>(
      `SELECT count(*) AS entries, count(end_date) AS exits FROM roles WHERE organization_id = ?
      AND label IN ('MANAGING_DIRECTOR','BOARD_MEMBER','SUPERVISORY_BOARD_MEMBER','PROKURIST','LIQUIDATOR','FULLY_LIABLE_PARTNER','OWNER')`,
      id,
    )
    expect(
      publications.filter((publication) => publication.category === 'MEMBER_ENTRY'),
    ).toHaveLength(roles.entries)
    expect(
      publications.filter((publication) => publication.category === 'MEMBER_EXIT'),
    ).toHaveLength(roles.exits)
  })

  it('REGISTER_DOCUMENTS list the articles and one annual account per published year', async () => {
    const id = idOf(
      `SELECT organization_id AS id FROM financial_years WHERE total_assets IS NOT NULL GROUP BY organization_id HAVING count(*) >= 2 ORDER BY organization_id LIMIT 1`,
    )
    const documents = await kit.value('6391320624', id, contract.registerDocumentsSchema)
    const years = kit.one<{ n: number }>(
      'SELECT count(*) AS n FROM financial_years WHERE organization_id = ? AND total_assets IS NOT NULL',
      id,
    ).n
    expect(
      documents.filter((document) => document.document_type === 'Jahresabschluss'),
    ).toHaveLength(years)
    expect(
      documents.some((document) => /Gesellschaftsvertrag|Satzung/.test(document.document_type)),
    ).toBe(true)
  })

  it('NEWS are newest first; most micro companies have none', async () => {
    const id = idOf(
      'SELECT organization_id AS id FROM news_items GROUP BY organization_id HAVING count(*) >= 3 ORDER BY organization_id LIMIT 1',
    )
    const news = await kit.value('5162071547', id, contract.newsSchema)
    expect(news.length).toBeGreaterThanOrEqual(3)
    expect(news.map((item) => item.published_at)).toEqual(
      [...news.map((item) => item.published_at)].sort().reverse(),
    )
    const quiet = idOf(
      'SELECT id FROM organizations WHERE id NOT IN (SELECT organization_id FROM news_items) ORDER BY id LIMIT 1',
    )
    expect(await kit.value('5162071547', quiet, contract.newsSchema)).toEqual([])
  })

  it('ENTITY_NETWORK respects depth and links only reachable entities', async () => {
    const id = idOf(
      `SELECT organization_id AS id FROM roles GROUP BY organization_id HAVING count(*) >= 4 ORDER BY organization_id LIMIT 1`,
    )
    for (const depth of [1, 2, 3]) {
      const network = await kit.value('3138484719', id, contract.networkSchema, {
        params: { depth },
      })
      expect(network.root.fb_entity_id).toBe(id)
      expect(network.links.length).toBeLessThanOrEqual(300)
      const reached = new Set([id])
      for (const level of [1, 2, 3].slice(0, depth)) {
        const links = network.links.filter((link) => link.depth === level)
        for (const link of links)
          expect(
            reached.has(link.entity_from.fb_entity_id) || reached.has(link.entity_to.fb_entity_id),
          ).toBe(true)
        for (const link of links)
          reached.add(link.entity_from.fb_entity_id).add(link.entity_to.fb_entity_id)
      }
      expect(Math.max(...network.links.map((link) => link.depth))).toBeLessThanOrEqual(depth)
    }
  })

  it('NEARBY_ORGANIZATIONS are within the radius, nearest first, without the organization itself', async () => {
    const id = idOf(
      `SELECT id FROM organizations WHERE city = (SELECT city FROM organizations GROUP BY city ORDER BY count(*) DESC LIMIT 1) ORDER BY id LIMIT 1`,
    )
    const origin = kit.one<{ lat: number; lon: number }>(
      'SELECT lat, lon FROM organizations WHERE id = ?',
      id,
    )
    const near = await kit.value('8246474913', id, contract.nearbySchema, { radius_km: 5 })
    const wide = await kit.value('8246474913', id, contract.nearbySchema, {
      params: { radius_km: '25' },
    })
    expect(near.length).toBeGreaterThan(0)
    expect(wide.length).toBeGreaterThanOrEqual(near.length)
    for (const [items, radius] of [
      [near, 5],
      [wide, 25],
    ] as const) {
      expect(items.map((item) => item.distance_meters)).toEqual(
        [...items.map((item) => item.distance_meters)].sort((a, b) => a - b),
      )
      for (const item of items) {
        expect(item.fb_entity_id).not.toBe(id)
        expect(item.distance_meters).toBeLessThanOrEqual(radius * 1000)
        expect(
          Math.abs(
            distanceMeters(
              origin.lat,
              origin.lon,
              item.coordinate.latitude,
              item.coordinate.longitude,
            ) - item.distance_meters,
          ),
        ).toBeLessThan(1)
      }
    }
  })
})
