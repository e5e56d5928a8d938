/**
 * Yearly financial figures per organization. The latest fiscal year is anchored on the figures
 * the core generator put on the organizations table, and earlier years walk backwards with
 * plausible growth, so the KPI relation, the balance sheet and the organization search filters agree.
 */
import type { GenerateContext } from './context'
import type { FinancialFigures } from '../domain/accounts'
import { SIZE_LIMITS, sizeClassOf, type SizeClass } from '../domain/size-limits'
import { HOLDING_CODE } from '../domain/wz2025'
import { industryProfile, maxSizeForAge, SIZE_RANK, smaller } from './industry-fit'
import type { Random } from './random'
import { batchInserter, forEachOrganizationPage } from './batch-insert'
import { financialAccountsWriter } from './relation-accounts'

import { firstWholeYear, LATEST_FISCAL_YEAR, publishedSince, publishedYears } from './fiscal-years'

interface OrgFigures {
  id: string
  seq: number
  legal_form: string
  share_capital: number | null
  size_class: string | null
  industry_code: string
  founding_date: string | null
  registration_date: string
  cessation_date: string | null
  emp_count: number | null
  pl_revenue: number | null
  pl_net_income: number | null
  pl_ebit: number | null
  bs_assets_total: number | null
  bs_equity_total: number | null
  bs_cash_and_equivalents: number | null
}

/** One fiscal year as generated; written with its id, the generation order (as the rowid would be). */
interface FiscalYear extends FinancialFigures {
  publication_date: string
  group_accounts: number
}
type YearRow = FiscalYear & { id: number }

const COLUMNS = [
  'id',
  'organization_id',
  'year',
  'publication_date',
  'size_class',
  'employees',
  'revenue',
  'ebit',
  'net_income',
  'total_assets',
  'fixed_assets',
  'current_assets',
  'cash',
  'equity',
  'provisions',
  'liabilities',
  'group_accounts',
] as const satisfies readonly (keyof YearRow)[]

const round = (value: number) => Math.round(value)

export function generateFinancials(ctx: GenerateContext): number {
  const random = ctx.random('relation-financials')
  const insert = batchInserter(ctx.db, 'financial_years', COLUMNS)
  // The sub-accounts of each year are split as it is written (hub/generate/relation-accounts.ts).
  const accounts = financialAccountsWriter(ctx)
  let id = 0
  // Large groups that hold subsidiaries also publish consolidated (group) accounts.
  const parents = new Set(
    ctx.db
      .prepare(
        `SELECT DISTINCT holder_id AS id FROM roles WHERE holder_type = 'ORGANIZATION' AND end_date IS NULL`,
      )
      .pluck()
      .all() as string[],
  )
  forEachOrganizationPage<OrgFigures>(
    ctx.db,
    `id, seq, legal_form, share_capital, size_class, industry_code, founding_date, registration_date, cessation_date,
      emp_count, pl_revenue, pl_net_income, pl_ebit, bs_assets_total, bs_equity_total, bs_cash_and_equivalents`,
    (orgs, fraction) => {
      for (const org of orgs) {
        for (const fiscal of financialRows(org, random, parents.has(org.id))) {
          const row: YearRow = { id: ++id, ...fiscal }
          insert.push(COLUMNS.map((column) => row[column]))
          accounts.push(row, org.share_capital)
        }
      }
      ctx.progress('relations: financial years', fraction)
    },
    ctx.size.organizations,
  )
  accounts.finish()
  return insert.finish()
}

function financialRows(org: OrgFigures, random: Random, isParent: boolean): FiscalYear[] {
  if (org.emp_count === null && org.pl_revenue === null && org.bs_assets_total === null) return []
  // Whole fiscal years of the company's life only, as the core generator anchored them.
  const years = publishedYears(
    org.founding_date ?? org.registration_date,
    org.cessation_date,
    publishedSince(org.legal_form, org.size_class),
  )
  if (!years) return []
  const { first, latest } = years
  const groupAccounts = isParent && org.size_class === 'large' ? 1 : 0

  // Shares that drift slowly from year to year.
  let fixedShare = 0.15 + random.next() * 0.5
  let cashShare = 0.08 + random.next() * 0.4
  let provisionShare = 0.06 + random.next() * 0.2
  let employees = org.emp_count
  let revenue = org.pl_revenue !== null ? round(org.pl_revenue) : null
  let ebit =
    revenue !== null
      ? org.pl_ebit !== null
        ? round(org.pl_ebit)
        : round(revenue * (0.02 + random.next() * 0.1))
      : null
  let netIncome = org.pl_net_income !== null ? round(org.pl_net_income) : null
  let assets = org.bs_assets_total !== null ? Math.max(1, round(org.bs_assets_total)) : null
  let equity =
    org.bs_equity_total !== null
      ? round(org.bs_equity_total)
      : assets !== null
        ? round(assets * 0.3)
        : null
  let cash = org.bs_cash_and_equivalents !== null ? round(org.bs_cash_and_equivalents) : null
  // The anchor year's cash lies within its current assets, so the statement shows the key figure.
  if (cash !== null && assets !== null) fixedShare = Math.min(fixedShare, 1 - cash / assets)

  const rows: FiscalYear[] = []
  const tradeMax = industryProfile(org.industry_code).maxSize
  const firstWhole = firstWholeYear(org.founding_date ?? org.registration_date)
  for (let fiscal = latest; fiscal >= first; fiscal--) {
    // Walking back may make a year larger than its trade or the company's age then allowed:
    // such a year is scaled into the class (the latest year is fitted already).
    const cap = smaller(tradeMax, maxSizeForAge(fiscal - firstWhole + 1))
    const factor =
      org.industry_code === HOLDING_CODE ? 1 : scaleInto(cap, { employees, revenue, assets })
    if (factor < 1) {
      const scale = (value: number | null) => (value === null ? null : Math.floor(value * factor))
      employees = scale(employees)
      revenue = scale(revenue)
      ebit = scale(ebit)
      netIncome = scale(netIncome)
      assets = assets === null ? null : Math.max(1, Math.floor(assets * factor))
      equity = scale(equity)
      cash = scale(cash)
    }
    rows.push(
      balanceRow(org, fiscal, random, groupAccounts, {
        employees,
        revenue,
        ebit,
        netIncome,
        assets,
        equity,
        cash,
        fixedShare,
        cashShare,
        provisionShare,
      }),
    )
    // Walk one year back: the company was a little smaller, with some noise.
    const growth = 1 + (0.03 + (random.next() - 0.5) * 0.16)
    // Staff walk back with the revenue where there is one, so revenue per head stays the trade's.
    if (employees !== null)
      employees = Math.max(
        employees > 0 ? 1 : 0,
        round(employees / (revenue !== null ? growth : 1 + (growth - 1) * 0.6)),
      )
    const ebitMargin = revenue !== null && ebit !== null && revenue > 0 ? ebit / revenue : null
    const netMargin =
      revenue !== null && netIncome !== null && revenue > 0 ? netIncome / revenue : null
    if (revenue !== null) revenue = Math.max(0, round(revenue / growth))
    if (ebit !== null)
      ebit =
        ebitMargin !== null ? round(revenue! * (ebitMargin + drift(random))) : round(ebit / growth)
    if (netIncome !== null) {
      netIncome =
        netMargin !== null
          ? round(revenue! * (netMargin + drift(random)))
          : round(netIncome / growth + drift(random) * Math.abs(netIncome) * 15)
    }
    if (assets !== null) assets = Math.max(1, round(assets / (1 + (growth - 1) * 0.8)))
    if (equity !== null && assets !== null)
      equity = round(assets * clampRatio(equity / (assets * growth) + (random.next() - 0.5) * 0.04))
    cash = null // only the anchor year's cash is given; earlier years use the drifting share
    fixedShare = clamp(fixedShare + (random.next() - 0.5) * 0.04, 0.02, 0.9)
    cashShare = clamp(cashShare + (random.next() - 0.5) * 0.06, 0.01, 0.9)
    provisionShare = clamp(provisionShare + (random.next() - 0.5) * 0.03, 0.01, 0.5)
  }
  return rows
}

/**
 * The factor (at most 1) that brings a year's staff and total assets within the limits of the
 * class `cap`, so that HGB § 267 gives the year that class at most; 1 when it fits.
 */
function scaleInto(
  cap: SizeClass,
  f: { employees: number | null; revenue: number | null; assets: number | null },
): number {
  const limit = SIZE_LIMITS.find((candidate) => candidate.sizeClass === cap)
  if (!limit) return 1
  const size = sizeClassOf({ employees: f.employees, revenue: f.revenue, totalAssets: f.assets })
  if (SIZE_RANK[size] <= SIZE_RANK[cap]) return 1
  return (
    0.99 *
    Math.min(
      1,
      f.employees ? limit.employees / f.employees : 1,
      f.assets ? limit.totalAssets / f.assets : 1,
    )
  )
}

interface YearFigures {
  employees: number | null
  revenue: number | null
  ebit: number | null
  netIncome: number | null
  assets: number | null
  equity: number | null
  cash: number | null
  fixedShare: number
  cashShare: number
  provisionShare: number
}

function balanceRow(
  org: OrgFigures,
  fiscal: number,
  random: Random,
  groupAccounts: number,
  f: YearFigures,
): FiscalYear {
  const month = String(fiscal > LATEST_FISCAL_YEAR ? random.int(1, 2) : random.int(6, 12)).padStart(
    2,
    '0',
  )
  const day = String(random.int(1, 28)).padStart(2, '0')
  return {
    organization_id: org.id,
    year: fiscal,
    publication_date: `${fiscal + 1}-${month}-${day}`,
    // Each year's class is the one its own figures give (HGB § 267); the latest is the
    // organization's, which the search filters use.
    size_class:
      f.employees !== null || f.revenue !== null || f.assets !== null
        ? sizeClassOf({ employees: f.employees, revenue: f.revenue, totalAssets: f.assets })
        : org.size_class,
    employees: f.employees,
    revenue: f.revenue,
    ebit: f.ebit,
    net_income: f.netIncome,
    ...balanceSheet(f),
    group_accounts: groupAccounts,
  }
}

type BalanceSheet = Pick<
  FinancialFigures,
  | 'total_assets'
  | 'fixed_assets'
  | 'current_assets'
  | 'cash'
  | 'equity'
  | 'provisions'
  | 'liabilities'
>

const NO_BALANCE_SHEET: BalanceSheet = {
  total_assets: null,
  fixed_assets: null,
  current_assets: null,
  cash: null,
  equity: null,
  provisions: null,
  liabilities: null,
}

/** A company that published no balance sheet that year has none of its lines. */
function balanceSheet(f: YearFigures): BalanceSheet {
  if (f.assets === null || f.equity === null) return NO_BALANCE_SHEET
  const total = f.assets
  const fixed = Math.min(total, round(total * f.fixedShare))
  const current = total - fixed
  const cash =
    f.cash !== null ? Math.min(current, Math.max(0, f.cash)) : round(current * f.cashShare)
  const debt = total - f.equity
  const provisions = debt > 0 ? round(debt * f.provisionShare) : 0
  const liabilities = debt - provisions
  return {
    total_assets: total,
    fixed_assets: fixed,
    current_assets: current,
    cash,
    equity: f.equity,
    provisions,
    liabilities,
  }
}

/** A margin's yearly drift (module-level: tsx names every closure it creates, on every call). */
const drift = (random: Random) => (random.next() - 0.5) * 0.02
const clamp = (value: number, min: number, max: number) => Math.min(max, Math.max(min, value))
/** Equity ratios stay between -20 % (over-indebted) and 95 %. */
const clampRatio = (ratio: number) => clamp(Number.isFinite(ratio) ? ratio : 0.3, -0.2, 0.95)
