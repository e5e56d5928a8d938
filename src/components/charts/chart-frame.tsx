import type { ReactNode } from 'react'
import { formatTick } from './chart-scale'

interface ChartFrameProps {
  title: string
  /** The chart in words: the SVG's accessible name, since screen readers cannot read shapes. */
  summary: string
  width: number
  height: number
  /** Shown under the drawing, e.g. a legend of the series. */
  legend?: ReactNode
  children: ReactNode
}

/** The captioned figure and responsive SVG every chart draws into. */
export function ChartFrame({ title, summary, width, height, legend, children }: ChartFrameProps) {
  return (
    <figure className="rounded-md border border-slate-200 p-3">
      <figcaption className="mb-1 text-sm font-semibold text-slate-800">{title}</figcaption>
      <svg
        viewBox={`0 0 ${width} ${height}`}
        role="img"
        aria-label={summary}
        className="h-auto w-full"
      >
        {children}
      </svg>
      {legend}
    </figure>
  )
}

interface ValueGridProps {
  ticks: number[]
  y: (value: number) => number
  left: number
  right: number
  /** Stroke of the zero line, which anchors the bars or lines. */
  zeroStroke: string
}

/** Horizontal gridlines with their value labels on the left axis. */
export function ValueGrid({ ticks, y, left, right, zeroStroke }: ValueGridProps) {
  return ticks.map((tick) => (
    <g key={tick}>
      <line
        x1={left}
        x2={right}
        y1={y(tick)}
        y2={y(tick)}
        stroke={tick === 0 ? zeroStroke : '#e2e8f0'}
      />
      <text x={left - 4} y={y(tick) + 3} textAnchor="end" fontSize="10" fill="#475569">
        {formatTick(tick)}
      </text>
    </g>
  ))
}
