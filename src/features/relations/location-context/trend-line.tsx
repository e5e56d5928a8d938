/**
 * A small line of a metric over the years. Decorative: the sentence beside it states the values,
 * so screen readers skip it.
 */
export function TrendLine({ points }: { points: { year: number; value: number }[] }) {
  const width = 64
  const height = 20
  const years = points.map((point) => point.year)
  const values = points.map((point) => point.value)
  const [minYear, maxYear] = [Math.min(...years), Math.max(...years)]
  const [min, max] = [Math.min(...values), Math.max(...values)]
  const x = (year: number) =>
    maxYear === minYear ? 0 : ((year - minYear) / (maxYear - minYear)) * width
  // A flat series sits in the middle instead of dividing by zero.
  const y = (value: number) =>
    max === min ? height / 2 : height - ((value - min) / (max - min)) * height
  const path = points.map((point) => `${x(point.year).toFixed(1)},${y(point.value).toFixed(1)}`)
  return (
    <svg
      aria-hidden="true"
      width={width}
      height={height}
      viewBox={`-2 -2 ${width + 4} ${height + 4}`}
      className="shrink-0 text-blue-700"
    >
      <polyline points={path.join(' ')} fill="none" stroke="currentColor" strokeWidth="1.5" />
    </svg>
  )
}
