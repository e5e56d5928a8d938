import { i18n, type MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { formatEuroAmount, formatNumber } from '@/lib/format/format'
import type { KpiYear } from './kpis'

/** One key figure of a fiscal year (everything of a KpiYear but the year itself). */
export type KpiMetric = keyof Omit<KpiYear, 'year'>

/**
 * The key figures every KPI view shows, in this order, with their titles and formats: one list,
 * so the organization page's Financials tab and the comparison name and format them alike.
 */
interface KpiMetricInfo {
  key: KpiMetric
  /** The title in the language shown when it is read (render time). */
  readonly title: string
  titleMessage: MessageDescriptor
  format: (value: number) => string
}

const metric = (
  key: KpiMetric,
  titleMessage: MessageDescriptor,
  format: (value: number) => string,
): KpiMetricInfo => ({
  key,
  titleMessage,
  format,
  get title() {
    return i18n._(titleMessage)
  },
})

export const KPI_METRICS: readonly KpiMetricInfo[] = [
  metric('revenue', msg`Revenue (EUR)`, (value) => formatEuroAmount(value)),
  metric('netIncome', msg`Net income (EUR)`, (value) => formatEuroAmount(value)),
  metric('balanceSheetTotal', msg`Balance-sheet total (EUR)`, (value) => formatEuroAmount(value)),
  metric('employees', msg`Employees (estimate)`, (value) => formatNumber(value)),
]
