/**
 * FINANCIALS_KPI, BALANCE_SHEET and PROFIT_AND_LOSS from the stored yearly figures. The account
 * trees below the stored totals are split deterministically (seeded by organization and year), in
 * whole euros, so every node's children sum exactly to it and Passiva equals Aktiva.
 */
import type { Database } from 'better-sqlite3'
import { statement } from '../entities'
import { randomFor } from '../../domain/random'

export interface FinancialYear {
  organization_id: string
  year: number
  publication_date: string
  size_class: string | null
  employees: number | null
  revenue: number | null
  ebit: number | null
  net_income: number | null
  total_assets: number | null
  fixed_assets: number | null
  current_assets: number | null
  cash: number | null
  equity: number | null
  provisions: number | null
  liabilities: number | null
  group_accounts: number
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

export function kpis(db: Database, organizationId: string) {
  return financialYears(db, organizationId).map((row) => ({
    year: row.year,
    employees_estimate: row.employees,
    revenue: row.revenue,
    net_income: row.net_income,
    active_total: row.total_assets,
  }))
}

/** Splits an integer total into integer parts proportional to weights that sum exactly to the total. */
function splitInteger(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((acc, weight) => acc + weight, 0) || 1
  const parts = weights.map((weight) => Math.trunc((total * weight) / sum) || 0)
  const assigned = parts.reduce((acc, part) => acc + part, 0)
  parts[parts.length - 1]! += total - assigned
  return parts
}

/** Negates without producing -0 (which would not equal 0 in sums and comparisons). */
const negative = (value: number) => (value === 0 ? 0 : -value)

const node = (de: string, en: string, total: number, children?: AccountNode[]): AccountNode =>
  children ? { name: { de, en }, total, children } : { name: { de, en }, total }

function subscribedCapital(legalForm: string): number {
  if (legalForm.startsWith('UG')) return 1_000
  if (legalForm === 'AG') return 50_000
  if (legalForm === 'SE') return 120_000
  return 25_000
}

export type BalanceRow = FinancialYear & {
  total_assets: number
  fixed_assets: number
  current_assets: number
  cash: number
  equity: number
  provisions: number
  liabilities: number
}
export const hasBalance = (row: FinancialYear): row is BalanceRow => row.total_assets !== null

export function balanceSheetTree(row: BalanceRow, legalForm: string): AccountNode[] {
  const random = randomFor(row.organization_id, `balance:${row.year}`)
  const weight = (base: number) => base * (0.5 + random.next())
  const [intangible, tangible, financial] = splitInteger(row.fixed_assets, [
    weight(0.1),
    weight(0.65),
    weight(0.25),
  ])
  const [inventories, receivables] = splitInteger(row.current_assets - row.cash, [
    weight(0.45),
    weight(0.55),
  ])
  const capital = Math.min(subscribedCapital(legalForm), Math.max(0, row.equity))
  const netIncome = row.net_income ?? 0
  const rest = row.equity - capital - netIncome
  const reserves =
    rest > 0 ? splitInteger(rest, [weight(0.3), weight(0.3), weight(0.4)]) : [0, 0, rest]
  const equityChildren = [
    node('I. Gezeichnetes Kapital', 'Subscribed capital', capital),
    node('II. Kapitalrücklage', 'Capital reserves', reserves[0]!),
    node('III. Gewinnrücklagen', 'Revenue reserves', reserves[1]!),
    node('IV. Gewinnvortrag/Verlustvortrag', 'Profit or loss carried forward', reserves[2]!),
  ]
  if (row.net_income !== null)
    equityChildren.push(
      node('V. Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', netIncome),
    )
  const [taxProvisions, otherProvisions] = splitInteger(row.provisions, [weight(0.3), weight(0.7)])
  const [bank, trade, otherLiabilities] = splitInteger(row.liabilities, [
    weight(0.45),
    weight(0.35),
    weight(0.2),
  ])
  return [
    node('Aktiva', 'Assets', row.total_assets, [
      node('A. Anlagevermögen', 'Fixed assets', row.fixed_assets, [
        node('I. Immaterielle Vermögensgegenstände', 'Intangible assets', intangible!),
        node('II. Sachanlagen', 'Property, plant and equipment', tangible!),
        node('III. Finanzanlagen', 'Financial assets', financial!),
      ]),
      node('B. Umlaufvermögen', 'Current assets', row.current_assets, [
        node('I. Vorräte', 'Inventories', inventories!),
        node(
          'II. Forderungen und sonstige Vermögensgegenstände',
          'Receivables and other assets',
          receivables!,
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
        node('1. Steuerrückstellungen', 'Tax provisions', taxProvisions!),
        node('2. Sonstige Rückstellungen', 'Other provisions', otherProvisions!),
      ]),
      node('C. Verbindlichkeiten', 'Liabilities', row.liabilities, [
        node('1. Verbindlichkeiten gegenüber Kreditinstituten', 'Liabilities to banks', bank!),
        node('2. Verbindlichkeiten aus Lieferungen und Leistungen', 'Trade payables', trade!),
        node('3. Sonstige Verbindlichkeiten', 'Other liabilities', otherLiabilities!),
      ]),
    ]),
  ]
}

export type IncomeRow = FinancialYear & { revenue: number; ebit: number; net_income: number }
/** Small and micro companies are exempt from publishing their P&L (§ 326 HGB). */
export const hasIncomeStatement = (row: FinancialYear): row is IncomeRow =>
  row.revenue !== null &&
  row.ebit !== null &&
  row.net_income !== null &&
  (row.size_class === 'medium' || row.size_class === 'large')

/** Signed tree (expenses negative): net income = operating result + financial result − taxes. */
export function profitAndLossTree(row: IncomeRow): AccountNode[] {
  const random = randomFor(row.organization_id, `income:${row.year}`)
  const weight = (base: number) => base * (0.6 + random.next() * 0.8)
  const otherIncome = Math.round(row.revenue * (0.005 + random.next() * 0.025))
  const expenses = row.revenue + otherIncome - row.ebit
  const [material, personnel, depreciation, other] = splitInteger(expenses, [
    weight(0.4),
    weight(0.3),
    weight(0.06),
    weight(0.24),
  ])
  const taxes = row.net_income > 0 ? Math.round((row.net_income * 0.3) / 0.7) : 0
  const financialResult = row.net_income + taxes - row.ebit
  return [
    node('Jahresüberschuss/Jahresfehlbetrag', 'Net income or loss for the year', row.net_income, [
      node('Betriebsergebnis', 'Operating result (EBIT)', row.ebit, [
        node('1. Umsatzerlöse', 'Revenue', row.revenue),
        node('2. Sonstige betriebliche Erträge', 'Other operating income', otherIncome),
        node('3. Materialaufwand', 'Cost of materials', negative(material!)),
        node('4. Personalaufwand', 'Personnel expenses', negative(personnel!)),
        node('5. Abschreibungen', 'Depreciation and amortisation', negative(depreciation!)),
        node('6. Sonstige betriebliche Aufwendungen', 'Other operating expenses', negative(other!)),
      ]),
      node('Finanzergebnis', 'Financial result', financialResult),
      node('Steuern vom Einkommen und vom Ertrag', 'Income taxes', negative(taxes)),
    ]),
  ]
}

export function balanceSheets(db: Database, organizationId: string, legalForm: string) {
  return financialYears(db, organizationId)
    .filter(hasBalance)
    .map((row) => ({ year: row.year, balance_sheet_accounts: balanceSheetTree(row, legalForm) }))
}

export function profitAndLoss(db: Database, organizationId: string) {
  return financialYears(db, organizationId)
    .filter(hasIncomeStatement)
    .map((row) => ({ year: row.year, profit_and_loss_accounts: profitAndLossTree(row) }))
}
