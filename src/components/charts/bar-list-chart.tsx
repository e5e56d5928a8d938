import { Trans, useLingui } from '@lingui/react/macro'
import { ChartFrame } from './chart-frame'
import { formatTick, linearScale, niceTicks, valueDomain } from './chart-scale'

export interface BarListDatum {
  label: string
  value: number | null
  /** A comparison value drawn as a marker on the bar (e.g. the national average). */
  reference?: number | null
}

const WIDTH = 480
const ROW = 22
const MARGIN = { top: 6, right: 12, bottom: 22, left: 170 }

/** Horizontal bars for categories, optionally with a reference marker per row. */
export function BarListChart({
  title,
  data,
  format,
  referenceLabel,
}: {
  title: string
  data: BarListDatum[]
  format: (value: number) => string
  referenceLabel?: string
}) {
  const { t } = useLingui()
  const height = MARGIN.top + MARGIN.bottom + ROW * data.length
  const [low, high] = valueDomain(data.flatMap((datum) => [datum.value, datum.reference ?? null]))
  const ticks = niceTicks(low, high)
  const x = linearScale([ticks[0]!, ticks[ticks.length - 1]!], [MARGIN.left, WIDTH - MARGIN.right])
  const notAvailable = t`n/a`
  const summary = `${title}: ${data
    .map(
      (datum) =>
        `${datum.label} ${datum.value === null ? notAvailable : format(datum.value)}${datum.reference != null && referenceLabel ? ` (${referenceLabel} ${format(datum.reference)})` : ''}`,
    )
    .join(', ')}`
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={WIDTH}
      height={height}
      legend={
        referenceLabel ? (
          <p className="mt-1 flex items-center gap-3 text-xs text-slate-700">
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-2 w-3 rounded-sm bg-sky-700" />{' '}
              <Trans>This area</Trans>
            </span>
            <span className="flex items-center gap-1">
              <span aria-hidden="true" className="inline-block h-3 w-0.5 bg-orange-700" />{' '}
              {referenceLabel}
            </span>
          </p>
        ) : null
      }
    >
      {ticks.map((tick) => (
        <g key={tick}>
          <line
            x1={x(tick)}
            x2={x(tick)}
            y1={MARGIN.top}
            y2={height - MARGIN.bottom}
            stroke={tick === 0 ? '#94a3b8' : '#e2e8f0'}
          />
          <text x={x(tick)} y={height - 8} textAnchor="middle" fontSize="10" fill="#475569">
            {formatTick(tick)}
          </text>
        </g>
      ))}
      {data.map((datum, index) => {
        const top = MARGIN.top + index * ROW
        return (
          <g key={datum.label}>
            <text
              x={MARGIN.left - 6}
              y={top + ROW / 2 + 3}
              textAnchor="end"
              fontSize="10"
              fill="#334155"
            >
              {datum.label.length > 30 ? `${datum.label.slice(0, 29)}…` : datum.label}
            </text>
            {datum.value !== null ? (
              <rect
                x={Math.min(x(0), x(datum.value))}
                y={top + 4}
                height={ROW - 8}
                width={Math.max(1, Math.abs(x(datum.value) - x(0)))}
                fill="#0369a1"
              >
                <title>{`${datum.label}: ${format(datum.value)}`}</title>
              </rect>
            ) : null}
            {datum.reference != null ? (
              <line
                x1={x(datum.reference)}
                x2={x(datum.reference)}
                y1={top + 1}
                y2={top + ROW - 1}
                stroke="#c2410c"
                strokeWidth="3"
              />
            ) : null}
          </g>
        )
      })}
    </ChartFrame>
  )
}
