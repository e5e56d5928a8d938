import { formatNumber } from '@/lib/format'
import {
  parseRegionalStatistics,
  type RegionalMetric,
  type RegionalModel,
} from '../api/models/location-models'
import { BarListChart } from '@/components/charts/bar-list-chart'
import { LineChart } from '@/components/charts/line-chart'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

const GRANULARITY: Record<string, string> = {
  Kreis: 'district (Kreis)',
  Gemeinde: 'municipality (Gemeinde)',
  postal_code: 'postal code area',
}

const withUnit = (metric: RegionalMetric) =>
  metric.unit ? `${metric.title} (${metric.unit})` : metric.title
const format = (value: number) => formatNumber(Math.round(value * 100) / 100)

/** Metrics sharing a unit share a chart, so no axis mixes percent with persons. */
function groupByUnit(metrics: RegionalMetric[]) {
  const groups = new Map<string, RegionalMetric[]>()
  for (const metric of metrics)
    groups.set(metric.unit ?? '', [...(groups.get(metric.unit ?? '') ?? []), metric])
  return [...groups.entries()]
}

export const slice = defineSlice({
  parse: parseRegionalStatistics,
  isEmpty: (model) => model.rows.length === 0 || model.metrics.length === 0,
  View: RegionalStatisticsView,
})

function RegionalStatisticsView(props: SliceViewProps<ModelOf<typeof parseRegionalStatistics>>) {
  const model = props.model
  const first = model.rows[0]!.year
  const last = model.rows[model.rows.length - 1]!.year
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {props.definition.title} of the{' '}
        {GRANULARITY[model.granularity ?? ''] ?? model.granularity ?? 'area'},{' '}
        {first === last ? first : `${first}–${last}`}.
      </p>
      <div className="grid gap-4 md:grid-cols-2">
        {groupByUnit(model.metrics).map(([unit, metrics]) => (
          <UnitChart key={unit} unit={unit} metrics={metrics} model={model} />
        ))}
      </div>
      <RelationTable
        caption={`${props.definition.title} by year`}
        rows={[...model.rows].reverse()}
        rowKey={(row) => String(row.year)}
        columns={[
          { header: 'Year', cell: (row) => row.year },
          ...model.metrics.map((metric) => ({
            header: withUnit(metric),
            numeric: true,
            cell: (row: RegionalModel['rows'][number]) => {
              const value = row.values[metric.key]
              return value === null || value === undefined ? '—' : format(value)
            },
          })),
        ]}
      />
    </div>
  )
}

function UnitChart({
  unit,
  metrics,
  model,
}: {
  unit: string
  metrics: RegionalMetric[]
  model: RegionalModel
}) {
  const title =
    metrics.length === 1
      ? withUnit(metrics[0]!)
      : `${metrics.map((metric) => metric.title).join(', ')}${unit ? ` (${unit})` : ''}`
  const unitFormat = (value: number) => `${format(value)}${unit ? ` ${unit}` : ''}`
  if (model.rows.length === 1) {
    const row = model.rows[0]!
    return (
      <BarListChart
        title={`${title}, ${row.year}`}
        format={unitFormat}
        data={metrics.map((metric) => ({
          label: metric.title,
          value: row.values[metric.key] ?? null,
        }))}
      />
    )
  }
  return (
    <LineChart
      title={title}
      format={unitFormat}
      series={metrics.map((metric) => ({
        name: metric.title,
        points: model.rows.map((row) => ({ x: row.year, y: row.values[metric.key] ?? null })),
      }))}
    />
  )
}
