import { parseKpis, type KpiYear } from '@/lib/datahub/kpis'
import { KPI_METRICS } from '@/lib/datahub/kpi-metrics'
import { ColumnChart } from '@/components/charts/column-chart'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type SliceViewProps } from '../slice'

export const slice = defineSlice({
  parse: parseKpis,
  isEmpty: (years) => years.length === 0,
  View: KpiView,
})

function KpiView({ model: years }: SliceViewProps<KpiYear[]>) {
  return (
    <div className="space-y-6">
      <div className="grid gap-4 md:grid-cols-2">
        {KPI_METRICS.map((metric) =>
          years.some((year) => year[metric.key] !== null) ? (
            <ColumnChart
              key={metric.key}
              title={metric.title}
              format={metric.format}
              data={years.map((year) => ({ label: String(year.year), value: year[metric.key] }))}
            />
          ) : (
            <p
              key={metric.key}
              className="rounded-md border border-dashed border-slate-300 p-3 text-sm text-slate-600"
            >
              {metric.title}: not published for any year (small companies need not publish a profit
              and loss account).
            </p>
          ),
        )}
      </div>
      <RelationTable
        caption="Key figures per fiscal year"
        rows={[...years].reverse()}
        rowKey={(year) => String(year.year)}
        columns={[
          { header: 'Year', cell: (year) => year.year },
          ...KPI_METRICS.map((metric) => ({
            header: metric.title,
            numeric: true,
            cell: (year: KpiYear) =>
              year[metric.key] === null ? '—' : metric.format(year[metric.key]!),
          })),
        ]}
      />
    </div>
  )
}
