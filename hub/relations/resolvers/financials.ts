/**
 * FINANCIALS_KPI, BALANCE_SHEET and PROFIT_AND_LOSS from the stored yearly figures
 * (financial_years) and their sub-accounts (financial_accounts, written by
 * hub/generate/relation-accounts.ts). A tree shows the stored accounts and derives the last child
 * of each node as its total minus the others, so every node's children sum exactly to it and
 * Passiva equals Aktiva.
 */
import type { Database } from 'better-sqlite3'
import { statement } from '../entities'
import {
  hasBalance,
  hasIncomeStatement,
  subscribedCapital,
  type FinancialFigures,
  type WithBalance,
  type WithIncomeStatement,
} from '../../domain/accounts'

export interface FinancialYear extends FinancialFigures {
  id: number
  publication_date: string
  group_accounts: number
}

/** A year with its financial_accounts columns (all null when it has no accounts row). */
export interface AccountsYear extends FinancialYear {
  intangible_assets: number | null
  tangible_assets: number | null
  inventories: number | null
  capital_reserves: number | null
  revenue_reserves: number | null
  tax_provisions: number | null
  bank_liabilities: number | null
  trade_payables: number | null
  other_operating_income: number | null
  cost_of_materials: number | null
  personnel_expenses: number | null
  depreciation: number | null
}

export interface AccountNode {
  name: { de: string; en?: string }
  total: number
  children?: AccountNode[]
}

export const financialYears = (db: Database, organizationId: string) =>
  statement(db, 'SELECT * FROM financial_years WHERE organization_id = ? ORDER BY year DESC').all(
    organizationId,
  ) as FinancialYear[]

/**
 * The years of an organization with their sub-accounts, latest first: its own accounts, or with
 * `consolidated` the stored splits of its group accounts (whose totals the caller scales).
 */
export const accountsYears = (db: Database, organizationId: string, consolidated: 0 | 1) =>
  statement(
    db,
    `SELECT f.*, a.intangible_assets, a.tangible_assets, a.inventories, a.capital_reserves,
      a.revenue_reserves, a.tax_provisions, a.bank_liabilities, a.trade_payables,
      a.other_operating_income, a.cost_of_materials, a.personnel_expenses, a.depreciation
    FROM financial_years f
    LEFT JOIN financial_accounts a ON a.financial_year_id = f.id AND a.consolidated = ?
    WHERE f.organization_id = ? ORDER BY f.year DESC`,
  ).all(consolidated, organizationId) as AccountsYear[]

export function kpis(db: Database, organizationId: string) {
  return financialYears(db, organizationId).map((row) => ({
    year: row.year,
    employees_estimate: row.employees,
    revenue: row.revenue,
    net_income: row.net_income,
    active_total: row.total_assets,
  }))
}

/** Negates without producing -0 (which would not equal 0 in sums and comparisons). */
const negative = (value: number) => (value === 0 ? 0 : -value)

const node = (de: string, en: string, total: number, children?: AccountNode[]): AccountNode =>
  children ? { name: { de, en }, total, children } : { name: { de, en }, total }

export type BalanceYear = WithBalance<AccountsYear> & {
  intangible_assets: number
  tangible_assets: number
  inventories: number
  capital_reserves: number
  revenue_reserves: number
  tax_provisions: number
  bank_liabilities: number
  trade_payables: number
}
/** Every year with a balance sheet has its balance accounts stored. */
export const hasBalanceAccounts = (row: AccountsYear): row is BalanceYear =>
  hasBalance(row) && row.intangible_assets !== null

export function balanceSheetTree(row: BalanceYear, shareCapital: number | null): AccountNode[] {
  const capital = subscribedCapital(shareCapital)
  const netIncome = row.net_income ?? 0
  const carriedForward =
    row.equity - capital - netIncome - row.capital_reserves - row.revenue_reserves
  const equityChildren = [
    node('I. Gezeichnetes Kapital', 'Subscribed capital', capital),
    node('II. Kapitalrücklage', 'Capital reserves', row.capital_reserves),
    node('III. Gewinnrücklagen', 'Revenue reserves', row.revenue_reserves),
    node('IV. Gewinnvortrag/Verlustvortrag', 'Profit or loss carried forward', carriedForward),
  ]
  if (row.net_income !== null)
    equityChildren.push(
      node('V. Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', netIncome),
    )
  const financial = row.fixed_assets - row.intangible_assets - row.tangible_assets
  const receivables = row.current_assets - row.cash - row.inventories
  const otherProvisions = row.provisions - row.tax_provisions
  const otherLiabilities = row.liabilities - row.bank_liabilities - row.trade_payables
  return [
    node('Aktiva', 'Assets', row.total_assets, [
      node('A. Anlagevermögen', 'Fixed assets', row.fixed_assets, [
        node('I. Immaterielle Vermögensgegenstände', 'Intangible assets', row.intangible_assets),
        node('II. Sachanlagen', 'Property, plant and equipment', row.tangible_assets),
        node('III. Finanzanlagen', 'Financial assets', financial),
      ]),
      node('B. Umlaufvermögen', 'Current assets', row.current_assets, [
        node('I. Vorräte', 'Inventories', row.inventories),
        node(
          'II. Forderungen und sonstige Vermögensgegenstände',
          'Receivables and other assets',
          receivables,
        ),
        node(
          'III. Kassenbestand, Guthaben bei Kreditinstituten',
          'Cash and bank balances',
          row.cash,
        ),
      ]),
    ]),
    node('Passiva', 'Equity and liabilities', row.total_assets, [
      node('A. Eigenkapital', 'Equity', row.equity, equityChildren),
      node('B. Rückstellungen', 'Provisions', row.provisions, [
        node('1. Steuerrückstellungen', 'Tax provisions', row.tax_provisions),
        node('2. Sonstige Rückstellungen', 'Other provisions', otherProvisions),
      ]),
      node('C. Verbindlichkeiten', 'Liabilities', row.liabilities, [
        node(
          '1. Verbindlichkeiten gegenüber Kreditinstituten',
          'Liabilities to banks',
          row.bank_liabilities,
        ),
        node(
          '2. Verbindlichkeiten aus Lieferungen und Leistungen',
          'Trade payables',
          row.trade_payables,
        ),
        node('3. Sonstige Verbindlichkeiten', 'Other liabilities', otherLiabilities),
      ]),
    ]),
  ]
}

export type IncomeYear = WithIncomeStatement<AccountsYear> & {
  other_operating_income: number
  cost_of_materials: number
  personnel_expenses: number
  depreciation: number
}
/** Every year with a published P&L has its P&L accounts stored. */
export const hasIncomeAccounts = (row: AccountsYear): row is IncomeYear =>
  hasIncomeStatement(row) && row.other_operating_income !== null

/** Signed tree (expenses negative): net income = operating result + financial result − taxes. */
export function profitAndLossTree(row: IncomeYear): AccountNode[] {
  const expenses = row.revenue + row.other_operating_income - row.ebit
  const other = expenses - row.cost_of_materials - row.personnel_expenses - row.depreciation
  const taxes = row.net_income > 0 ? Math.round((row.net_income * 0.3) / 0.7) : 0
  const financialResult = row.net_income + taxes - row.ebit
  return [
    node('Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', row.net_income, [
      node('Betriebsergebnis', 'Operating result (EBIT)', row.ebit, [
        node('1. Umsatzerlöse', 'Revenue', row.revenue),
        node(
          '2. Sonstige betriebliche Erträge',
          'Other operating income',
          row.other_operating_income,
        ),
        node('3. Materialaufwand', 'Cost of materials', negative(row.cost_of_materials)),
        node('4. Personalaufwand', 'Personnel expenses', negative(row.personnel_expenses)),
        node('5. Abschreibungen', 'Depreciation and amortisation', negative(row.depreciation)),
        node('6. Sonstige betriebliche Aufwendungen', 'Other operating expenses', negative(other)),
      ]),
      node('Finanzergebnis', 'Financial result', financialResult),
      node('Steuern vom Einkommen und vom Ertrag', 'Income taxes', negative(taxes)),
    ]),
  ]
}

export function balanceSheets(db: Database, organizationId: string, shareCapital: number | null) {
  return accountsYears(db, organizationId, 0)
    .filter(hasBalanceAccounts)
    .map((row) => ({ year: row.year, balance_sheet_accounts: balanceSheetTree(row, shareCapital) }))
}

export function profitAndLoss(db: Database, organizationId: string) {
  return accountsYears(db, organizationId, 0)
    .filter(hasIncomeAccounts)
    .map((row) => ({ year: row.year, profit_and_loss_accounts: profitAndLossTree(row) }))
}
