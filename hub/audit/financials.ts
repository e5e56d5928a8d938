/** Rules about the published accounts. */
import { SIZE_LIMITS } from '../domain/size-limits'
import { DATA_TODAY, type AuditRule } from './rule'

/**
 * How many class limits a year's figures exceed (on two criteria or more): 0 micro … 3 large.
 * `unknown` stands in for an unpublished figure: 0 gives the least class the figures allow, a huge
 * number the greatest.
 */
const exceededLimits = (unknown: string) =>
  SIZE_LIMITS.map(
    (limit) =>
      `((COALESCE(total_assets, ${unknown}) > ${limit.totalAssets}) + (COALESCE(revenue, ${unknown}) > ${limit.revenue}) + (COALESCE(employees, ${unknown}) > ${limit.employees}) >= 2)`,
  ).join(' + ')
const CLASS_INDEX = `CASE size_class WHEN 'micro' THEN 0 WHEN 'small' THEN 1 WHEN 'medium' THEN 2 WHEN 'large' THEN 3 END`

/** Each organization's latest published year. */
const LATEST_YEAR = `(SELECT f.* FROM financial_years f
  JOIN (SELECT organization_id, max(year) AS year FROM financial_years GROUP BY organization_id) l
    ON l.organization_id = f.organization_id AND l.year = f.year)`

export const FINANCIAL_RULES: AuditRule[] = [
  {
    id: 'financials.balance_sheet_does_not_balance',
    rule:
      'Every balance sheet balances: total assets = fixed + current assets = equity + provisions + ' +
      'liabilities, with cash within the current assets and no negative asset or debt line.',
    sql: `SELECT count(*) FROM financial_years WHERE total_assets IS NOT NULL AND (
        total_assets <> fixed_assets + current_assets
        OR total_assets <> equity + provisions + liabilities
        OR cash < 0 OR cash > current_assets OR fixed_assets < 0 OR current_assets < 0
        OR provisions < 0 OR liabilities < 0)`,
  },
  {
    id: 'financials.sub_accounts_do_not_add_up',
    rule:
      'The balance-sheet and P&L sub-accounts add up to their totals with no negative remainder ' +
      '(financial assets, receivables, other provisions and liabilities, other operating expenses).',
    sql: `SELECT count(*) FROM financial_accounts a JOIN financial_years f ON f.id = a.financial_year_id
      WHERE a.consolidated = 0 AND (
        (a.intangible_assets IS NOT NULL AND (
          f.fixed_assets - a.intangible_assets - a.tangible_assets < 0
          OR f.current_assets - f.cash - a.inventories < 0
          OR f.provisions - a.tax_provisions < 0
          OR f.liabilities - a.bank_liabilities - a.trade_payables < 0
          OR a.intangible_assets < 0 OR a.tangible_assets < 0 OR a.inventories < 0
          OR a.capital_reserves < 0 OR a.revenue_reserves < 0))
        OR (a.cost_of_materials IS NOT NULL AND (
          f.revenue + a.other_operating_income - f.ebit
            - a.cost_of_materials - a.personnel_expenses - a.depreciation < 0
          OR a.cost_of_materials < 0 OR a.personnel_expenses < 0 OR a.depreciation < 0)))`,
  },
  {
    id: 'financials.profit_and_loss_implausible',
    rule:
      'The P&L leads from revenue to net income plausibly: no negative revenue, and a financial ' +
      'result (net income before taxes minus EBIT) no larger than the revenue.',
    sql: `SELECT count(*) FROM financial_years WHERE revenue IS NOT NULL AND (revenue < 0
        OR abs(net_income + (CASE WHEN net_income > 0 THEN round(net_income * 0.3 / 0.7) ELSE 0 END) - ebit)
          > max(revenue, 1))`,
  },
  {
    id: 'financials.key_figures_differ_from_statements',
    rule:
      "An organization's key figures (employees, revenue, EBIT, net income, total assets, equity, " +
      'cash, liabilities, equity ratio, debt ratio) equal its latest published year.',
    sql: `SELECT count(*) FROM organizations o LEFT JOIN ${LATEST_YEAR} f ON f.organization_id = o.id
      WHERE (f.id IS NULL AND (o.emp_count IS NOT NULL OR o.pl_revenue IS NOT NULL OR o.bs_assets_total IS NOT NULL))
        OR (f.id IS NOT NULL AND (
          o.emp_count IS NOT f.employees OR o.pl_revenue IS NOT f.revenue OR o.pl_ebit IS NOT f.ebit
          OR o.pl_net_income IS NOT f.net_income OR o.bs_assets_total IS NOT f.total_assets
          OR o.bs_equity_total IS NOT f.equity OR o.bs_cash_and_equivalents IS NOT f.cash
          OR o.bs_liabilities_total IS NOT f.provisions + f.liabilities
          -- ratios have four decimals; JavaScript and SQLite round negative halves one apart
          OR abs(o.bs_equity_ratio - round(1.0 * f.equity / f.total_assets, 4)) > 0.000101
          OR abs(o.bs_debt_to_assets - round(1.0 * (f.total_assets - f.equity) / f.total_assets, 4)) > 0.000101
          OR (o.bs_equity_ratio IS NULL) <> (f.total_assets IS NULL)))`,
  },
  {
    id: 'financials.size_class_contradicts_figures',
    rule:
      'The size class of every published year is the one HGB § 267 gives its employees, revenue ' +
      'and total assets (a class is kept while at most one criterion exceeds its limit).',
    sql: `SELECT count(*) FROM financial_years
      WHERE (employees IS NOT NULL OR revenue IS NOT NULL OR total_assets IS NOT NULL)
        AND (size_class IS NULL OR ${CLASS_INDEX} NOT BETWEEN ${exceededLimits('0')} AND ${exceededLimits('1e18')})`,
  },
  {
    id: 'financials.search_size_class_differs',
    rule: 'The size class the search filters use is the class of the latest published year.',
    sql: `SELECT count(*) FROM organizations o JOIN ${LATEST_YEAR} f ON f.organization_id = o.id
      WHERE o.size_class IS NOT f.size_class`,
  },
  {
    id: 'financials.year_outside_company_life',
    rule:
      'Accounts cover fiscal years from the founding year to the cessation year and are ' +
      'published by the day the data ends.',
    sql: `SELECT count(*) FROM financial_years f JOIN organizations o ON o.id = f.organization_id
      WHERE f.year < CAST(substr(COALESCE(o.founding_date, o.registration_date), 1, 4) AS INTEGER)
        OR f.year > CAST(substr(COALESCE(o.cessation_date, '${DATA_TODAY}'), 1, 4) AS INTEGER)
        OR f.publication_date > '${DATA_TODAY}'`,
  },
]
