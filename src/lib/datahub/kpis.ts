import { z } from 'zod/mini'
import { arrayOf, num, parseOrNull } from './fields'

/** Key figures of one fiscal year (FINANCIALS_KPI, docs/datahub-api.md §7). */
export interface KpiYear {
  year: number
  revenue: number | null
  netIncome: number | null
  balanceSheetTotal: number | null
  employees: number | null
}

const kpiSchema = z.looseObject({
  year: num,
  fiscal_year: num,
  revenue: num,
  net_income: num,
  active_total: num,
  total_assets: num,
  balance_sheet_total: num,
  employees_estimate: num,
  employees: num,
})

/** Key figures per year, oldest first; alternative field names of older data are accepted. */
export function parseKpis(value: unknown): KpiYear[] | null {
  const rows = parseOrNull(arrayOf(kpiSchema), value)
  if (!rows) return null
  return rows
    .flatMap((row) => {
      const year = row.year ?? row.fiscal_year
      if (year === null) return []
      return [
        {
          year,
          revenue: row.revenue,
          netIncome: row.net_income,
          balanceSheetTotal: row.active_total ?? row.total_assets ?? row.balance_sheet_total,
          employees: row.employees_estimate ?? row.employees,
        },
      ]
    })
    .sort((a, b) => a.year - b.year)
}
