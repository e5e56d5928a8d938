import { t } from '@lingui/core/macro'
import { Trans } from '@lingui/react/macro'
import { LineChart } from '@/components/charts/line-chart'
import type { KpiYear } from '@/lib/datahub/kpis'
import { KPI_METRICS } from '@/lib/datahub/kpi-metrics'
import { formatCode, formatRatio } from '@/lib/format/format'
import { ChangeText, NotMeaningfulNote } from '@/components/change/change-text'
import { commonGrowth, kpiYearRows } from '../api/kpi-comparison'
import type { Column } from './compare-page'
import { OrgSwatch } from './org-swatch'

/** The series of each column: its key figures, or null while loading, failed or unreadable. */
const seriesOf = (column: Column): KpiYear[] | null =>
  column.data.kpis.status === 'success' ? column.data.kpis.data : null

/** Chart series need distinct names: two organizations may share one. */
function seriesNames(columns: Column[]): string[] {
  return columns.map(({ org }, index) =>
    columns.some((other, otherIndex) => otherIndex !== index && other.org.name === org.name)
      ? `${org.name} (${index + 1})`
      : org.name,
  )
}

export function CompareKpis({ columns }: { columns: Column[] }) {
  const seriesList = columns.map(seriesOf)
  const names = seriesNames(columns)
  const metrics = KPI_METRICS.filter((metric) =>
    seriesList.some((series) => series?.some((year) => year[metric.key] !== null)),
  )
  return (
    <div className="space-y-6">
      <KpiStatus columns={columns} />
      {metrics.length === 0 ? (
        columns.every((column) => column.data.kpis.status !== 'pending') ? (
          <p className="text-slate-700">
            <Trans>None of these organizations has published key figures.</Trans>
          </p>
        ) : null
      ) : (
        metrics.map((metric) => (
          <div
            key={metric.key}
            className="grid items-start gap-4 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)]"
          >
            <LineChart
              title={metric.title}
              format={metric.format}
              series={columns.map((_column, index) => ({
                name: names[index]!,
                points: (seriesList[index] ?? []).map((year) => ({
                  x: year.year,
                  y: year[metric.key],
                })),
              }))}
            />
            <KpiTable metric={metric} columns={columns} names={names} seriesList={seriesList} />
          </div>
        ))
      )}
    </div>
  )
}

/** Per organization, why it has no line: still loading, failed, nothing published, unreadable. */
function KpiStatus({ columns }: { columns: Column[] }) {
  const lines = columns.flatMap(({ org, data }) => {
    const kpis = data.kpis
    const name = org.name
    if (kpis.status === 'pending') return [t`Loading the key figures of ${name}…`]
    if (kpis.status === 'error') {
      const reason = kpis.error.message
      return [t`The key figures of ${name} could not be loaded: ${reason}`]
    }
    if (kpis.data === null)
      return [
        t`The key figures of ${name} came in a shape the explorer cannot chart; its page shows them as delivered.`,
      ]
    if (kpis.data.length === 0) return [t`${name} has published no key figures.`]
    return []
  })
  if (lines.length === 0) return null
  return (
    <ul className="space-y-1 text-sm text-slate-700" data-testid="kpi-status">
      {lines.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  )
}

function KpiTable({
  metric,
  columns,
  names,
  seriesList,
}: {
  metric: (typeof KPI_METRICS)[number]
  columns: Column[]
  names: string[]
  seriesList: (KpiYear[] | null)[]
}) {
  const rows = kpiYearRows(seriesList, metric.key)
  const growth = commonGrowth(seriesList, metric.key)
  const title = metric.title
  const from = growth ? formatCode(growth.from) : ''
  const to = growth ? formatCode(growth.to) : ''
  const growthTitle = growth
    ? t`Growth per year ${from}–${to} (years all share)`
    : t`Growth per year`
  return (
    <div
      className="relative max-h-[22rem] overflow-auto rounded-md border border-slate-200"
      tabIndex={0}
      role="region"
      aria-label={t`${title} per year`}
    >
      <table className="w-full border-collapse text-left text-sm">
        <caption className="px-3 py-2 text-left font-semibold text-slate-800">
          <Trans>{title}: per year, with the change from the year before</Trans>
        </caption>
        <thead className="sticky top-0 bg-slate-50 text-xs text-slate-600">
          <tr>
            <th scope="col" className="px-3 py-2 font-semibold">
              <Trans>Year</Trans>
            </th>
            {columns.map((column, index) => (
              <th key={column.data.id} scope="col" className="px-3 py-2 text-right font-semibold">
                <span className="inline-flex items-center gap-1">
                  <OrgSwatch index={column.index} />
                  {names[index]}
                </span>
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.year} className="border-t border-slate-100 align-top">
              <th scope="row" className="px-3 py-1.5 font-medium">
                {formatCode(row.year)}
              </th>
              {row.cells.map((cell, index) => {
                return (
                  <td
                    key={columns[index]!.data.id}
                    className="px-3 py-1.5 text-right whitespace-nowrap tabular-nums"
                  >
                    {cell.value === null ? '—' : metric.format(cell.value)}
                    {cell.change !== null ? (
                      <span className="block text-xs text-slate-600">
                        <ChangeText
                          delta={cell.change}
                          ratio={cell.changeRatio}
                          format={metric.format}
                        />
                      </span>
                    ) : null}
                  </td>
                )
              })}
            </tr>
          ))}
        </tbody>
        <tfoot className="border-t-2 border-slate-300 bg-slate-50">
          <tr>
            <th scope="row" className="px-3 py-2 text-left font-semibold">
              {growthTitle}
            </th>
            {growth ? (
              growth.rates.map((rate, index) => (
                <td
                  key={columns[index]!.data.id}
                  className="px-3 py-2 text-right font-semibold tabular-nums"
                >
                  {rate === null
                    ? t`n/a`
                    : `${rate > 0 ? '+' : rate < 0 ? '−' : ''}${formatRatio(Math.abs(rate))}`}
                </td>
              ))
            ) : (
              <td colSpan={columns.length} className="px-3 py-2 text-slate-700">
                <Trans>Needs at least two years with figures from every organization.</Trans>
              </td>
            )}
          </tr>
        </tfoot>
      </table>
      {rows.some((row) =>
        row.cells.some(
          (cell) => cell.change !== null && cell.change !== 0 && cell.changeRatio === null,
        ),
      ) ? (
        <div className="px-3 py-2">
          <NotMeaningfulNote />
        </div>
      ) : null}
      {growth?.rates.includes(null) ? (
        <p className="px-3 py-2 text-xs text-slate-600">
          <Trans>n/a: no growth rate when a figure at either end is zero or negative.</Trans>
        </p>
      ) : null}
    </div>
  )
}
