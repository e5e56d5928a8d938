import { Trans, useLingui } from '@lingui/react/macro'
import { GermanTerm } from '@/components/german-term'
import { germanTerm } from '@/lib/datahub/vocabulary'
import { formatCode, formatNumber, formatPercent } from '@/lib/format/format'
import { parseCrimeStatistics, type CrimeRow } from '../api/models/location-models'
import { BarListChart } from '@/components/charts/bar-list-chart'
import { RelationTable } from '../components/relation-table'
import { defineSlice, type ModelOf, type SliceViewProps } from '../slice'

const rate = (value: number) => formatNumber(Math.round(value * 10) / 10)
const deviation = (value: number | null) =>
  value === null ? '—' : `${value > 0 ? '+' : ''}${formatPercent(Math.round(value * 10) / 10)}`

/** Crime per 100,000 inhabitants against the national rate, for one year (the latest by default). */
export const slice = defineSlice({
  parse: parseCrimeStatistics,
  isEmpty: (rows) => rows.length === 0,
  View: CrimeView,
})

function CrimeView(props: SliceViewProps<ModelOf<typeof parseCrimeStatistics>>) {
  const rows = props.model
  const years = [
    ...new Set(rows.map((row) => row.year).filter((year): year is number => year !== null)),
  ].sort((a, b) => b - a)
  const year =
    props.search.year !== undefined && years.includes(props.search.year)
      ? props.search.year
      : (years[0] ?? null)
  const shown = rows.filter((row) => row.year === year)
  const { t } = useLingui()
  const yearText = year === null ? '' : formatCode(year)
  const yearCount = formatNumber(years.length)
  const unspecified = t`Unspecified`
  return (
    <div className="space-y-4">
      <p className="text-sm text-slate-700">
        {props.search.year === undefined && years.length > 1 ? (
          <Trans>
            Police crime statistics {yearText} (latest of {yearCount} years; choose a reference year
            above): recorded cases per 100,000 inhabitants against the national average.
          </Trans>
        ) : year === null ? (
          <Trans>
            Police crime statistics: recorded cases per 100,000 inhabitants against the national
            average.
          </Trans>
        ) : (
          <Trans>
            Police crime statistics {yearText}: recorded cases per 100,000 inhabitants against the
            national average.
          </Trans>
        )}
      </p>
      <BarListChart
        title={
          year === null
            ? t`Cases per 100,000 inhabitants, all years`
            : t`Cases per 100,000 inhabitants, ${yearText}`
        }
        data={shown.map((row) => ({
          label: row.category ? germanTerm(row.category).text : unspecified,
          value: row.casesPer100k,
          reference: row.nationalAverage,
        }))}
        format={rate}
        referenceLabel={t`National average`}
      />
      <RelationTable<CrimeRow>
        caption={year === null ? t`Crime statistics` : t`Crime statistics ${yearText}`}
        rows={shown}
        rowKey={(row) => `${row.year}-${row.category}`}
        columns={[
          {
            header: t`Category`,
            cell: (row) =>
              row.category === null ? unspecified : <GermanTerm term={row.category} />,
          },
          { header: t`Cases`, cell: (row) => formatNumber(row.cases), numeric: true },
          {
            header: t`Per 100,000`,
            cell: (row) => (row.casesPer100k === null ? '—' : rate(row.casesPer100k)),
            numeric: true,
          },
          {
            header: t`National average`,
            cell: (row) => (row.nationalAverage === null ? '—' : rate(row.nationalAverage)),
            numeric: true,
          },
          { header: t`Deviation`, cell: (row) => deviation(row.deviation), numeric: true },
        ]}
      />
    </div>
  )
}
