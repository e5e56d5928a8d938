import { formatEuro, formatNumber } from '@/lib/format'
import type { KpiYear } from './kpis'

/** One key figure of a fiscal year (everything of a KpiYear but the year itself). */
export type KpiMetric = keyof Omit<KpiYear, 'year'>

/**
 * The key figures every KPI view shows, in this order, with their titles and formats: one list,
 * so the organization page's Financials tab and the comparison name and format them alike.
 */
export const KPI_METRICS: readonly {
  key: KpiMetric
  title: string
  format: (value: number) => string
}[] = [
  { key: 'revenue', title: 'Revenue (EUR)', format: (value) => formatEuro(value) },
  { key: 'netIncome', title: 'Net income (EUR)', format: (value) => formatEuro(value) },
  {
    key: 'balanceSheetTotal',
    title: 'Balance-sheet total (EUR)',
    format: (value) => formatEuro(value),
  },
  { key: 'employees', title: 'Employees (estimate)', format: (value) => formatNumber(value) },
]
