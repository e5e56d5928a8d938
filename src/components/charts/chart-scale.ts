import { formatCompactNumber } from '@/lib/format/format'

/**
 * The arithmetic behind the hand-rolled SVG charts: "nice" axis ticks and a linear scale. Kept
 * separate so it is unit-tested without a DOM.
 */
export function niceTicks(min: number, max: number, count = 4): number[] {
  let low = Math.min(min, max)
  let high = Math.max(min, max)
  if (low === high) {
    if (low === 0) return [0, 1]
    low = Math.min(0, low)
    high = Math.max(0, high)
  }
  const rawStep = (high - low) / Math.max(1, count)
  const magnitude = 10 ** Math.floor(Math.log10(rawStep))
  const step = [1, 2, 2.5, 5, 10]
    .map((factor) => factor * magnitude)
    .find((candidate) => candidate >= rawStep)!
  const first = Math.floor(low / step) * step
  const last = Math.ceil(high / step) * step
  const ticks: number[] = []
  for (let tick = first; tick <= last + step / 2; tick += step)
    ticks.push(Number(tick.toPrecision(12)))
  return ticks
}

export function linearScale(domain: [number, number], range: [number, number]) {
  const [d0, d1] = domain
  const [r0, r1] = range
  const span = d1 - d0 || 1
  return (value: number) => r0 + ((value - d0) / span) * (r1 - r0)
}

/** The value domain of a chart: always includes zero so bars and trends are not exaggerated. */
export function valueDomain(values: (number | null)[]): [number, number] {
  const known = values.filter((value): value is number => value !== null && Number.isFinite(value))
  const ticks = niceTicks(Math.min(0, ...known), Math.max(0, ...known))
  return [ticks[0]!, ticks[ticks.length - 1]!]
}

/** A short axis label in the interface language: 1 250 000 → "1.3M" / "1,3 Mio.". */
export const formatTick = (value: number) => formatCompactNumber(value)

export const SERIES_COLORS = ['#0369a1', '#c2410c', '#15803d', '#7e22ce', '#b91c1c', '#0f766e']
