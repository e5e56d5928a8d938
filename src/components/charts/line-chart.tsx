import { useLingui } from '@lingui/react/macro'
import { formatCode } from '@/lib/format/format'
import { ChartFrame, ValueGrid } from './chart-frame'
import { SERIES_COLORS, linearScale, niceTicks, valueDomain } from './chart-scale'

export interface LineSeries {
  name: string
  points: { x: number; y: number | null }[]
}

const WIDTH = 420
const HEIGHT = 200
const MARGIN = { top: 10, right: 12, bottom: 24, left: 52 }

/**
 * Several series over years, with a legend; a null breaks the line instead of inventing a value.
 * Decorative for screen readers beyond its summary: the view always renders the table too.
 */
export function LineChart({
  title,
  series,
  format,
}: {
  title: string
  series: LineSeries[]
  format: (value: number) => string
}) {
  const { t } = useLingui()
  const xs = [...new Set(series.flatMap((line) => line.points.map((point) => point.x)))].sort(
    (a, b) => a - b,
  )
  const [low, high] = valueDomain(series.flatMap((line) => line.points.map((point) => point.y)))
  const ticks = niceTicks(low, high)
  const y = linearScale([ticks[0]!, ticks[ticks.length - 1]!], [HEIGHT - MARGIN.bottom, MARGIN.top])
  const x = linearScale(
    [xs[0] ?? 0, xs[xs.length - 1] ?? 1],
    [MARGIN.left + 8, WIDTH - MARGIN.right - 8],
  )
  const labelEvery = Math.ceil(xs.length / 8)
  const last = (line: LineSeries) => [...line.points].reverse().find((point) => point.y !== null)
  const summary = `${title}, ${xs[0]}–${xs[xs.length - 1]}: ${series
    .map((line) => {
      const point = last(line)
      const name = line.name
      if (!point) return t`${name} no figures`
      const value = format(point.y!)
      const year = formatCode(point.x)
      return t`${name} ${value} in ${year}`
    })
    .join('; ')}`
  return (
    <ChartFrame
      title={title}
      summary={summary}
      width={WIDTH}
      height={HEIGHT}
      legend={
        series.length > 1 ? (
          <ul
            className="mt-1 flex flex-wrap gap-x-4 gap-y-1 text-xs text-slate-700"
            aria-label={t`Legend`}
          >
            {series.map((line, index) => (
              <li key={line.name} className="flex items-center gap-1">
                <span
                  aria-hidden="true"
                  className="inline-block h-2 w-3 rounded-sm"
                  style={{ background: SERIES_COLORS[index % SERIES_COLORS.length] }}
                />
                {line.name}
              </li>
            ))}
          </ul>
        ) : null
      }
    >
      <ValueGrid
        ticks={ticks}
        y={y}
        left={MARGIN.left}
        right={WIDTH - MARGIN.right}
        zeroStroke="#94a3b8"
      />
      {xs.map((value, index) =>
        (xs.length - 1 - index) % labelEvery === 0 ? (
          <text
            key={value}
            x={x(value)}
            y={HEIGHT - 8}
            textAnchor="middle"
            fontSize="10"
            fill="#334155"
          >
            {value}
          </text>
        ) : null,
      )}
      {series.map((line, index) => {
        const color = SERIES_COLORS[index % SERIES_COLORS.length]
        const segments: string[] = []
        let current = ''
        for (const point of line.points) {
          if (point.y === null) {
            if (current) segments.push(current)
            current = ''
            continue
          }
          current += `${current ? 'L' : 'M'}${x(point.x).toFixed(1)},${y(point.y).toFixed(1)}`
        }
        if (current) segments.push(current)
        return (
          <g key={line.name}>
            {segments.map((path) => (
              <path key={path} d={path} fill="none" stroke={color} strokeWidth="2" />
            ))}
            {line.points.map((point) =>
              point.y === null ? null : (
                <circle key={point.x} cx={x(point.x)} cy={y(point.y)} r="2.5" fill={color}>
                  <title>{`${line.name}, ${point.x}: ${format(point.y)}`}</title>
                </circle>
              ),
            )}
          </g>
        )
      })}
    </ChartFrame>
  )
}
