import type { I18n, MessageDescriptor } from '@lingui/core'
import { msg } from '@lingui/core/macro'
import { Trans, useLingui } from '@lingui/react/macro'
import { formatCode, formatNumber } from '@/lib/format/format'
import {
  parseRegionalStatistics,
  type RegionalMetric,
  type RegionalModel,
} from '../api/models/location-models'
import { BarListChart } from '@/components/charts/bar-list-chart'
import { LineChart } from '@/components/charts/line-chart'
import { RelationTable } from '../components/relation-table'
import { textOf } from '../relation-text'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

const GRANULARITY: Record<string, MessageDescriptor> = {
  Kreis: msg`district (Kreis)`,
  Gemeinde: msg`municipality (Gemeinde)`,
  postal_code: msg`postal code area`,
}

const withUnit = (i18n: I18n, metric: RegionalMetric) =>
  metric.unit ? `${textOf(i18n, metric.title)} (${metric.unit})` : textOf(i18n, metric.title)
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
  const { i18n, t } = useLingui()
  const first = formatCode(model.rows[0]!.year)
  const last = formatCode(model.rows[model.rows.length - 1]!.year)
  const title = textOf(i18n, props.definition.title)
  const granularity = GRANULARITY[model.granularity ?? '']
  const area = granularity ? i18n._(granularity) : (model.granularity ?? t`area`)
  const period = first === last ? first : `${first}–${last}`
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">{t`${title} of the ${area}, ${period}.`}</p>
      {model.modelled ? <ModelledNotice /> : null}
      <div className="grid gap-4 md:grid-cols-2">
        {groupByUnit(model.metrics).map(([unit, metrics]) => (
          <UnitChart key={unit} unit={unit} metrics={metrics} model={model} />
        ))}
      </div>
      <RelationTable
        caption={t`${title} by year`}
        rows={[...model.rows].reverse()}
        rowKey={(row) => String(row.year)}
        columns={[
          { header: t`Year`, cell: (row) => formatCode(row.year) },
          ...model.metrics.map((metric) => ({
            header: withUnit(i18n, metric),
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

/** Says that the figures are estimates, so no one quotes them as the statistical offices' own. */
function ModelledNotice() {
  return (
    <p
      data-testid="modelled-notice"
      className="rounded-md border border-amber-300 bg-amber-50 px-3 py-2 text-sm text-amber-950"
    >
      <strong className="font-semibold">
        <Trans>Modelled figures.</Trans>
      </strong>{' '}
      <Trans>
        The Data Hub marks these figures as modelled estimates, not official statistics: read them
        as an indication, not as the statistical offices’ numbers.
      </Trans>
    </p>
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
  const { i18n } = useLingui()
  const name = (metric: RegionalMetric) => textOf(i18n, metric.title)
  const title =
    metrics.length === 1
      ? withUnit(i18n, metrics[0]!)
      : `${metrics.map(name).join(', ')}${unit ? ` (${unit})` : ''}`
  const unitFormat = (value: number) => `${format(value)}${unit ? ` ${unit}` : ''}`
  if (model.rows.length === 1) {
    const row = model.rows[0]!
    return (
      <BarListChart
        title={`${title}, ${formatCode(row.year)}`}
        format={unitFormat}
        data={metrics.map((metric) => ({
          label: name(metric),
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
        name: name(metric),
        points: model.rows.map((row) => ({ x: row.year, y: row.values[metric.key] ?? null })),
      }))}
    />
  )
}
