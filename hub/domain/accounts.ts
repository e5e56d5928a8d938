/**
 * Annual-accounts rules shared by the generator (hub/generate/relation-accounts.ts, which writes
 * the sub-accounts) and the resolvers (hub/relations/resolvers/financials.ts and reports.ts, which
 * build the account trees from them): which years have a balance sheet or a P&L, the subscribed
 * capital, and the figures of group accounts. Both sides must apply them alike, or a tree's
 * derived accounts would not match the amounts the generator split.
 */

/** The totals of one published fiscal year (a financial_years row, or its group accounts). */
export interface FinancialFigures {
  organization_id: string
  year: number
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
}

export type WithBalance<F extends FinancialFigures> = F & {
  total_assets: number
  fixed_assets: number
  current_assets: number
  cash: number
  equity: number
  provisions: number
  liabilities: number
}
export const hasBalance = <F extends FinancialFigures>(row: F): row is WithBalance<F> =>
  row.total_assets !== null

export type WithIncomeStatement<F extends FinancialFigures> = F & {
  revenue: number
  ebit: number
  net_income: number
}
/** Small and micro companies are exempt from publishing their P&L (§ 326 HGB). */
export const hasIncomeStatement = <F extends FinancialFigures>(
  row: F,
): row is WithIncomeStatement<F> =>
  row.revenue !== null &&
  row.ebit !== null &&
  row.net_income !== null &&
  (row.size_class === 'medium' || row.size_class === 'large')

/**
 * "I. Gezeichnetes Kapital": the organization's share capital (organizations.share_capital), in
 * full even when losses have eaten into the equity (they show as loss carried forward); forms
 * without share capital (partnerships, sole traders, cooperatives) show none.
 */
export const subscribedCapital = (shareCapital: number | null) => shareCapital ?? 0

/**
 * The group accounts (Konzernabschluss) of a parent: its own figures scaled by the group's
 * consolidation factor (group_accounts.factor), rounded to whole euros, with the balance
 * identities restored (fixed + current = total = equity + provisions + liabilities).
 */
export function consolidated<F extends FinancialFigures>(row: F, factor: number): F {
  const scale = (value: number | null) => (value === null ? null : Math.round(value * factor))
  const total = scale(row.total_assets)
  const fixed = scale(row.fixed_assets)
  const equity = scale(row.equity)
  const provisions = scale(row.provisions)
  return {
    ...row,
    employees: scale(row.employees),
    revenue: scale(row.revenue),
    ebit: scale(row.ebit),
    net_income: scale(row.net_income),
    total_assets: total,
    fixed_assets: fixed,
    current_assets: total !== null && fixed !== null ? total - fixed : null,
    cash: total !== null && fixed !== null ? Math.min(total - fixed, scale(row.cash)!) : null,
    equity,
    provisions,
    liabilities:
      total !== null && equity !== null && provisions !== null ? total - equity - provisions : null,
  }
}
