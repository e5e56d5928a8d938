import { parseKpis } from '@/lib/datahub/kpis'
import { accountChange } from './account-statement'
import { parseAccountYears, parseFinancialReport } from './financial-models'

describe('parseKpis', () => {
  it('sorts by year and keeps nulls (small companies publish no P&L)', () => {
    expect(
      parseKpis([
        {
          year: 2023,
          employees_estimate: 12,
          revenue: null,
          net_income: null,
          active_total: 500000,
        },
        { year: 2022, employees_estimate: 10, revenue: 100, net_income: -5, active_total: 400000 },
      ]),
    ).toEqual([
      { year: 2022, revenue: 100, netIncome: -5, balanceSheetTotal: 400000, employees: 10 },
      { year: 2023, revenue: null, netIncome: null, balanceSheetTotal: 500000, employees: 12 },
    ])
  })

  it('reads older field names and skips rows without a year', () => {
    expect(
      parseKpis([{ fiscal_year: '2019', total_assets: 7, employees: 3 }, { revenue: 1 }]),
    ).toEqual([{ year: 2019, revenue: null, netIncome: null, balanceSheetTotal: 7, employees: 3 }])
    expect(parseKpis({ not: 'a list' })).toBeNull()
  })
})

describe('parseAccountYears', () => {
  const tree = (year: number, cash: number) => ({
    year,
    balance_sheet_accounts: [
      {
        name: { de: 'Aktiva', en: 'Assets' },
        total: cash + 10,
        children: [
          { name: { de: 'Kasse' }, total: cash },
          { name: { de: 'Sachanlagen' }, total: 10 },
        ],
      },
      { name: { de: 'Passiva' }, total: cash + 10 },
    ],
  })

  it('gives each account the previous year total by path, newest year first', () => {
    const years = parseAccountYears([tree(2022, 50), tree(2023, 80)])!
    expect(years.map((year) => year.year)).toEqual([2023, 2022])
    const assets = years[0]!.roots[0]!
    expect(assets).toMatchObject({ name: 'Assets', germanName: 'Aktiva', total: 90, previous: 60 })
    expect(assets.children[0]).toMatchObject({ name: 'Kasse', total: 80, previous: 50 })
    expect(accountChange(assets.children[0]!)).toEqual({ delta: 30, ratio: 0.6 })
    expect(years[1]!.roots[0]!.previous).toBeNull()
    expect(accountChange(years[1]!.roots[0]!)).toBeNull()
  })

  it('reads P&L trees and tolerates an empty list', () => {
    const years = parseAccountYears([
      { year: 2021, profit_and_loss_accounts: [{ name: 'Umsatzerlöse', total: '12' }] },
    ])!
    expect(years[0]!.roots[0]).toMatchObject({ name: 'Umsatzerlöse', total: 12, children: [] })
    expect(parseAccountYears([])).toEqual([])
  })
})

describe('parseFinancialReport', () => {
  it('maps html and metadata, and rejects a value without html', () => {
    expect(
      parseFinancialReport({
        report_html: '<p>x</p>',
        metadata: {
          document_type: 'Jahresabschluss',
          fiscal_year: 2022,
          publication_date: '2023-05-01',
        },
      }),
    ).toEqual({
      html: '<p>x</p>',
      documentType: 'Jahresabschluss',
      fiscalYear: 2022,
      publicationDate: '2023-05-01',
      signupHint: null,
    })
    expect(parseFinancialReport({ metadata: {} })).toBeNull()
  })

  it('reads a signup_hint beside an older filing, or alone (§9 (18))', () => {
    expect(
      parseFinancialReport({
        report_html: '<p>2022</p>',
        signup_hint: 'Subscribe to see the latest filing.',
        metadata: { fiscal_year: '2022' },
      }),
    ).toMatchObject({
      html: '<p>2022</p>',
      fiscalYear: 2022,
      signupHint: expect.stringMatching(/Subscribe/),
    })
    expect(parseFinancialReport({ signup_hint: { en: 'Upgrade your plan.' } })).toEqual({
      html: null,
      documentType: null,
      fiscalYear: null,
      publicationDate: null,
      // Kept as delivered; the view picks the language shown (the model is cached in none).
      signupHint: { en: 'Upgrade your plan.', de: null },
    })
  })
})
