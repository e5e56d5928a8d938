import { Trans, useLingui } from '@lingui/react/macro'
import { ChartFrame, ValueGrid } from './chart-frame'
import { linearScale, niceTicks, valueDomain } from './chart-scale'

export interface ColumnDatum {
  label: string
  value: number | null
}

const WIDTH = 360
const HEIGHT = 180
const MARGIN = { top: 10, right: 8, bottom: 24, left: 48 }

/**
 * One series as vertical columns from a zero baseline (negative values hang below it); a missing
 * value leaves a gap marked "n/a". The SVG is an image with a summary; the figures are in the
 * table the view renders beside it.
 */
export function ColumnChart({
  title,
  data,
  format,
}: {
  title: string
  data: ColumnDatum[]
  format: (value: number) => string
}) {
  const { t } = useLingui()
  const [low, high] = valueDomain(data.map((datum) => datum.value))
  const ticks = niceTicks(low, high)
  const y = linearScale([ticks[0]!, ticks[ticks.length - 1]!], [HEIGHT - MARGIN.bottom, MARGIN.top])
  const band = (WIDTH - MARGIN.left - MARGIN.right) / Math.max(1, data.length)
  const barWidth = Math.min(36, band * 0.7)
  // Years crowd the axis beyond ~8 labels: label every n-th column, counted back from the latest.
  const labelEvery = Math.ceil(data.length / 8)
  const known = data.filter((datum) => datum.value !== null)
  const summary = known.length
    ? `${title}: ${known.map((datum) => `${datum.label} ${format(datum.value!)}`).join(', ')}`
    : t`${title}: no figures`
  return (
    <ChartFrame title={title} summary={summary} width={WIDTH} height={HEIGHT}>
      <ValueGrid
        ticks={ticks}
        y={y}
        left={MARGIN.left}
        right={WIDTH - MARGIN.right}
        zeroStroke="#475569"
      />
      {data.map((datum, index) => {
        const center = MARGIN.left + band * index + band / 2
        const zero = y(0)
        return (
          <g key={datum.label}>
            {datum.value === null ? (
              <text x={center} y={zero - 4} textAnchor="middle" fontSize="9" fill="#64748b">
                <Trans>n/a</Trans>
              </text>
            ) : (
              <rect
                x={center - barWidth / 2}
                width={barWidth}
                y={Math.min(y(datum.value), zero)}
                height={Math.max(1, Math.abs(y(datum.value) - zero))}
                fill={datum.value < 0 ? '#b91c1c' : '#0369a1'}
              >
                <title>{`${datum.label}: ${format(datum.value)}`}</title>
              </rect>
            )}
            {(data.length - 1 - index) % labelEvery === 0 ? (
              <text x={center} y={HEIGHT - 8} textAnchor="middle" fontSize="10" fill="#334155">
                {datum.label}
              </text>
            ) : null}
          </g>
        )
      })}
    </ChartFrame>
  )
}
