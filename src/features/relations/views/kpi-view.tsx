import type { MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { useLingui } from '@lingui/react/macro'
import { formatCode } from '@/lib/format/format'
import { parseKpis, type KpiYear } from '@/lib/datahub/kpis'
import { KPI_METRICS, type KpiMetric } from '@/lib/datahub/kpi-metrics'
import { ColumnChart } from '@/components/charts/column-chart'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseKpis,
  isEmpty: (years) => years.length === 0,
  View: KpiView,
})

/**
 * The key figures' titles in the reader's language, by metric: the shared list (lib) names them
 * in English only, and its order and formats stay the one source for both pages.
 */
const KPI_TITLES: Record<KpiMetric, MessageDescriptor> = {
  revenue: msg`Revenue (EUR)`,
  netIncome: msg`Net income (EUR)`,
  balanceSheetTotal: msg`Balance-sheet total (EUR)`,
  employees: msg`Employees (estimate)`,
}

function KpiView({ model: years }: SliceViewProps<KpiYear[]>) {
  const { i18n, t } = useLingui()
  const title = (metric: KpiMetric) => i18n._(KPI_TITLES[metric])
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {KPI_METRICS.map((metric) =>
          years.some((year) => year[metric.key] !== null) ? (
            <ColumnChart
              key={metric.key}
              title={title(metric.key)}
              format={metric.format}
              data={years.map((year) => ({
                label: formatCode(year.year),
                value: year[metric.key],
              }))}
            />
          ) : (
            <NotPublished key={metric.key} title={title(metric.key)} />
          ),
        )}
      </div>
      <RelationTable
        caption={t`Key figures per fiscal year`}
        rows={[...years].reverse()}
        rowKey={(year) => String(year.year)}
        columns={[
          { header: t`Year`, cell: (year) => formatCode(year.year) },
          ...KPI_METRICS.map((metric) => ({
            header: title(metric.key),
            numeric: true,
            cell: (year: KpiYear) =>
              year[metric.key] === null ? '—' : metric.format(year[metric.key]!),
          })),
        ]}
      />
    </div>
  )
}

function NotPublished({ title }: { title: string }) {
  const { t } = useLingui()
  return (
    <p className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600">
      {t`${title}: not published for any year (small companies need not publish a profit and loss account).`}
    </p>
  )
}
